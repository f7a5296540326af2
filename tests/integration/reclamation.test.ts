/**
 * The complaint form and the keepers' inbox (spec 001 §7 "Complaint form"): the lists and flags, the condominium
 * named from its number, the deposit (multipart, captcha, PDF checked by content, fields required by type, French
 * 400 and nothing stored), the acknowledgement mail with its reference, then a keeper lists, opens, assigns,
 * answers (mail to the requester) and closes, every change journaled and refused on a stale version; the inbox
 * refused to anyone but the keepers.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { REFERENCE_RECLAMATION } from '@registre/shared/domain/reclamation/listes';
import { MESSAGES_RECLAMATION, type Reclamation } from '@registre/shared/routes/reclamation.routes';
import { appeler, captchaResolu, cloud, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { courrielsPour } from '../support/comptes.ts';
import { immatriculerCopropriete, unique } from '../support/coproprietes.ts';
import { lignesJournal } from '../support/journal.ts';

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const VALIDE = fichier('valide.pdf');
const PHOTO = fichier('photo.jpg');

const j: Record<string, string> = {};
let immat = '';
let nomCopro = '';

beforeAll(async () => {
  utiliserEnvCloud();
  for (const p of ['TENEUR_ADMIN_PRINC', 'TENEUR_ASS_HOTLINE_GES', 'TELE_PRO_ADMIN_PRINC', 'NOTAIRE_ADMIN', 'INSTITUTIONNEL'])
    j[p] = await jetonDe(loginDe(p));
  const c = await immatriculerCopropriete(j.TELE_PRO_ADMIN_PRINC);
  immat = c.immatriculation!;
  nomCopro = c.declaration.immatCopropriete.identification.nomCopropriete ?? '';
}, 120_000);

const emailUnique = () => `demandeur.${unique().toLowerCase()}@exemple.fr`;

function champsValides(email: string, ajouts: Record<string, string> = {}) {
  return {
    typeDemandeur: 'SYNDIC_PROFESSIONNEL',
    objet: 'RATTACHEMENT_MANDAT',
    type: 'RATTACHEMENT_AUTRE_SYNDIC',
    nom: 'Camille Martin',
    email,
    emailConfirmation: email,
    message:
      'Notre cabinet a été désigné syndic par l’assemblée générale du 12 mars, mais la copropriété est rattachée à un autre syndic.',
    immatriculation: immat,
    ...ajouts,
  };
}

async function deposer(
  champs: Record<string, string>,
  piece: { nom: string; octets: Buffer; type?: string } | null = { nom: 'pv-ag.pdf', octets: VALIDE },
  recaptcha?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(champs)) form.append(k, v);
  form.append('recaptcha', recaptcha ?? (await captchaResolu()));
  if (piece)
    form.append('fichier', new Blob([new Uint8Array(piece.octets)], { type: piece.type ?? 'application/pdf' }), piece.nom);
  const r = await fetch(`${cloud().url}/api/public/reclamation/save`, { method: 'POST', body: form });
  return { status: r.status, corps: (await r.json()) as any };
}

async function reclamationsDe(email: string) {
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  const { data } = await db().entities.reclamation.query.parDate({ toutes: 'TOUTES' }).go({ pages: 'all' });
  return data.filter((r) => r.email === email);
}

describe('listes du formulaire', () => {
  it('types de demandeur (x : profil), objets (x : demandeur), types (x, y), drapeaux (x : type)', async () => {
    const demandeurs = await appeler('GET', '/api/public/reclamation/all-type-demandeur/DEFAULT');
    expect(demandeurs.status).toBe(200);
    expect(demandeurs.corps.map((d: { code: string }) => d.code)).toContain('SYNDIC_BENEVOLE');
    expect(demandeurs.corps.some((d: { suggere: boolean }) => d.suggere)).toBe(false);
    const notaire = await appeler('GET', '/api/public/reclamation/all-type-demandeur/NOTAIRE_ADMIN');
    expect(notaire.corps.find((d: { suggere: boolean }) => d.suggere).code).toBe('NOTAIRE');

    const objets = await appeler('GET', '/api/public/reclamation/type-reclamation/PARTICULIER');
    expect(objets.status).toBe(200);
    expect(objets.corps.map((o: { code: string }) => o.code)).toEqual([
      'ERREUR_COPROPRIETE',
      'DONNEES_OUVERTES',
      'DONNEES_PERSONNELLES',
      'INFORMATION',
    ]);
    const types = await appeler('GET', '/api/public/reclamation/type-reclamation/SYNDIC_PROFESSIONNEL/RATTACHEMENT_MANDAT');
    expect(types.status).toBe(200);
    expect(types.corps[0]).toMatchObject({ code: 'RATTACHEMENT_AUTRE_SYNDIC', numImmatOblig: true, pjOblig: true });

    const obl = await appeler('GET', '/api/public/reclamation/type-reclamation-obl/ERREUR_ADRESSE');
    expect(obl.corps).toEqual({ adressePrincipaleOblig: true, numImmatOblig: true, pjOblig: false });

    for (const chemin of [
      '/api/public/reclamation/type-reclamation/INCONNU',
      '/api/public/reclamation/type-reclamation/PARTICULIER/DISSOLUTION',
      '/api/public/reclamation/type-reclamation-obl/INCONNU',
    ]) {
      const r = await appeler('GET', chemin);
      expect(r.status, chemin).toBe(404);
      expect(r.corps.message).toBe(ERREURS.RECLAMATION_LISTE_INCONNUE.message);
    }
  });

  it('le nom d’une copropriété immatriculée d’après son numéro, 404 sinon', async () => {
    const tirets = `${immat.slice(0, 3)}-${immat.slice(3, 6)}-${immat.slice(6)}`;
    const r = await appeler('GET', `/api/public/num-immat-nom/${tirets}`);
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(r.corps.immatriculation).toBe(immat);
    expect(r.corps.nom).toBe(nomCopro);
    expect(Object.keys(r.corps).sort()).toEqual(['codePostal', 'commune', 'immatriculation', 'nom']);
    for (const x of ['ZZ9999999', 'pas-un-numero']) {
      const n = await appeler('GET', `/api/public/num-immat-nom/${x}`);
      expect(n.status, x).toBe(404);
      expect(n.corps.message).toBe(ERREURS.COPROPRIETE_NON_TROUVEE_IMMAT.message);
    }
  });
});

describe('dépôt d’une demande', () => {
  it('les champs exigés par le type, un PDF renommé, un captcha faux : 400 en français, rien n’est enregistré', async () => {
    const email = emailUnique();
    // the registration number the type requires
    const sansImmat = await deposer(champsValides(email, { immatriculation: '' }));
    expect(sansImmat.status).toBe(400);
    expect(sansImmat.corps.erreurs.immatriculation).toBe(MESSAGES_RECLAMATION.immatriculationObligatoire);
    // the address another type requires
    const sansAdresse = await deposer(
      champsValides(email, { typeDemandeur: 'PARTICULIER', objet: 'ERREUR_COPROPRIETE', type: 'ERREUR_ADRESSE' }),
      null,
    );
    expect(sansAdresse.status).toBe(400);
    expect(sansAdresse.corps.erreurs.adresseReference).toBe(MESSAGES_RECLAMATION.adresseObligatoire);
    // the attachment the type requires
    const sansPiece = await deposer(champsValides(email), null);
    expect(sansPiece.status).toBe(400);
    expect(sansPiece.corps.erreurs.pieceJointe).toBe(MESSAGES_RECLAMATION.pieceObligatoire);
    // a photo renamed .pdf, sent as application/pdf: refused by its content
    const renomme = await deposer(champsValides(email), { nom: 'pv-ag.pdf', octets: PHOTO });
    expect(renomme.status).toBe(400);
    expect(renomme.corps.message).toMatch(/PDF/);
    // a triple the lists do not offer
    const incoherent = await deposer(champsValides(email, { objet: 'INFORMATION' }));
    expect(incoherent.status).toBe(400);
    expect(incoherent.corps.erreurs.type).toBe(MESSAGES_RECLAMATION.combinaison);
    // a captcha never solved
    const captcha = (await appeler('GET', '/api/public/captcha')).corps.id as string;
    const faux = await deposer(champsValides(email), undefined, captcha);
    expect(faux.status).toBe(400);
    expect(faux.corps.message).toBe(ERREURS.CAPTCHA_INVALIDE.message);
    // nothing stored, no mail
    expect(await reclamationsDe(email)).toEqual([]);
    expect(await courrielsPour(email)).toEqual([]);
  });

  it('une demande complète : 201 avec sa référence, accusé de réception, pièce jointe conservée, journalisée', async () => {
    const email = emailUnique();
    const r = await deposer(champsValides(email, { telephone: '+33122334455' }));
    expect(r.status, JSON.stringify(r.corps)).toBe(201);
    expect(r.corps.reference).toMatch(REFERENCE_RECLAMATION);
    expect(r.corps.reference.slice(4, 8)).toBe(String(new Date().getFullYear()));
    const [stockee] = await reclamationsDe(email);
    expect(stockee).toMatchObject({ reference: r.corps.reference, statut: 'NOUVELLE', immatriculation: immat, version: 1 });
    expect(stockee.idDocument).toBeTruthy();
    const [accuse] = await courrielsPour(email, /a bien été reçue/);
    expect(accuse.texte).toContain(r.corps.reference);
    const [ligne] = await lignesJournal({ acteur: email }, 'DEPOT_RECLAMATION', r.corps.reference);
    expect(ligne).toMatchObject({ categorie: 'RECLAMATION', profil: 'DEFAULT' });

    // the same captcha cannot be used twice
    const captcha = await captchaResolu();
    expect((await deposer(champsValides(emailUnique()), undefined, captcha)).status).toBe(201);
    expect((await deposer(champsValides(emailUnique()), undefined, captcha)).status).toBe(400);
  });
});

describe('boîte de réception des teneurs', () => {
  let reference = '';
  const email = emailUnique();

  beforeAll(async () => {
    const r = await deposer(champsValides(email));
    expect(r.status).toBe(201);
    reference = r.corps.reference;
  });

  it('refusée aux visiteurs (401), aux syndics, notaires et institutionnels (403)', async () => {
    const chemins: [string, string, unknown?][] = [
      ['GET', '/api/reclamations'],
      ['GET', `/api/reclamations/${reference}`],
      ['GET', `/api/reclamations/${reference}/piece-jointe`],
      ['POST', `/api/reclamations/${reference}/attribuer`, { version: 1 }],
      ['POST', `/api/reclamations/${reference}/repondre`, { texte: 'Une réponse non autorisée.', version: 1 }],
      ['POST', `/api/reclamations/${reference}/clore`, { version: 1 }],
    ];
    for (const [methode, chemin, json] of chemins) {
      expect((await appeler(methode, chemin, { json })).status, chemin).toBe(401);
      for (const p of ['TELE_PRO_ADMIN_PRINC', 'NOTAIRE_ADMIN', 'INSTITUTIONNEL']) {
        const r = await appeler(methode, chemin, { jeton: j[p], json });
        expect(r.status, `${p} ${chemin}`).toBe(403);
      }
    }
    const lue = await appeler<Reclamation>('GET', `/api/reclamations/${reference}`, { jeton: j.TENEUR_ADMIN_PRINC });
    expect(lue.corps).toMatchObject({ statut: 'NOUVELLE', version: 1, attribueA: null });
  });

  it('un teneur liste par statut, ouvre, attribue, répond par courriel et clôt ; chaque étape journalisée', async () => {
    const teneur = loginDe('TENEUR_ADMIN_PRINC');
    const hotline = loginDe('TENEUR_ASS_HOTLINE_GES');
    const nouvelles = await appeler('GET', '/api/reclamations?statut=NOUVELLE&taille=100', { jeton: j.TENEUR_ASS_HOTLINE_GES });
    expect(nouvelles.status).toBe(200);
    expect(nouvelles.corps.lignes.map((l: { reference: string }) => l.reference)).toContain(reference);
    // newest first
    const refs = nouvelles.corps.lignes.map((l: { reference: string }) => l.reference);
    expect([...refs].sort().reverse()).toEqual(refs);
    // pages of 1 with a cursor
    const page1 = await appeler('GET', '/api/reclamations?taille=1', { jeton: j.TENEUR_ADMIN_PRINC });
    expect(page1.corps.lignes).toHaveLength(1);
    expect(page1.corps.curseur).toBeTruthy();
    const page2 = await appeler('GET', `/api/reclamations?taille=1&curseur=${encodeURIComponent(page1.corps.curseur)}`, {
      jeton: j.TENEUR_ADMIN_PRINC,
    });
    expect(page2.corps.lignes[0].reference < page1.corps.lignes[0].reference).toBe(true);

    const detail = await appeler<Reclamation>('GET', `/api/reclamations/${reference}`, { jeton: j.TENEUR_ADMIN_PRINC });
    expect(detail.corps).toMatchObject({ email, pieceJointe: { nomFichier: 'pv-ag.pdf', taille: VALIDE.length } });
    const lien = await appeler('GET', `/api/reclamations/${reference}/piece-jointe`, { jeton: j.TENEUR_ADMIN_PRINC });
    expect(lien.status).toBe(200);
    const pdf = await fetch(lien.corps.url);
    expect(Buffer.from(await pdf.arrayBuffer()).equals(VALIDE)).toBe(true);

    // assigning to someone who is not a keeper: refused
    const refus = await appeler('POST', `/api/reclamations/${reference}/attribuer`, {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { attribueA: loginDe('TELE_PRO_ADMIN_PRINC'), version: 1 },
    });
    expect(refus.status).toBe(400);
    expect(refus.corps.message).toBe(ERREURS.RECLAMATION_ATTRIBUTAIRE_INVALIDE.message);
    // to oneself, then to a hotline keeper
    const soi = await appeler<Reclamation>('POST', `/api/reclamations/${reference}/attribuer`, {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { version: 1 },
    });
    expect(soi.corps).toMatchObject({ statut: 'EN_COURS', attribueA: teneur, version: 2 });
    const autre = await appeler<Reclamation>('POST', `/api/reclamations/${reference}/attribuer`, {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { attribueA: hotline, version: 2 },
    });
    expect(autre.corps).toMatchObject({ attribueA: hotline, version: 3 });
    // a stale version: 409, nothing changed
    const perime = await appeler('POST', `/api/reclamations/${reference}/clore`, {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { version: 2 },
    });
    expect(perime.status).toBe(409);
    expect(perime.corps.message).toBe(ERREURS.CONFLIT_MODIFICATION.message);

    // an answer too short: French 400
    const court = await appeler('POST', `/api/reclamations/${reference}/repondre`, {
      jeton: j.TENEUR_ASS_HOTLINE_GES,
      json: { texte: 'Non.', version: 3 },
    });
    expect(court.status).toBe(400);
    const texte = 'Bonjour, nous avons vérifié le procès-verbal joint : le rattachement de votre cabinet est rétabli.';
    const reponse = await appeler<Reclamation>('POST', `/api/reclamations/${reference}/repondre`, {
      jeton: j.TENEUR_ASS_HOTLINE_GES,
      json: { texte, version: 3 },
    });
    expect(reponse.status, JSON.stringify(reponse.corps)).toBe(200);
    expect(reponse.corps.statut).toBe('REPONDUE');
    expect(reponse.corps.reponses).toEqual([expect.objectContaining({ auteur: hotline, texte })]);
    const [mail] = await courrielsPour(email, /réponse à votre demande/);
    expect(mail.texte).toContain(texte);
    expect(mail.sujet).toContain(reference);

    const close = await appeler<Reclamation>('POST', `/api/reclamations/${reference}/clore`, {
      jeton: j.TENEUR_ASS_HOTLINE_GES,
      json: { motif: 'Rattachement rétabli.', version: 4 },
    });
    expect(close.corps).toMatchObject({ statut: 'CLOSE', version: 5 });
    const apres = await appeler('POST', `/api/reclamations/${reference}/attribuer`, {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { version: 5 },
    });
    expect(apres.status).toBe(409);
    expect(apres.corps.message).toBe(ERREURS.RECLAMATION_CLOSE.message);
    const closes = await appeler('GET', '/api/reclamations?statut=CLOSE&taille=100', { jeton: j.TENEUR_ADMIN_PRINC });
    expect(closes.corps.lignes.map((l: { reference: string }) => l.reference)).toContain(reference);

    // the journal: one line per change, through the keepers' search too
    expect(await lignesJournal({ acteur: teneur }, 'ATTRIBUTION', reference)).toHaveLength(2);
    expect(await lignesJournal({ acteur: hotline }, 'REPONSE', reference)).toHaveLength(1);
    const [cloture] = await lignesJournal({ acteur: hotline }, 'CLOTURE', reference);
    expect(cloture.details).toMatchObject({ motif: 'Rattachement rétabli.', statut: 'CLOSE' });
    const aujourdhui = new Date().toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
    const journal = await appeler('POST', '/api/evenement-journal/rechercher', {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { dateDu: aujourdhui, dateAu: aujourdhui, categorie: 'RECLAMATION' },
    });
    expect(journal.status).toBe(200);
    const lignes = journal.corps.lignes.filter(
      (l: { cible: { libelle: string } }) => l.cible?.libelle === `Demande ${reference}`,
    );
    expect(lignes.map((l: { type: string }) => l.type).sort()).toEqual(
      ['ATTRIBUTION', 'ATTRIBUTION', 'CLOTURE', 'DEPOT_RECLAMATION', 'REPONSE'].sort(),
    );
  });

  it('un curseur inventé : 400 en français', async () => {
    const r = await appeler('GET', '/api/reclamations?curseur=nimportequoi', { jeton: j.TENEUR_ADMIN_PRINC });
    expect(r.status).toBe(400);
    expect(r.corps.erreurs.curseur).toMatch(/curseur/);
  });

  it('une demande inconnue : 404', async () => {
    const r = await appeler('GET', '/api/reclamations/REC-1999-000001', { jeton: j.TENEUR_ADMIN_PRINC });
    expect(r.status).toBe(404);
    expect(r.corps.message).toBe(ERREURS.RECLAMATION_INTROUVABLE.message);
  });
});
