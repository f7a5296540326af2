import { describe, expect, it } from 'vitest';
import { DONNEES_TERRITOIRES } from '../donneesOuvertes/territoires.donnees.ts';
import { indexer } from '../donneesOuvertes/territoires.ts';
import { territoiresDe } from '../projecteurs/annuaire.ts';
import { territoiresDeCommune } from './territoires.ts';

describe('territoires d’une commune dans l’annuaire', () => {
  it('donne, pour chaque code du référentiel et quelques codes inconnus, les clés du projecteur', async () => {
    const codes = [...indexer(DONNEES_TERRITOIRES).territoires.keys(), '2a004', '20011', '97701', '98714', '99999', '75102'];
    expect(codes.length).toBeGreaterThan(39_000);
    const differents = [];
    for (const code of codes) {
      const attendu = territoiresDe(code);
      if (JSON.stringify(await territoiresDeCommune(code)) !== JSON.stringify(attendu)) differents.push(code);
    }
    expect(differents).toEqual([]);
    expect(await territoiresDeCommune('75102')).toEqual({
      region: '11',
      departement: '75',
      epci: '200054781',
      ept: null,
      commune: '75056',
    });
    // a Grand Paris commune: the Métropole and its territory (Est Ensemble)
    expect(await territoiresDeCommune('93048')).toEqual({
      region: '11',
      departement: '93',
      epci: '200054781',
      ept: '200057875',
      commune: '93048',
    });
    expect(await territoiresDeCommune(undefined)).toEqual({
      region: null,
      departement: null,
      epci: null,
      ept: null,
      commune: null,
    });
  });
});
