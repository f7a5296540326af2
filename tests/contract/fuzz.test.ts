/**
 * The contract fuzz (issue 15 item 3), generated: every mounted route, called with a token holding one of its
 * authorities (anonymously for public routes, with a notary's client certificate for certificate routes), with at
 * most 8 bad inputs each (seeded, so a failure can be replayed): path parameters of 2 100 characters, injection
 * strings and negative numbers, a body of the wrong type, an empty body with unknown keys, numbers ≥ 2^53,
 * strings of 10 000 characters, fields of the wrong type, injection strings in every text field. The API must
 * never answer 5xx (but the few the catalogue declares, as the spec's 500 of a missing raw data file), and
 * every 400 must speak French: the catalogue's message and, per field, a sentence naming the field — never
 * zod's own wording. Plus the 413 of a body over 10 MB, on a JSON route and on a multipart route.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type Route } from '@registre/shared/routes/index';
import { AUTORITES_PAR_PROFIL, PROFILS, type Profil } from '@registre/shared/domain/profils';
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import { cloud, jetonDe, loginDe, oublierJeton, type Reponse } from '../support/api.ts';
import { appelerMtls, certificatNotaire } from '../support/mtls.ts';
import { adresseGeolocalisee, identificationValide } from '@registre/shared/schemas/copropriete/fixtures';
import {
  ENORME,
  INJECTIONS,
  LIBELLE_GENERIQUE,
  NEGATIFS,
  TRES_GRAND,
  aleatoire,
  avecMauvais,
  exemple,
  forme,
  parametresPlausibles,
} from '../support/fuzz.ts';

/** Routes that write the caller's own account or firm: only inputs that can never be valid are sent there. */
const PRUDENCE = new Set([
  'POST /api/account',
  'POST /api/logout',
  'POST /api/account/change_password',
  'PUT /api/utilisateurs',
  'PUT /api/etablissement',
  'PUT /api/etudenotariale',
  'POST /api/institutionnels/charte-confidentialite',
  'GET /api/restoreAccount',
  'POST /api/account/certificats',
  'POST /api/public/etudenotariale',
]);

const PROFILS_UTILES = PROFILS.filter((p) => p !== 'RESTREINT' && p !== 'DEFAULT');

/** A profile holding one of the route's authorities (null: public or certificate). */
function profilPour(route: Route): Profil | null {
  if (route.acces === 'public') return null;
  if (route.acces === 'authentifie') return 'TELE_PRO_ADMIN_PRINC';
  const acces = route.acces;
  return PROFILS_UTILES.find((p) => acces.some((a) => AUTORITES_PAR_PROFIL[p].includes(a))) ?? 'TELE_PRO_ADMIN_PRINC';
}

interface Cas {
  nom: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  corps?: unknown;
  /** the status this case must get (known shapes): any but 5xx otherwise */
  attendu?: number;
}

/** A URL carries 2 100 characters well (10 000 accented ones would be refused by the HTTP server itself: 431). */
const LONG = 'A'.repeat(2100);

