/** The keepers' declarant search: its rows, its criteria read from and written to the page's address, the keepers' rights. */
import { z } from 'zod';
import { regenererCle } from '@registre/shared/routes/inscription.routes';
import { statutsTeledeclarantSuivants } from '@registre/shared/routes/referentiels.routes';
import { lire, modifier, rechercher, supprimer } from '@registre/shared/routes/teledeclarants.routes';
import { rechercheTeledeclarantsSchema } from '@registre/shared/schemas/teledeclarant';
import { type Tri } from '../../components/TableauDonnees.tsx';
import { accesAutorise, routeMontee, type Visiteur } from '../../lib/navigation/index.ts';

export type Ligne = z.output<typeof rechercher.response>['teledeclarantDTOList'][number];
export type Corps = z.input<typeof rechercheTeledeclarantsSchema>;

export const ID_FORMULAIRE_MODIFICATION = 'formulaire-modification-teledeclarant';

/** Spec 001 §9: page 1, size 10 by default. */
export const TAILLE_PAGE = 10;

/* ---------- the search, kept in the address (back and forward work, a search can be shared) ---------- */

type ChampTexte =
  'idTeledeclarant' | 'raisonSociale' | 'siret' | 'codePostal' | 'commune' | 'nomAdmin' | 'prenomAdmin' | 'email' | 'codeAPE';
export type Recherche = Record<ChampTexte, string> & {
  typeTeledeclarant: string;
  statutTeledeclarant: string;
  motDePasseActive: '' | 'true' | 'false';
};
export const RECHERCHE_VIDE: Recherche = {
  idTeledeclarant: '',
  raisonSociale: '',
  siret: '',
  codePostal: '',
  commune: '',
  nomAdmin: '',
  prenomAdmin: '',
  email: '',
  codeAPE: '',
  typeTeledeclarant: '',
  statutTeledeclarant: '',
  motDePasseActive: '',
};
export const CHAMPS_RECHERCHE = Object.keys(RECHERCHE_VIDE) as (keyof Recherche)[];

/** The criteria of the form (empty fields dropped) as the body of `POST /api/teledeclarants`, without pagination. */
export function criteresDe(r: Partial<Recherche>): Corps {
  const c: Record<string, unknown> = {};
  for (const champ of CHAMPS_RECHERCHE) {
    const v = (r[champ] ?? '').trim();
    if (!v) continue;
    c[champ] = champ === 'motDePasseActive' ? v === 'true' : v;
  }
  return c as Corps;
}

/** The address holds the criteria, the page and the sort: `?raisonSociale=dem&page=2&tri=siret&sens=desc`. */
export function lireAdresse(query: URLSearchParams): { recherche: Recherche; page: number; tri: Tri | null } {
  const recherche = { ...RECHERCHE_VIDE };
  for (const champ of CHAMPS_RECHERCHE) {
    const v = query.get(champ);
    if (v !== null) (recherche as Record<string, string>)[champ] = v;
  }
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const champ = query.get('tri');
  const tri = champ ? { champ, sens: query.get('sens') === 'desc' ? ('desc' as const) : ('asc' as const) } : null;
  return { recherche, page, tri };
}

export function adresse(recherche: Partial<Recherche>, page: number, tri: Tri | null): URLSearchParams {
  const q = new URLSearchParams();
  for (const champ of CHAMPS_RECHERCHE) {
    const v = (recherche[champ] ?? '').trim();
    if (v) q.set(champ, v);
  }
  if (page > 1) q.set('page', String(page));
  if (tri) {
    q.set('tri', tri.champ);
    q.set('sens', tri.sens);
  }
  return q;
}

export const droits = (v: Visiteur) => ({
  detail: routeMontee(lire) && accesAutorise(lire.acces, v),
  modifier: routeMontee(modifier) && routeMontee(statutsTeledeclarantSuivants) && accesAutorise(modifier.acces, v),
  supprimer: routeMontee(supprimer) && accesAutorise(supprimer.acces, v),
  regenerer: routeMontee(regenererCle) && accesAutorise(regenererCle.acces, v),
});

/** The activation key is that of an account not yet activated (first password or postal code still awaited). */
export const activationEnAttente = (l: Ligne) =>
  l.statutTeledeclarant === 'ATT_CREA_COMPTE' || l.statutTeledeclarant === 'ATT_ACTIVATION';
