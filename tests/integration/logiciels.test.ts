/**
 * [issue 25] The web service for syndic software, walked by a client generated from the OpenAPI document the
 * service publishes (openapi-typescript + openapi-fetch, not the project's own client), as a software editor would:
 * an access created in « Mon établissement », a token (client credentials) from the token URL the document gives,
 * what is due, one annual update, a batch of 50 with invalid items, its results, the record and the journal. Then
 * what must be refused: another establishment's access (404 on every one of these condominiums), a token without
 * the update scope (403), a revoked access (401); and what clients expect: Idempotency-Key, ETag, 429.
 */
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, cloud, jetonDe, projectionsAJour } from '../support/api.ts';
import { exerciceSuivant as exercice, immatriculerCopropriete } from '../support/coproprietes.ts';
import { lignesJournal } from '../support/journal.ts';
import type { paths } from '../support/logiciels/schema';
import { typesDuDocument } from '../support/logiciels/types.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';

let document: Record<string, any>;
const j: Record<string, string> = {};

/** An access of the syndic's establishment (its secret, shown once). */
async function creerAcces(syndic: string, portees: string[], nomLogiciel = 'Logiciel de test') {
  const r = await appeler('POST', '/api/etablissement/acces-logiciels', { jeton: j[syndic], json: { nomLogiciel, portees } });
  expect(r.status, JSON.stringify(r.corps)).toBe(201);
  return r.corps as { acces: { clientId: string }; secret: string };
}

/** A token from the token URL the published document gives (client_secret_basic). */
async function jeton(clientId: string, secret: string, scope: string) {
  const url = document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl as string;
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  return { status: r.status, corps: (await r.json()) as { access_token?: string; error?: string } };
}

const client = (jetonAcces: string) =>
  createClient<paths>({ baseUrl: cloud().url, headers: { authorization: `Bearer ${jetonAcces}` } });

beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B]) j[l] = await jetonDe(l);
  document = (await (await fetch(`${cloud().url}/api/logiciels/v1/openapi.json`)).json()) as Record<string, any>;
});

