/**
 * [issue 25] The web service's standard update, mandate renewal and attachment, walked by the client generated from
 * the published OpenAPI document (openapi-typescript + openapi-fetch), as a software editor would: each call reaches
 * the forms' use case (same rules, same PDF checks, the same requests in the keepers' queue, journal lines naming the
 * software), and `GET demandes/{idDemande}` follows the requests to the keepers' decision. Another establishment's
 * condominium is 404, as everywhere in the service. Its own condominiums (registered here), its own accesses.
 */
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, attendreDansFile, cloud, jetonDe } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { lignesJournal } from '../support/journal.ts';
import type { paths } from '../support/logiciels/schema';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const TENEUR = 'demo.teneur_admin_princ';
const MISE_A_JOUR = 'logiciels/lecture logiciels/mise-a-jour';

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const base64 = (nom: string) => fichier(nom).toString('base64');

/** dd/mm/yyyy ⇄ a UTC date */
const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const lireFr = (s: string) => {
  const [jour, mois, an] = s.split('/').map(Number);
  return new Date(Date.UTC(an, mois - 1, jour));
};
/** a 12-month mandate from `debut` (its last day the eve of the anniversary) */
const mandatDe = (debut: Date) => ({
  adminProvisoire: false,
  dateDebutMandat: fr(debut),
  dateFinMandat: fr(new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), debut.getUTCDate() - 1))),
  typeJustifMandat: 'PV_AG' as const,
});

let document: Record<string, any>;
const j: Record<string, string> = {};
const api: Record<string, ReturnType<typeof createClient<paths>>> = {};

/** An access of the syndic's establishment with the scopes asked, and a client holding its token. */
async function clientDe(syndic: string, nomLogiciel: string) {
  const r = await appeler('POST', '/api/etablissement/acces-logiciels', {
    jeton: j[syndic],
    json: { nomLogiciel, portees: ['lecture', 'mise-a-jour'] },
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(201);
  const { acces, secret } = r.corps as { acces: { clientId: string }; secret: string };
  const url = document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl as string;
  const t = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(acces.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: MISE_A_JOUR }),
  });
  expect(t.status).toBe(200);
  const { access_token } = (await t.json()) as { access_token: string };
  return createClient<paths>({ baseUrl: cloud().url, headers: { authorization: `Bearer ${access_token}` } });
}

/** A keeper takes the request from the queue and refuses it with a reason. */
async function refuser(typeDemande: string, idDemande: string, raison: string) {
  await attendreDansFile(j[TENEUR], typeDemande, idDemande);
  const page = await appeler('GET', `/api/declarations/update-etat-encours/${idDemande}`, { jeton: j[TENEUR] });
  expect(page.status).toBe(200);
  const r = await appeler('POST', `/api/declarations/refuser/${idDemande}`, {
    jeton: j[TENEUR],
    json: { version: page.corps.demande.version, raison, typesMotifRefus: ['JUSTIFICATIF_NON_CONFORME'] },
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
}

beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B, TENEUR]) j[l] = await jetonDe(l);
  document = (await (await fetch(`${cloud().url}/api/logiciels/v1/openapi.json`)).json()) as Record<string, any>;
  api.A = await clientDe(SYNDIC_A, 'Logiciel des mandats');
  api.B = await clientDe(SYNDIC_B, 'Logiciel du bénévole');
});

describe('la mise à jour standard', () => {
  it('appliquée avec la version lue, 409 avec une version périmée, journalisée au nom du logiciel', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const fiche = await api.A.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero } } });
    expect(fiche.response.status).toBe(200);
    const version = (fiche.data as { version: number }).version;
    const nom = `Résidence standard ${numero}`;

    const maj = await api.A.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-standard', {
      params: { path: { numero } },
      body: { version, identification: { nomCopropriete: nom }, confirmerAvertissements: true },
    });
    expect(maj.response.status, JSON.stringify(maj.error)).toBe(200);
    expect(maj.data).toMatchObject({ numeroImmatriculation: numero, typeMaj: 'STANDARD' });
    const apres = await api.A.GET('/api/logiciels/v1/coproprietes/{numero}', { params: { path: { numero } } });
    expect(JSON.stringify(apres.data)).toContain(nom);
    const lignes = await lignesJournal({ acteur: SYNDIC_A }, 'MAJ_STANDARD', numero);
    expect(lignes.filter((l) => l.modalite === 'LOGICIEL' && l.details?.logiciel === 'Logiciel des mandats')).toHaveLength(1);

    const perimee = await api.A.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-standard', {
      params: { path: { numero } },
      body: { version, identification: { nomCopropriete: `${nom} bis` }, confirmerAvertissements: true },
    });
    expect(perimee.response.status).toBe(409);
    expect((perimee.error as { code?: string }).code).toBe('CONFLIT_MODIFICATION');
  });
});

