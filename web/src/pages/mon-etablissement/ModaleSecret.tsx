/**
 * [issue 25] The secret of a software access, shown once: after its creation or its renewal, the client id and the
 * secret in read-only fields (selectable by keyboard) with a copy button each, and the warning that the secret will
 * never be shown again. Closing the modal forgets it (the section drops its state).
 */
import { useState } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { createModal } from '@codegouvfr/react-dsfr/Modal';
import type { AccesLogiciel } from '@registre/shared/schemas/logiciels/acces';

export const modaleSecret = createModal({ id: 'modale-secret-acces-logiciel', isOpenedByDefault: false });

export interface SecretAffiche {
  acces: AccesLogiciel;
  secret: string;
  /** a renewal (the previous secret stopped working) rather than a creation */
  renouvellement: boolean;
}

export function ModaleSecret({ affiche }: { affiche: SecretAffiche | null }) {
  return (
    <modaleSecret.Component
      title={affiche?.renouvellement ? 'Nouveau secret de l’accès' : 'Accès logiciel créé'}
      titleAs="h2"
      size="large"
      concealingBackdrop={false}
      buttons={[{ children: 'J’ai conservé le secret, fermer', iconId: 'fr-icon-check-line' }]}
    >
      {affiche && (
        <div data-testid="secret-acces-logiciel">
          <Alert
            severity="warning"
            small
            className={fr.cx('fr-mb-3w')}
            description={
              <>
                <strong>Ce secret ne sera plus jamais affiché.</strong> Copiez-le maintenant dans la configuration du logiciel «{' '}
                {affiche.acces.nomLogiciel} » ou dans un coffre-fort de mots de passe. Le registre ne le conserve pas : s’il est
                perdu, renouvelez-le.
                {affiche.renouvellement && ' L’ancien secret ne fonctionne plus.'}
              </>
            }
          />
          <ChampCopiable
            id="acces-logiciel-client-id"
            label="Identifiant du client (client_id)"
            valeur={affiche.acces.clientId}
          />
          <ChampCopiable id="acces-logiciel-secret" label="Secret du client (client_secret)" valeur={affiche.secret} />
        </div>
      )}
    </modaleSecret.Component>
  );
}

/** A read-only field with a button that copies its value; the outcome is announced to screen readers. */
function ChampCopiable({ id, label, valeur }: { id: string; label: string; valeur: string }) {
  const [etat, setEtat] = useState<'repos' | 'copie' | 'echec'>('repos');
  const copier = async () => {
    try {
      await navigator.clipboard.writeText(valeur);
      setEtat('copie');
    } catch {
      // no clipboard (permission refused, insecure context): the text is selected for a manual copy
      const champ = document.getElementById(id) as HTMLInputElement | null;
      champ?.focus();
      champ?.select();
      setEtat('echec');
    }
  };
  return (
    <div className={fr.cx('fr-input-group')}>
      <label className={fr.cx('fr-label')} htmlFor={id}>
        {label}
      </label>
      <div className="fr-input-wrap fr-input-wrap--addon">
        {/* an explicit type: DSFR's focus trap takes an input without one for a radio button of no group, and throws */}
        <input
          id={id}
          type="text"
          className={`${fr.cx('fr-input')} champ-secret`}
          readOnly
          value={valeur}
          spellCheck={false}
          autoComplete="off"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" priority="secondary" iconId="fr-icon-clipboard-line" onClick={() => void copier()}>
          Copier<span className={fr.cx('fr-sr-only')}> {label.toLowerCase()}</span>
        </Button>
      </div>
      <p className={fr.cx('fr-hint-text', 'fr-mt-1v')} role="status">
        {etat === 'copie'
          ? 'Copié dans le presse-papiers.'
          : etat === 'echec'
            ? 'La copie automatique a échoué : le texte est sélectionné, copiez-le avec Ctrl+C (⌘+C sur Mac).'
            : ''}
      </p>
    </div>
  );
}
