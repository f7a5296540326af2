/**
 * [issue 13] The exports of the categorisation tool (spec 001 §7 "Categorisation", §8 zip warning, §9 file names):
 * the synthesis report of a selection (xlsx, pdf), the extraction of its rows with the columns the analyst ticks
 * (xlsx, csv with `;` and a BOM), the condominium fact sheets (one PDF, several in a zip). Same authority and scope
 * rule as the search (CATEGORISATION, charter accepted, territory-scoped: 403 HORS_PERIMETRE, journaled, for a
 * requested territory or a known condominium outside the caller's territory).
 * Every file is named `<kind>-AAAAMMJJ.<ext>` in content-disposition.
 */
import { z } from 'zod';
import { normaliserImmatriculation } from '../domain/valeurs.ts';
import { criteresCategorisationSchema, ligneCategorisationSchema } from '../schemas/categorisation.ts';
import { route } from './route.ts';

const acces = ['CATEGORISATION'] as const;

/** A registration number, as typed (`AB1234567` or `AB1-234-567`), normalised. */
export const immatriculationSchema = z.string({ error: "Le numéro d'immatriculation est obligatoire." }).transform((v, ctx) => {
  const n = normaliserImmatriculation(v);
  if (!n) ctx.addIssue({ code: 'custom', message: "Numéro d'immatriculation invalide : 2 lettres et 7 chiffres (AB1234567)." });
  return n ?? v;
});

/** The columns an extraction may have, in their order, with their header. */
export const COLONNES_EXTRACTION = {
  numeroImmatriculation: "Numéro d'immatriculation",
  nom: 'Nom',
  adresse: 'Adresse de référence',
  codePostal: 'Code postal',
  commune: 'Commune',
  codeInsee: 'Code INSEE',
  codeDepartement: 'Département',
  codeRegion: 'Région',
  sirenEpci: 'SIREN de l’EPCI',
  etat: 'Statut',
  nombreLots: 'Lots',
  nombreLotsPrincipaux: 'Lots principaux',
  periodeConstruction: 'Période de construction',
  typeSyndic: 'Type de syndic',
  statutMandat: 'Mandat',
  dateFinMandat: 'Fin du mandat',
  statutMajAnnuelle: 'Mise à jour annuelle',
  procedures: 'Procédures en cours',
  tauxImpayes: 'Impayés / charges',
  montantDettes: 'Dettes (€)',
  montantFondTravaux: 'Fonds de travaux (€)',
  nbCoproprietairesImpayes: 'Copropriétaires débiteurs > 300 €',
} as const satisfies Partial<Record<keyof z.infer<typeof ligneCategorisationSchema>, string>>;
export type ColonneExtraction = keyof typeof COLONNES_EXTRACTION;
export const CODES_COLONNES = Object.keys(COLONNES_EXTRACTION) as [ColonneExtraction, ...ColonneExtraction[]];

/** Rows answered in the response itself; a larger extraction runs in the background (`demarrerExport`). */
export const LIGNES_EXTRACTION_DIRECTE = 10_000;
/** Sheets of one zip answered in the response itself; more run in the background, up to FICHES_ZIP_ARRIERE_PLAN. */
export const FICHES_ZIP_MAX = 200;
export const FICHES_ZIP_ARRIERE_PLAN = 2000;
/** Rows of a background extraction the analyst may tick one by one (no limit without ticks). */
export const LIGNES_COCHEES_ARRIERE_PLAN = 100_000;

export const extractionSchema = z.object({
  criteres: criteresCategorisationSchema,
  colonnes: z
    .array(z.enum(CODES_COLONNES, { error: 'Colonne inconnue.' }))
    .min(1, 'Cochez au moins une colonne.')
    .default([...CODES_COLONNES]),
  /** the rows the analyst ticked (within the selection); none: every row of the selection */
  immatriculations: z.array(immatriculationSchema).max(LIGNES_EXTRACTION_DIRECTE).optional(),
});
export type Extraction = z.output<typeof extractionSchema>;

export const zipFichesSchema = z.object({
  immatriculations: z
    .array(immatriculationSchema)
    .min(1, 'Choisissez au moins une copropriété.')
    .max(FICHES_ZIP_MAX, `Au plus ${FICHES_ZIP_MAX} fiches par archive : affinez la sélection.`),
});

/** The warning header of a zip some sheets of which could not be made (spec 001 §8), its value URI-encoded. */
export const ENTETE_AVERTISSEMENT = 'X-sicoproApp-warning';

const binaire = { responseFormat: 'binary' as const };

export const syntheseXlsx = route({
  id: 'categorisation.syntheseXlsx',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/download-xlsx-rapport-synthetique',
  acces,
  resume:
    'Rapport de synthèse de la sélection en tableur : lots, organisation juridique, données techniques et financières, avec le secret statistique.',
  body: criteresCategorisationSchema,
  perimetre: ({ body }) => ({ geographie: body }),
  ...binaire,
});

export const synthesePdf = route({
  id: 'categorisation.synthesePdf',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/download-pdf-rapport-synthetique',
  acces,
  resume: 'Rapport de synthèse de la sélection en PDF (les mêmes quatre chapitres), avec le secret statistique.',
  body: criteresCategorisationSchema,
  perimetre: ({ body }) => ({ geographie: body }),
  ...binaire,
});

