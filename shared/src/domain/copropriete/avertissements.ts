/**
 * Confirmable warnings of the registration wizard (spec 000 §5): the user reads them, confirms and goes on; the
 * server refuses a submission that carries an unconfirmed warning and records the confirmed ones. They are
 * computed on the server shape of a block (after its schema accepted it), with the same context as the rules.
 *
 * A submission carries `confirmations: string[]`, the codes the user confirmed: confirming a code confirms every
 * warning of that code in the block (the user was shown them all at once).
 */
import {
  DUREE_ATTENDUE_MANDAT_MOIS,
  NB_EXERCICES_CONTROLE_CLOTURE,
  ANCIENNETE_REGLEMENT_PREMIER_EXERCICE_ANS,
} from './constantes.ts';
import { ajouterAnnees, ajouterJours, dernierJourDeDuree, dureeEnMoisAtteinte, jourEtMois } from './dates.ts';
import { dateIsoVersFr as fr } from '../valeurs.ts';
import { formaterParcelleCommune } from '../parcelle.ts';
import { dernierExercice, exercicesAnterieurs } from './exercices.ts';
import type {
  ContexteDeclaration,
  DonneesFinancieres,
  DonneesTechniques,
  Identification,
  ImmatCopropriete,
  InfoRattachement,
  NomBloc,
  Procedures,
} from './types.ts';

export const CODES_AVERTISSEMENT = [
  'MANDAT_DUREE_DIFFERENTE_12_MOIS',
  'ADRESSE_NON_GEOLOCALISEE',
  'PARCELLE_NON_GEOLOCALISEE',
  'AUCUNE_PARCELLE_GEOLOCALISEE',
  'CLOTURE_INCHANGEE_MAJ_ANNUELLE',
  'DATE_AG_EN_DOUBLE',
  'PREMIER_EXERCICE_REGLEMENT_ANCIEN',
  'JOUR_MOIS_CLOTURE_MODIFIE',
] as const;
export type CodeAvertissement = (typeof CODES_AVERTISSEMENT)[number];

/** A warning: its code, the field it is about (path in the block, dotted), the French message. */
export interface Avertissement {
  code: CodeAvertissement;
  champ: string;
  message: string;
}

const jjmm = (iso: string) => fr(iso).slice(0, 5);

/**
 * infoRattachement: a mandate of other than 12 months. 12 months is measured as the 3-year and 18-month rules
 * (`dureeEnMoisAtteinte`, both days counted): from d to the day before d + 12 months; a mandate ending ON the
 * anniversary (as many contracts write it, 01/04/2025 → 01/04/2026) is taken as 12 months too.
 */
export function avertissementsInfoRattachement(v: InfoRattachement | null): Avertissement[] {
  if (!v?.dateDebutMandat || !v.dateFinMandat) return [];
  const { dateDebutMandat: debut, dateFinMandat: fin } = v;
  const anniversaire = ajouterJours(dernierJourDeDuree(debut, DUREE_ATTENDUE_MANDAT_MOIS), 1);
  if (dureeEnMoisAtteinte(debut, fin, DUREE_ATTENDUE_MANDAT_MOIS) && fin <= anniversaire) return [];
  return [
    {
      code: 'MANDAT_DUREE_DIFFERENTE_12_MOIS',
      champ: 'dateFinMandat',
      message: `Le mandat du ${fr(v.dateDebutMandat)} au ${fr(v.dateFinMandat)} ne dure pas 12 mois, la durée habituelle. Confirmez-vous ces dates ?`,
    },
  ];
}

