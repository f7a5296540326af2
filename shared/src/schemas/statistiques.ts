/**
 * [issue 12] The register's public statistics and the official geography they are browsed by (spec 001 §7
 * "Statistics and geography (public)"): regions, departments, EPCI, communes (from @etalab/decoupage-administratif),
 * the periods of registration, the figures of one territory and period, the downloadable report.
 */
import { z } from 'zod';
import { codeDepartement, codeInsee } from './annuaire.ts';
import { ANNEE_OUVERTURE_REGISTRE, apresOuverture, MESSAGE_OUVERTURE_REGISTRE } from '../domain/copropriete/constantes.ts';

export const regionSchema = z.object({ code: z.string(), nom: z.string() });
export const departementSchema = z.object({ code: z.string(), nom: z.string(), codeRegion: z.string() });
export const epciSchema = z.object({
  siren: z.string(),
  nom: z.string(),
  /** the departments and regions its communes belong to (an EPCI may straddle two) */
  departements: z.array(z.string()),
  regions: z.array(z.string()),
  /**
   * a territory (EPT) of the Métropole du Grand Paris, which the RNIC file names as its communes' EPCI: the
   * Métropole's SIREN (absent for an EPCI proper)
   */
  metropole: z.string().optional(),
});
export const communeGeoSchema = z.object({
  codeInsee: z.string(),
  nom: z.string(),
  codeDepartement: z.string(),
  codeRegion: z.string(),
  /** the EPCI the commune is a member of (the Métropole du Grand Paris for Paris and its territories) */
  sirenEpci: z.string().nullable(),
  /** a Grand Paris commune outside Paris: its territory (EPT), which the RNIC file gives as its EPCI */
  sirenEpt: z.string().nullable(),
  codesPostaux: z.array(z.string()),
});
export type Region = z.infer<typeof regionSchema>;
export type Departement = z.infer<typeof departementSchema>;
export type Epci = z.infer<typeof epciSchema>;
export type CommuneGeo = z.infer<typeof communeGeoSchema>;

export const codeRegion = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'Le code INSEE de la région comporte 2 chiffres (exemple : 11 pour l’Île-de-France).');
export const siren = z
  .string()
  .trim()
  .regex(/^\d{9}$/, 'Le SIREN comporte 9 chiffres.');
export { codeDepartement, codeInsee };

export const NIVEAUX = ['FRANCE', 'REGION', 'DEPARTEMENT', 'EPCI', 'COMMUNE'] as const;
export type Niveau = (typeof NIVEAUX)[number];
export const LIBELLES_NIVEAU: Record<Niveau, string> = {
  FRANCE: 'France',
  REGION: 'Région',
  DEPARTEMENT: 'Département',
  EPCI: 'Intercommunalité (EPCI)',
  COMMUNE: 'Commune',
};

/** The territory and period a figure is asked for (query of `chiffres` and of the report). */
const champsSelection = {
  niveau: z.enum(NIVEAUX, { error: 'Niveau géographique inconnu.' }).default('FRANCE'),
  /** the territory's code: region or department code, EPCI SIREN, commune INSEE code; absent for France */
  code: z
    .string()
    .trim()
    .max(9, 'Code de territoire invalide.')
    .regex(/^[0-9AB]*$/i, 'Code de territoire invalide.')
    .optional()
    .transform((v) => v?.toUpperCase() || undefined),
  annee: z.coerce
    .number({ error: "L'année doit être un nombre." })
    .int("L'année doit être un nombre entier.")
    .min(ANNEE_OUVERTURE_REGISTRE, MESSAGE_OUVERTURE_REGISTRE)
    .max(2100, 'Année invalide.')
    .optional(),
  trimestre: z.coerce
    .number({ error: 'Le trimestre doit être un nombre.' })
    .int('Le trimestre est 1, 2, 3 ou 4.')
    .min(1, 'Le trimestre est 1, 2, 3 ou 4.')
    .max(4, 'Le trimestre est 1, 2, 3 ou 4.')
    .optional(),
};
const selectionValide = (s: { niveau: string; code?: string; annee?: number; trimestre?: number }, c: z.RefinementCtx) => {
  if (s.niveau !== 'FRANCE' && !s.code) c.addIssue({ code: 'custom', path: ['code'], message: 'Choisissez un territoire.' });
  if (s.trimestre && !s.annee) c.addIssue({ code: 'custom', path: ['annee'], message: "Choisissez l'année du trimestre." });
  // the register opened in the 4th quarter of 2016: its earlier quarters hold nothing and are not periods of it
  if (s.annee && s.trimestre && !apresOuverture(s.annee, s.trimestre))
    c.addIssue({ code: 'custom', path: ['trimestre'], message: MESSAGE_OUVERTURE_REGISTRE });
};
export const selectionStatistiquesSchema = z.object(champsSelection).superRefine(selectionValide);
export type SelectionStatistiques = z.output<typeof selectionStatistiquesSchema>;

/** A published figure, or « secret statistique » (too few condominiums behind it). */
export const SECRET = 'SECRET' as const;
export const valeurStatistique = z.union([z.number(), z.literal(SECRET)]);
export type ValeurStatistique = z.infer<typeof valeurStatistique>;

export const ligneRepartitionSchema = z.object({
  code: z.string(),
  libelle: z.string(),
  coproprietes: valeurStatistique,
  lots: valeurStatistique.optional(),
});
export type LigneRepartition = z.infer<typeof ligneRepartitionSchema>;

export const chiffresSchema = z.object({
  territoire: z.object({ niveau: z.enum(NIVEAUX), code: z.string().nullable(), nom: z.string() }),
  periode: z.object({ annee: z.number().nullable(), trimestre: z.number().nullable(), libelle: z.string() }),
  /** the threshold under which a figure is secret (one constant, shared/src/domain/annuaire/secret.ts) */
  seuilSecret: z.number(),
  coproprietes: valeurStatistique,
  lots: valeurStatistique,
  lotsPrincipaux: valeurStatistique,
  parTaille: z.array(ligneRepartitionSchema),
  parPeriodeConstruction: z.array(ligneRepartitionSchema),
  parTypeSyndic: z.array(ligneRepartitionSchema),
  parMandat: z.array(ligneRepartitionSchema),
  parMajAnnuelle: z.array(ligneRepartitionSchema),
  /** secondary syndicates, counted apart from every other figure */
  syndicatsSecondaires: valeurStatistique,
  /** when the figures were last moved (ISO), null when nothing is registered there */
  miseAJour: z.string().nullable(),
});
export type Chiffres = z.infer<typeof chiffresSchema>;

export const trimestreSchema = z.object({ annee: z.number(), trimestre: z.number(), libelle: z.string() });

export const FORMATS_RAPPORT = ['xlsx', 'pdf'] as const;
export const demandeRapportSchema = z
  .object({ ...champsSelection, format: z.enum(FORMATS_RAPPORT, { error: 'Format attendu : xlsx ou pdf.' }).default('xlsx') })
  .superRefine(selectionValide);
