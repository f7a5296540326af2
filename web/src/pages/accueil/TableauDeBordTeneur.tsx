/**
 * [issue 14] The keepers' indicator dashboard of the home page (spec 001 §2 "Home pages by profile": keeper profiles
 * load indicators, `GET api/coproprietes/indicateurs`): the key figures for every keeper; the requests table
 * (demandeType, demande, horsDelai) and the link to the MCO indicators only for the keeper administrators, to whom
 * the server alone gives that table (the hotline keepers receive none).
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { Button } from '@codegouvfr/react-dsfr/Button';
import { indicateursTeneur } from '@registre/shared/routes/indicateurs.routes';
import { useRequete } from '../../api/hooks.ts';
import { pageParId } from '../../lib/navigation/index.ts';
import { ChiffresCles, TableauDemandes } from '../../features/indicateurs/composants.tsx';
import { decimalFr, nombreFr } from '../../lib/format.ts';

export function TableauDeBordTeneur() {
  const r = useRequete(indicateursTeneur, { erreursGerees: [403, 500, 502, 503, 504] });
  const d = r.data;
  const pageMco = pageParId('indicateursMco');
  return (
    <section aria-labelledby="tableau-de-bord-teneur" className={fr.cx('fr-mb-6w')} data-testid="tableau-de-bord-teneur">
      <h2 id="tableau-de-bord-teneur">Tableau de bord du registre</h2>
      {r.isPending && <Alert severity="info" small description="Chargement des indicateurs du registre…" />}
      {r.isError && (
        <Alert
          severity="error"
          small
          description={`Les indicateurs du registre n'ont pas pu être chargés : ${r.error.message} Réessayez plus tard.`}
        />
      )}
      {d && (
        <>
          <ChiffresCles
            testId="chiffres-teneur"
            chiffres={[
              {
                id: 'nbCoproImmatriculees',
                valeur: nombreFr(d.chiffres.nbCoproImmatriculees),
                libelle: d.chiffres.nbCoproImmatriculees > 1 ? 'copropriétés immatriculées' : 'copropriété immatriculée',
              },
              {
                id: 'moyenneImmatHebdo',
                valeur: decimalFr(d.chiffres.moyenneImmatHebdo),
                libelle: 'immatriculations par semaine en moyenne',
              },
              {
                id: 'demandesEnCours',
                valeur: nombreFr(d.chiffres.demandesEnCours),
                libelle: d.chiffres.demandesEnCours > 1 ? 'demandes à valider' : 'demande à valider',
              },
              {
                id: 'demandesHorsDelai',
                valeur: nombreFr(d.chiffres.demandesHorsDelai),
                libelle: 'dont hors délai (un jour ouvré dépassé)',
                alerte: d.chiffres.demandesHorsDelai > 0,
              },
            ]}
          />
          {d.tableau && <TableauDemandes lignes={d.tableau} titre="Demandes en cours de validation et hors délai, par type" />}
          {d.lienIndicateursMco && pageMco && (
            <Button priority="secondary" iconId="fr-icon-line-chart-line" linkProps={{ to: pageMco.chemin }}>
              Voir les indicateurs MCO
            </Button>
          )}
        </>
      )}
    </section>
  );
}
