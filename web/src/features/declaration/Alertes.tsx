/** The error summary of a step (each error linked to its field, or to its step) and the warnings to confirm. */
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Checkbox } from '@codegouvfr/react-dsfr/Checkbox';
import { TITRES_ETAPES, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { etapeDuChemin, idChamp, parCode, texteErreur, type Erreurs } from './assistant.ts';
import { focaliserChamp } from './champs.tsx';

export const ID_RESUME_ERREURS = 'resume-erreurs';
export const ID_AVERTISSEMENTS = 'avertissements-a-confirmer';

/**
 * The errors of the form: those of the current step link to their field, the others to their step (when the
 * route has that step: `etapes`, all of them by default).
 */
export const ResumeErreurs = forwardRef<
  HTMLDivElement,
  { erreurs: Erreurs; etape: CleEtape; lienEtape: (e: CleEtape) => string; etapes?: readonly CleEtape[] }
>(function ResumeErreurs({ erreurs, etape, lienEtape, etapes }, ref) {
  const liste = Object.entries(erreurs);
  if (liste.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} id={ID_RESUME_ERREURS} className={fr.cx('fr-mb-4w')}>
      <Alert
        severity="error"
        as="h2"
        title={liste.length > 1 ? `Le formulaire comporte ${liste.length} erreurs` : 'Le formulaire comporte une erreur'}
        description={
          <ul className={fr.cx('fr-mb-0')}>
            {liste.map(([chemin, brut]) => {
              // each error names its field (DSFR error summary: label and message, linked to the field)
              const message = texteErreur(chemin, brut);
              const cible = etapeDuChemin(chemin);
              const horsParcours = cible !== null && cible !== etape && etapes !== undefined && !etapes.includes(cible);
              return (
                <li key={chemin}>
                  {horsParcours ? (
                    <>
                      {TITRES_ETAPES[cible]} : {message}
                    </>
                  ) : cible && cible !== etape ? (
                    <Link to={lienEtape(cible)}>
                      {TITRES_ETAPES[cible]} : {message}
                    </Link>
                  ) : (
                    <a
                      href={`#${idChamp(chemin)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        focaliserChamp(chemin);
                      }}
                    >
                      {message}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        }
      />
    </div>
  );
});

/** The warnings of the block: one "Je confirme" per code; confirmed codes go with the save. */
export const AvertissementsAConfirmer = forwardRef<
  HTMLDivElement,
  {
    avertissements: readonly { code: string; message: string; champ: string }[];
    confirmations: ReadonlySet<string>;
    basculer: (code: string, confirme: boolean) => void;
  }
>(function AvertissementsAConfirmer({ avertissements, confirmations, basculer }, ref) {
  const groupes = parCode(avertissements);
  if (groupes.length === 0) return null;
  const restants = groupes.filter((g) => !confirmations.has(g.code)).length;
  return (
    <div ref={ref} tabIndex={-1} id={ID_AVERTISSEMENTS} className={fr.cx('fr-mb-4w')}>
      <Alert
        severity="warning"
        as="h2"
        title={restants > 0 ? 'Points à confirmer avant de poursuivre' : 'Points confirmés'}
        description={
          <>
            <p>Vérifiez ces informations ; si elles sont exactes, confirmez-les pour poursuivre.</p>
            {groupes.map((g) => (
              <div key={g.code} className={fr.cx('fr-mt-2w')} data-avertissement={g.code}>
                {g.messages.map((m) => (
                  <p key={m} className={fr.cx('fr-mb-1w')}>
                    {m}
                  </p>
                ))}
                <Checkbox
                  small
                  options={[
                    {
                      label: 'Je confirme',
                      nativeInputProps: {
                        name: `confirmation-${g.code}`,
                        checked: confirmations.has(g.code),
                        onChange: (e) => basculer(g.code, e.target.checked),
                        'aria-describedby': undefined,
                      },
                    },
                  ]}
                />
              </div>
            ))}
          </>
        }
      />
    </div>
  );
});
