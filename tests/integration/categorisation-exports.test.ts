/**
 * [issue 13] The exports of the categorisation tool: synthesis reports (xlsx, pdf), extractions (xlsx, csv with
 * `;` and a BOM, formulas neutralised), fact sheets (one PDF, a zip with the warning header for the sheets that
 * could not be made). Files are opened with parsers, not only their status read. A synthetic register (numbers
 * starting with ZE) loaded by the RNIC import and projected; one condominium is renamed like a formula.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  appeler,
  cloud,
  jetonDe,
  loginDe,
  projectionsAJour,
  utiliserEnvCloud,
  charteAcceptee,
  semerRegistre,
} from '../support/api.ts';
import { lignesJournal } from '../support/journal.ts';
import { texteDuPdf } from '../support/pdf.ts';

const N = 60;
const PREFIXE = 'ZE';
// the searches' text: the start of these numbers (« ze » could be part of a generated name)
const TEXTE = `${PREFIXE}0`;
const FORMULE = "=cmd|' /C calc'!A0";

let institutionnel: string;
let lignes: { numeroImmatriculation: string; codeDepartement: string; nom: string | null }[];

async function telecharger(chemin: string, corps?: unknown, jeton = institutionnel, methode = 'POST') {
  const r = await fetch(`${cloud().url}${chemin}`, {
    method: methode,
    headers: { authorization: `Bearer ${jeton}`, ...(corps !== undefined && { 'content-type': 'application/json' }) },
    body: corps === undefined ? undefined : JSON.stringify(corps),
  });
  return { status: r.status, entetes: r.headers, octets: Buffer.from(await r.arrayBuffer()) };
}
const nomFichier = (h: Headers) => /filename="([^"]+)"/.exec(h.get('content-disposition') ?? '')?.[1];
const AAAAMMJJ = /-\d{8}\./;

beforeAll(async () => {
  utiliserEnvCloud();
  await semerRegistre({ lignes: N, graine: 29, premier: `${PREFIXE}0000001` });
  // a name that a spreadsheet would run as a formula
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  await db()
    .entities.copropriete.patch({
      idCopropriete: (
        await db()
          .entities.copropriete.query.parImmatriculation({ immatriculation: `${PREFIXE}0000001` })
          .go()
      ).data[0].idCopropriete,
    })
    .set({ nomCopropriete: FORMULE })
    .go();
  await projectionsAJour();
  institutionnel = await charteAcceptee(await jetonDe('institutionnel'));
  const tout = await appeler('POST', '/api/public/categorisation/findWithCriterias', {
    jeton: institutionnel,
    json: { immatriculationOuNom: TEXTE },
  });
  expect(tout.status, JSON.stringify(tout.corps)).toBe(200);
  lignes = tout.corps.lignes;
  expect(lignes.length).toBeGreaterThan(40);
}, 240_000);

describe('rapport de synthèse', () => {
  it('xlsx : la synthèse et les quatre chapitres de la sélection', async () => {
    const r = await telecharger('/api/public/categorisation/download-xlsx-rapport-synthetique', {
      immatriculationOuNom: TEXTE,
    });
    expect(r.status, r.octets.toString()).toBe(200);
    expect(nomFichier(r.entetes)).toMatch(/^rapport-synthetique-\d{8}\.xlsx$/);
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(r.octets));
    expect(classeur.worksheets.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Synthèse', 'Lots', 'Organisation juridique', 'Données techniques']),
    );
    const synthese = JSON.stringify(classeur.getWorksheet('Synthèse')!.getSheetValues());
    expect(synthese).toContain('France entière');
    expect(synthese).toContain(String(lignes.length));
  });

  it('pdf : les mêmes chapitres', async () => {
    const r = await telecharger('/api/public/categorisation/download-pdf-rapport-synthetique', { immatriculationOuNom: TEXTE });
    expect(r.status).toBe(200);
    expect(nomFichier(r.entetes)).toMatch(/^rapport-synthetique-\d{8}\.pdf$/);
    expect((await PDFDocument.load(r.octets)).getPageCount()).toBeGreaterThan(0);
    const t = texteDuPdf(r.octets);
    for (const titre of ['Lots', 'Organisation juridique', 'Données techniques', 'Numéro ou nom']) expect(t).toContain(titre);
  });
});

describe('extractions', () => {
  it('csv : « ; », BOM, les colonnes cochées, la formule neutralisée', async () => {
    const r = await telecharger('/api/public/categorisation/extractDatasForCsv', {
      criteres: { immatriculationOuNom: TEXTE },
      colonnes: ['numeroImmatriculation', 'nom', 'codeDepartement'],
    });
    expect(r.status, r.octets.toString()).toBe(200);
    expect(nomFichier(r.entetes)).toMatch(/^extraction-coproprietes-\d{8}\.csv$/);
    expect(r.octets.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rangs = parse(r.octets, { bom: true, delimiter: ';' }) as string[][];
    // [issue 27] the department's name as the screen shows it, its code in a column of its own
    expect(rangs[0]).toEqual(["Numéro d'immatriculation", 'Nom', 'Département', 'Code du département']);
    expect(rangs).toHaveLength(lignes.length + 1);
    const premiere = lignes.find((l) => l.codeDepartement === '75');
    if (premiere) expect(rangs.find((x) => x[0] === premiere.numeroImmatriculation)?.slice(2)).toEqual(['Paris', '75']);
    expect(rangs.find((x) => x[0] === `${PREFIXE}0000001`)?.[1]).toBe(`'${FORMULE}`);
  });

  it('xlsx : seulement les lignes cochées', async () => {
    const choisies = lignes.slice(0, 3).map((l) => l.numeroImmatriculation);
    const r = await telecharger('/api/public/categorisation/extractDatas', {
      criteres: { immatriculationOuNom: TEXTE },
      colonnes: ['numeroImmatriculation', 'typeSyndic'],
      immatriculations: choisies,
    });
    expect(r.status).toBe(200);
    expect(nomFichier(r.entetes)).toMatch(AAAAMMJJ);
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(r.octets));
    const f = classeur.worksheets[0];
    expect(f.rowCount).toBe(4);
    expect([2, 3, 4].map((i) => f.getRow(i).getCell(1).value)).toEqual(choisies);
    // [issue 27] labels, never the raw codes (`PROFESSIONNEL`, `EN_COURS`)
    const libelles = ['Syndic professionnel', 'Syndic bénévole', 'Sans syndic connu'];
    for (const i of [2, 3, 4]) expect(libelles).toContain(f.getRow(i).getCell(2).value);
  });

  it('xlsx : les libellés de l’écran pour chaque colonne codée (issue 27)', async () => {
    const r = await telecharger('/api/public/categorisation/extractDatas', {
      criteres: { immatriculationOuNom: TEXTE },
      colonnes: ['numeroImmatriculation', 'etat', 'statutMandat', 'codeRegion', 'typeSyndic'],
    });
    expect(r.status).toBe(200);
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(r.octets));
    const f = classeur.worksheets[0];
    expect(f.getRow(1).values).toEqual([
      undefined,
      "Numéro d'immatriculation",
      'Statut',
      'Mandat',
      'Région',
      'Code de la région',
      'Type de syndic',
    ]);
    const valeurs = f
      .getSheetValues()
      .slice(2)
      .flatMap((l) => (l as unknown[]).slice(2));
    for (const code of ['PROFESSIONNEL', 'BENEVOLE', 'EN_COURS', 'EXPIRE', 'IMMATRICULEE_RATTACHEE'])
      expect(valeurs).not.toContain(code);
    expect(valeurs.some((v) => typeof v === 'string' && /^Mandat |^Sans mandat$/.test(v))).toBe(true);
  });

  it('refuse une colonne inconnue et des critères invalides (400 en français)', async () => {
    const r = await appeler('POST', '/api/public/categorisation/extractDatasForCsv', {
      jeton: institutionnel,
      json: { criteres: { departements: ['999'] }, colonnes: ['motDePasse'] },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.corps)).toMatch(/Colonne inconnue/);
  });
});

describe('fiches copropriété', () => {
  it('une fiche en PDF, par lien et par formulaire', async () => {
    const immat = lignes[0].numeroImmatriculation;
    for (const r of [
      await telecharger(
        `/api/public/categorisation/download-single-fiche-copropriete/${immat}`,
        undefined,
        institutionnel,
        'GET',
      ),
      await telecharger('/api/public/categorisation/download-rapport-for-copropriete', { immatriculation: immat }),
    ]) {
      expect(r.status, r.octets.toString()).toBe(200);
      expect(nomFichier(r.entetes)).toBe(`fiche-copropriete-${immat}-${nomFichier(r.entetes)!.slice(-12, -4)}.pdf`);
      const t = texteDuPdf(r.octets);
      expect(t).toContain(`Fiche copropriété ${immat}`);
      expect(t).toContain('Organisation juridique');
    }
    expect(
      (
        await telecharger(
          '/api/public/categorisation/download-single-fiche-copropriete/ZZ9999999',
          undefined,
          institutionnel,
          'GET',
        )
      ).status,
    ).toBe(404);
  });

  it('un zip des fiches, avec l’avertissement pour celles qui manquent', async () => {
    const choisies = lignes.slice(0, 4).map((l) => l.numeroImmatriculation);
    const r = await telecharger('/api/public/categorisation/download-zip-fiche-copropriete', {
      immatriculations: [...choisies, 'ZZ9999998'],
    });
    expect(r.status).toBe(200);
    expect(nomFichier(r.entetes)).toMatch(/^fiches-coproprietes-\d{8}\.zip$/);
    expect(decodeURIComponent(r.entetes.get('x-sicoproapp-warning') ?? '')).toMatch(
      /1 fiche\(s\) n'ont pas pu être produites : ZZ9999998/,
    );
    // the archive's central directory names the four sheets
    const noms = [...r.octets.toString('latin1').matchAll(/fiche-copropriete-(Z[A-Z]\d{7})-\d{8}\.pdf/g)].map((m) => m[1]);
    expect(new Set(noms)).toEqual(new Set(choisies));
    const trop = await appeler('POST', '/api/public/categorisation/download-zip-fiche-copropriete', {
      jeton: institutionnel,
      json: { immatriculations: Array.from({ length: 201 }, (_, i) => `ZE${String(i).padStart(7, '0')}`) },
    });
    expect(trop.status).toBe(400);
    expect(JSON.stringify(trop.corps)).toMatch(/Au plus 200 fiches/);
  });

  it('journalise chaque téléchargement et le compte pour les indicateurs MCO', async () => {
    const types = (await lignesJournal({ acteur: 'institutionnel' }, 'TELECHARGEMENT_CATEGORISATION')).map(
      (l) => l.details?.fichier,
    );
    expect(types).toEqual(expect.arrayContaining(['rapport-synthetique.xlsx', 'extraction.csv', 'fiche.pdf', 'fiches.zip']));
    // and counted for the keepers' MCO indicators
    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    const mco = await appeler('GET', '/api/indicateurMCO/allTableau', { jeton: teneur });
    expect(mco.status).toBe(200);
    expect(mco.corps.indicateurs.nbTelechargementsInstitutionnels).toBeGreaterThanOrEqual(types.length);
  });
});

describe('exports en arrière-plan (workflow export-categorisation)', () => {
  /** Follows an export to its end; the progress seen meanwhile is checked by `progression`. */
  async function attendre(
    execution: string,
    progression: (p: { fait: number; total: number; pourcentage: number }) => void = () => undefined,
    jeton = institutionnel,
  ) {
    for (let i = 0; i < 200; i++) {
      const r = await appeler('GET', `/api/categorisation/exports/${execution}`, { jeton });
      expect(r.status, JSON.stringify(r.corps)).toBe(200);
      if (r.corps.statut !== 'EN_COURS') {
        expect(r.corps.progression).toBeNull();
        return r.corps;
      }
      if (r.corps.progression) {
        expect(r.corps.progression.fait).toBeLessThanOrEqual(r.corps.progression.total);
        expect(r.corps.progression.pourcentage).toBeLessThan(100);
        progression(r.corps.progression);
      }
      await new Promise((ok) => setTimeout(ok, 300));
    }
    throw new Error('export trop long');
  }

  it('une extraction csv écrite dans le bucket, proposée par un lien quand elle est prête', async () => {
    const r = await appeler('POST', '/api/categorisation/exports', {
      jeton: institutionnel,
      json: {
        type: 'EXTRACTION_CSV',
        extraction: { criteres: { immatriculationOuNom: TEXTE }, colonnes: ['numeroImmatriculation', 'nom'] },
      },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    // its progress: the rows read out of the register's condominiums (a France-wide selection reads them all)
    const fin = await attendre(r.corps.execution, (p) => expect(p.total).toBeGreaterThanOrEqual(lignes.length));
    expect(fin).toMatchObject({ statut: 'TERMINE', fichier: { lignes: lignes.length }, avertissement: null });
    expect(fin.fichier.nom).toMatch(/^extraction-coproprietes-\d{8}\.csv$/);
    const f = await fetch(fin.fichier.lien);
    expect(f.status).toBe(200);
    const rangs = parse(Buffer.from(await f.arrayBuffer()), { bom: true, delimiter: ';' }) as string[][];
    expect(rangs).toHaveLength(lignes.length + 1);
    // followed by its author only
    const autre = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    expect((await appeler('GET', `/api/categorisation/exports/${r.corps.execution}`, { jeton: autre })).status).toBe(403);
    expect(
      (
        await appeler('GET', `/api/categorisation/exports/${'0'.repeat(16)}-${r.corps.execution.slice(17)}`, {
          jeton: institutionnel,
        })
      ).status,
    ).toBe(404);
  });

  it('un zip de fiches, avec l’avertissement dans le résultat', async () => {
    const choisies = lignes.slice(0, 3).map((l) => l.numeroImmatriculation);
    const r = await appeler('POST', '/api/categorisation/exports', {
      jeton: institutionnel,
      json: { type: 'FICHES_ZIP', immatriculations: [...choisies, 'ZZ9999997'] },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    // its progress: the sheets out of the four asked
    const fin = await attendre(r.corps.execution, (p) => expect(p.total).toBe(4));
    expect(fin).toMatchObject({ statut: 'TERMINE', fichier: { lignes: 3 } });
    expect(fin.avertissement).toMatch(/ZZ9999997/);
    const zip = Buffer.from(await (await fetch(fin.fichier.lien)).arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('autorisations', () => {
  it('refuse les autres profils (403) et les anonymes (401)', async () => {
    const syndic = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    for (const jeton of [syndic, teneur])
      expect((await telecharger('/api/public/categorisation/download-pdf-rapport-synthetique', {}, jeton)).status).toBe(403);
    const anonyme = await fetch(
      `${cloud().url}/api/public/categorisation/download-single-fiche-copropriete/${lignes[0].numeroImmatriculation}`,
    );
    expect(anonyme.status).toBe(401);
  });
});
