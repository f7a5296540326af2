/**
 * [issue 14] The keepers' MCO indicators (spec 001 §2 `indicateurs-MCO`, §3 "Indicators", §7; SUIVI_INDICATEURS_MCO):
 * the key figures, the requests table (demandeType, demande, horsDelai) and the series over time (registrations and
 * validated attachments per week, updates per month and per year), from `GET api/indicateurMCO/allTableau`. Every
 * figure is a counter the register keeps as things happen: the page reads them, it never counts.
 */
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { allTableau, type TableauMco } from '@registre/shared/routes/indicateurs.routes';
import { useRequete } from '../../api/hooks.ts';
import { dateHeureFr } from '../../lib/format.ts';
import { TableauDonnees } from '../../components/TableauDonnees.tsx';
import { usePageCourante } from '../../lib/navigation/pageCourante.ts';
import { ChiffresCles, Evolution, TableauDemandes, type ChiffreCle } from '../../features/indicateurs/composants.tsx';
import { decimalFr, nombreFr } from '../../lib/format.ts';

function chiffresCles(t: TableauMco): ChiffreCle[] {
  const i = t.indicateurs;
  const pluriel = (n: number, un: string, plusieurs: string) => (n > 1 ? plusieurs : un);
  return [
    {
      id: 'nbCoproImmatriculees',
      valeur: nombreFr(i.nbCoproImmatriculees),
      libelle: pluriel(i.nbCoproImmatriculees, 'copropriété immatriculée', 'copropriétés immatriculées'),
    },
    { id: 'moyenneImmatHebdo', valeur: decimalFr(i.moyenneImmatHebdo), libelle: 'immatriculations par semaine en moyenne' },
    {
      id: 'nbTeledeclarants',
      valeur: nombreFr(i.nbTeledeclarants),
      libelle: pluriel(i.nbTeledeclarants, 'télédéclarant inscrit', 'télédéclarants inscrits'),
    },
    {
      id: 'moyenneRattachementHebdo',
      valeur: decimalFr(i.moyenneRattachementHebdo),
      libelle: 'rattachements validés par semaine en moyenne',
    },
    {
      id: 'nbUtilisateurs',
      valeur: nombreFr(i.nbUtilisateurs),
      libelle: pluriel(i.nbUtilisateurs, 'compte utilisateur', 'comptes utilisateurs'),
    },
    {
      id: 'nbTelechargementDonneesBrutes',
      valeur: nombreFr(i.nbTelechargementDonneesBrutes),
      libelle: pluriel(
        i.nbTelechargementDonneesBrutes,
        'téléchargement des données brutes',
        'téléchargements des données brutes',
      ),
    },
    {
      id: 'nbTelechargementRapportBo',
      valeur: nombreFr(i.nbTelechargementRapportBo),
      libelle: pluriel(i.nbTelechargementRapportBo, 'rapport statistique téléchargé', 'rapports statistiques téléchargés'),
    },
    {
      id: 'nbTelechargementsInstitutionnels',
      valeur: nombreFr(i.nbTelechargementsInstitutionnels),
      libelle: pluriel(
        i.nbTelechargementsInstitutionnels,
        'fichier téléchargé par les institutions (outil de catégorisation)',
        'fichiers téléchargés par les institutions (outil de catégorisation)',
      ),
    },
    {
      id: 'topEchelleGeographique',
      valeur: i.libelleTopEchelleGeographique ?? 'Aucune',
      libelle: 'échelle géographique la plus demandée dans les rapports statistiques',
    },
    { id: 'nbMajParAnnee', valeur: nombreFr(i.nbMajParAnnee), libelle: 'mises à jour déclarées cette année' },
    { id: 'nbMajParMois', valeur: nombreFr(i.nbMajParMois), libelle: 'mises à jour déclarées ce mois-ci' },
    {
      id: 'nbDoublons',
      valeur: nombreFr(i.nbDoublons),
      libelle: pluriel(i.nbDoublons, 'doublon à traiter', 'doublons à traiter'),
    },
    {
      id: 'nbDoublonsHorsDelais',
      valeur: nombreFr(i.nbDoublonsHorsDelais),
      libelle: 'doublons hors délai',
      alerte: i.nbDoublonsHorsDelais > 0,
    },
  ];
}

export default function IndicateursMco() {
  const titre = usePageCourante()?.titre;
  const r = useRequete(allTableau, { erreursGerees: [403, 500, 502, 503, 504] });
  const t = r.data;
  return (
    <div className={fr.cx('fr-container', 'fr-my-4w')}>
      <h1>{titre}</h1>
      <p className={fr.cx('fr-text--lead')}>
        Le suivi du registre : copropriétés, comptes, téléchargements, mises à jour et demandes en attente de validation.
      </p>
      {r.isPending && <Alert severity="info" small description="Chargement des indicateurs…" />}
      {r.isError && (
        <Alert
          severity="error"
          small
          description={`Les indicateurs n'ont pas pu être chargés : ${r.error.message} Réessayez plus tard.`}
        />
      )}
      {t && (
        <>
          <p className={fr.cx('fr-text--sm')} data-testid="indicateurs-date">
            Chiffres au {dateHeureFr(t.genereLe)}. Les semaines vont du lundi au dimanche, heure de Paris ; les moyennes
            hebdomadaires portent sur les 52 dernières semaines, semaine en cours comprise (ou depuis la première semaine
            comptée).
          </p>

          <h2>Chiffres clés</h2>
          <ChiffresCles chiffres={chiffresCles(t)} testId="indicateurs-mco" />

          <h2>Demandes à valider</h2>
          <TableauDemandes
            lignes={t.tableau}
            titre="Demandes en cours de validation et hors délai (un jour ouvré dépassé), par type"
          />

          <h2 className={fr.cx('fr-mt-6w')}>Évolution</h2>
          <Evolution
            id="serie-immatriculations"
            titre="Immatriculations par semaine"
            colonnePeriode="Semaine"
            colonneValeur="Immatriculations"
            points={t.series.immatriculationsParSemaine}
          />
          <Evolution
            id="serie-rattachements"
            titre="Rattachements validés par semaine"
            colonnePeriode="Semaine"
            colonneValeur="Rattachements validés"
            points={t.series.rattachementsParSemaine}
          />
          <Evolution
            id="serie-maj-mois"
            titre="Mises à jour déclarées par mois"
            colonnePeriode="Mois"
            colonneValeur="Mises à jour"
            points={t.series.majParMois}
          />
          <Evolution
            id="serie-maj-annee"
            titre="Mises à jour déclarées par année"
            colonnePeriode="Année"
            colonneValeur="Mises à jour"
            points={t.series.majParAnnee}
          />

          <h2>Rapports statistiques téléchargés</h2>
          <div className="indicateurs-tableau" data-testid="rapports-par-echelle">
            <TableauDonnees
              titre="Rapports statistiques téléchargés, par échelle géographique"
              colonnes={[
                { cle: 'libelle', titre: 'Échelle géographique', rendu: (l) => l.libelle },
                { cle: 'valeur', titre: 'Rapports téléchargés', rendu: (l) => nombreFr(l.valeur) },
              ]}
              lignes={t.telechargementsRapportParEchelle}
              cle={(l) => l.niveau}
              vide="Aucun rapport téléchargé."
            />
          </div>
        </>
      )}
    </div>
  );
}
