/**
 * [issue 14] The keepers' MCO indicators and home dashboard (spec 001 §3 "Indicators", §7): read only, one read
 * per indicator group (access patterns 12 and 12b): one BatchGet of the single counters (entity `compteur`: the
 * projector's totals, the raw-data downloads, the queue's per-view counters `file.<type>` / `file.HD-<type>`), and
 * one Query per series (entity `indicateur`: registrations and attachments per week, updates per month and per
 * year, statistics reports per geographic level). Nothing is counted by listing. [issue 23] The registered
 * condominiums are France's count in the public statistics (every registered condominium is published, a
 * secondary syndicate counted apart): the keepers' home, the MCO indicators and the statistics say one number.
 */
import {
  COMPTEURS_INDICATEURS,
  GROUPES_INDICATEURS,
  MOIS_AFFICHES,
  SEMAINES_AFFICHEES,
  SEMAINES_MOYENNE,
  TYPES_DEMANDE_INDICATEURS,
  derniersMois,
  dernieresSemaines,
  echelleLaPlusUtilisee,
  moyenneHebdomadaire,
  periodesDe,
  serie,
  type TypeDemandeIndicateur,
} from '@registre/shared/domain/indicateurs';
import type { LigneIndicateur, TableauDeBordTeneur, TableauMco } from '@registre/shared/routes/indicateurs.routes';
import { LIBELLES_NIVEAU, NIVEAUX, type Niveau } from '@registre/shared/schemas/statistiques';
import { cleTerritoire } from '@registre/shared/domain/annuaire/statistiques';
import { lireTerritoires } from '../adapters/dynamodb/statistiques.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { estInacheve, Inacheve, reessayer } from '../adapters/dynamodb/reessais.ts';
import { compteurFile, fileDe } from '../validations/ordre.ts';

/** What the indicators read: the single counters by name, and each series' counters by period (or level). */
export interface Lectures {
  compteurs: ReadonlyMap<string, number>;
  /** the registered condominiums: France's published count, all periods */
  immatriculees: number;
  series: Record<keyof typeof GROUPES_INDICATEURS, ReadonlyMap<string, number>>;
}

const NOMS_COMPTEURS = [
  ...Object.values(COMPTEURS_INDICATEURS),
  ...TYPES_DEMANDE_INDICATEURS.flatMap(({ demandeType }) => [
    compteurFile(fileDe(demandeType, false)),
    compteurFile(fileDe(demandeType, true)),
  ]),
];

/** A counter moved by ADDs can only be read below zero after a lost record: shown as zero. */
const positif = (v: number | undefined) => Math.max(0, Math.round(v ?? 0));

async function lireCompteurs(): Promise<Map<string, number>> {
  const lus = new Map<string, number>();
  let cles = NOMS_COMPTEURS.map((nom) => ({ nom }));
  // the keys DynamoDB left unprocessed asked again; those still unread after 5 attempts are shown as zero
  await reessayer(
    async () => {
      const { data, unprocessed } = await db().entities.compteur.get(cles).go();
      for (const c of data) lus.set(c.nom, c.valeur);
      cles = unprocessed as { nom: string }[];
      if (cles.length) throw new Inacheve('compteurs non lus');
    },
    { essais: 5, pauseMs: 20, pauseMaxMs: 500, reessayable: estInacheve },
  ).catch((e: unknown) => {
    if (!estInacheve(e)) throw e;
  });
  return lus;
}

async function lireImmatriculees(): Promise<number> {
  const france = cleTerritoire('FRANCE');
  const d = (await lireTerritoires([france], ['TOUT'], ['n', 'sec'])).get(france)?.dimensions;
  return (d?.n ?? 0) + (d?.sec ?? 0);
}

async function lireSerie(groupe: string, depuis?: string): Promise<Map<string, number>> {
  const q = db().entities.indicateur.query.parGroupe({ groupe });
  const { data } = await (depuis ? q.gte({ cle: depuis }) : q).go({ pages: 'all' });
  return new Map(data.map((i) => [i.cle, i.valeur]));
}

export async function lire(maintenant: Date, avecSeries: boolean): Promise<Lectures> {
  const [premiereSemaine] = dernieresSemaines(maintenant, SEMAINES_MOYENNE);
  const [premierMois] = derniersMois(maintenant, MOIS_AFFICHES);
  const g = GROUPES_INDICATEURS;
  const vide = Promise.resolve(new Map<string, number>());
  const [compteurs, immatriculees, immat, rattachements, majMois, majAnnee, rapports] = await Promise.all([
    lireCompteurs(),
    lireImmatriculees(),
    lireSerie(g.immatriculationsParSemaine, premiereSemaine),
    avecSeries ? lireSerie(g.rattachementsParSemaine, premiereSemaine) : vide,
    avecSeries ? lireSerie(g.majParMois, premierMois) : vide,
    avecSeries ? lireSerie(g.majParAnnee) : vide,
    avecSeries ? lireSerie(g.telechargementsRapport) : vide,
  ]);
  return {
    compteurs,
    immatriculees,
    series: {
      immatriculationsParSemaine: immat,
      rattachementsParSemaine: rattachements,
      majParMois: majMois,
      majParAnnee: majAnnee,
      telechargementsRapport: rapports,
    },
  };
}

