/**
 * The error summary of a form (DSFR pattern, as the registration wizard's): an error alert at the top listing each
 * field's message as a link that moves the focus to the field. The page focuses it after a refused submission, so
 * that keyboard and screen-reader users hear the number of errors first.
 */
import { forwardRef } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';

export interface ErreurResumee {
  champ: string;
  message: string;
  /** moves the focus to the field */
  aller: () => void;
}

export const ResumeErreurs = forwardRef<HTMLDivElement, { erreurs: readonly ErreurResumee[] }>(function ResumeErreurs(
  { erreurs },
  ref,
) {
  if (erreurs.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} id="resume-erreurs" className={fr.cx('fr-mb-4w')}>
      <Alert
        severity="error"
        as="h2"
        title={erreurs.length > 1 ? `Le formulaire comporte ${erreurs.length} erreurs` : 'Le formulaire comporte une erreur'}
        description={
          <ul className={fr.cx('fr-mb-0')}>
            {erreurs.map((e) => (
              <li key={e.champ}>
                <a
                  href={`#${e.champ}`}
                  onClick={(ev) => {
                    ev.preventDefault();
                    e.aller();
                  }}
                >
                  {e.message}
                </a>
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
});
