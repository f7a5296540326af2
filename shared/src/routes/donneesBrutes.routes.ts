/**
 * Raw data (issue 10, spec 001 §7 "Raw data", §9): the register as the RNIC open-data file, written every night
 * by the `export-donnees-brutes` workflow. Anyone downloads a file (the latest by default) and lists the files
 * with their manifest; a keeper administrator starts an export at once and follows it.
 */
import { z } from 'zod';
import { route } from './route.ts';

/** `rnic-donnees-YYYYMMDD.csv`: the only names the download accepts (nothing else of the bucket is reachable). */
export const NOM_FICHIER_DONNEES_BRUTES = /^rnic-donnees-\d{8}\.csv$/;

export const fichierDonneesBrutes = z.object({
  nom: z.string(),
  /** day of the export, ISO (yyyy-mm-dd) */
  date: z.string(),
  lignes: z.number().int(),
  octets: z.number().int(),
  sha256: z.string(),
  /** end of the generation, ISO instant */
  genereLe: z.string(),
  versionColonnes: z.string(),
});
export type FichierDonneesBrutes = z.infer<typeof fichierDonneesBrutes>;

export const telecharger = route({
  id: 'donneesBrutes.telecharger',
  area: 'public',
  method: 'GET',
  path: '/api/public/donneesBrute/telecharger',
  acces: 'public',
  resume:
    'Télécharge un fichier de données brutes (le plus récent sans paramètre) : redirection vers un lien de courte durée, nom du fichier dans content-disposition.',
  query: z.object({
    fichier: z
      .string()
      .regex(NOM_FICHIER_DONNEES_BRUTES, 'Nom de fichier invalide : rnic-donnees-AAAAMMJJ.csv attendu.')
      .optional(),
  }),
  responseFormat: 'binary',
  // [issue 27] a redirection to the file; 404 for an unknown file or none published yet
  succes: [302],
  erreurs: ['RESSOURCE_INTROUVABLE', 'DONNEES_BRUTES_INTROUVABLES'],
});

export const fichiers = route({
  id: 'donneesBrutes.fichiers',
  area: 'public',
  method: 'GET',
  path: '/api/public/donneesBrute/fichiers',
  acces: 'public',
  extension: true,
  resume: 'Les fichiers de données brutes disponibles, du plus récent au plus ancien, avec leur manifeste.',
  response: z.object({ fichiers: z.array(fichierDonneesBrutes) }),
});

export const lancerExport = route({
  id: 'donneesBrutes.lancerExport',
  area: 'public',
  method: 'POST',
  path: '/api/donneesBrute/export',
  acces: ['DONNEES_BRUTES'],
  extension: true,
  resume:
    "Démarre aussitôt l'export des données brutes (administrateurs du teneur du registre) : un seul à la fois pour tout le registre (409 avec l'export en cours dans details.execution), 10 démarrages par heure et par compte (429 avec Retry-After).",
  response: z.object({ execution: z.string(), message: z.string() }),
  erreurs: ['EXPORT_DEJA_EN_COURS', 'TROP_D_EXPORTS'],
});

export const suivreExport = route({
  id: 'donneesBrutes.suivreExport',
  area: 'public',
  method: 'GET',
  path: '/api/donneesBrute/export/{execution}',
  acces: ['DONNEES_BRUTES'],
  extension: true,
  resume: "L'état d'un export démarré par un administrateur du teneur du registre.",
  params: z.object({ execution: z.string().regex(/^[A-Za-z0-9-]{1,80}$/, "Identifiant d'export invalide.") }),
  response: z.object({
    statut: z.enum(['EN_COURS', 'TERMINE', 'ECHEC']),
    fichier: fichierDonneesBrutes.nullable(),
  }),
});

export const ROUTES_DONNEES_BRUTES = [telecharger, fichiers, lancerExport, suivreExport];
