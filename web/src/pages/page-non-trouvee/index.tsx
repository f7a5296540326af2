import { fr } from '@codegouvfr/react-dsfr';
import TechnicalError from '@codegouvfr/react-dsfr/picto/TechnicalError';
import { useSession } from '../../auth/SessionProvider.tsx';
import { cheminAccueil, PAGE_NON_TROUVEE } from '../../lib/navigation/index.ts';
import { Link } from 'react-router-dom';

/** Spec 001 §2: any other path shows the not-found page (DSFR error-page layout) with a button back home. */
export default function PageNonTrouvee() {
  const { visiteur } = useSession();
  return (
    <div className={fr.cx('fr-container')}>
      <div
        className={fr.cx(
          'fr-my-7w',
          'fr-mt-md-12w',
          'fr-mb-md-10w',
          'fr-grid-row',
          'fr-grid-row--gutters',
          'fr-grid-row--middle',
          'fr-grid-row--center',
        )}
      >
        <div className={fr.cx('fr-py-0', 'fr-col-12', 'fr-col-md-6')}>
          <h1>{PAGE_NON_TROUVEE.titre}</h1>
          <p className={fr.cx('fr-text--sm', 'fr-mb-3w')}>Erreur 404</p>
          <p className={fr.cx('fr-text--lead', 'fr-mb-3w')}>
            La page que vous cherchez est introuvable. Excusez-nous pour la gêne occasionnée.
          </p>
          <p className={fr.cx('fr-text--sm', 'fr-mb-5w')}>
            Si vous avez tapé l'adresse web dans le navigateur, vérifiez qu'elle est correcte. La page n'est peut-être plus
            disponible.
            <br />
            Dans ce cas, pour continuer votre visite, vous pouvez consulter notre page d'accueil ou le plan du site.
          </p>
          <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline-md')}>
            <li>
              <Link className={fr.cx('fr-btn')} to={cheminAccueil(visiteur)}>
                Page d'accueil
              </Link>
            </li>
            <li>
              <Link className={fr.cx('fr-btn', 'fr-btn--secondary')} to="/sitemap">
                Plan du site
              </Link>
            </li>
          </ul>
        </div>
        <div className={fr.cx('fr-col-12', 'fr-col-md-3', 'fr-col-offset-md-1', 'fr-px-6w', 'fr-px-md-0', 'fr-py-0')}>
          <TechnicalError fontSize="10rem" aria-hidden="true" focusable="false" />
        </div>
      </div>
    </div>
  );
}
