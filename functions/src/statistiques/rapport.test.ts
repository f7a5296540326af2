import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { chiffresDepuis } from '@registre/shared/domain/annuaire/statistiques';
import { SEUIL_SECRET } from '@registre/shared/domain/annuaire/secret';
import { chiffresSchema, type Chiffres } from '@registre/shared/schemas/statistiques';
import { texteDuPdf } from '../../../tests/support/pdf.ts';
import { nomRapport, rapportPdf, rapportXlsx, slug, texteWinAnsi } from './rapport.ts';

const JOUR = new Date('2026-03-31T22:30:00Z'); // already 1 April in Paris

/** Figures of a department for 2025: 1 234 condominiums, a breakdown with small cells (secret). */
const essonne: Chiffres = chiffresSchema.parse(
  chiffresDepuis(
    {
      n: 1234,
      lots: 45678,
      lp: 30123,
      sec: 3,
      t_T2_10: 600,
      lt_T2_10: 3000,
      t_T11_49: 500,
      lt_T11_49: 12000,
      t_T50_199: 130,
      lt_T50_199: 25000,
      t_T200: 4,
      lt_T200: 5678,
      p_AVANT_1949: 1000,
      p_NON_CONNUE: 234,
      s_PROFESSIONNEL: 1200,
      s_BENEVOLE: 34,
      m_EN_COURS: 1234,
      maj_FAITE: 1234,
    },
    { niveau: 'DEPARTEMENT', code: '91', nom: 'Essonne' },
    { annee: 2025 },
    '2026-03-30T10:00:00.000Z',
  ),
);
const france: Chiffres = chiffresSchema.parse(
  chiffresDepuis(
    {
      n: 500,
      lots: 9000,
      lp: 7000,
      t_T2_10: 500,
      lt_T2_10: 9000,
      p_AVANT_1949: 500,
      s_BENEVOLE: 500,
      m_AUCUN: 500,
      maj_A_FAIRE: 500,
    },
    { niveau: 'FRANCE', code: null, nom: 'France' },
    {},
    null,
  ),
);

describe('nom du rapport', () => {
  it('dit le territoire, la période et le jour à Paris, en ASCII sans espace', () => {
    expect(nomRapport(essonne, 'xlsx', JOUR)).toBe('statistiques-registre-departement-91-essonne-2025-20260401.xlsx');
    expect(nomRapport(france, 'pdf', JOUR)).toBe('statistiques-registre-france-tout-20260401.pdf');
    const evry = { ...essonne, territoire: { niveau: 'COMMUNE' as const, code: '91228', nom: 'Évry-Courcouronnes' } };
    const t1 = { ...evry, periode: { annee: 2024, trimestre: 1, libelle: '1er trimestre 2024' } };
    expect(nomRapport(t1, 'pdf', JOUR)).toBe('statistiques-registre-commune-91228-evry-courcouronnes-2024-t1-20260401.pdf');
    expect(slug("Provence-Alpes-Côte d'Azur")).toBe('provence-alpes-cote-d-azur');
    expect(slug('Œuilly')).toBe('oeuilly');
    expect(nomRapport(t1, 'pdf', JOUR)).toMatch(/^[a-z0-9.-]+$/);
  });
});

