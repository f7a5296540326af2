/**
 * Successor declaration (issue 5, spec 000 §5 "Mandate", §7; spec 001 "Successor"): the successor declared, read
 * through the mailed link, confirmed, declined or withdrawn, with the refusals by ownership and bad input leaving
 * nothing written. The mandate renewal: renouvellement.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler } from '../support/api.ts';
import { courrielPour, courrielsPour } from '../support/comptes.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { enregistrerBrouillonComplet, immatriculerCopropriete, soumettre, unique } from '../support/coproprietes.ts';
import { lireCopropriete } from '../support/validations.ts';
import {
  sessionsMandats,
  SYNDIC_A,
  SYNDIC_A2,
  SYNDIC_B,
  NOTAIRE,
  TENEUR,
  MAIL,
  j,
  get,
  aujourdhui,
  decaler,
  fr,
  idTeledeclarantDe,
  siretDe,
  successeursDe,
  decider,
} from './mandats-outils.ts';

beforeAll(sessionsMandats);

/** The ordinary attachment of a syndic to a condominium, its mandate from today for 12 months, no document. */
const rattacherSansJustificatif = (qui: string, immatriculation: string) => {
  const debut = aujourdhui();
  return appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
    jeton: j[qui],
    json: {
      immatriculation,
      adminProvisoire: 'false',
      dateDebutMandat: fr(debut),
      dateFinMandat: fr(decaler(debut, -1, 12)),
      typeJustifMandat: 'CONTRAT_SYNDIC',
      confirmations: [],
      declarationHonneur: true,
    },
  });
};

