/**
 * Rules of account activation, passwords, sign-in throttling and inactivity (spec 001 §3–§5, §9). Pure: the
 * use cases give the clock and the random bytes.
 *
 * Activation of a declarant (our reading of spec 001 §3 "Declarant statuses" and §9 "Activation code sent by
 * post within 15 days"): sign-up creates the declarant ATT_CREA_COMPTE and mails an activation KEY to the
 * principal administrator; with it they choose their password (the declarant becomes ATT_ACTIVATION) and the
 * register posts a letter with an 8-character activation CODE; the code entered, the declarant is ACTIF.
 */

/** SPA paths the mails link to (the SPA owns the pages; the API builds the links from APP_URL). */
export const CHEMIN_ACTIVATION = '/compte/activation';
export const CHEMIN_REINITIALISATION = '/compte/reinitialisation';

/** Activation key (first password, new user, keeper's regeneration): valid 7 days. Reset key: 24 hours. */
export const DUREE_CLE_ACTIVATION_H = 7 * 24;
export const DUREE_CLE_REINITIALISATION_H = 24;
export type UsageCle = 'ACTIVATION' | 'REINITIALISATION';
export const dureeCleH = (usage: UsageCle) => (usage === 'ACTIVATION' ? DUREE_CLE_ACTIVATION_H : DUREE_CLE_REINITIALISATION_H);

export function cleValide(
  cle: { usage: string; expiration: string } | null | undefined,
  usage: UsageCle,
  maintenant: Date,
): boolean {
  return !!cle && cle.usage === usage && Date.parse(cle.expiration) > maintenant.getTime();
}

/**
 * The postal activation code: 8 characters from 32 symbols without the ambiguous 0/O and 1/I (40 bits). 32 divides
 * 256, so `octet % 32` is unbiased. Five wrong entries lock it (a keeper's regeneration posts a new one).
 */
export const ALPHABET_CODE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const LONGUEUR_CODE = 8;
export const ESSAIS_CODE_MAX = 5;
export const DELAI_COURRIER_JOURS = 15;

export function codeDepuisOctets(octets: Uint8Array): string {
  if (octets.length < LONGUEUR_CODE) throw new Error('Pas assez d’octets pour un code.');
  return Array.from(octets.slice(0, LONGUEUR_CODE), (o) => ALPHABET_CODE[o % ALPHABET_CODE.length]).join('');
}
export const normaliserCode = (saisie: string) => saisie.trim().toUpperCase().replace(/[\s-]/g, '');
export const codeBloque = (essais: number) => essais >= ESSAIS_CODE_MAX;

/**
 * Sign-in throttling: 5 attempts for one login within 15 minutes block that login for the rest of the window
 * (429 TROP_DE_TENTATIVES). Counted by login string, whether the account exists or not: the answer reveals
 * nothing about the account. Each attempt is reserved before the password is checked (functions/src/comptes/
 * limitation.ts, one conditional update); a window opened at or before `ouvertureFenetreEchecs` is over.
 */
export const ECHECS_CONNEXION_MAX = 5;
export const FENETRE_ECHECS_MIN = 15;
export const ouvertureFenetreEchecs = (maintenant: Date) =>
  new Date(maintenant.getTime() - FENETRE_ECHECS_MIN * 60_000).toISOString();

/**
 * Inactivity (spec 001 §3 "dates of last activity and inactivity reminder"; periods are ours): a declarant's or
 * notary's ACTIVE account without sign-in for `joursInactivite` days (180 by default) gets a reminder mail; still
 * without sign-in `joursAvantDesactivation` days (30) after it, it becomes INACTIF (sign-in refused; a keeper
 * reactivates it). Keepers' and the institutional accounts are not concerned. The reference date is the last
 * sign-in, else the activation of the account, else its creation. A reminder older than the last activity
 * belongs to a previous inactivity and is ignored.
 */
export interface ReglesInactivite {
  joursInactivite: number;
  joursAvantDesactivation: number;
}
export const REGLES_INACTIVITE_DEFAUT: ReglesInactivite = { joursInactivite: 180, joursAvantDesactivation: 30 };
export type DecisionInactivite = 'RELANCER' | 'DESACTIVER' | 'AUCUNE';
export interface CompteSuivi {
  statut: string;
  profil: string;
  dateCreation: string;
  dateDerniereActivite?: string | null;
  dateValidationCleEmail?: string | null;
  dateRelanceInactivite?: string | null;
}
const JOUR_MS = 86_400_000;
export const referenceActivite = (c: CompteSuivi) => c.dateDerniereActivite ?? c.dateValidationCleEmail ?? c.dateCreation;
export const concerneParInactivite = (profil: string) => profil.startsWith('TELE_') || profil.startsWith('NOTAIRE_');

export function decisionInactivite(
  c: CompteSuivi,
  maintenant: Date,
  r: ReglesInactivite = REGLES_INACTIVITE_DEFAUT,
): DecisionInactivite {
  if (c.statut !== 'ACTIF' || !concerneParInactivite(c.profil)) return 'AUCUNE';
  const reference = Date.parse(referenceActivite(c));
  const relance = c.dateRelanceInactivite ? Date.parse(c.dateRelanceInactivite) : null;
  if (relance !== null && relance >= reference) {
    return maintenant.getTime() - relance >= r.joursAvantDesactivation * JOUR_MS ? 'DESACTIVER' : 'AUCUNE';
  }
  return maintenant.getTime() - reference >= r.joursInactivite * JOUR_MS ? 'RELANCER' : 'AUCUNE';
}

/** Last month (yyyy-mm, UTC) whose accounts may have reached the inactivity period at `maintenant`. */
export function dernierMoisInactif(maintenant: Date, joursInactivite: number): string {
  return new Date(maintenant.getTime() - joursInactivite * JOUR_MS).toISOString().slice(0, 7);
}
/** Months from `debut` to `fin` included (yyyy-mm). */
export function moisEntre(debut: string, fin: string): string[] {
  const mois: string[] = [];
  let [a, m] = debut.split('-').map(Number);
  const [af, mf] = fin.split('-').map(Number);
  while (a < af || (a === af && m <= mf)) {
    mois.push(`${a}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      a += 1;
    }
  }
  return mois;
}
