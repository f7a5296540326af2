import { describe, expect, it } from 'vitest';
import { contenuFichier, genererDonneesCommunes, lireSources } from '../../scripts/communes.ts';
import { DONNEES_COMMUNES } from './communes.donnees.ts';
import { communeParCode, communesAbsorbeesDe, communesDe, indexer, normaliserNomCommune } from './communes.ts';

describe('données des communes', () => {
  it('sont à jour des paquets @etalab/decoupage-administratif et codes-postaux (sinon : npx tsx functions/scripts/communes.ts)', () => {
    const { communes, codesPostaux } = lireSources();
    expect(genererDonneesCommunes(communes, codesPostaux) === DONNEES_COMMUNES).toBe(true);
    expect(contenuFichier('x')).toContain('export const DONNEES_COMMUNES = `x`;');
    // regenerates the 35 000 communes from the packages: seconds on a loaded machine
  }, 60_000);

  it('s’indexent, déjà triées par nom normalisé', () => {
    const index = indexer(DONNEES_COMMUNES);
    expect(index.parCode.size).toBeGreaterThan(34_000);
    const cles = index.parNom.map((c) => normaliserNomCommune(c.nom));
    expect(cles.every((c, i) => i === 0 || cles[i - 1] <= c)).toBe(true);
  });
});

describe('communes par code postal', () => {
  it('donne les communes du code postal, avec ce code, par ordre alphabétique', async () => {
    const r = await communesDe('14100');
    expect(r).toContainEqual({ codeInsee: '14366', nom: 'Lisieux', codePostal: '14100' });
    expect(r.every((c) => c.codePostal === '14100')).toBe(true);
    expect(r.map((c) => c.nom)).toEqual([...r.map((c) => c.nom)].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('donne l’arrondissement à Paris, Lyon et Marseille, jamais la commune entière', async () => {
    expect(await communesDe('75002')).toEqual([{ codeInsee: '75102', nom: 'Paris 2e Arrondissement', codePostal: '75002' }]);
    expect(await communesDe('75116')).toEqual([{ codeInsee: '75116', nom: 'Paris 16e Arrondissement', codePostal: '75116' }]);
    expect((await communesDe('69003')).map((c) => c.codeInsee)).toEqual(['69383']);
    expect((await communesDe('13001')).map((c) => c.codeInsee)).toEqual(['13201']);
  });

  it('ne donne rien pour un code postal inconnu', async () => {
    expect(await communesDe('00000')).toEqual([]);
  });
});

describe('communes par nom', () => {
  it('cherche le début du nom sans accent, casse ni trait d’union, 20 au plus, triées', async () => {
    const r = await communesDe('saint-etienne');
    expect(r[0]).toEqual({ codeInsee: '42218', nom: 'Saint-Étienne', codePostal: '42000' });
    expect(r).toHaveLength(20);
    expect((await communesDe('ST ETIENNE'))[0]).toEqual(r[0]);
    expect(await communesDe('lisieux')).toEqual([{ codeInsee: '14366', nom: 'Lisieux', codePostal: '14100' }]);
  });

  it('donne une ligne par code postal', async () => {
    expect((await communesDe('Nantes')).filter((c) => c.codeInsee === '44109').map((c) => c.codePostal)).toEqual([
      '44000',
      '44100',
      '44200',
      '44300',
    ]);
  });

  it('range les arrondissements dans l’ordre des numéros', async () => {
    const r = await communesDe('lyon');
    expect(r.map((c) => c.codeInsee)).toEqual(
      ['69381', '69382', '69383', '69384', '69385', '69386', '69387', '69388', '69389', '27377'], // then Lyons-la-Forêt
    );
  });

  it('ne donne rien pour un nom inconnu', async () => {
    expect(await communesDe('Zzyzx')).toEqual([]);
    expect(await communesDe('!!')).toEqual([]);
  });

  it('normalise les noms', () => {
    expect(normaliserNomCommune("  L'Haÿ-les-Roses ")).toBe('l hay les roses');
    expect(normaliserNomCommune('Ste-Foy')).toBe('sainte foy');
    expect(normaliserNomCommune('Pont-St-Esprit')).toBe('pont saint esprit');
  });
});

describe('communes absorbées', () => {
  it('donne les communes déléguées et associées d’une commune, par ordre alphabétique', async () => {
    const r = await communesAbsorbeesDe('14027');
    expect(r.map((c) => c.nom)).toEqual([
      'Aunay-sur-Odon',
      'Bauquay',
      'Campandré-Valcongrain',
      'Danvou-la-Ferrière',
      'Le Plessis-Grimoult',
      'Ondefontaine',
      'Roucamps',
    ]);
    expect(r.every((c) => c.type === 'COMD')).toBe(true);
    expect(await communesAbsorbeesDe('01262')).toContainEqual({ codeInsee: '01120', nom: 'Cordieux', type: 'COMA' });
    expect((await communesAbsorbeesDe('74010')).map((c) => c.codeInsee)).toContain('74093');
  });

  it('ne donne rien pour une commune sans commune absorbée ou inconnue', async () => {
    expect(await communesAbsorbeesDe('75102')).toEqual([]);
    expect(await communesAbsorbeesDe('99999')).toEqual([]);
  });

  it('retrouve une commune par son code', async () => {
    expect(await communeParCode('2a004')).toEqual({ nom: 'Ajaccio', codesPostaux: expect.arrayContaining(['20000', '20090']) });
    expect(await communeParCode('75056')).toEqual({ nom: 'Paris', codesPostaux: [] });
    expect(await communeParCode('99999')).toBeNull();
  });
});
