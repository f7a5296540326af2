/**
 * [issue 12] Statistics and geography (spec 001 §7 "Statistics and geography (public)"): the official geography
 * (regions, departments, EPCI, communes), the periods of registration, the figures of a territory (extension)
 * and the downloadable report. Anonymous.
 */
import { z } from 'zod';
import {
  chiffresSchema,
  codeDepartement,
  codeInsee,
  codeRegion,
  communeGeoSchema,
  departementSchema,
  epciSchema,
  demandeRapportSchema,
  regionSchema,
  selectionStatistiquesSchema,
  siren,
  trimestreSchema,
} from '../schemas/statistiques.ts';
import { route } from './route.ts';

const geo = <P extends z.ZodObject, R extends z.ZodType>(def: {
  id: string;
  path: string;
  resume: string;
  params?: P;
  response: R;
}) => route({ ...def, id: `statistiques.${def.id}`, area: 'annuaire', method: 'GET', acces: 'public' });

export const regions = geo({
  id: 'regions',
  path: '/api/public/statistiques/chargeRegion',
  resume: 'Les régions, par nom.',
  response: z.array(regionSchema),
});
export const region = geo({
  id: 'region',
  path: '/api/public/region/findRegionByCodeInseeRegion/{codeInsee}',
  resume: 'Une région par son code INSEE (404 si inconnue).',
  params: z.object({ codeInsee: codeRegion }),
  response: regionSchema,
});
export const departementsDeRegion = geo({
  id: 'departementsDeRegion',
  path: '/api/public/statistiques/chargeDepartement/{idRegion}',
  resume: "Les départements d'une région (code INSEE de la région), ou tous avec 0.",
  params: z.object({ idRegion: z.union([z.literal('0'), codeRegion]) }),
  response: z.array(departementSchema),
});
export const departementDeCommune = geo({
  id: 'departementDeCommune',
  path: '/api/public/statistiques/chargeDepartementDepuisCdInsee/{code}',
  resume: "Le département d'une commune, par le code INSEE de la commune (404 si inconnue).",
  params: z.object({ code: codeInsee }),
  response: departementSchema,
});
export const departement = geo({
  id: 'departement',
  path: '/api/public/departement/{num}',
  resume: 'Un département par son numéro (404 si inconnu).',
  params: z.object({ num: codeDepartement }),
  response: departementSchema,
});
export const epciDeDepartement = geo({
  id: 'epciDeDepartement',
  path: '/api/public/statistiques/chargeInterCommunalite/{numDepartement}',
  resume: 'Les intercommunalités (EPCI) qui ont au moins une commune dans le département, par nom.',
  params: z.object({ numDepartement: codeDepartement }),
  response: z.array(epciSchema),
});
export const epciDeRegion = geo({
  id: 'epciDeRegion',
  path: '/api/public/epci/chargeEpciParIdRegion/{id}',
  resume: 'Les intercommunalités (EPCI) qui ont au moins une commune dans la région, par nom.',
  params: z.object({ id: codeRegion }),
  response: z.array(epciSchema),
});
export const epci = geo({
  id: 'epci',
  path: '/api/public/epci/findOneEpciBySiren/{siren}',
  resume: 'Une intercommunalité par son SIREN (404 si inconnue).',
  params: z.object({ siren }),
  response: epciSchema,
});
export const rechercheCommunes = geo({
  id: 'rechercheCommunes',
  path: '/api/public/commune/{dept}/{term}',
  resume: "Complétion des communes d'un département dont le nom commence par le texte (accents et casse ignorés), 20 au plus.",
  params: z.object({
    dept: codeDepartement,
    term: z.string().trim().min(1, 'Saisissez au moins une lettre.').max(60, '60 caractères au maximum.'),
  }),
  response: z.array(communeGeoSchema),
});
export const communesDeEpci = geo({
  id: 'communesDeEpci',
  path: '/api/public/statistiques/chargeCommune/{sirenEpci}',
  resume: "Les communes membres d'une intercommunalité, par nom.",
  params: z.object({ sirenEpci: siren }),
  response: z.array(communeGeoSchema),
});
export const communesDeDepartement = geo({
  id: 'communesDeDepartement',
  path: '/api/public/communes/findCommunesByIdDepartement/{dept}',
  resume: "Les communes d'un département, par nom.",
  params: z.object({ dept: codeDepartement }),
  response: z.array(communeGeoSchema),
});
export const commune = geo({
  id: 'commune',
  path: '/api/public/commune/findOneCommuneByInseeCommune/{insee}',
  resume: 'Une commune par son code INSEE (404 si inconnue).',
  params: z.object({ insee: codeInsee }),
  response: communeGeoSchema,
});

export const annees = geo({
  id: 'annees',
  path: '/api/public/statistiques/chargementAnneeGeneration/{isNationale}',
  resume: "Les années d'immatriculation pour lesquelles le registre a des chiffres, de la plus récente à la plus ancienne.",
  params: z.object({ isNationale: z.enum(['true', 'false'], { error: 'Valeur attendue : true ou false.' }) }),
  response: z.array(z.number()),
});
export const trimestres = geo({
  id: 'trimestres',
  path: '/api/public/statistiques/chargementTrimestreGeneration',
  resume: "Les trimestres d'immatriculation pour lesquels le registre a des chiffres, du plus récent au plus ancien.",
  response: z.array(trimestreSchema),
});

export const chiffres = route({
  id: 'statistiques.chiffres',
  area: 'annuaire',
  method: 'GET',
  path: '/api/public/statistiques/chiffres',
  acces: 'public',
  erreurs: ['RESSOURCE_INTROUVABLE'],
  extension: true,
  resume:
    "Les chiffres du registre pour un territoire (France, région, département, EPCI, commune) et une période d'immatriculation, avec le secret statistique.",
  query: selectionStatistiquesSchema,
  response: chiffresSchema,
});

export const rapport = route({
  id: 'statistiques.rapport',
  area: 'annuaire',
  method: 'GET',
  path: '/api/public/statistiques/telechargerRapportBo',
  acces: 'public',
  resume:
    'Le rapport statistique du territoire et de la période, en xlsx ou pdf (nom du fichier dans content-disposition) ; 500 « Fichier introuvable » si le fichier ne peut être produit.',
  query: demandeRapportSchema,
  responseFormat: 'binary',
});

export const ROUTES_STATISTIQUES = [
  regions,
  region,
  departementsDeRegion,
  departementDeCommune,
  departement,
  epciDeDepartement,
  epciDeRegion,
  epci,
  rechercheCommunes,
  communesDeEpci,
  communesDeDepartement,
  commune,
  annees,
  trimestres,
  chiffres,
  rapport,
];
