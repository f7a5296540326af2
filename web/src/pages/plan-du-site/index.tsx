import { Link } from 'react-router-dom';
import { fr } from '@codegouvfr/react-dsfr';
import { useSession } from '../../auth/SessionProvider.tsx';
import { planDuSite, type NoeudPlan } from '../../lib/navigation/index.ts';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';

/** Sitemap: generated from the route table, only the pages this visitor may open. */
export default function PlanDuSite() {
  const { visiteur, statut } = useSession();
  const titre = usePageCourante()?.titre;
  const arbre = statut === 'chargement' ? [] : planDuSite(visiteur);
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p>Les pages du registre auxquelles vous avez accès{visiteur.connecte ? ' avec votre profil' : ''}.</p>
      <nav aria-label="Plan du site" className="plan-du-site">
        <Liste noeuds={arbre} />
      </nav>
    </div>
  );
}

function Liste({ noeuds }: { noeuds: NoeudPlan[] }) {
  return (
    <ul>
      {noeuds.map((n) => (
        <li key={n.page.id}>
          <Link to={n.page.chemin}>{n.page.titre}</Link>
          {n.enfants.length > 0 && <Liste noeuds={n.enfants} />}
        </li>
      ))}
    </ul>
  );
}
