/**
 * What changed from one declaration of a condominium to the next, field by field over the five blocks (spec 000
 * §3), for the condominium record's history. Values are rendered for a French reader: dates dd/mm/yyyy, booleans
 * Oui/Non, numbers as stored, code lists by their French label, addresses by their label, parcels as
 * "section numero (commune)", lists as ONE value (their items joined with ", "). Technical fields (ids, the
 * document's id and reference, coordinates, BAN and RNB keys) are not compared.
 *
 * `procedures.arrete` (every order of the four per-kind lists) is not compared itself: its orders are compared
 * in their per-kind list, read from `arrete` when a block holds only that one (as `proceduresDepuisServeur`).
 */
import { EnergieUtilisee, EtiquetteEnergie, PeriodeConstruction, TypeChauffage, TypeJustifMandat } from '../enums.ts';
import { dateIsoVersFr, formaterImmatriculation, normaliserImmatriculation } from '../valeurs.ts';
import {
  CHAMPS_ARRETE,
  LIBELLES_TYPE_ARRETE,
  NOMS_BLOCS,
  TYPES_ARRETE,
  type Adresse,
  type Arrete,
  type DonneesFinancieres,
  type DonneesTechniques,
  type Identification,
  type ImmatCopropriete,
  type InfoRattachement,
  type NomBloc,
  type Parcelle,
  type Procedures,
  type TypeArrete,
} from './types.ts';

/** A field whose rendered value differs between two declarations (null: empty). */
export interface Difference {
  bloc: NomBloc;
  /** the field's path in its block, dotted (`mandatAdHoc.dateNomination`, `classementEnergetique.ETIQ_A`) */
  champ: string;
  /** the field's French label */
  libelle: string;
  avant: string | null;
  apres: string | null;
}

// ------------------------------------------------------------------ rendering

type Valeur = string | null;

const vide = (s: string | null | undefined): Valeur => (s === null || s === undefined || s.trim() === '' ? null : s.trim());
const date = (iso: string | null | undefined): Valeur => (iso ? dateIsoVersFr(iso) : null);
const ouiNon = (b: boolean | null | undefined): Valeur => (b === true ? 'Oui' : b === false ? 'Non' : null);
const nombre = (n: number | null | undefined): Valeur => (n === null || n === undefined ? null : String(n));
const code = <T extends string>(labels: Record<T, string>, v: T | null | undefined): Valeur => (v ? (labels[v] ?? v) : null);
const liste = <T>(items: readonly T[] | null | undefined, rendre: (t: T) => Valeur): Valeur =>
  vide(
    (items ?? [])
      .map(rendre)
      .filter((x): x is string => x !== null)
      .join(', '),
  );

/** A registration number as users write it (AA1-234-567), as stored when it is not one. */
const immatriculation = (v: string | null | undefined): Valeur => {
  const n = v ? normaliserImmatriculation(v) : null;
  return n ? formaterImmatriculation(n) : vide(v);
};

/** An address by its label; one typed without a label by its parts. */
const adresse = (a: Adresse | null | undefined): Valeur =>
  a ? (vide(a.libelle) ?? vide([a.numero, a.voie, a.codePostal, a.commune].filter((x) => vide(x)).join(' '))) : null;

/** A parcel as "section numero (commune)". */
const parcelle = (p: Parcelle): Valeur => {
  const reference = vide([p.section?.toUpperCase(), p.numero].filter((x) => vide(x)).join(' '));
  const commune = vide(p.commune);
  if (!reference) return commune ? `(${commune})` : null;
  return commune ? `${reference} (${commune})` : reference;
};

/** An order as "du dd/mm/yyyy (mainlevée le dd/mm/yyyy)". */
const arrete = (a: Arrete): Valeur => {
  const du = date(a.dateArrete);
  const mainlevee = date(a.dateMainLevee);
  const debut = du ? `du ${du}` : 'date inconnue';
  return mainlevee ? `${debut} (mainlevée le ${mainlevee})` : debut;
};

/** The orders of one kind: its own list, else those of `arrete` with that type. */
const arretesDuType = (p: Procedures, type: TypeArrete): readonly Arrete[] => {
  const propre = p[CHAMPS_ARRETE[type].liste];
  return propre && propre.length > 0 ? propre : (p.arrete ?? []).filter((a) => a.type === type);
};

// ------------------------------------------------------------------ the fields of each block

interface Champ<B> {
  champ: string;
  libelle: string;
  valeur: (b: B) => Valeur;
}
const c = <B>(champ: string, libelle: string, valeur: (b: B) => Valeur): Champ<B> => ({ champ, libelle, valeur });

