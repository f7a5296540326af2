import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { useSession } from '../auth/SessionProvider.tsx';
import { CHEMIN_ACCES_NOTAIRES } from '../auth/notaires.ts';
import { cheminAccueil, pageParChemin, peutOuvrir, titreDocument, type PageRegistre } from '../lib/navigation/index.ts';

/**
 * Opens a page only to the visitors its table entry allows: a signed-out visitor asking for a signed-in page goes to
 * the sign-in page (and comes back after signing in); a signed-in one who lacks the authority reads "Accès non
 * autorisé"; the sign-in page sends a signed-in visitor home.
 */
export function GardePage({ page, children }: { page: PageRegistre; children: ReactNode }) {
  const { statut, visiteur } = useSession();
  const location = useLocation();
  // [issue 24] a page for signed-out visitors (sign-in) is shown while the session is read, as the build prerendered it
  if (page.acces === 'public' || (page.acces === 'anonyme' && statut === 'chargement')) return <>{children}</>;
  if (statut === 'chargement') return null; // the loading bar runs meanwhile
  if (peutOuvrir(page, visiteur)) return <>{children}</>;
  if (page.acces === 'anonyme') {
    // just signed in: back to the page that asked for the sign-in (`state.retour`) when the account may open it —
    // this guard may render before the sign-in page's own navigation does
    const retour = (location.state as { retour?: string } | null)?.retour;
    const cible = retour ? pageParChemin(retour.split('?')[0]) : undefined;
    return <Navigate to={cible && peutOuvrir(cible, visiteur) ? retour! : cheminAccueil(visiteur)} replace />;
  }
  if (!visiteur.connecte) return <Navigate to="/compte" replace state={{ retour: location.pathname + location.search }} />;
  // [issue 27] a page served to the client certificate only, asked in a password session: how to open it there
  if (page.certificat && peutOuvrir(page, { ...visiteur, parCertificat: true }))
    return <Navigate to={CHEMIN_ACCES_NOTAIRES} replace state={{ depuis: location.pathname }} />;
  return <AccesNonAutorise />;
}

const TITRE_ACCES_REFUSE = 'Accès non autorisé';

export function AccesNonAutorise() {
  const { visiteur } = useSession();
  useEffect(() => {
    document.title = titreDocument(TITRE_ACCES_REFUSE);
  });
  return (
    <div className={fr.cx('fr-container', 'fr-my-7w')}>
      <h1>{TITRE_ACCES_REFUSE}</h1>
      <p className={fr.cx('fr-text--lead')}>Votre profil ne vous permet pas d'ouvrir cette page.</p>
      <p>
        Si vous pensez devoir y accéder, demandez à l'administrateur principal du compte de votre établissement de vérifier les
        droits associés à votre profil.
      </p>
      <Button linkProps={{ to: cheminAccueil(visiteur) }}>Page d'accueil</Button>
    </div>
  );
}