/** identification: an address or a parcel that could not be located is kept only once the user confirms it. */
export function avertissementsIdentification(
  v: Identification,
  ctx: Pick<ContexteDeclaration, 'geolocalisationIndisponible'> = {},
): Avertissement[] {
  const resultat: Avertissement[] = [];
  const adresses = [
    ...(v.adressePrincipale ? [{ a: v.adressePrincipale, champ: 'adressePrincipale' }] : []),
    ...v.adresseSecondaire.map((a, i) => ({ a, champ: `adresseSecondaire.${i}` })),
  ];
  for (const { a, champ } of adresses)
    if (!a.geolocalisee)
      resultat.push({
        code: 'ADRESSE_NON_GEOLOCALISEE',
        champ,
        message: `L'adresse « ${a.libelle ?? ''} » n'a pas pu être localisée. Voulez-vous la conserver telle quelle ?`,
      });
  v.parcelle.forEach((p, i) => {
    if (!p.geolocalisee)
      resultat.push({
        code: 'PARCELLE_NON_GEOLOCALISEE',
        champ: `parcelle.${i}`,
        message: `La parcelle ${formaterParcelleCommune(p, ', ')} n'a pas pu être localisée. Voulez-vous la conserver ?`,
      });
  });
  if (ctx.geolocalisationIndisponible && v.parcelle.length > 0 && !v.parcelle.some((p) => p.geolocalisee))
    resultat.push({
      code: 'AUCUNE_PARCELLE_GEOLOCALISEE',
      champ: 'parcelle',
      message:
        "La géolocalisation est indisponible : aucune parcelle n'est localisée. Vous pourrez les localiser plus tard depuis la liste des copropriétés aux parcelles non géolocalisées. Continuer ?",
    });
  return resultat;
}

/** procedures: no confirmable warning in spec 000 §5. */
export const avertissementsProcedures = (_v: Procedures): Avertissement[] => [];

/** donneesTechniques: no confirmable warning in spec 000 §5. */
export const avertissementsDonneesTechniques = (_v: DonneesTechniques): Avertissement[] => [];

/** donneesFinancieres: the four confirmable rules of spec 000 §5 "Financial data". */
export function avertissementsDonneesFinancieres(
  v: DonneesFinancieres,
  ctx: Pick<ContexteDeclaration, 'aujourdhui' | 'typeMaj' | 'exercicesPrecedents' | 'dateReglementCopropriete'>,
): Avertissement[] {
  if (v.donneesFinancieresInconnues) return [];
  const resultat: Avertissement[] = [];
  const cloture = v.dateClotureComptes;
  const dernier = dernierExercice(ctx.exercicesPrecedents);

  if (ctx.typeMaj === 'ANNUELLE' && cloture && dernier && dernier.dateClotureComptes === cloture)
    resultat.push({
      code: 'CLOTURE_INCHANGEE_MAJ_ANNUELLE',
      champ: 'dateClotureComptes',
      message: `La date de clôture des comptes est celle du dernier exercice déclaré (${fr(cloture)}) : une mise à jour annuelle déclare normalement un nouvel exercice. Confirmez-vous ?`,
    });

  // the other exercises: those of another closing date
  const autres = (ctx.exercicesPrecedents ?? []).filter((e) => e.dateClotureComptes !== cloture);
  if (v.dateAg && autres.some((e) => e.dateAg === v.dateAg))
    resultat.push({
      code: 'DATE_AG_EN_DOUBLE',
      champ: 'dateAg',
      message: `La date d'assemblée générale ${fr(v.dateAg)} est déjà celle d'un exercice précédent. Confirmez-vous cette date ?`,
    });

  const reglement = ctx.dateReglementCopropriete;
  if (
    v.premierExerciceComptable === true &&
    reglement &&
    reglement < ajouterAnnees(ctx.aujourdhui, -ANCIENNETE_REGLEMENT_PREMIER_EXERCICE_ANS)
  )
    resultat.push({
      code: 'PREMIER_EXERCICE_REGLEMENT_ANCIEN',
      champ: 'premierExerciceComptable',
      message: `Le règlement de copropriété date du ${fr(reglement)}, il y a plus de ${ANCIENNETE_REGLEMENT_PREMIER_EXERCICE_ANS} ans : s'agit-il bien du premier exercice comptable ?`,
    });

  if (cloture) {
    const recents = exercicesAnterieurs(ctx.exercicesPrecedents, cloture).slice(0, NB_EXERCICES_CONTROLE_CLOTURE);
    const different = recents.find((e) => jourEtMois(e.dateClotureComptes) !== jourEtMois(cloture));
    if (different)
      resultat.push({
        code: 'JOUR_MOIS_CLOTURE_MODIFIE',
        champ: 'dateClotureComptes',
        message: `Les comptes sont clos le ${jjmm(cloture)}, alors qu'un des ${NB_EXERCICES_CONTROLE_CLOTURE} derniers exercices l'a été le ${jjmm(different.dateClotureComptes)}. Confirmez-vous ce changement de date de clôture ?`,
      });
  }
  return resultat;
}