const INFO_RATTACHEMENT: Champ<InfoRattachement>[] = [
  c('adminProvisoire', 'Administrateur provisoire', (b) => ouiNon(b.adminProvisoire)),
  c('dateDebutMandat', 'Début du mandat', (b) => date(b.dateDebutMandat)),
  c('dateFinMandat', 'Fin du mandat', (b) => date(b.dateFinMandat)),
  c('typeJustifMandat', 'Type de justificatif', (b) => code(TypeJustifMandat.labels, b.typeJustifMandat)),
  c('nomFichierJustifMandat', 'Justificatif du mandat', (b) => vide(b.nomFichierJustifMandat)),
  c('dateTeleversement', 'Date de dépôt du justificatif', (b) => date(b.dateTeleversement)),
];

const IDENTIFICATION: Champ<Identification>[] = [
  c('nomCopropriete', 'Nom de la copropriété', (b) => vide(b.nomCopropriete)),
  c('numImmatriculationCopropriete', "Numéro d'immatriculation", (b) => immatriculation(b.numImmatriculationCopropriete)),
  c('dateReglementCopropriete', 'Date du règlement de copropriété', (b) => date(b.dateReglementCopropriete)),
  c('adressePrincipale', 'Adresse de référence', (b) => adresse(b.adressePrincipale)),
  c('adresseSecondaire', 'Adresses secondaires', (b) => liste(b.adresseSecondaire, adresse)),
  c('parcelle', 'Parcelles cadastrales', (b) => liste(b.parcelle, parcelle)),
  c('nbLots', 'Nombre total de lots', (b) => nombre(b.nbLots)),
  c('nbLotsHabBurCom', "Lots à usage d'habitation, de bureaux ou de commerces", (b) => nombre(b.nbLotsHabBurCom)),
  c('nbLotsHab', "Lots à usage d'habitation", (b) => nombre(b.nbLotsHab)),
  c('nbLotsStationnement', 'Lots de stationnement', (b) => nombre(b.nbLotsStationnement)),
  c('syndicatPrincipal', 'Syndicat principal (ou unique)', (b) => ouiNon(b.syndicatPrincipal)),
  c('numImmatriculationCoproprietePrincipale', "Numéro d'immatriculation de la copropriété principale", (b) =>
    immatriculation(b.numImmatriculationCoproprietePrincipale),
  ),
  c('syndicatCooperatif', 'Syndicat coopératif', (b) => ouiNon(b.syndicatCooperatif)),
  c('residenceService', 'Résidence-services', (b) => ouiNon(b.residenceService)),
  c('siret', 'SIRET du syndicat de copropriétaires', (b) => vide(b.siret)),
  c('nbAsl', 'Associations syndicales libres (ASL)', (b) => nombre(b.nbAsl)),
  c('nbAful', 'Associations foncières urbaines libres (AFUL)', (b) => nombre(b.nbAful)),
  c('nbUnionsSyndicats', 'Unions de syndicats', (b) => nombre(b.nbUnionsSyndicats)),
];

/** Per kind of order: its flag (is there one?) and its list (the dates of each). */
const PROCEDURES: Champ<Procedures>[] = [
  ...TYPES_ARRETE.flatMap((type) => [
    c<Procedures>(CHAMPS_ARRETE[type].drapeau, LIBELLES_TYPE_ARRETE[type], (b) => ouiNon(b[CHAMPS_ARRETE[type].drapeau])),
    c<Procedures>(CHAMPS_ARRETE[type].liste, `${LIBELLES_TYPE_ARRETE[type]} (dates)`, (b) =>
      liste(arretesDuType(b, type), arrete),
    ),
  ]),
  c('flagMandatAdhoc', 'Mandataire ad hoc désigné', (b) => ouiNon(b.flagMandatAdhoc)),
  c('mandatAdHoc.dateNomination', 'Date de nomination du mandataire ad hoc', (b) => date(b.mandatAdHoc?.dateNomination)),
  c('mandatAdHoc.dateFinMission', 'Date de fin de mission du mandataire ad hoc', (b) => date(b.mandatAdHoc?.dateFinMission)),
  c('flagOrdonnanceCarence', 'Ordonnance de carence rendue', (b) => ouiNon(b.flagOrdonnanceCarence)),
  c('ordonnanceCarence.dateOrdonnance', "Date de l'ordonnance de carence", (b) => date(b.ordonnanceCarence?.dateOrdonnance)),
];

