/**
 * [issue 11] The syndic board of the home page (spec 001 §2 "Home pages by profile", spec 000 §2): four counters of
 * the establishment (`GET api/coproprietes/tableauDeBordSyndic`), each leading to the condominium list filtered on
 * them, a warning badge on those that call for action; the buttons « Voir le tableau de bord détaillé » (coming
 * soon), « Mettre à jour les données » and « Retour à l'accueil ».
 */
import type { MouseEvent } from 'react';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Badge } from '@codegouvfr/react-dsfr/Badge';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { Tile } from '@codegouvfr/react-dsfr/Tile';
import { tableauDeBordSyndic } from '@registre/shared/routes/coproprietes.routes';
import type { tableauDeBordSyndicSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import type { z } from 'zod';
import { useRequete } from '../../api/hooks.ts';
import { Pictogramme } from '../../components/Pictogramme.tsx';
import type { Pictogramme as NomPictogramme } from '../../lib/navigation/index.ts';
import { nombreFr } from '../../lib/format.ts';

type Compteurs = z.output<typeof tableauDeBordSyndicSchema>;

/** The counters, in the order of the spec, with the filter of the list each one opens. */
export const COMPTEURS_SYNDIC: readonly {
  cle: keyof Compteurs;
  singulier: string;
  pluriel: string;
  description: string;
  filtre: string;
  /** a non-zero value calls for action: warning badge */
  alerte: boolean;
  pictogramme: NomPictogramme;
}[] = [
  {
    cle: 'nbCoproprietesImmatriculees',
    singulier: 'copropriété immatriculée',
    pluriel: 'copropriétés immatriculées',
    description: 'Les copropriétés immatriculées de votre établissement.',
    filtre: 'immatriculee',
    alerte: false,
    pictogramme: 'maison',
  },
  {
    cle: 'nbMandatsExpires',
    singulier: 'mandat expiré',
    pluriel: 'mandats expirés',
    description: 'Les copropriétés dont votre mandat de syndic a expiré : renouvelez-le ou déclarez un successeur.',
    filtre: 'mandat-expire',
    alerte: true,
    pictogramme: 'signature',
  },
  {
    cle: 'nbMisesAJourRequises',
    singulier: 'mise à jour requise',
    pluriel: 'mises à jour requises',
    description: 'Les copropriétés dont la mise à jour annuelle est à faire ou en retard.',
    filtre: 'annuelle',
    alerte: true,
    pictogramme: 'document',
  },
  {
    cle: 'nbCoproprietesNonGeolocalisees',
    singulier: 'copropriété à parcelles non géolocalisées',
    pluriel: 'copropriétés à parcelles non géolocalisées',
    description: 'Les copropriétés dont des parcelles cadastrales n’ont pas pu être localisées : corrigez-les.',
    filtre: 'coproNonGeolocalisees',
    alerte: true,
    pictogramme: 'recherche',
  },
];

/** The statuses the board shows itself (the other home sections stay usable). */
const ERREURS_AFFICHEES = [400, 403, 404, 500, 502, 503, 504] as const;

/** "Retour à l'accueil" on the home page itself: back to its top, focus on the content (as after a navigation). */
function retourHaut(e: MouseEvent<HTMLAnchorElement>) {
  if (window.location.pathname !== '/') return;
  e.preventDefault();
  window.scrollTo({ top: 0 });
  document.getElementById('contenu')?.focus({ preventScroll: true });
}

export function TableauDeBordSyndic({ listeDisponible }: { listeDisponible: boolean }) {
  const compteurs = useRequete(tableauDeBordSyndic, { erreursGerees: ERREURS_AFFICHEES });

  return (
    <section aria-labelledby="tableau-de-bord-syndic" className={fr.cx('fr-mb-6w')} data-testid="tableau-de-bord-syndic">
      <h2 id="tableau-de-bord-syndic">Tableau de bord de vos copropriétés</h2>

      {compteurs.isPending && (
        <Alert severity="info" small className={fr.cx('fr-mb-3w')} description="Chargement des compteurs de vos copropriétés…" />
      )}
      {compteurs.isError && (
        <Alert
          severity="error"
          small
          className={fr.cx('fr-mb-3w')}
          description={`Les compteurs de vos copropriétés n'ont pas pu être chargés : ${compteurs.error.message} Réessayez plus tard.`}
        />
      )}

      {compteurs.data && (
        <ul className={fr.cx('fr-grid-row', 'fr-grid-row--gutters', 'fr-raw-list', 'fr-mb-3w')} data-testid="compteurs-syndic">
          {COMPTEURS_SYNDIC.map((c) => {
            const n = compteurs.data[c.cle];
            const titre = (
              <>
                {/* the number above its label, in large type (the link's name reads "3 mandats expirés") */}
                <span className={fr.cx('fr-display--xs')} style={{ display: 'block' }} data-compteur={c.cle}>
                  {nombreFr(n)}
                </span>{' '}
                {n > 1 ? c.pluriel : c.singulier}
              </>
            );
            const badge =
              c.alerte && n > 0 ? (
                <Badge severity="warning" small as="span">
                  À traiter
                </Badge>
              ) : undefined;
            return (
              <li key={c.cle} className={fr.cx('fr-col-12', 'fr-col-md-6', 'fr-col-lg-3')}>
                {listeDisponible ? (
                  <Tile
                    title={titre}
                    titleAs="h3"
                    desc={c.description}
                    start={badge}
                    linkProps={{ to: `/copropriete?${new URLSearchParams({ filtre: c.filtre }).toString()}` }}
                    enlargeLinkOrButton
                    pictogram={<Pictogramme nom={c.pictogramme} />}
                  />
                ) : (
                  <Tile
                    title={titre}
                    titleAs="h3"
                    desc={c.description}
                    start={badge}
                    pictogram={<Pictogramme nom={c.pictogramme} />}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}

      <ul className={fr.cx('fr-btns-group', 'fr-btns-group--inline-md', 'fr-btns-group--icon-left')}>
        <li style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button
            priority="secondary"
            iconId="fr-icon-dashboard-3-line"
            disabled
            nativeButtonProps={{ 'aria-describedby': 'tableau-detaille-bientot' }}
          >
            Voir le tableau de bord détaillé
          </Button>
          <Badge id="tableau-detaille-bientot" severity="new" small as="span">
            Bientôt disponible
          </Badge>
        </li>
        {listeDisponible && (
          <li>
            <Button iconId="fr-icon-edit-line" linkProps={{ to: '/copropriete?filtre=annuelle' }}>
              Mettre à jour les données
            </Button>
          </li>
        )}
        <li>
          <Button priority="tertiary" iconId="fr-icon-home-4-line" linkProps={{ to: '/', onClick: retourHaut }}>
            Retour à l'accueil
          </Button>
        </li>
      </ul>
    </section>
  );
}