const enTexte = (o: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries((o ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/** At most 8 cases for a route, seeded by its position. */
function casDe(route: Route, graine: number): Cas[] {
  const hasard = aleatoire(graine);
  const choisir = <T>(t: readonly T[]) => t[Math.floor(hasard() * t.length)]!;
  const params = parametresPlausibles(route.params);
  const nomsParams = Object.keys(params);
  const aCorps = route.method !== 'GET' && route.method !== 'DELETE';
  const formeQuery = forme(route.query);
  const prudent = PRUDENCE.has(`${route.method} ${route.path}`);
  const cas: Cas[] = [];
  const avec = (valeur: () => string) => Object.fromEntries(nomsParams.map((k) => [k, valeur()]));

  if (nomsParams.length) {
    cas.push({ nom: 'paramètres de 2 100 caractères', params: avec(() => '9'.repeat(2100)) });
    cas.push({ nom: 'paramètres : injections, négatifs', params: avec(() => choisir([...INJECTIONS, ...NEGATIFS])) });
  }
  if (aCorps) {
    cas.push({ nom: 'corps du mauvais type', params, corps: choisir(['texte', [1, 2, 3], 42, true]) });
    cas.push({ nom: 'corps vide avec des clés inconnues', params, corps: { champInconnu: 'x', autreInconnu: [1] } });
    if (!prudent) {
      const nombre = choisir([TRES_GRAND, -TRES_GRAND, 1e308]);
      cas.push({ nom: `nombres ${nombre}`, params, corps: avecMauvais(route.body, 'nombre', nombre) });
      cas.push({ nom: 'textes de 10 000 caractères', params, corps: avecMauvais(route.body, 'texte', ENORME) });
      cas.push({
        nom: 'types inversés, nombres en texte négatif ou NaN',
        params,
        corps: exemple(route.body, 'complet', (g) => (g === 'texte' ? choisir([{}, 42, true, []]) : choisir(NEGATIFS))),
      });
      cas.push({
        nom: 'injections dans les textes',
        params,
        corps: exemple(route.body, 'complet', (g, p) => (g === 'texte' ? choisir(INJECTIONS) : g === 'nombre' ? -1 : p)),
      });
    }
  } else {
    cas.push({ nom: 'paramètres de requête inconnus', params, query: { champInconnu: LONG, [`x${'y'.repeat(200)}`]: '1' } });
    if (formeQuery && Object.keys(formeQuery).length && !prudent) {
      cas.push({ nom: 'requête : nombres ≥ 2^53', params, query: enTexte(avecMauvais(route.query, 'nombre', TRES_GRAND)) });
      cas.push({
        nom: 'requête : textes de 2 100 caractères',
        params,
        query: enTexte(avecMauvais(route.query, 'texte', LONG)),
      });
      cas.push({
        nom: 'requête : injections et négatifs',
        params,
        query: enTexte(exemple(route.query, 'complet', () => choisir([...INJECTIONS, ...NEGATIFS]))),
      });
    }
  }
  return [...cas.slice(0, 8), ...(CAS_CONNUS[`${route.method} ${route.path}`]?.(params) ?? [])];
}

/** Shapes that once answered 500 (issue 15 item 3), kept as cases of their own. */
const CAS_CONNUS: Record<string, (params: Record<string, string>) => Cas[]> = {
  'PUT /api/coproprietes/brouillon/save/{x}': (params) =>
    (['x', 'y'] as const).map((axe) => ({
      nom: `brouillon : coordonnée ${axe} ≥ 2^53`,
      params,
      attendu: 400,
      corps: {
        typeImmat: 'DEFAULT',
        immatCopropriete: {
          identification: identificationValide({ adressePrincipale: { ...adresseGeolocalisee, [axe]: TRES_GRAND } }),
        },
        confirmations: [],
      },
    })),
  'POST /api/affectationTeneur': (params) => [
    {
      nom: 'identifiant de demande de 2 100 caractères',
      params,
      attendu: 400,
      corps: { idDemande: 'A'.repeat(2100), version: 1, raisonAffectationTeneur: 'Raison' },
    },
  ],
  'POST /api/demande-precision/sendMail': (params) => [
    {
      nom: 'identifiant de demande de 2 100 caractères',
      params,
      attendu: 400,
      corps: { idDemande: 'A'.repeat(2100), version: 1, message: 'Précisez.' },
    },
  ],
};

const jetons = new Map<Profil, string>();
async function jeton(p: Profil): Promise<string> {
  if (!jetons.has(p)) jetons.set(p, await jetonDe(loginDe(p)));
  return jetons.get(p)!;
}

async function envoyer(route: Route, c: Cas, profil: Profil | null): Promise<Reponse> {
  const chemin =
    route.path.replace(/\{([^}]+)\}/g, (_, k: string) => encodeURIComponent(c.params[k] ?? 'x')) +
    (c.query ? `?${new URLSearchParams(c.query)}` : '');
  if (route.certificat) {
    const certificat = certificatNotaire({ nom: 'Claire Fuzz', numEtude: '75123', titre: 'Notaire' });
    return appelerMtls(route.method, chemin, { certificat, ...(c.corps === undefined ? {} : { json: c.corps }) });
  }
  const headers: Record<string, string> = {};
  if (profil) headers.authorization = `Bearer ${await jeton(profil)}`;
  let body: BodyInit | undefined;
  if (c.corps !== undefined) {
    if (route.bodyFormat === 'multipart') {
      const f = new FormData();
      for (const [k, v] of Object.entries(
        enTexte(typeof c.corps === 'object' && !Array.isArray(c.corps) ? c.corps : { corps: c.corps }),
      ))
        f.append(k, v);
      body = f;
    } else if (route.bodyFormat === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        enTexte(typeof c.corps === 'object' && !Array.isArray(c.corps) ? c.corps : { corps: c.corps }),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.corps);
    }
  }
  const r = await fetch(`${cloud().url}${chemin}`, { method: route.method, headers, body });
  const texte = await r.text();
  let corps: unknown = texte;
  try {
    corps = JSON.parse(texte);
  } catch {
    // not JSON
  }
  return { status: r.status, corps, entetes: r.headers };
}

/** What is wrong with a 400 body for a person reading it (empty: nothing). */
function nonFrancais(corps: unknown): string[] {
  if (!corps || typeof corps !== 'object') return [`corps non JSON : ${String(corps).slice(0, 80)}`];
  const { message, erreurs } = corps as { message?: unknown; erreurs?: Record<string, unknown> };
  const textes = [message, ...Object.values(erreurs ?? {})];
  return textes
    .filter((t) => typeof t !== 'string' || LIBELLE_GENERIQUE.test(t) || !/[a-zà-ÿ]{2,}/i.test(t))
    .map((t) => String(t).slice(0, 120));
}

const bilan = {
  requetes: 0,
  erreurs5xx: 0,
  erreurs5xxDeclarees: 0,
  nonFrancais400: 0,
  routes: 0,
  statuts: {} as Record<number, number>,
};
const ecartsParRoute: Record<string, string[]> = {};

beforeAll(async () => {
  for (const p of new Set(ROUTES.map(profilPour))) if (p) await jeton(p);
});

afterAll(() => {
  console.log(`fuzz : ${JSON.stringify(bilan)}`);
  // the detail, for whoever fixes: test-results/ is not versioned
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/fuzz-contrat.json', JSON.stringify({ bilan, ecarts: ecartsParRoute }, null, 2));
});

describe('fuzz du contrat', () => {
  ROUTES.forEach((route, i) => {
    it(`${route.method} ${route.path}`, async () => {
      const profil = profilPour(route);
      const ecarts: string[] = [];
      bilan.routes++;
      for (const c of casDe(route, 1000 + i)) {
        let r = await envoyer(route, c, profil);
        if (r.status === 401 && profil && !route.certificat) {
          // a call signed the profile out (a logout that took its empty body): sign in again, once
          jetons.delete(profil);
          oublierJeton(loginDe(profil));
          r = await envoyer(route, c, profil);
        }
        bilan.requetes++;
        bilan.statuts[r.status] = (bilan.statuts[r.status] ?? 0) + 1;
        if (c.attendu && r.status !== c.attendu)
          ecarts.push(`${c.nom} : attendu ${c.attendu}, obtenu ${r.status} ${JSON.stringify(r.corps).slice(0, 200)}`);
        // a 5xx the catalogue declares (spec 001 §8: a missing raw data file is a 500 'Fichier introuvable'; a
        // geocoder down a 503) is the contract; any other is a crash
        const code = (r.corps as { code?: string } | null)?.code;
        const declare =
          r.status >= 500 &&
          !!code &&
          code !== 'ERREUR_SERVEUR' &&
          code in ERREURS &&
          ERREURS[code as CodeErreur].status === r.status;
        if (declare) bilan.erreurs5xxDeclarees++;
        else if (r.status >= 500) {
          bilan.erreurs5xx++;
          ecarts.push(`${c.nom} : ${r.status} ${JSON.stringify(r.corps).slice(0, 200)}`);
        } else if (r.status === 400) {
          const mots = nonFrancais(r.corps);
          if (mots.length) {
            bilan.nonFrancais400++;
            ecarts.push(`${c.nom} : 400 non français ${JSON.stringify(mots)}`);
          }
        }
      }
      if (ecarts.length) ecartsParRoute[`${route.method} ${route.path}`] = ecarts;
      expect(ecarts).toEqual([]);
    });
  });
});

describe('corps de plus de 10 Mo', () => {
  const MESSAGE = /taille maximale/i;
  const onzeMo = 11 * 1024 * 1024;

  it('route JSON : 413 en français', async () => {
    const r = await fetch(`${cloud().url}/api/public/captcha/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', reponse: 'a'.repeat(onzeMo) }),
    });
    expect(r.status).toBe(413);
    const corps = (await r.json()) as { message: string };
    expect(corps.message).toMatch(MESSAGE);
    expect(corps.message).not.toMatch(LIBELLE_GENERIQUE);
  });

  it('route multipart : 413 en français', async () => {
    const f = new FormData();
    f.append('fichier', new Blob([new Uint8Array(onzeMo)], { type: 'application/pdf' }), 'gros.pdf');
    const r = await fetch(`${cloud().url}/api/public/pdf/estValide`, { method: 'POST', body: f });
    expect(r.status).toBe(413);
    const corps = (await r.json()) as { message: string };
    expect(corps.message).toMatch(MESSAGE);
  });
});
