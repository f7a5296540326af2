import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { fr } from '@codegouvfr/react-dsfr';
import { Link } from 'react-router-dom';
import { titreAlerte } from '@registre/shared/errors/catalogue';
import { descriptionAlerte, retirerErreur, retirerNotification, useMessages } from '../lib/notifications.ts';

/**
 * Spec 001 §2 "Notifications area" and "Error alerts": the pages' notices, then the recorded HTTP errors with a
 * title and a description by status class and a technical detail line (status, message, reference).
 * Each is a DSFR alert closable with the "Masquer le message" button.
 */
export function Messages() {
  const { notifications, erreurs } = useMessages();
  if (notifications.length === 0 && erreurs.length === 0) return null;
  return (
    <div className={fr.cx('fr-container', 'fr-mt-3w')} id="messages">
      {notifications.map((n) => (
        <Alert
          key={n.id}
          className={fr.cx('fr-mb-2w')}
          severity={n.severite}
          title={n.titre}
          description={n.description}
          as="h2"
          closable
          onClose={() => retirerNotification(n.id)}
          role={n.severite === 'error' ? 'alert' : 'status'}
        />
      ))}
      {erreurs.map((e) => (
        <Alert
          key={e.id}
          className={`${fr.cx('fr-mb-2w')} alerte-erreur`}
          severity="error"
          as="h2"
          title={titreAlerte(e.status)}
          description={
            <>
              {descriptionAlerte(e.status)}
              <br />
              <span className={fr.cx('fr-text--xs')} data-detail-technique>
                Statut {e.status} — {e.message} (réf. {e.id})
              </span>
              {e.lien && (
                <>
                  <br />
                  <Link to={e.lien.chemin} className={fr.cx('fr-link')} onClick={() => retirerErreur(e.id)}>
                    {e.lien.libelle}
                  </Link>
                </>
              )}
            </>
          }
          closable
          onClose={() => retirerErreur(e.id)}
          role="alert"
        />
      ))}
    </div>
  );
}