describe('le renouvellement du mandat', () => {
  it('avec un PDF valide : transmis aux teneurs, son état suivi par demandes/{id}', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    // the new mandate starts the day after the end of the one it renews (registered for 12 months)
    const fin = lireFr(c.declaration.immatCopropriete.infoRattachement!.dateFinMandat as string);
    const debut = new Date(fin.getTime() + 86_400_000);

    const r = await api.A.POST('/api/logiciels/v1/coproprietes/{numero}/renouvellements', {
      params: { path: { numero } },
      body: {
        mandat: mandatDe(debut),
        justificatif: { nomFichier: 'PV AG.pdf', contenuBase64: base64('valide.pdf') },
        declarationHonneur: true,
      },
    });
    expect(r.response.status, JSON.stringify(r.error)).toBe(202);
    expect(r.data).toMatchObject({ statut: 'EN_ATTENTE_VALIDATION', numeroImmatriculation: numero });
    expect(r.data!.idDemande).toBe(`RENOUVELLEMENT-${r.data!.idMandat}`);
    expect(r.data!.message).toMatch(/renouvellement du mandat/);

    const etat = await api.A.GET('/api/logiciels/v1/demandes/{idDemande}', {
      params: { path: { idDemande: r.data!.idDemande } },
    });
    expect(etat.response.status).toBe(200);
    expect(etat.data).toMatchObject({ statut: 'EN_ATTENTE', dateLimite: r.data!.dateLimite });
    // another establishment's request is unknown to it
    const autre = await api.B.GET('/api/logiciels/v1/demandes/{idDemande}', {
      params: { path: { idDemande: r.data!.idDemande } },
    });
    expect(autre.response.status).toBe(404);

    // the same request again: one is pending already (the form's rule)
    const encore = await api.A.POST('/api/logiciels/v1/coproprietes/{numero}/renouvellements', {
      params: { path: { numero } },
      body: {
        mandat: mandatDe(debut),
        justificatif: { nomFichier: 'PV AG.pdf', contenuBase64: base64('valide.pdf') },
        declarationHonneur: true,
      },
    });
    expect(encore.response.status).toBe(409);
    expect((encore.error as { code?: string }).code).toBe('DEMANDE_EN_COURS');
    const lignes = await lignesJournal({ acteur: SYNDIC_A }, 'DEMANDE_RENOUVELLEMENT');
    const ligne = lignes.find((l) => l.details?.idDemande === r.data!.idDemande);
    expect(ligne).toMatchObject({ modalite: 'LOGICIEL', details: { logiciel: 'Logiciel des mandats' } });
  });

  it('pas un PDF, pas du base64, un début avant la fin, sans déclaration sur l’honneur : 400 avec le chemin', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const fin = lireFr(c.declaration.immatCopropriete.infoRattachement!.dateFinMandat as string);
    const renouveler = (corps: Record<string, unknown>) =>
      api.A.POST('/api/logiciels/v1/coproprietes/{numero}/renouvellements', {
        params: { path: { numero } },
        body: {
          mandat: mandatDe(new Date(fin.getTime() + 86_400_000)),
          justificatif: { nomFichier: 'PV AG.pdf', contenuBase64: base64('valide.pdf') },
          declarationHonneur: true,
          ...corps,
        } as never,
      });
    const chemins = (e: unknown) => ((e as { erreurs?: { chemin: string }[] }).erreurs ?? []).map((x) => x.chemin);

    const image = await renouveler({ justificatif: { nomFichier: 'photo.pdf', contenuBase64: base64('photo.jpg') } });
    expect(image.response.status).toBe(400);
    expect(image.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((image.error as { code?: string }).code).toBe('FORMAT_FICHIER_NON_AUTORISE');
    expect(chemins(image.error)).toEqual(['justificatif.contenuBase64']);

    const texte = await renouveler({ justificatif: { nomFichier: 'PV AG.pdf', contenuBase64: 'pas du base64 !' } });
    expect(texte.response.status).toBe(400);
    expect(chemins(texte.error)).toContain('justificatif.contenuBase64');

    const chevauche = await renouveler({ mandat: mandatDe(fin) });
    expect(chevauche.response.status).toBe(400);
    expect(chemins(chevauche.error)).toContain('mandat.dateDebutMandat');

    const sansHonneur = await renouveler({ declarationHonneur: false });
    expect(sansHonneur.response.status).toBe(400);
    expect(chemins(sansHonneur.error)).toContain('declarationHonneur');

    // none of them wrote anything: the corrected request is the first one
    const corrigee = await renouveler({});
    expect(corrigee.response.status, JSON.stringify(corrigee.error)).toBe(202);
  });
});

