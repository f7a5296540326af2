import { Breadcrumb } from '@codegouvfr/react-dsfr/Breadcrumb';
import { fr } from '@codegouvfr/react-dsfr';
import { useSession } from '../auth/SessionProvider.tsx';
import { ancetres, cheminAccueil } from '../lib/navigation/index.ts';
import { usePoignee } from '../lib/navigation/pageCourante.ts';

/** Spec 001 §2: the breadcrumb, derived from the route table; the root is "Accueil", the home page shows none. */
export function FilAriane() {
  const poignee = usePoignee();
  const { visiteur } = useSession();
  // none on the home page (its own layout) nor on the not-found page (DSFR error-page layout)
  if (!poignee || !('page' in poignee) || poignee.page.chemin === '/') return null;
  const accueil = cheminAccueil(visiteur);
  const segments = ancetres(poignee.page, visiteur).map((p) => ({ label: p.fil, linkProps: { to: p.chemin } }));
  return (
    <div className={fr.cx('fr-container')}>
      <Breadcrumb homeLinkProps={{ to: accueil }} segments={segments} currentPageLabel={poignee.page.fil} />
    </div>
  );
}
