/**
 * The newsletter archive (spec 001 §7 "Newsletter and memo sheets"): the list, empty then newest first; a keeper
 * administrator publishes a letter (multipart: title, date, PDF checked by its content), which is journaled, then
 * listed and downloaded as a PDF named by its content-disposition; anyone else is refused (401, 403); a non-PDF or
 * a PDF with JavaScript is refused in French and nothing is written; a name outside the archive (`../`, absolute,
 * unknown) answers the same 404, which reveals nothing.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { MESSAGES_NEWSLETTER, NOM_NEWSLETTER, type Newsletter } from '@registre/shared/routes/newsletter.routes';
import { supprimerPrefixe } from '@registre/functions/adapters/s3/exports';
import { PREFIXE_NEWSLETTERS } from '@registre/functions/adapters/s3/newsletters';
import { REFUS_PDF } from '@registre/functions/adapters/documents/analysePdf';
import { appeler, cloud, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';

const LISTE = '/api/public/newsletter/findAllNewsletterNames';
const TELECHARGER = '/api/public/newsletter/telechargerNewsletter';
const PUBLIER = '/api/newsletter/publier';

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const VALIDE = fichier('valide.pdf');

const j: Record<string, string> = {};

beforeAll(async () => {
  utiliserEnvCloud();
  // only this file writes letters: start from an empty archive
  await supprimerPrefixe(PREFIXE_NEWSLETTERS);
  for (const p of ['TENEUR_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'TENEUR_ASS_HOTLINE_ADMIN', 'TELE_PRO_ADMIN_PRINC'])
    j[p] = await jetonDe(loginDe(p));
});

async function publier(
  jeton: string | undefined,
  champs: Record<string, string>,
  piece: { nom: string; octets: Buffer; type?: string } | null = { nom: 'ma-lettre.pdf', octets: VALIDE },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(champs)) form.append(k, v);
  if (piece)
    form.append('fichier', new Blob([new Uint8Array(piece.octets)], { type: piece.type ?? 'application/pdf' }), piece.nom);
  const r = await fetch(`${cloud().url}${PUBLIER}`, {
    method: 'POST',
    body: form,
    headers: jeton ? { authorization: `Bearer ${jeton}` } : {},
  });
  return { status: r.status, corps: (await r.json()) as any };
}

const lister = () => appeler<Newsletter[]>('GET', LISTE);
const telecharger = (nom: string) => fetch(`${cloud().url}${TELECHARGER}?${new URLSearchParams({ fileName: nom })}`);
const aujourdhui = () => dateIsoVersFr(dateDuJourParis(new Date()));

describe("archive des lettres d'information", () => {
  it('vide au départ : une liste vide', async () => {
    const r = await lister();
    expect(r.status).toBe(200);
    expect(r.corps).toEqual([]);
  });

  it('un administrateur du teneur publie deux lettres : listées de la plus récente à la plus ancienne, téléchargées en PDF', async () => {
    const ancienne = await publier(j.TENEUR_ADMIN_SCOND, {
      titre: 'Lettre de janvier : les vœux du registre',
      datePublication: '15/01/2026',
    });
    expect(ancienne.status, JSON.stringify(ancienne.corps)).toBe(201);
    expect(ancienne.corps).toEqual({
      nom: 'lettre-2026-01-15-lettre-de-janvier-les-voeux-du-registre.pdf',
      titre: 'Lettre de janvier : les vœux du registre',
      datePublication: '2026-01-15',
      taille: VALIDE.length,
    });
    // the client's file name is never used: the server names the letter
    const recente = await publier(
      j.TENEUR_ADMIN_PRINC,
      { titre: '  Mise à jour annuelle 2026  ', datePublication: aujourdhui() },
      { nom: '../../../etc/passwd.pdf', octets: VALIDE },
    );
    expect(recente.status, JSON.stringify(recente.corps)).toBe(201);
    expect(recente.corps.titre).toBe('Mise à jour annuelle 2026');
    expect(recente.corps.nom).toBe(`lettre-${dateDuJourParis(new Date())}-mise-a-jour-annuelle-2026.pdf`);
    expect(recente.corps.nom).toMatch(NOM_NEWSLETTER);

    const liste = await lister();
    expect(liste.corps.map((l) => l.nom)).toEqual([recente.corps.nom, ancienne.corps.nom]);
    expect(liste.corps[1]).toEqual(ancienne.corps);

    const r = await telecharger(ancienne.corps.nom);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/pdf');
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="${ancienne.corps.nom}"`);
    expect(Buffer.from(await r.arrayBuffer()).equals(VALIDE)).toBe(true);

    // the same day and title again: refused, the first one kept
    const double = await publier(j.TENEUR_ADMIN_PRINC, {
      titre: 'Lettre de janvier : les vœux du registre',
      datePublication: '15/01/2026',
    });
    expect(double.status).toBe(409);
    expect(double.corps.message).toBe(ERREURS.NEWSLETTER_EXISTANTE.message);
    expect((await lister()).corps).toHaveLength(2);

    // journaled: who published which file
    const journal = await appeler('POST', '/api/evenement-journal/rechercher', {
      jeton: j.TENEUR_ADMIN_PRINC,
      json: { dateDu: aujourdhui(), dateAu: aujourdhui(), categorie: 'NEWSLETTER' },
    });
    expect(journal.status).toBe(200);
    const lignes = journal.corps.lignes as { acteur: string; type: string; libelleType: string; cible: { libelle: string } }[];
    expect(lignes.map((l) => [l.acteur, l.type, l.cible.libelle])).toEqual(
      expect.arrayContaining([
        [loginDe('TENEUR_ADMIN_PRINC'), 'PUBLICATION_NEWSLETTER', `Fichier ${recente.corps.nom}`],
        [loginDe('TENEUR_ADMIN_SCOND'), 'PUBLICATION_NEWSLETTER', `Fichier ${ancienne.corps.nom}`],
      ]),
    );
    expect(lignes[0].libelleType).toBe("Publication d'une lettre d'information");
  });

  it('refuse la publication à un visiteur (401), à un syndic et à un teneur de la hotline (403)', async () => {
    const champs = { titre: 'Lettre refusée', datePublication: '01/02/2026' };
    expect((await publier(undefined, champs)).status).toBe(401);
    for (const p of ['TELE_PRO_ADMIN_PRINC', 'TENEUR_ASS_HOTLINE_ADMIN']) {
      const r = await publier(j[p], champs);
      expect(r.status, p).toBe(403);
      expect(r.corps.message).toBe(ERREURS.ACCES_NON_AUTORISE.message);
    }
    expect((await lister()).corps.map((l) => l.titre)).not.toContain('Lettre refusée');
  });

  it('refuse en français un fichier qui n’est pas un PDF, un PDF avec du JavaScript, un titre ou une date invalides : rien n’est publié', async () => {
    const avant = (await lister()).corps;
    const champs = { titre: 'Lettre piégée', datePublication: '01/03/2026' };
    const image = await publier(j.TENEUR_ADMIN_PRINC, champs, { nom: 'lettre.pdf', octets: fichier('photo.jpg') });
    expect(image.status).toBe(400);
    expect(image.corps.message).toBe(ERREURS.FORMAT_FICHIER_NON_AUTORISE.message);
    const javascript = await publier(j.TENEUR_ADMIN_PRINC, champs, {
      nom: 'lettre.pdf',
      octets: fichier('pdf-malveillants/openaction-javascript.pdf'),
    });
    expect(javascript.status).toBe(400);
    expect(javascript.corps.message).toBe(REFUS_PDF.javascript.message);
    const sansFichier = await publier(j.TENEUR_ADMIN_PRINC, champs, null);
    expect(sansFichier.status).toBe(400);
    expect(sansFichier.corps.message).toBe(ERREURS.NOMBRE_FICHIERS_INCORRECT.message);
    const saisie = await publier(j.TENEUR_ADMIN_PRINC, { titre: '?!', datePublication: '31/12/2999' });
    expect(saisie.status).toBe(400);
    expect(saisie.corps.erreurs).toEqual({
      titre: MESSAGES_NEWSLETTER.titreCourt,
      datePublication: MESSAGES_NEWSLETTER.dateFuture,
    });
    expect((await lister()).corps).toEqual(avant);
  });

  it('répond le même 404 pour un nom hors de l’archive : ../, chemin absolu, nom inconnu, clé de l’objet', async () => {
    const [lettre] = (await lister()).corps;
    expect(lettre).toBeDefined();
    const noms = [
      `../${lettre.nom}`,
      '../../etc/passwd',
      '/etc/passwd',
      `/${lettre.nom}`,
      `newsletters/${lettre.nom}`,
      `${lettre.nom}/../${lettre.nom}`,
      'lettre-2020-01-01-inconnue.pdf',
      lettre.nom.toUpperCase(),
    ];
    for (const nom of noms) {
      const r = await telecharger(nom);
      expect(r.status, nom).toBe(404);
      expect(r.headers.get('content-type')).toContain('application/json');
      const corps = (await r.json()) as { message: string };
      expect(corps.message, nom).toBe(ERREURS.NEWSLETTER_INTROUVABLE.message);
      expect(JSON.stringify(corps)).not.toMatch(/newsletters\/|registre-exports|passwd/);
    }
    // without the parameter: the field's French message
    const sans = await fetch(`${cloud().url}${TELECHARGER}`);
    expect(sans.status).toBe(400);
    expect(((await sans.json()) as { erreurs: Record<string, string> }).erreurs).toEqual({
      'parametres.fileName': 'Le nom du fichier est obligatoire.',
    });
  });
});