describe('rapport xlsx', () => {
  it('se relit : une synthèse et une feuille par répartition, des nombres, le secret écrit en clair', async () => {
    expect(essonne.parTaille.find((l) => l.code === 'T200')?.coproprietes).toBe('SECRET');
    const fichier = await rapportXlsx(essonne, JOUR);
    expect(fichier.subarray(0, 2).toString()).toBe('PK');
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.load(fichier as unknown as ArrayBuffer);
    expect(classeur.worksheets.map((f) => f.name)).toEqual([
      'Synthèse',
      'Par taille',
      'Période de construction',
      'Type de syndic',
      'Mandat',
      'Mise à jour annuelle',
    ]);
    const lignes = (nom: string) =>
      (classeur.getWorksheet(nom)!.getSheetValues() as unknown[][]).filter(Boolean).map((l) => l.slice(1));
    const synthese = lignes('Synthèse');
    expect(synthese).toContainEqual(['Territoire', 'Essonne']);
    expect(synthese).toContainEqual(["Période d'immatriculation", 'Année 2025']);
    expect(synthese).toContainEqual(['Rapport produit le', '01/04/2026']);
    expect(synthese).toContainEqual(['Copropriétés immatriculées', 1234]);
    expect(synthese).toContainEqual(['Lots', 45678]);
    expect(synthese).toContainEqual(['Syndicats secondaires (comptés à part)', 'secret statistique']);
    expect(synthese.flat().join(' ')).toContain(`moins de ${SEUIL_SECRET} copropriétés`);

    const taille = lignes('Par taille');
    expect(taille).toContainEqual(['Taille', 'Copropriétés', 'Part des copropriétés', 'Lots']);
    const petite = taille.find((l) => l[0] === 'De 2 à 10 lots')!;
    expect(petite[1]).toBe(600);
    expect(petite[2]).toBeCloseTo(600 / 1234);
    expect(petite[3]).toBe(3000);
    expect(taille.find((l) => l[0] === '200 lots et plus')).toEqual([
      '200 lots et plus',
      'secret statistique',
      'secret statistique',
      'secret statistique',
    ]);
    expect(taille).toContainEqual(['Total', 1234, 1, 45678]);
    expect(lignes('Type de syndic')).toContainEqual(['Type de syndic', 'Copropriétés', 'Part des copropriétés']);
  });
});

describe('rapport pdf', () => {
  it('est un PDF A4 qui nomme le territoire et la période, et écrit « secret statistique »', async () => {
    const pdf = Buffer.from(await rapportPdf(essonne, JOUR));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texte = texteDuPdf(pdf);
    expect(texte).toContain('Département : Essonne (91)');
    expect(texte).toContain("Période d'immatriculation : Année 2025");
    expect(texte).toContain('Répartition par période de construction');
    expect(texte).toContain('1 234');
    expect(texte).toContain('De 2 à 10 lots');
    // the masked cells, beside the note that always explains the rule
    const secrets = texte.split('« secret statistique »').length - 1;
    expect(secrets).toBeGreaterThanOrEqual(3);
    expect(texte).toMatch(/Page 1 \/ \d/);
    expect(texte).toContain(`moins de ${SEUIL_SECRET} copropriétés`);
  });

  it('sans secret, seule la règle le mentionne', async () => {
    const texte = texteDuPdf(Buffer.from(await rapportPdf(france, JOUR)));
    expect(texte).toContain('France entière');
    expect(texte).toContain('Depuis l');
    expect(texte.split('« secret statistique »').length - 1).toBe(1);
  });

  it('écrit tout en secret pour un territoire de moins de 11 copropriétés', async () => {
    const petit = chiffresSchema.parse(
      chiffresDepuis(
        { n: 3, lots: 20, lp: 12, t_T2_10: 3, lt_T2_10: 20 },
        { niveau: 'COMMUNE', code: '91228', nom: 'Évry-Courcouronnes' },
        {},
        null,
      ),
    );
    const texte = texteDuPdf(Buffer.from(await rapportPdf(petit, JOUR)));
    expect(texte).toContain('Commune : Évry-Courcouronnes (91228)');
    expect(texte).not.toMatch(/^3$/m);
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.load((await rapportXlsx(petit, JOUR)) as unknown as ArrayBuffer);
    expect(classeur.getWorksheet('Synthèse')!.getSheetValues().flat()).not.toContain(3);
  });

  it('simplifie les caractères hors des polices standard', () => {
    expect(texteWinAnsi('1\u202f234 « é » œ ’ ā ✓')).toBe('1 234 « é » œ ’ a ?');
  });
});
