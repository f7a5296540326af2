import { useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';

/**
 * A code block of the guide: text in `pre`/`code` (selectable, read by screen readers, wrapped rather than scrolled),
 * its caption naming it for the copy button and for assistive technologies.
 */
export function BlocCode({ titre, children, langage }: { titre: string; children: string; langage?: string }) {
  const [copie, setCopie] = useState<'repos' | 'copie' | 'echec'>('repos');
  const copier = async () => {
    try {
      await navigator.clipboard.writeText(children);
      setCopie('copie');
    } catch {
      setCopie('echec');
    }
  };
  return (
    <figure className={fr.cx('fr-mt-2w', 'fr-mb-4w', 'fr-mx-0')}>
      <figcaption className={fr.cx('fr-text--sm', 'fr-text--bold', 'fr-mb-1v')}>{titre}</figcaption>
      <pre className="bloc-code">
        <code data-langage={langage}>{children}</code>
      </pre>
      <Button
        type="button"
        size="small"
        priority="tertiary no outline"
        iconId="fr-icon-clipboard-line"
        onClick={() => void copier()}
      >
        Copier<span className={fr.cx('fr-sr-only')}> : {titre}</span>
      </Button>
      <span className={fr.cx('fr-hint-text', 'fr-ml-1w')} role="status">
        {copie === 'copie' ? 'Copié.' : copie === 'echec' ? 'Copie impossible : sélectionnez le texte.' : ''}
      </span>
    </figure>
  );
}
