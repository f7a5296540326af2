/**
 * [issue 25] « Mon établissement » › Accès logiciels, end to end on the local cloud: the principal administrator of
 * the demo professional syndic creates an access (its secret shown once, never listed), the software gets a token
 * from the local OpenID provider (client credentials: client_id, scope, audience), the secret is renewed (the old one
 * refused at once), the access revoked (no token any more; revoking again answers the same). A notary or a manager
 * may not manage accesses (403); another establishment's principal administrator does not see this one (404).
 * Names start with « ZL » (this file's prefix); the access made here is revoked, the demo one left alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, cloud, jetonDe, loginDe } from '../support/api.ts';
import { lignesJournal } from '../support/journal.ts';

const CHEMIN = '/api/etablissement/acces-logiciels';
let admin: string;
let clientId: string;
let secret: string;

interface Acces {
  clientId: string;
  nomLogiciel: string;
  portees: string[];
  statut: string;
  secretRenouveleLe: string | null;
  revoqueLe: string | null;
}

/** The token request a software makes (RFC 6749 §4.4), with HTTP Basic as Cognito's documentation shows. */
const demanderJeton = (id: string, s: string) =>
  fetch(cloud().env.LOGICIELS_URL_JETON, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${s}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });

const charge = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

beforeAll(async () => {
  admin = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
});

describe('accès logiciels de l’établissement', () => {
  it('crée un accès : 201, son identifiant et son secret affiché une fois', async () => {
    const r = await appeler<{ acces: Acces; secret: string }>('POST', CHEMIN, {
      jeton: admin,
      json: { nomLogiciel: 'ZL Gestion Copro', portees: ['lecture', 'mise-a-jour', 'lecture'] },
    });
    expect(r.status).toBe(201);
    expect(r.corps.acces).toMatchObject({
      nomLogiciel: 'ZL Gestion Copro',
      portees: ['lecture', 'mise-a-jour'],
      statut: 'ACTIF',
      creePar: loginDe('TELE_PRO_ADMIN_PRINC'),
      secretRenouveleLe: null,
      dernierUsage: null,
      revoqueLe: null,
    });
    expect(r.corps.secret.length).toBeGreaterThanOrEqual(32);
    ({ clientId } = r.corps.acces);
    ({ secret } = r.corps);
    const [ligne] = (await lignesJournal({ acteur: loginDe('TELE_PRO_ADMIN_PRINC') }, 'CREATION_ACCES_LOGICIEL')).filter(
      (l) => l.details?.clientId === clientId,
    );
    expect(ligne).toMatchObject({ categorie: 'TELEDECLARANT', cible: '1001', details: { nomLogiciel: 'ZL Gestion Copro' } });
    expect(JSON.stringify(ligne)).not.toContain(secret);
  });

  it('le liste, le plus récent d’abord, sans aucun secret', async () => {
    const r = await appeler<{ acces: Acces[] }>('GET', CHEMIN, { jeton: admin });
    expect(r.status).toBe(200);
    expect(r.corps.acces[0]).toMatchObject({ clientId, statut: 'ACTIF' });
    expect(r.corps.acces.some((a) => a.nomLogiciel === 'Logiciel de démonstration')).toBe(true);
    expect(JSON.stringify(r.corps)).not.toContain(secret);
    expect(JSON.stringify(r.corps)).not.toMatch(/secret"\s*:/);
  });

  it("le logiciel obtient du fournisseur local un jeton (client_credentials) à l'audience « logiciels »", async () => {
    const r = await demanderJeton(clientId, secret);
    expect(r.status).toBe(200);
    const corps = (await r.json()) as { access_token: string; token_type: string; scope: string };
    expect(corps.token_type).toBe('Bearer');
    expect(charge(corps.access_token)).toMatchObject({
      iss: cloud().env.LOGICIELS_EMETTEUR,
      aud: 'logiciels',
      client_id: clientId,
      scope: 'logiciels/lecture logiciels/mise-a-jour',
      token_use: 'access',
    });
  });

  it("renouvelle le secret : l'ancien est refusé aussitôt, le nouveau fonctionne", async () => {
    const r = await appeler<{ acces: Acces; secret: string }>('POST', `${CHEMIN}/${clientId}/secret`, { jeton: admin });
    expect(r.status).toBe(200);
    expect(r.corps.secret).not.toBe(secret);
    expect(r.corps.acces.secretRenouveleLe).not.toBeNull();
    expect((await demanderJeton(clientId, secret)).status).toBe(401);
    secret = r.corps.secret;
    expect((await demanderJeton(clientId, secret)).status).toBe(200);
  });

  it("n'est géré ni par un notaire, ni par un gestionnaire (403), ni vu d'un autre établissement (404)", async () => {
    for (const profil of ['NOTAIRE_ADMIN', 'TELE_PRO_GESTION']) {
      const jeton = await jetonDe(loginDe(profil));
      const liste = await appeler('GET', CHEMIN, { jeton });
      expect(liste.status, profil).toBe(403);
      const creation = await appeler('POST', CHEMIN, { jeton, json: { nomLogiciel: 'ZL Refusé', portees: ['lecture'] } });
      expect(creation.status, profil).toBe(403);
      expect(creation.corps.code, profil).toBe('ACCES_NON_AUTORISE');
    }
    const autre = await jetonDe(loginDe('TELE_NONPRO_ADMIN_PRINC'));
    for (const [methode, chemin] of [
      ['POST', `${CHEMIN}/${clientId}/secret`],
      ['DELETE', `${CHEMIN}/${clientId}`],
    ]) {
      const r = await appeler(methode, chemin, { jeton: autre });
      expect(r.status, chemin).toBe(404);
      expect(r.corps.code).toBe('RESSOURCE_INTROUVABLE');
    }
    const sienne = await appeler<{ acces: Acces[] }>('GET', CHEMIN, { jeton: autre });
    expect(sienne.corps.acces.map((a) => a.clientId)).not.toContain(clientId);
    // nothing was changed by the refused calls
    expect((await demanderJeton(clientId, secret)).status).toBe(200);
  });

  it("révoque l'accès : plus aucun jeton ; la révocation répétée répond de même ; plus de renouvellement", async () => {
    const r = await appeler<Acces>('DELETE', `${CHEMIN}/${clientId}`, { jeton: admin });
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ clientId, statut: 'REVOQUE' });
    expect(r.corps.revoqueLe).not.toBeNull();
    expect((await demanderJeton(clientId, secret)).status).toBe(401);
    const encore = await appeler<Acces>('DELETE', `${CHEMIN}/${clientId}`, { jeton: admin });
    expect(encore.status).toBe(200);
    expect(encore.corps).toEqual(r.corps);
    const renouvellement = await appeler('POST', `${CHEMIN}/${clientId}/secret`, { jeton: admin });
    expect(renouvellement.status).toBe(409);
    expect(renouvellement.corps.code).toBe('ACCES_LOGICIEL_INACTIF');
    const liste = await appeler<{ acces: Acces[] }>('GET', CHEMIN, { jeton: admin });
    expect(liste.corps.acces.find((a) => a.clientId === clientId)?.statut).toBe('REVOQUE');
    const lignes = await lignesJournal({ acteur: loginDe('TELE_PRO_ADMIN_PRINC') }, 'REVOCATION_ACCES_LOGICIEL');
    expect(lignes.filter((l) => l.details?.clientId === clientId)).toHaveLength(1);
  });
});