export const extraireXlsx = route({
  id: 'categorisation.extractDatas',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/extractDatas',
  acces,
  resume: `Extraction des lignes choisies de la sélection (${LIGNES_EXTRACTION_DIRECTE} au plus) en tableur, avec les colonnes cochées.`,
  body: extractionSchema,
  perimetre: ({ body }) => ({ geographie: body.criteres }),
  ...binaire,
});

export const extraireCsv = route({
  id: 'categorisation.extractDatasForCsv',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/extractDatasForCsv',
  acces,
  resume: `Extraction des lignes choisies de la sélection (${LIGNES_EXTRACTION_DIRECTE} au plus) en CSV (séparateur « ; », UTF-8 avec BOM).`,
  body: extractionSchema,
  perimetre: ({ body }) => ({ geographie: body.criteres }),
  ...binaire,
});

export const zipFiches = route({
  id: 'categorisation.zipFiches',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/download-zip-fiche-copropriete',
  acces,
  resume: `Les fiches des copropriétés choisies (${FICHES_ZIP_MAX} au plus) dans une archive zip ; l'en-tête ${ENTETE_AVERTISSEMENT} nomme celles qui n'ont pas pu être produites.`,
  body: zipFichesSchema,
  perimetre: ({ body }) => ({ immatriculations: body.immatriculations }),
  ...binaire,
});

export const ficheRapport = route({
  id: 'categorisation.ficheRapport',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/download-rapport-for-copropriete',
  acces,
  resume: "La fiche d'une copropriété de son territoire en PDF (formulaire de la page).",
  body: z.object({ immatriculation: immatriculationSchema }),
  perimetre: ({ body }) => ({ immatriculations: [body.immatriculation] }),
  ...binaire,
});

export const ficheUnique = route({
  id: 'categorisation.ficheUnique',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/public/categorisation/download-single-fiche-copropriete/{immat}',
  acces,
  resume: "La fiche d'une copropriété de son territoire en PDF, par son numéro (lien).",
  params: z.object({ immat: immatriculationSchema }),
  perimetre: ({ params }) => ({ immatriculations: [params.immat] }),
  ...binaire,
});

/** A background export (the workflow export-categorisation): its execution name, `<owner's key>-<uuid>`. */
export const executionExportSchema = z.string().regex(/^[0-9a-f]{16}-[0-9a-f-]{36}$/, "Identifiant d'export invalide.");

export const TYPES_EXPORT = ['EXTRACTION_XLSX', 'EXTRACTION_CSV', 'FICHES_ZIP'] as const;
export const demandeExportSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.enum(['EXTRACTION_XLSX', 'EXTRACTION_CSV']),
      extraction: extractionSchema.extend({
        immatriculations: z.array(immatriculationSchema).max(LIGNES_COCHEES_ARRIERE_PLAN).optional(),
      }),
    }),
    z.object({
      type: z.literal('FICHES_ZIP'),
      immatriculations: z
        .array(immatriculationSchema)
        .min(1, 'Choisissez au moins une copropriété.')
        .max(FICHES_ZIP_ARRIERE_PLAN, `Au plus ${FICHES_ZIP_ARRIERE_PLAN} fiches par archive : affinez la sélection.`),
    }),
  ],
  { error: "Type d'export inconnu : EXTRACTION_XLSX, EXTRACTION_CSV ou FICHES_ZIP." },
);
export type DemandeExportSaisie = z.output<typeof demandeExportSchema>;

export const demarrerExport = route({
  id: 'categorisation.demarrerExport',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/categorisation/exports',
  acces,
  extension: true,
  resume: `Démarre en arrière-plan une extraction (au-delà de ${LIGNES_EXTRACTION_DIRECTE} lignes) ou une archive de fiches (au-delà de ${FICHES_ZIP_MAX}) : le fichier est écrit dans le bucket des exports, la page suit l'exécution. Un seul export à la fois par compte (409 avec l'export en cours dans details.execution), 10 démarrages par heure (429 avec Retry-After).`,
  body: demandeExportSchema,
  response: z.object({ execution: executionExportSchema, message: z.string() }),
  perimetre: ({ body }) =>
    body.type === 'FICHES_ZIP' ? { immatriculations: body.immatriculations } : { geographie: body.extraction.criteres },
  erreurs: ['EXPORT_DEJA_EN_COURS', 'TROP_D_EXPORTS'],
});

export const suivreExport = route({
  id: 'categorisation.suivreExport',
  area: 'institutionnels',
  method: 'GET',
  path: '/api/categorisation/exports/{execution}',
  acces,
  extension: true,
  resume:
    "L'état d'un export en arrière-plan démarré par la personne connectée, et le lien de son fichier (5 minutes) quand il est prêt.",
  params: z.object({ execution: executionExportSchema }),
  // the export was checked against the scope when it started; the scope is loaded like on every route of the tool
  perimetre: true,
  response: z.object({
    statut: z.enum(['EN_COURS', 'TERMINE', 'ECHEC']),
    /** while it runs: rows read (extraction) or sheets drawn (zip) out of the total, rewritten every 2 s */
    progression: z
      .object({ fait: z.number().int(), total: z.number().int(), pourcentage: z.number().int().min(0).max(99) })
      .nullable(),
    fichier: z.object({ nom: z.string(), lien: z.string(), lignes: z.number().int() }).nullable(),
    avertissement: z.string().nullable(),
  }),
});

export const ROUTES_CATEGORISATION_EXPORTS = [
  demarrerExport,
  suivreExport,
  syntheseXlsx,
  synthesePdf,
  extraireXlsx,
  extraireCsv,
  zipFiches,
  ficheRapport,
  ficheUnique,
];
