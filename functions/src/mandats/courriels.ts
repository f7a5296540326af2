/**
 * The mails of the successor declaration (issue 5, spec 001 "Successor"), in French, with links built from
 * APP_URL: the designated successor receives its link; the predecessor learns that the successor confirmed or
 * declined; the successor learns that the predecessor withdrew the declaration. The key appears only in the
 * successor's mail (never logged).
 */
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import type { Courriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';

const SIGNATURE =
  "\n\nLe teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)";
const base = () => config().APP_URL.replace(/\/$/, '');
const bonjour = (nom: string | null | undefined) => (nom ? `Bonjour ${nom},\n\n` : 'Bonjour,\n\n');

/** Paris date and time, as a French reader expects it (13/07/2026 à 17:00). */
export const dateHeureParis = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(iso))
    .replace(' ', ' à ');

export interface CoproprieteCourriel {
  nomCopropriete?: string | null;
  immatriculation?: string | null;
}

/** « Les Tilleuls » (AA1-234-567) */
export function designation(c: CoproprieteCourriel): string {
  const nom = c.nomCopropriete ? `« ${c.nomCopropriete} »` : '';
  const numero = c.immatriculation ? formaterImmatriculation(c.immatriculation) : '';
  return [nom, numero && (nom ? `(${numero})` : numero)].filter(Boolean).join(' ') || 'déclarée';
}

/** The link of the successor's page. */
export const lienSuccesseur = (cle: string) => `${base()}/successeur/${encodeURIComponent(cle)}`;

export function courrielSuccesseurDesigne(d: {
  a: string;
  copro: CoproprieteCourriel;
  predecesseur: string | null;
  cle: string;
  expireLe: string;
}): Courriel {
  return {
    a: d.a,
    sujet: `Vous êtes désigné syndic successeur de la copropriété ${designation(d.copro)}`,
    texte:
      bonjour(null) +
      `${d.predecesseur ? `Le représentant légal actuel, ${d.predecesseur},` : 'Le représentant légal actuel'} vous a désigné comme syndic successeur de la copropriété ${designation(d.copro)} sur le registre national d'immatriculation des copropriétés.\n\n` +
      "Pour confirmer cette désignation, ouvrez le lien ci-dessous, connectez-vous avec un compte de l'établissement désigné (même SIRET), puis déclarez votre mandat en rattachant la copropriété. Vous pouvez aussi décliner la désignation depuis cette page.\n" +
      `${lienSuccesseur(d.cle)}\n\n` +
      `Ce lien est valable jusqu'au ${dateHeureParis(d.expireLe)}.\n\n` +
      "Si vous n'êtes pas concerné, ignorez ce message." +
      SIGNATURE,
  };
}

export function courrielSuccesseurConfirme(d: {
  a: string;
  nom: string | null;
  copro: CoproprieteCourriel;
  successeur: string | null;
}): Courriel {
  return {
    a: d.a,
    sujet: `Registre des copropriétés : votre successeur a confirmé sa désignation`,
    texte:
      bonjour(d.nom) +
      `${d.successeur ? `Le syndic ${d.successeur}` : 'Le syndic que vous avez désigné'} a confirmé être votre successeur pour la copropriété ${designation(d.copro)}.\n\n` +
      'Il va déclarer son mandat ; une fois celui-ci validé par le teneur du registre, la copropriété lui sera rattachée.\n' +
      `${base()}/copropriete` +
      SIGNATURE,
  };
}

export function courrielSuccesseurDecline(d: { a: string; nom: string | null; copro: CoproprieteCourriel }): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre successeur a décliné sa désignation',
    texte:
      bonjour(d.nom) +
      `Le syndic que vous avez désigné comme successeur pour la copropriété ${designation(d.copro)} a décliné cette désignation.\n\n` +
      `Vous pouvez déclarer un autre successeur depuis la liste de vos copropriétés : ${base()}/copropriete` +
      SIGNATURE,
  };
}

export function courrielSuccesseurRetire(d: { a: string; copro: CoproprieteCourriel }): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre désignation comme syndic successeur est retirée',
    texte:
      bonjour(null) +
      `Le représentant légal de la copropriété ${designation(d.copro)} a retiré sa déclaration vous désignant comme syndic successeur. Le lien qui vous avait été envoyé ne fonctionne plus.` +
      SIGNATURE,
  };
}