/** The requests table, from the queue's counters. */
export function tableauDemandes(compteurs: ReadonlyMap<string, number>): LigneIndicateur[] {
  return TYPES_DEMANDE_INDICATEURS.map(({ demandeType, libelle }) => ({
    demandeType,
    libelle,
    demande: positif(compteurs.get(compteurFile(fileDe(demandeType, false)))),
    horsDelai: positif(compteurs.get(compteurFile(fileDe(demandeType, true)))),
  }));
}

/** Every MCO indicator, its table and its series (pure). */
export function tableauMco(l: Lectures, maintenant: Date): TableauMco {
  const c = (nom: string) => positif(l.compteurs.get(nom));
  const tableau = tableauDemandes(l.compteurs);
  const ligne = (t: TypeDemandeIndicateur) => tableau.find((x) => x.demandeType === t)!;
  const rapports = new Map(
    [...l.series.telechargementsRapport].filter(([n]) => (NIVEAUX as readonly string[]).includes(n)),
  ) as Map<Niveau, number>;
  const top = echelleLaPlusUtilisee(rapports, NIVEAUX);
  const p = periodesDe(maintenant);
  const annees = [...l.series.majParAnnee.keys()].filter((a) => /^\d{4}$/.test(a) && a <= p.annee).sort();
  return {
    genereLe: maintenant.toISOString(),
    indicateurs: {
      nbCoproImmatriculees: positif(l.immatriculees),
      moyenneImmatHebdo: moyenneHebdomadaire(l.series.immatriculationsParSemaine, maintenant),
      nbTeledeclarants: c(COMPTEURS_INDICATEURS.nbTeledeclarants),
      moyenneRattachementHebdo: moyenneHebdomadaire(l.series.rattachementsParSemaine, maintenant),
      nbUtilisateurs: c(COMPTEURS_INDICATEURS.nbUtilisateurs),
      nbTelechargementDonneesBrutes: c(COMPTEURS_INDICATEURS.nbTelechargementDonneesBrutes),
      topEchelleGeographique: top,
      libelleTopEchelleGeographique: top ? LIBELLES_NIVEAU[top] : null,
      nbTelechargementRapportBo: [...rapports.values()].reduce((s, v) => s + positif(v), 0),
      nbTelechargementsInstitutionnels: c(COMPTEURS_INDICATEURS.nbTelechargementsInstitutionnels),
      nbMajParAnnee: positif(l.series.majParAnnee.get(p.annee)),
      nbMajParMois: positif(l.series.majParMois.get(p.mois)),
      demandesImmatEnCours: ligne('IMMATRICULATION').demande,
      demandesImmatHorsDelai: ligne('IMMATRICULATION').horsDelai,
      demandesRattachementEnCours: ligne('RATTACHEMENT').demande,
      demandesRattachementHorsDelai: ligne('RATTACHEMENT').horsDelai,
      demandesDissolutionEnCours: ligne('DISSOLUTION').demande,
      demandesDissolutionHorsDelai: ligne('DISSOLUTION').horsDelai,
      nbDoublons: ligne('DOUBLON').demande,
      nbDoublonsHorsDelais: ligne('DOUBLON').horsDelai,
    },
    tableau,
    series: {
      immatriculationsParSemaine: serie(dernieresSemaines(maintenant, SEMAINES_AFFICHEES), l.series.immatriculationsParSemaine),
      rattachementsParSemaine: serie(dernieresSemaines(maintenant, SEMAINES_AFFICHEES), l.series.rattachementsParSemaine),
      majParMois: serie(derniersMois(maintenant, MOIS_AFFICHES), l.series.majParMois),
      majParAnnee: serie(annees.length ? annees : [p.annee], l.series.majParAnnee),
    },
    telechargementsRapportParEchelle: NIVEAUX.map((niveau) => ({
      niveau,
      libelle: LIBELLES_NIVEAU[niveau],
      valeur: positif(rapports.get(niveau)),
    })),
  };
}

/** The keepers' home dashboard (pure): the key figures; the table for those who follow the MCO indicators. */
export function tableauDeBordTeneur(l: Lectures, maintenant: Date, detail: boolean): TableauDeBordTeneur {
  const c = (nom: string) => positif(l.compteurs.get(nom));
  const tableau = tableauDemandes(l.compteurs);
  return {
    chiffres: {
      nbCoproImmatriculees: positif(l.immatriculees),
      moyenneImmatHebdo: moyenneHebdomadaire(l.series.immatriculationsParSemaine, maintenant),
      nbTeledeclarants: c(COMPTEURS_INDICATEURS.nbTeledeclarants),
      nbUtilisateurs: c(COMPTEURS_INDICATEURS.nbUtilisateurs),
      // a request is in one type's view only: the sum of the types is every pending request
      demandesEnCours: tableau.reduce((s, x) => s + x.demande, 0),
      demandesHorsDelai: tableau.reduce((s, x) => s + x.horsDelai, 0),
    },
    tableau: detail ? tableau : null,
    lienIndicateursMco: detail,
  };
}
