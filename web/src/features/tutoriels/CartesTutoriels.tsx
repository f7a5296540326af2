/**
 * The tutorial cards of the home pages (spec 001 §2 "tutorial cards"): one DSFR card per tutorial, to its section
 * of the tutorials page. `ids` chooses and orders them (all when absent).
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Card } from '@codegouvfr/react-dsfr/Card';
import { CHEMIN_TUTORIELS, dureeLisible, TUTORIELS } from './tutoriels.ts';

export default function CartesTutoriels({ ids, titre = 'Tutoriels' }: { ids?: readonly string[]; titre?: string }) {
  const tutoriels = ids ? ids.flatMap((id) => TUTORIELS.filter((t) => t.id === id)) : TUTORIELS;
  if (tutoriels.length === 0) return null;
  return (
    <section aria-labelledby="cartes-tutoriels" className={fr.cx('fr-mb-6w')} data-testid="cartes-tutoriels">
      <h2 id="cartes-tutoriels">{titre}</h2>
      <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list')}>
        {tutoriels.map((t) => (
          <li key={t.id} className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
            <Card
              title={t.titre}
              titleAs="h3"
              desc={t.description}
              detail={`${t.video ? 'Vidéo sous-titrée' : 'Pas à pas'} · ${dureeLisible(t.dureeMinutes)}`}
              linkProps={{ to: `${CHEMIN_TUTORIELS}#${t.id}` }}
              enlargeLink
              size="small"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
