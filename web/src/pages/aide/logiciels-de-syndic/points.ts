/**
 * [issue 25] The endpoints the guide lists (each route of the service with its scope: guide.test.ts checks them
 * against the route declarations) and the example of a renewal's body (checked against its schema).
 */
import { PREFIXE_API_LOGICIELS as V1, type PorteeLogiciel } from '@registre/shared/domain/logiciels/portees';
import { CHIFFRES } from './guide.ts';

export const POINTS: readonly { methode: string; chemin: string; portee: PorteeLogiciel; role: string }[] = [
  {
    methode: 'GET',
    chemin: `${V1}/coproprietes`,
    portee: 'lecture',
    role: 'Les copropriétés de l’établissement, par pages, avec leur échéance de mise à jour annuelle et leur mandat.',
  },
  {
    methode: 'GET',
    chemin: `${V1}/coproprietes/{numero}`,
    portee: 'lecture',
    role: 'La fiche complète d’une copropriété de l’établissement (404 pour toute autre), avec sa version.',
  },
  {
    methode: 'POST',
    chemin: `${V1}/coproprietes`,
    portee: 'declaration',
    role: 'Immatricule une copropriété (la déclaration entière) : 201 avec son numéro, ou 202 avec l’identifiant de la demande quand un doublon probable l’envoie aux teneurs du registre (décision sous un jour ouvré, dateLimite).',
  },
  {
    methode: 'POST',
    chemin: `${V1}/coproprietes/{numero}/mises-a-jour-annuelles`,
    portee: 'mise-a-jour',
    role: 'La mise à jour annuelle d’une copropriété : les blocs transmis remplacent ceux de la déclaration en vigueur.',
  },
  {
    methode: 'POST',
    chemin: `${V1}/coproprietes/{numero}/mises-a-jour-standard`,
    portee: 'mise-a-jour',
    role: 'Une mise à jour standard, à tout moment : le même corps et la même réponse que la mise à jour annuelle.',
  },
  {
    methode: 'POST',
    chemin: `${V1}/coproprietes/{numero}/renouvellements`,
    portee: 'mise-a-jour',
    role: 'Le renouvellement du mandat de l’établissement : le nouveau mandat et son justificatif PDF (obligatoire) ; 202 avec l’identifiant de la demande transmise aux teneurs du registre.',
  },
  {
    methode: 'POST',
    chemin: `${V1}/rattachements`,
    portee: 'mise-a-jour',
    role: 'Le rattachement d’une copropriété immatriculée à l’établissement : son numéro, le mandat et son justificatif PDF ; 202 avec l’identifiant de la demande transmise aux teneurs du registre.',
  },
  {
    methode: 'GET',
    chemin: `${V1}/demandes/{idDemande}`,
    portee: 'lecture',
    role: 'L’état d’une demande (immatriculation, rattachement, renouvellement) : EN_ATTENTE, VALIDEE (avec le numéro), REFUSEE (avec les motifs) ou HORS_DELAI.',
  },
  {
    methode: 'POST',
    chemin: `${V1}/lots`,
    portee: 'mise-a-jour',
    role: `Jusqu’à ${CHIFFRES.tailleMaxLot} mises à jour annuelles en un appel, traitées en arrière-plan : 202 avec l’identifiant du lot.`,
  },
  {
    methode: 'GET',
    chemin: `${V1}/lots/{idLot}`,
    portee: 'lecture',
    role: 'L’avancement d’un lot et le résultat de chacune de ses mises à jour.',
  },
];

/** A renewal's body: a 12-month mandate and its supporting PDF (a truncated base64 text, for the reader). */
export const EXEMPLE_RENOUVELLEMENT = JSON.stringify(
  {
    mandat: {
      adminProvisoire: false,
      dateDebutMandat: '01/07/2026',
      dateFinMandat: '30/06/2027',
      typeJustifMandat: 'PV_AG',
    },
    justificatif: { nomFichier: 'PV AG 2026.pdf', contenuBase64: 'JVBERi0xLjQKJcfsj6IK' },
    confirmerAvertissements: false,
    declarationHonneur: true,
  },
  null,
  2,
);