/** One block of the declaration with its server value. */
export type BlocDeclare =
  | { bloc: 'infoRattachement'; valeur: InfoRattachement | null }
  | { bloc: 'identification'; valeur: Identification }
  | { bloc: 'procedures'; valeur: Procedures }
  | { bloc: 'donneesFinancieres'; valeur: DonneesFinancieres }
  | { bloc: 'donneesTechniques'; valeur: DonneesTechniques }
  | { bloc: 'immatCopropriete'; valeur: ImmatCopropriete };

/** The warnings of a block (or of the whole declaration, with fields prefixed by their block). */
export function avertissements(b: BlocDeclare, ctx: ContexteDeclaration): Avertissement[] {
  switch (b.bloc) {
    case 'infoRattachement':
      return avertissementsInfoRattachement(b.valeur);
    case 'identification':
      return avertissementsIdentification(b.valeur, ctx);
    case 'procedures':
      return avertissementsProcedures(b.valeur);
    case 'donneesFinancieres':
      return avertissementsDonneesFinancieres(b.valeur, ctx);
    case 'donneesTechniques':
      return avertissementsDonneesTechniques(b.valeur);
    case 'immatCopropriete':
      return avertissementsImmatCopropriete(b.valeur, ctx);
  }
}

/** Every warning of the declaration; the financial ones read the settlement date of the identification block. */
export function avertissementsImmatCopropriete(v: ImmatCopropriete, ctx: ContexteDeclaration): Avertissement[] {
  const ctxComplet = {
    ...ctx,
    dateReglementCopropriete: v.identification.dateReglementCopropriete ?? ctx.dateReglementCopropriete,
  };
  const prefixe = (bloc: NomBloc, liste: Avertissement[]) => liste.map((a) => ({ ...a, champ: `${bloc}.${a.champ}` }));
  return [
    ...prefixe('infoRattachement', avertissementsInfoRattachement(v.infoRattachement)),
    ...prefixe('identification', avertissementsIdentification(v.identification, ctxComplet)),
    ...prefixe('procedures', avertissementsProcedures(v.procedures)),
    ...prefixe('donneesFinancieres', avertissementsDonneesFinancieres(v.donneesFinancieres, ctxComplet)),
    ...prefixe('donneesTechniques', avertissementsDonneesTechniques(v.donneesTechniques)),
  ];
}

/**
 * Splits the warnings of a submitted block by the user's confirmations: the server refuses the submission while
 * `nonConfirmes` is not empty, and records `confirmes`. A confirmation of a code the block does not raise is
 * ignored (the data changed since the user confirmed).
 */
export function avertissementsNonConfirmes(
  b: BlocDeclare,
  ctx: ContexteDeclaration,
  confirmations: readonly string[] | null | undefined,
): { nonConfirmes: Avertissement[]; confirmes: Avertissement[] } {
  const confirme = new Set(confirmations ?? []);
  const tous = avertissements(b, ctx);
  return { nonConfirmes: tous.filter((a) => !confirme.has(a.code)), confirmes: tous.filter((a) => confirme.has(a.code)) };
}