describe('déclaration du successeur', () => {
  let siretB = '';
  beforeAll(async () => {
    siretB = await siretDe(SYNDIC_B);
  });
  const declarer = (qui: string, corps: Record<string, unknown>) =>
    appeler('POST', '/api/teledeclarant/successeur', { jeton: j[qui], json: corps });
  const possible = (qui: string, idCopropriete: number) =>
    appeler('POST', '/api/teledeclarant/verifieDeclSuccPossible', { jeton: j[qui], json: { idCopropriete } });
  const declare = async (x: string | number) => (await get(SYNDIC_A, `/api/coproprietes/is-successeur-declare/${x}`)).corps;
  /** the key of the link /successeur/<key> in the newest mail to `email` */
  async function cleDuCourriel(email: string, depuis: number) {
    const mail = await courrielPour(email, /désigné syndic successeur/, depuis);
    const m = /\/successeur\/([A-Za-z0-9_%-]+)/.exec(mail.texte);
    expect(m).not.toBeNull();
    return { cle: decodeURIComponent(m![1]), mail };
  }
  async function declaration(idCopropriete: number) {
    const email = `successeur.${unique().toLowerCase()}@syndic-exemple.fr`;
    const depuis = Date.now();
    const r = await declarer(SYNDIC_A, { idCopropriete, siret: siretB, type: 'NON_PRO', email });
    expect(r.status).toBe(200);
    return { ...(await cleDuCourriel(email, depuis)), email, idSuccesseur: r.corps.idSuccesseur as number, corps: r.corps };
  }

  it('vérification et refus : autre syndic (404), soi-même, saisie invalide — rien écrit', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    expect((await possible(SYNDIC_A2, c.idCopropriete)).corps).toEqual({ response: true });
    expect((await possible(SYNDIC_B, c.idCopropriete)).status).toBe(404);
    expect((await possible(NOTAIRE, c.idCopropriete)).status).toBe(404);
    expect((await possible(SYNDIC_A, 999999999)).status).toBe(404);
    expect((await possible(TENEUR, c.idCopropriete)).status).toBe(403);
    const b = await declarer(SYNDIC_B, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email: 'x@exemple.fr' });
    expect(b.status).toBe(404);
    const soi = await declarer(SYNDIC_A, {
      idCopropriete: c.idCopropriete,
      siret: await siretDe(SYNDIC_A),
      type: 'PRO',
      email: 'moi@exemple.fr',
    });
    expect([soi.status, soi.corps.code]).toEqual([400, 'SUCCESSEUR_SOI_MEME']);
    const invalide = await declarer(SYNDIC_A, {
      idCopropriete: c.idCopropriete,
      siret: '123',
      type: 'AUTRE',
      email: 'pas-un-email',
    });
    expect(invalide.status).toBe(400);
    expect(invalide.corps.erreurs).toMatchObject({
      siret: expect.stringMatching(/14 chiffres/),
      type: expect.stringMatching(/professionnel ou bénévole/),
      email: expect.stringMatching(/adresse électronique/),
    });
    expect(await successeursDe(c.idCopropriete)).toEqual([]);
    expect(await declare(c.idCopropriete)).toEqual({ response: false });
  });

  it('déclaré, lu par le lien, confirmé par l’établissement désigné, puis rattaché par lui', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const { cle, mail, email, idSuccesseur, corps } = await declaration(c.idCopropriete);
    expect(corps).toMatchObject({ statut: 'SUCCESSEUR_DECLARE', idCopropriete: c.idCopropriete, siret: siretB, type: 'NON_PRO' });
    expect(Date.parse(corps.expireLe) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(mail.texte).toContain(`/successeur/`);
    expect(mail.texte).toMatch(/valable jusqu'au/);
    // only the key's fingerprint is stored
    const [s] = await successeursDe(c.idCopropriete);
    expect(s).toMatchObject({
      idSuccesseur,
      statut: 'SUCCESSEUR_DECLARE',
      email,
      empreinteCle: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(s)).not.toContain(cle);
    // [issue 14] journaled by the predecessor, about the condominium
    expect(await uneLigneJournal({ acteur: SYNDIC_A }, 'SUCCESSEUR_DECLARE', c.idCopropriete)).toMatchObject({
      categorie: 'SUCCESSEUR',
    });
    expect(await declare(c.idCopropriete)).toEqual({ response: true });
    expect(await declare(c.immatriculation!)).toEqual({ response: true });
    const encore = await possible(SYNDIC_A, c.idCopropriete);
    expect([encore.status, encore.corps.code]).toEqual([409, 'SUCCESSEUR_DEJA_DECLARE']);
    expect((await declarer(SYNDIC_A, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email })).status).toBe(409);

    const lu = await appeler('GET', `/api/public/successeur/${encodeURIComponent(cle)}`);
    expect(lu.status).toBe(200);
    expect(lu.corps).toMatchObject({
      idSuccesseur,
      statut: 'SUCCESSEUR_DECLARE',
      immatriculation: c.immatriculation,
      siret: siretB,
      predecesseur: expect.any(String),
    });
    expect(lu.corps).not.toHaveProperty('email');
    expect((await appeler('GET', `/api/public/successeur/${'x'.repeat(43)}`)).corps.code).toBe('LIEN_SUCCESSEUR_INVALIDE');

    // the wrong establishment, a profile without the authority
    const autre = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_A], json: { cle } });
    expect([autre.status, autre.corps.code]).toEqual([403, 'SUCCESSEUR_AUTRE_ETABLISSEMENT']);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[NOTAIRE], json: { cle } })).status).toBe(403);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle: 'court' } })).status).toBe(400);

    const depuis = Date.now();
    const ok = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } });
    expect(ok.status).toBe(200);
    expect(ok.corps).toEqual({ response: true, idCopropriete: c.idCopropriete, immatriculation: c.immatriculation });
    expect((await successeursDe(c.idCopropriete))[0]).toMatchObject({
      statut: 'SUCCESSEUR_VALIDE',
      idTeledeclarantSuccesseur: await idTeledeclarantDe(SYNDIC_B),
      dateConfirmation: expect.any(String),
    });
    const prevenu = await courrielPour(MAIL(SYNDIC_A), /successeur a confirmé/, depuis);
    expect(prevenu.texte).toContain(c.immatriculation!.slice(0, 2));
    // the link is used
    expect((await appeler('GET', `/api/public/successeur/${encodeURIComponent(cle)}`)).status).toBe(404);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } })).status).toBe(404);
    // still declared until the successor takes the condominium over
    expect(await declare(c.idCopropriete)).toEqual({ response: true });

    // the successor declares its mandate by the ordinary attachment; validated, it has taken over
    expect((await get(SYNDIC_B, `/api/coproprietes/etatOk/${c.immatriculation}`)).corps).toEqual({ response: true });
    const ratt = await rattacherSansJustificatif(SYNDIC_B, c.immatriculation!);
    expect(ratt.status).toBe(200);
    expect((await decider(ratt.corps.idDemande, 'valider')).status).toBe(200);
    expect(await declare(c.immatriculation!)).toEqual({ response: false });
  });

  it('décliné par le successeur (avec la clé), retiré par le prédécesseur ; les autres : 404', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const premiere = await declaration(c.idCopropriete);
    const supprimer = (qui: string, id: number, cle?: string) =>
      appeler('DELETE', `/api/coproprietes/declarationpredecesseur/${id}${cle ? `?cle=${encodeURIComponent(cle)}` : ''}`, {
        jeton: j[qui],
      });
    // the successor without the key, or with another's key; the notary; the predecessor with a wrong key
    expect((await supprimer(SYNDIC_B, premiere.idSuccesseur)).status).toBe(404);
    expect((await supprimer(NOTAIRE, premiere.idSuccesseur)).status).toBe(404);
    expect((await supprimer(SYNDIC_B, premiere.idSuccesseur, 'y'.repeat(43))).status).toBe(404);
    expect((await supprimer(SYNDIC_A, premiere.idSuccesseur, premiere.cle)).status).toBe(403);
    expect((await supprimer(TENEUR, premiere.idSuccesseur)).status).toBe(403);

    let depuis = Date.now();
    const decline = await supprimer(SYNDIC_B, premiere.idSuccesseur, premiere.cle);
    expect([decline.status, decline.corps]).toEqual([200, { response: true }]);
    expect((await successeursDe(c.idCopropriete))[0]).toMatchObject({ statut: 'SUPPRIME', dateSuppression: expect.any(String) });
    expect((await courrielPour(MAIL(SYNDIC_A), /successeur a décliné/, depuis)).texte).toContain('décliné');
    expect((await appeler('GET', `/api/public/successeur/${encodeURIComponent(premiere.cle)}`)).status).toBe(404);
    expect(await declare(c.idCopropriete)).toEqual({ response: false });

    // a new declaration is possible, then withdrawn by the predecessor (another user of its establishment)
    const seconde = await declaration(c.idCopropriete);
    depuis = Date.now();
    expect((await supprimer(SYNDIC_A2, seconde.idSuccesseur)).corps).toEqual({ response: true });
    expect((await courrielPour(seconde.email, /désignation comme syndic successeur est retirée/, depuis)).texte).toContain(
      'retiré',
    );
    const encore = await supprimer(SYNDIC_A, seconde.idSuccesseur);
    expect([encore.status, encore.corps.code]).toEqual([409, 'DEMANDE_DEJA_TRAITEE']);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle: seconde.cle } })).status).toBe(404);
    expect((await successeursDe(c.idCopropriete)).map((s) => s.statut)).toEqual(['SUPPRIME', 'SUPPRIME']);
  });

  it('deux déclarations en même temps : une seule', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const emails = [0, 1, 2].map((i) => `simultane.${i}.${unique().toLowerCase()}@syndic-exemple.fr`);
    const r = await Promise.all(
      emails.map((email, i) =>
        declarer(i % 2 ? SYNDIC_A2 : SYNDIC_A, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email }),
      ),
    );
    expect(r.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    for (const x of r.filter((y) => y.status === 409))
      expect(['SUCCESSEUR_DEJA_DECLARE', 'CONFLIT_MODIFICATION']).toContain(x.corps.code);
    expect((await successeursDe(c.idCopropriete)).length).toBe(1);
    const envoyes = (await Promise.all(emails.map((e) => courrielsPour(e, /désigné syndic successeur/)))).flat();
    expect(envoyes.length).toBe(1);
  });

  it('l’étude notariale qui a immatriculé une copropriété non rattachée déclare son successeur', async () => {
    const suite = await appeler('POST', '/api/teledeclarant/immatriculation/INITIALE/continuer', { jeton: j[NOTAIRE], json: {} });
    expect(suite.status).toBe(200);
    const b = await enregistrerBrouillonComplet(j[NOTAIRE], 'INITIALE');
    const r = await soumettre(j[NOTAIRE], b.id, b.version, { notaire: true });
    expect(r.corps.resultat).toBe('IMMATRICULEE');
    const idCopropriete = r.corps.idCopropriete as number;
    expect((await lireCopropriete(idCopropriete))?.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect((await possible(NOTAIRE, idCopropriete)).corps).toEqual({ response: true });
    expect((await possible(SYNDIC_A, idCopropriete)).status).toBe(404);
    const email = `successeur.notaire.${unique().toLowerCase()}@syndic-exemple.fr`;
    const depuis = Date.now();
    const d = await declarer(NOTAIRE, { idCopropriete, siret: siretB, type: 'NON_PRO', email });
    expect(d.status).toBe(200);
    const { cle } = await cleDuCourriel(email, depuis);
    const ok = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } });
    expect(ok.corps).toMatchObject({ response: true, idCopropriete });
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${ok.corps.immatriculation}`)).corps).toEqual({
      response: true,
    });
    expect((await get(SYNDIC_B, `/api/coproprietes/etatOk/${ok.corps.immatriculation}`)).corps).toEqual({ response: true });
  });

  it('un syndic dont le rattachement est en cours ne peut pas déclarer ; pendant une demande : DEMANDE_EN_COURS', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const ratt = await rattacherSansJustificatif(SYNDIC_B, c.immatriculation!);
    expect(ratt.status).toBe(200);
    // B has a pending mandate on it but does not hold it; A holds it but a request is pending
    expect((await possible(SYNDIC_B, c.idCopropriete)).corps.code).toBe('SUCCESSEUR_IMPOSSIBLE');
    const a = await possible(SYNDIC_A, c.idCopropriete);
    expect([a.status, a.corps.code]).toEqual([409, 'DEMANDE_EN_COURS']);
  });
});