describe('le document publié', () => {
  it('est celui dont le client est généré, et la page de référence se sert du site', async () => {
    expect(document.openapi).toBe('3.1.0');
    const attendu = readFileSync(new URL('../support/logiciels/schema.d.ts', import.meta.url), 'utf8');
    expect(await typesDuDocument(document), 'npm run client:logiciels régénère les types').toBe(attendu);
    const page = await fetch(`${cloud().url}/api/logiciels/v1/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    for (const src of html.match(/\/reference-api\/[\w.-]+/g) ?? [])
      expect((await fetch(`${cloud().url}${src}`)).status, src).toBe(200);
  });
});

describe('le parcours d’un logiciel de syndic', () => {
  it('jeton, échéances, mise à jour annuelle, lot de 50, fiche et journal', async () => {
    const coproprietes = [];
    for (let i = 0; i < 3; i++) coproprietes.push(await immatriculerCopropriete(j[SYNDIC_A]));
    const numeros = coproprietes.map((c) => c.immatriculation as string);
    // what is due is read from the syndic's list rows, which the stream projector keeps
    await projectionsAJour();
    const { acces, secret } = await creerAcces(SYNDIC_A, ['lecture', 'mise-a-jour']);
    const t = await jeton(acces.clientId, secret, 'logiciels/lecture logiciels/mise-a-jour');
    expect(t.status, JSON.stringify(t.corps)).toBe(200);
    const api = client(t.corps.access_token!);

    // what is due: the annual update of the condominiums just registered (their last exercise is Y-2)
    const dus: string[] = [];
    let curseur: string | undefined;
    do {
      const { data, error, response } = await api.GET('/api/logiciels/v1/coproprietes', {
        params: { query: { echeance: 'maj-annuelle', limite: 100, curseur } },
      });
      expect(response.status, JSON.stringify(error)).toBe(200);
      dus.push(...data!.coproprietes.flatMap((c) => c.numeroImmatriculation ?? []));
      curseur = data!.curseurSuivant ?? undefined;
    } while (curseur);
    for (const n of numeros) expect(dus).toContain(n);

    // one annual update
    const maj = await api.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
      params: { path: { numero: numeros[0] } },
      body: { donneesFinancieres: exercice(), confirmerAvertissements: true },
    });
    expect(maj.response.status, JSON.stringify(maj.error)).toBe(200);
    expect(maj.data!.numeroImmatriculation).toBe(numeros[0]);

    // a batch of 50: the two other condominiums, valid, and invalid items (unknown number, bad amount)
    const misesAJour = Array.from({ length: 50 }, (_, i) =>
      i % 10 === 3
        ? {
            numeroImmatriculation: numeros[1],
            donneesFinancieres: exercice({ montantDettes: 'beaucoup' }),
            confirmerAvertissements: true,
          }
        : i % 10 === 7
          ? { numeroImmatriculation: 'ZZ0000000', donneesFinancieres: exercice(), confirmerAvertissements: true }
          : { numeroImmatriculation: numeros[1 + (i % 2)], donneesFinancieres: exercice(), confirmerAvertissements: true },
    );
    const envoi = await api.POST('/api/logiciels/v1/lots', { body: { misesAJour } });
    expect(envoi.response.status, JSON.stringify(envoi.error)).toBe(202);
    let lot;
    for (let essai = 0; essai < 120; essai++) {
      const { data } = await api.GET('/api/logiciels/v1/lots/{idLot}', { params: { path: { idLot: envoi.data!.idLot } } });
      lot = data!;
      if (lot.statut === 'TERMINE') break;
      await new Promise((f) => setTimeout(f, 500));
    }
    expect(lot!.statut).toBe('TERMINE');
    expect(lot!.total).toBe(50);
    expect(lot!.appliquees + lot!.refusees).toBe(50);
    const refus = lot!.resultats.filter((x) => x.statut === 'REFUSEE');
    expect(refus.length).toBeGreaterThanOrEqual(10);
    const montant = refus.find((x) => x.index === 3)!;
    expect(montant.erreurs.some((e) => e.chemin.startsWith('misesAJour[3].donneesFinancieres'))).toBe(true);
    expect(refus.find((x) => x.index === 7)!.erreurs.length).toBeGreaterThan(0);
    expect(lot!.resultats.filter((x) => x.statut === 'APPLIQUEE').map((x) => x.numeroImmatriculation)).toEqual(
      expect.arrayContaining([numeros[1], numeros[2]]),
    );

    // the record, and the journal that names the software
    const fiche = await api.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero: numeros[0] } } });
    expect(fiche.response.status).toBe(200);
    expect(fiche.data!.immatriculation).toBe(numeros[0]);
    const lignes = (await lignesJournal({ acteur: SYNDIC_A }, 'MAJ_ANNUELLE')).concat(
      await lignesJournal({ acteur: SYNDIC_A }, 'MISE_A_JOUR_ANNUELLE'),
    );
    const parLogiciel = lignes.filter((l) => l.modalite === 'LOGICIEL');
    expect(parLogiciel.length, JSON.stringify(lignes.slice(0, 2))).toBeGreaterThanOrEqual(1);
    expect(parLogiciel[0].details?.logiciel).toBe('Logiciel de test');

    // ETag: the same record again, unchanged
    const etag = fiche.response.headers.get('etag')!;
    const revalide = await fetch(`${cloud().url}/api/logiciels/v1/coproprietes/${numeros[0]}`, {
      headers: { authorization: `Bearer ${t.corps.access_token}`, 'if-none-match': etag },
    });
    expect(revalide.status).toBe(304);
  });
});

describe('une mise à jour du logiciel et le brouillon du site', () => {
  it('refusée par une règle, son brouillon reste sur la fiche ; enregistrée, elle n’en laisse aucun', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const { acces, secret } = await creerAcces(SYNDIC_A, ['mise-a-jour'], 'Brouillons');
    const api = client((await jeton(acces.clientId, secret, 'logiciels/mise-a-jour')).corps.access_token!);
    const envoyer = (donneesFinancieres: ReturnType<typeof exercice>) =>
      api.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
        params: { path: { numero } },
        body: { donneesFinancieres, confirmerAvertissements: true },
      });
    // the update draft in progress, as the syndic's form reads it
    const brouillonDuSite = () =>
      appeler('GET', `/api/coproprietes/declaration/${c.idCopropriete}/ANNUELLE/true`, { jeton: j[SYNDIC_A] });
    expect((await brouillonDuSite()).status).not.toBe(200);

    const an = new Date().getUTCFullYear();
    const refusee = await envoyer(exercice({ dateAg: `15/03/${an + 1}` }));
    expect(refusee.response.status, JSON.stringify(refusee.error)).toBe(400);
    const laisse = await brouillonDuSite();
    expect(laisse.status, JSON.stringify(laisse.corps)).toBe(200);

    const enregistree = await envoyer(exercice());
    expect(enregistree.response.status, JSON.stringify(enregistree.error)).toBe(200);
    expect((await brouillonDuSite()).status).not.toBe(200);
    // the declaration in force is the one recorded, with its general assembly
    const fiche = await appeler('GET', `/api/coproprietes/visualisation/${c.idCopropriete}`, { jeton: j[SYNDIC_A] });
    expect(fiche.status).toBe(200);
    expect(JSON.stringify(fiche.corps)).toMatch(new RegExp(`15/03/${an}|${an}-03-15`));
  });
});

describe('des mises à jour simultanées', () => {
  it('dix mises à jour annuelles d’une même copropriété en même temps : chacune enregistrée sur la version qu’elle a lue, sinon 409', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const { acces, secret } = await creerAcces(SYNDIC_A, ['lecture', 'mise-a-jour'], 'Simultanées');
    const api = client((await jeton(acces.clientId, secret, 'logiciels/lecture logiciels/mise-a-jour')).corps.access_token!);
    const version = async () =>
      (await api.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero } } })).data!.version;
    const avant = await version();
    const reponses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
          params: { path: { numero } },
          body: { donneesFinancieres: exercice(), confirmerAvertissements: true },
        }),
      ),
    );
    const statuts = reponses.map((r) => r.response.status);
    expect(
      statuts.every((s) => s === 200 || s === 409),
      JSON.stringify(reponses.map((r) => r.error)),
    ).toBe(true);
    const enregistrees = statuts.filter((s) => s === 200).length;
    expect(enregistrees).toBeGreaterThanOrEqual(1);
    expect(enregistrees).toBeLessThan(10);
    // no update lost: the condominium moved once per recorded update (each on the version it had read)
    expect(await version()).toBe(avant + enregistrees);
  });
});

describe('ce qui est refusé', () => {
  it('404 pour un autre établissement, 403 sans la portée, 401 une fois l’accès révoqué', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const autre = await creerAcces(SYNDIC_B, ['lecture', 'mise-a-jour']);
    const apiB = client(
      (await jeton(autre.acces.clientId, autre.secret, 'logiciels/lecture logiciels/mise-a-jour')).corps.access_token!,
    );
    const fiche = await apiB.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero } } });
    expect(fiche.response.status).toBe(404);
    expect(fiche.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const maj = await apiB.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
      params: { path: { numero } },
      body: { donneesFinancieres: exercice(), confirmerAvertissements: true },
    });
    expect(maj.response.status).toBe(404);
    const liste = await apiB.GET('/api/logiciels/v1/coproprietes', { params: { query: { limite: 100 } } });
    expect(liste.data!.coproprietes.map((x) => x.numeroImmatriculation)).not.toContain(numero);

    const lecture = await creerAcces(SYNDIC_A, ['lecture'], 'Lecture seule');
    const apiL = client((await jeton(lecture.acces.clientId, lecture.secret, 'logiciels/lecture')).corps.access_token!);
    const interdit = await apiL.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
      params: { path: { numero } },
      body: { donneesFinancieres: exercice() },
    });
    expect(interdit.response.status).toBe(403);
    expect((interdit.error as { code?: string }).code).toBe('PORTEE_INSUFFISANTE');
    expect(interdit.response.headers.get('www-authenticate')).toMatch(/insufficient_scope/);

    const revoque = await appeler('DELETE', `/api/etablissement/acces-logiciels/${lecture.acces.clientId}`, {
      jeton: j[SYNDIC_A],
    });
    expect(revoque.status).toBe(200);
    const apres = await apiL.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero } } });
    expect(apres.response.status).toBe(401);
    expect((await jeton(lecture.acces.clientId, lecture.secret, 'logiciels/lecture')).status).not.toBe(200);
    const sansJeton = await fetch(`${cloud().url}/api/logiciels/v1/coproprietes`);
    expect(sansJeton.status).toBe(401);
  });
});

describe('un accès révoqué pendant son lot', () => {
  it('les entrées qui restent sont refusées ACCES_LOGICIEL_REVOQUE, le lot se termine', async () => {
    const numero = (await immatriculerCopropriete(j[SYNDIC_A])).immatriculation as string;
    const envoyeur = await creerAcces(SYNDIC_A, ['mise-a-jour'], 'Révoqué en cours de lot');
    const api = client((await jeton(envoyeur.acces.clientId, envoyeur.secret, 'logiciels/mise-a-jour')).corps.access_token!);
    // one condominium: its entries are applied one after the other, in the order sent
    const misesAJour = Array.from({ length: 300 }, () => ({
      numeroImmatriculation: numero,
      donneesFinancieres: exercice(),
      confirmerAvertissements: true,
    }));
    const envoi = await api.POST('/api/logiciels/v1/lots', { body: { misesAJour } });
    expect(envoi.response.status, JSON.stringify(envoi.error)).toBe(202);
    const revoque = await appeler('DELETE', `/api/etablissement/acces-logiciels/${envoyeur.acces.clientId}`, {
      jeton: j[SYNDIC_A],
    });
    expect(revoque.status).toBe(200);

    // the batch read by another access of the establishment
    const lecteur = await creerAcces(SYNDIC_A, ['lecture'], 'Lecteur du lot');
    const apiL = client((await jeton(lecteur.acces.clientId, lecteur.secret, 'logiciels/lecture')).corps.access_token!);
    let lot;
    for (let essai = 0; essai < 240; essai++) {
      const { data, error } = await apiL.GET('/api/logiciels/v1/lots/{idLot}', {
        params: { path: { idLot: envoi.data!.idLot } },
      });
      expect(data, JSON.stringify(error)).toBeDefined();
      lot = data!;
      if (lot.statut === 'TERMINE') break;
      await new Promise((f) => setTimeout(f, 500));
    }
    expect(lot!.statut).toBe('TERMINE');
    expect(lot!.resultats).toHaveLength(300);
    const resultats = [...lot!.resultats].sort((a, b) => a.index - b.index);
    const premier = resultats.findIndex((r) => r.code === 'ACCES_LOGICIEL_REVOQUE');
    expect(premier, 'aucune entrée refusée pour accès révoqué').toBeGreaterThanOrEqual(0);
    expect(resultats.slice(premier).every((r) => r.statut === 'REFUSEE' && r.code === 'ACCES_LOGICIEL_REVOQUE')).toBe(true);
    expect(resultats[premier].erreurs[0].chemin).toBe(`misesAJour[${premier}]`);
  });
});

describe('ce qu’attendent les développeurs', () => {
  it('Idempotency-Key : la même requête rejouée, une autre refusée (422)', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const { acces, secret } = await creerAcces(SYNDIC_A, ['lecture', 'mise-a-jour'], 'Idempotence');
    const api = client((await jeton(acces.clientId, secret, 'logiciels/lecture logiciels/mise-a-jour')).corps.access_token!);
    const corps = { donneesFinancieres: exercice(), confirmerAvertissements: true };
    const envoyer = (body: typeof corps) =>
      api.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-annuelles', {
        params: { path: { numero: c.immatriculation as string }, header: { 'Idempotency-Key': 'cle-essai-1' } },
        body,
      });
    const premiere = await envoyer(corps);
    expect(premiere.response.status, JSON.stringify(premiere.error)).toBe(200);
    const rejouee = await envoyer(corps);
    expect(rejouee.response.status).toBe(200);
    expect(rejouee.response.headers.get('idempotent-replayed')).toBe('true');
    expect(rejouee.data).toEqual(premiere.data);
    const autre = await envoyer({ ...corps, donneesFinancieres: exercice({ montantDettes: '2000' }) });
    expect(autre.response.status).toBe(422);
    expect((autre.error as { code?: string }).code).toBe('IDEMPOTENCE_AUTRE_CORPS');
  });

  it('au-delà de la rafale, 429 avec Retry-After', async () => {
    const { acces, secret } = await creerAcces(SYNDIC_A, ['lecture'], 'Débit');
    const t = (await jeton(acces.clientId, secret, 'logiciels/lecture')).corps.access_token!;
    // sent at once: the burst (40) and what refills while they are served (20 a second) pass, the rest waits
    const statuts = await Promise.all(
      Array.from({ length: 150 }, () =>
        fetch(`${cloud().url}/api/logiciels/v1/coproprietes?limite=1`, { headers: { authorization: `Bearer ${t}` } }),
      ),
    );
    const refus = statuts.filter((r) => r.status === 429);
    expect(refus.length).toBeGreaterThan(0);
    expect(Number(refus[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
