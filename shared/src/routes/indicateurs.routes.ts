/**
 * [issue 14] The keepers' MCO indicators (spec 001 §3 "Indicators", §7 "Dashboards and indicators") and their
 * dashboard on the home page (spec 001 §2 "Home pages by profile": keepers load indicators; the detailed rows and
 * the MCO link for the keeper administrators only). Served by the `journal` area's Lambda, which only reads: every
 * figure is a counter kept on write (the stream projector, the queue's views, the download handlers), never a count
 * made by listing.
 */
import { z } from 'zod';
import { NIVEAUX } from '../schemas/statistiques.ts';
import type { Autorite } from '../domain/profils.ts';
import { route } from './route.ts';

const entier = z.number().int().nonnegative();

/** One row of the requests table: columns demandeType, demande (in progress) and horsDelai (spec 001 §2). */
export const ligneIndicateurSchema = z.object({
  /** the request type's code (IMMATRICULATION, RATTACHEMENT, RENOUVELLEMENT, DISSOLUTION, DOUBLON) */
  demandeType: z.string(),
  libelle: z.string(),
  /** requests of that type waiting for a decision */
  demande: entier,
  /** among them, those past their one-working-day deadline */
  horsDelai: entier,
});
export type LigneIndicateur = z.infer<typeof ligneIndicateurSchema>;

export const pointSerieSchema = z.object({
  /** `2026-W48` (ISO week), `2026-11` (month) or `2026` (year), Paris time */
  periode: z.string(),
  libelle: z.string(),
  valeur: entier,
});

/** The indicators of spec 001 §3, under the spec's names. */
export const indicateursSchema = z.object({
  nbCoproImmatriculees: entier,
  /** registrations per week, averaged over the last 52 weeks (or since the first registration), one decimal */
  moyenneImmatHebdo: z.number().nonnegative(),
  nbTeledeclarants: entier,
  /** attachments validated per week, averaged as moyenneImmatHebdo */
  moyenneRattachementHebdo: z.number().nonnegative(),
  nbUtilisateurs: entier,
  nbTelechargementDonneesBrutes: entier,
  /** the geographic level of the statistics reports downloaded most often; null before the first one */
  topEchelleGeographique: z.enum(NIVEAUX).nullable(),
  libelleTopEchelleGeographique: z.string().nullable(),
  nbTelechargementRapportBo: entier,
  /** [issue 13] files of the categorisation tool (synthesis reports, extractions, fact sheets) */
  nbTelechargementsInstitutionnels: entier,
  /** updates (annual and standard) declared this calendar year, and this month */
  nbMajParAnnee: entier,
  nbMajParMois: entier,
  demandesImmatEnCours: entier,
  demandesImmatHorsDelai: entier,
  demandesRattachementEnCours: entier,
  demandesRattachementHorsDelai: entier,
  demandesDissolutionEnCours: entier,
  demandesDissolutionHorsDelai: entier,
  nbDoublons: entier,
  nbDoublonsHorsDelais: entier,
});
export type Indicateurs = z.infer<typeof indicateursSchema>;

export const tableauMcoSchema = z.object({
  /** when the figures were read (ISO instant) */
  genereLe: z.string(),
  indicateurs: indicateursSchema,
  tableau: z.array(ligneIndicateurSchema),
  series: z.object({
    /** the last 26 weeks, oldest first, a week without registration counting zero */
    immatriculationsParSemaine: z.array(pointSerieSchema),
    rattachementsParSemaine: z.array(pointSerieSchema),
    /** the last 24 months */
    majParMois: z.array(pointSerieSchema),
    /** every year that counted an update */
    majParAnnee: z.array(pointSerieSchema),
  }),
  /** statistics reports downloaded, per geographic level (every level, in the order of the statistics page) */
  telechargementsRapportParEchelle: z.array(z.object({ niveau: z.enum(NIVEAUX), libelle: z.string(), valeur: entier })),
});
export type TableauMco = z.infer<typeof tableauMcoSchema>;

/**
 * The keepers' home dashboard: the key figures for every keeper; the requests table and the MCO link only for
 * those holding SUIVI_INDICATEURS_MCO (the keeper administrators), `tableau` null for the others.
 */
export const tableauDeBordTeneurSchema = z.object({
  chiffres: z.object({
    nbCoproImmatriculees: entier,
    moyenneImmatHebdo: z.number().nonnegative(),
    nbTeledeclarants: entier,
    nbUtilisateurs: entier,
    /** every pending request, all types, and those out of delay */
    demandesEnCours: entier,
    demandesHorsDelai: entier,
  }),
  tableau: z.array(ligneIndicateurSchema).nullable(),
  lienIndicateursMco: z.boolean(),
});
export type TableauDeBordTeneur = z.infer<typeof tableauDeBordTeneurSchema>;

export const allTableau = route({
  id: 'journal.indicateursMco',
  area: 'journal',
  method: 'GET',
  path: '/api/indicateurMCO/allTableau',
  acces: ['SUIVI_INDICATEURS_MCO'],
  resume:
    'Indicateurs MCO du registre : chiffres clés, tableau des demandes (demandeType, demande, horsDelai) et séries par semaine, mois et année.',
  response: tableauMcoSchema,
});

/** Authorities held by every keeper profile, and by keepers only (shared/src/domain/profils.ts). */
export const AUTORITES_TENEURS: readonly Autorite[] = ['VALIDER_RATTACHEMENT_DECLARATION', 'LST_TELEDECLARANT'];

export const indicateursTeneur = route({
  id: 'journal.indicateursTeneur',
  area: 'journal',
  method: 'GET',
  path: '/api/coproprietes/indicateurs',
  acces: AUTORITES_TENEURS,
  resume:
    "Tableau de bord des teneurs sur la page d'accueil : chiffres clés pour tous, tableau des demandes et lien vers les indicateurs MCO pour les administrateurs.",
  response: tableauDeBordTeneurSchema,
});

export const ROUTES_INDICATEURS = [allTableau, indicateursTeneur];
