/**
 * The memo sheets (spec 001 §3 "Other", §7 "Newsletter and memo sheets"): every category lists its sheets (name,
 * title, summary, size, download path), anonymously; each download is the PDF of that size with its title in it;
 * another category answers a French 400; a name that is not a sheet's (`../`, absolute, unknown) answers the same
 * 404, which reveals nothing.
 */
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_FICHES_MEMO, fichesDeCategorie } from '@registre/shared/domain/fichesMemo/contenu';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { MESSAGE_CATEGORIE_FICHE_MEMO, type FicheMemoListee } from '@registre/shared/routes/fichesMemo.routes';
import { appeler, cloud } from '../support/api.ts';

const LISTE = '/api/public/fichesmemo/recupereNomDesFichiers';
const TELECHARGER = '/api/public/fichesmemo/telecharger';
const lister = (categorie: string) => appeler<FicheMemoListee[]>('GET', `${LISTE}?${new URLSearchParams({ categorie })}`);

describe('fiches mémo', () => {
  it.each(CATEGORIES_FICHES_MEMO)('%s : ses fiches, chacune un PDF qui porte son titre', async (categorie) => {
    const r = await lister(categorie);
    expect(r.status).toBe(200);
    expect(r.corps.map((f) => f.nom)).toEqual(fichesDeCategorie(categorie).map((f) => f.fichier));
    for (const f of r.corps) {
      expect(f.categorie).toBe(categorie);
      expect(f.lien).toBe(`${TELECHARGER}?${new URLSearchParams({ fichier: f.nom })}`);
      const pdf = await fetch(`${cloud().url}${f.lien}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${f.nom}"`);
      const octets = new Uint8Array(await pdf.arrayBuffer());
      expect(octets.length).toBe(f.taille);
      expect(Buffer.from(octets.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(octets);
      expect(doc.getTitle()).toBe(f.titre);
      expect(doc.getPageCount()).toBeGreaterThan(0);
    }
  });

  it('une autre catégorie, ou aucune : 400 en français', async () => {
    for (const chemin of [`${LISTE}?categorie=SYNDIC`, `${LISTE}?categorie=general`, LISTE]) {
      const r = await appeler('GET', chemin);
      expect(r.status, chemin).toBe(400);
      expect(JSON.stringify(r.corps), chemin).toContain(MESSAGE_CATEGORIE_FICHE_MEMO);
    }
  });

  it("un nom qui n'est pas celui d'une fiche : le même 404", async () => {
    const noms = [
      '../fiche-memo-le-registre-en-bref.pdf',
      '/etc/passwd',
      'fiche-memo-inconnue.pdf',
      'fiche-memo-le-registre-en-bref.PDF',
      '',
    ];
    for (const nom of noms) {
      const r = await appeler('GET', `${TELECHARGER}?${new URLSearchParams({ fichier: nom })}`);
      expect(r.status, nom).toBe(404);
      expect(r.corps, nom).toMatchObject({ message: ERREURS.FICHE_MEMO_INTROUVABLE.message });
    }
  });
});