describe('le rattachement d’une copropriété immatriculée', () => {
  it('demandé avec son justificatif, suivi par demandes/{id} jusqu’au refus du teneur et ses motifs', async () => {
    // registered by syndic A; syndic B's software asks to take it over
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const n = new Date();
    const r = await api.B.POST('/api/logiciels/v1/rattachements', {
      body: {
        numeroImmatriculation: numero,
        mandat: mandatDe(new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1))),
        justificatif: { nomFichier: 'Contrat.pdf', contenuBase64: base64('valide.pdf') },
        declarationHonneur: true,
      },
    });
    expect(r.response.status, JSON.stringify(r.error)).toBe(202);
    expect(r.data).toMatchObject({ statut: 'EN_ATTENTE_VALIDATION', numeroImmatriculation: numero });
    const idDemande = r.data!.idDemande;
    expect(idDemande).toBe(`RATTACHEMENT-${r.data!.idMandat}`);

    const lire = (client: (typeof api)['A']) =>
      client.GET('/api/logiciels/v1/demandes/{idDemande}', { params: { path: { idDemande } } });
    const attente = await lire(api.B);
    expect(attente.response.status).toBe(200);
    expect(attente.data).toMatchObject({ idDemande, statut: 'EN_ATTENTE', numeroImmatriculation: null });
    expect(attente.data!.dateLimite).toBeTruthy();
    expect((await lire(api.A)).response.status).toBe(404);

    // a second attachment while this one waits: the form's refusal
    const encore = await api.B.POST('/api/logiciels/v1/rattachements', {
      body: {
        numeroImmatriculation: numero,
        mandat: mandatDe(new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1))),
        declarationHonneur: true,
      },
    });
    expect(encore.response.status).toBe(409);
    expect((encore.error as { code?: string }).code).toBe('RATTACHEMENT_EN_COURS');

    await refuser('RATTACHEMENT', idDemande, 'Le contrat joint n’est pas signé.');
    const refusee = await lire(api.B);
    expect(refusee.data).toMatchObject({ statut: 'REFUSEE' });
    expect(refusee.data!.motifs).toContain('Le contrat joint n’est pas signé.');
    expect(refusee.data!.motifs.length).toBe(2);
  });

  it('un numéro qui n’est pas celui d’une copropriété immatriculée : refusé par le contrôle du formulaire', async () => {
    const r = await api.B.POST('/api/logiciels/v1/rattachements', {
      body: { numeroImmatriculation: 'ZZ0000001', mandat: mandatDe(new Date()), declarationHonneur: true },
    });
    expect(r.response.status).toBe(400);
    expect((r.error as { code?: string }).code).toBe('IMMAT_NOT_EXISTANT');
  });
});

describe('la copropriété d’un autre établissement', () => {
  it('404 à la mise à jour standard et au renouvellement', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const numero = c.immatriculation as string;
    const maj = await api.B.POST('/api/logiciels/v1/coproprietes/{numero}/mises-a-jour-standard', {
      params: { path: { numero } },
      body: { identification: { nomCopropriete: 'Pas la mienne' } },
    });
    expect(maj.response.status).toBe(404);
    expect(maj.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const fin = lireFr(c.declaration.immatCopropriete.infoRattachement!.dateFinMandat as string);
    const ren = await api.B.POST('/api/logiciels/v1/coproprietes/{numero}/renouvellements', {
      params: { path: { numero } },
      body: {
        mandat: mandatDe(new Date(fin.getTime() + 86_400_000)),
        justificatif: { nomFichier: 'PV AG.pdf', contenuBase64: base64('valide.pdf') },
        declarationHonneur: true,
      },
    });
    expect(ren.response.status).toBe(404);
    expect((ren.error as { code?: string; detail?: string }).detail).toMatch(/Aucune copropriété de votre établissement/);
  });
});
