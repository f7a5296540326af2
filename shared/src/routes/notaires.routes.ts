/**
 * Area `comptes`, notaries and client certificates (spec 001 §4 "Notary flow", §5 "Certificate", §7, §8).
 *
 * Notaries authenticate by client certificate (mutual TLS): the gateway verifies the chain and hands the
 * certificate to the Lambda, which opens the session of the account registered for its subject DN. The three
 * `api/public/*` calls of the spec (and the firm registration) are public for the gateway because they must
 * answer a certificate that no account knows yet: they read the certificate themselves.
 */
import { z } from 'zod';
import { certificatSchema } from '../schemas/teledeclarant.ts';
import {
  certificatEnregistreSchema,
  enregistrementEtudeSchema,
  etudeNotarialeSchema,
  infoCertificatSchema,
  modificationEtudeSchema,
  profilNotaireSchema,
} from '../schemas/notaires.ts';
import { route } from './route.ts';

export const etudeNotariale = route({
  id: 'comptes.etudeNotariale',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/etudenotariale',
  acces: 'public',
  certificat: true,
  resume: "L'étude notariale du notaire authentifié, ou { id: -1, numEtude } si elle n'est pas encore enregistrée.",
  response: etudeNotarialeSchema,
});

export const enregistrerEtude = route({
  id: 'comptes.enregistrerEtude',
  area: 'comptes',
  method: 'POST',
  path: '/api/public/etudenotariale',
  acces: 'public',
  certificat: true,
  extension: true,
  resume:
    "Enregistrement de l'étude notariale par un notaire muni de son certificat (jamais par un collaborateur) : télédéclarant, établissement (APE 6910Z) et compte administrateur lié au certificat.",
  body: enregistrementEtudeSchema,
  response: etudeNotarialeSchema,
});

export const modifierEtude = route({
  id: 'comptes.modifierEtude',
  area: 'comptes',
  method: 'PUT',
  path: '/api/etudenotariale',
  acces: ['MON_ENTREPRISE_LECTURE'],
  interditEnTantQue: true,
  extension: true,
  resume: "Modification de l'étude notariale (raison sociale, adresse, téléphone) : notaires seulement.",
  body: modificationEtudeSchema,
  response: etudeNotarialeSchema,
});

export const profilNotaire = route({
  id: 'comptes.profilNotaire',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/profilnotaire',
  acces: 'public',
  certificat: true,
  resume: 'Le profil notarial (notaire, administrateur ou collaborateur) du compte ou, à défaut, du certificat présenté.',
  response: profilNotaireSchema,
});

export const infoCertificat = route({
  id: 'comptes.infoCertificat',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/infocertificat',
  acces: 'public',
  certificat: true,
  resume: 'Ce que dit le certificat client présenté (sujet, émetteur, validité, étude) et si un compte le connaît.',
  response: infoCertificatSchema,
});

export const listerCertificats = route({
  id: 'comptes.listerCertificats',
  area: 'comptes',
  method: 'GET',
  path: '/api/account/certificats',
  acces: ['MON_COMPTE'],
  extension: true,
  resume: 'Les certificats enregistrés sur son compte (deux au plus).',
  response: z.array(certificatEnregistreSchema),
});

export const ajouterCertificat = route({
  id: 'comptes.ajouterCertificat',
  area: 'comptes',
  method: 'POST',
  path: '/api/account/certificats',
  acces: ['MON_COMPTE'],
  interditEnTantQue: true,
  extension: true,
  resume:
    "Enregistrement d'un certificat (.pem, clé publique seule) sur son compte ; pour un syndic professionnel, le sujet doit porter le SIREN.",
  body: certificatSchema,
  response: certificatEnregistreSchema,
});

export const supprimerCertificat = route({
  id: 'comptes.supprimerCertificat',
  area: 'comptes',
  method: 'DELETE',
  path: '/api/account/certificats/{empreinte}',
  acces: ['MON_COMPTE'],
  interditEnTantQue: true,
  extension: true,
  resume: "Suppression d'un certificat de son compte.",
  params: z.object({
    empreinte: z
      .string()
      .trim()
      .regex(/^[0-9A-F]{64}$/i, 'Empreinte de certificat invalide.'),
  }),
  response: z.object({ supprime: z.literal(true) }),
});

export const ROUTES_NOTAIRES = [
  etudeNotariale,
  enregistrerEtude,
  modifierEtude,
  profilNotaire,
  infoCertificat,
  listerCertificats,
  ajouterCertificat,
  supprimerCertificat,
];