const DONNEES_FINANCIERES: Champ<DonneesFinancieres>[] = [
  c('donneesFinancieresInconnues', 'Aucune donnée financière', (b) => ouiNon(b.donneesFinancieresInconnues)),
  c('dateDebutExercice', "Début de l'exercice", (b) => date(b.dateDebutExercice)),
  c('dateClotureComptes', 'Clôture des comptes', (b) => date(b.dateClotureComptes)),
  c('comptesNonApprouves', 'Comptes encore à approuver', (b) => ouiNon(b.comptesNonApprouves)),
  c('dateAg', "Date de l'assemblée générale ayant approuvé les comptes", (b) => date(b.dateAg)),
  c('premierExerciceComptable', 'Premier exercice comptable', (b) => ouiNon(b.premierExerciceComptable)),
  c('chargesOperationsCourantes', 'Charges pour opérations courantes (€)', (b) => nombre(b.chargesOperationsCourantes)),
  c('chargesOperationsExceptionnelles', 'Charges pour travaux et opérations exceptionnelles (€)', (b) =>
    nombre(b.chargesOperationsExceptionnelles),
  ),
  c('montantDettes', 'Dettes fournisseurs (€)', (b) => nombre(b.montantDettes)),
  c('montantFondTravaux', 'Fonds de travaux (€)', (b) => nombre(b.montantFondTravaux)),
  c('montantImpayesCoproprietaires', 'Impayés des copropriétaires (€)', (b) => nombre(b.montantImpayesCoproprietaires)),
  c('nbCoproprietairesImpayes', 'Copropriétaires débiteurs de plus de 300 €', (b) => nombre(b.nbCoproprietairesImpayes)),
  c('presenceEmployes', 'Personnel employé par le syndicat', (b) => ouiNon(b.presenceEmployes)),
];

const DONNEES_TECHNIQUES: Champ<DonneesTechniques>[] = [
  ...EtiquetteEnergie.values.map((e) =>
    c<DonneesTechniques>(
      `classementEnergetique.${e}`,
      e === 'ETIQ_NON_DETERMINE'
        ? 'Bâtiments sans étiquette énergétique déterminée'
        : `Bâtiments d'étiquette énergétique ${EtiquetteEnergie.labels[e]}`,
      (b) => nombre(b.classementEnergetique?.[e]),
    ),
  ),
  c('nbBatimentsTotal', 'Nombre total de bâtiments', (b) => nombre(b.nbBatimentsTotal)),
  c('classementEnergetiqueComplet', 'Étiquette énergétique connue pour tous les bâtiments', (b) =>
    ouiNon(b.classementEnergetiqueComplet),
  ),
  c('typeChauffage', 'Type de chauffage', (b) => code(TypeChauffage.labels, b.typeChauffage)),
  c('chauffageCollectifUrbain', 'Chauffage collectif raccordé à un réseau de chaleur urbain', (b) =>
    ouiNon(b.chauffageCollectifUrbain),
  ),
  c('energieChauffageCollectifNonUrbain', 'Énergie du chauffage collectif', (b) =>
    code(EnergieUtilisee.labels, b.energieChauffageCollectifNonUrbain),
  ),
  c('periodeConstruction', 'Période de construction', (b) => code(PeriodeConstruction.labels, b.periodeConstruction)),
  c('anneeConstruction', 'Année de construction', (b) => nombre(b.anneeConstruction)),
  c('nbAscenseurs', "Nombre d'ascenseurs", (b) => nombre(b.nbAscenseurs)),
  c('pptInscritAG', "Plan pluriannuel de travaux inscrit à l'ordre du jour d'une assemblée générale", (b) =>
    ouiNon(b.pptInscritAG),
  ),
  c('ppt', 'Plan pluriannuel de travaux adopté', (b) => ouiNon(b.ppt)),
  c('pptDate', "Date d'adoption du plan pluriannuel de travaux", (b) => date(b.pptDate)),
];

const CHAMPS: { [K in NomBloc]: Champ<NonNullable<ImmatCopropriete[K]>>[] } = {
  infoRattachement: INFO_RATTACHEMENT,
  identification: IDENTIFICATION,
  procedures: PROCEDURES,
  donneesFinancieres: DONNEES_FINANCIERES,
  donneesTechniques: DONNEES_TECHNIQUES,
};

/** The French label of every compared field, by block and dotted path. */
export const LIBELLES_CHAMPS_DECLARATION: Record<NomBloc, Record<string, string>> = Object.fromEntries(
  NOMS_BLOCS.map((bloc) => [bloc, Object.fromEntries(CHAMPS[bloc].map((d) => [d.champ, d.libelle]))]),
) as Record<NomBloc, Record<string, string>>;

/**
 * The fields whose rendered value differs from `avant` to `apres`, block by block in the order of the
 * declaration (unchanged fields are not listed). With no previous declaration (`avant` null), every non-empty
 * field of `apres`, with `avant` null. A missing block (infoRattachement on a notary's route) has every field
 * empty.
 */
export function differencesDeclarations(avant: ImmatCopropriete | null, apres: ImmatCopropriete): Difference[] {
  const resultat: Difference[] = [];
  for (const bloc of NOMS_BLOCS) {
    const champs = CHAMPS[bloc] as Champ<unknown>[];
    const a = avant?.[bloc] ?? null;
    const b = apres[bloc] ?? null;
    for (const d of champs) {
      const va = a === null ? null : d.valeur(a);
      const vb = b === null ? null : d.valeur(b);
      if (va !== vb) resultat.push({ bloc, champ: d.champ, libelle: d.libelle, avant: va, apres: vb });
    }
  }
  return resultat;
}
