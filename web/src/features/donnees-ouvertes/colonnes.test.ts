import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { GROUPES_COLONNES, GUIDE_COLONNES, colonnesDuGroupe } from './colonnes.ts';

describe('guide de lecture des colonnes du fichier RNIC', () => {
  it('couvre les 72 colonnes du fichier, dans leur ordre, numérotées de 1 à 72', () => {
    expect(GUIDE_COLONNES).toHaveLength(72);
    expect(GUIDE_COLONNES.map((c) => c.nom)).toEqual([...COLONNES_RNIC]);
    expect(GUIDE_COLONNES.map((c) => c.numero)).toEqual(Array.from({ length: 72 }, (_, i) => i + 1));
  });

  it('donne une signification en français à chaque colonne, toutes différentes', () => {
    for (const c of GUIDE_COLONNES) {
      expect(c.signification.trim().length, c.nom).toBeGreaterThan(10);
      expect(c.signification, c.nom).toMatch(/\.$/);
    }
    expect(new Set(GUIDE_COLONNES.map((c) => c.signification)).size).toBe(72);
  });

  it('les thèmes se suivent sans trou ni chevauchement et réunissent les 72 colonnes', () => {
    expect(GROUPES_COLONNES[0].du).toBe(1);
    expect(GROUPES_COLONNES.at(-1)!.au).toBe(72);
    GROUPES_COLONNES.forEach((g, i) => {
      expect(g.au, g.id).toBeGreaterThanOrEqual(g.du);
      if (i > 0) expect(g.du, g.id).toBe(GROUPES_COLONNES[i - 1].au + 1);
    });
    expect(GROUPES_COLONNES.flatMap(colonnesDuGroupe)).toEqual(GUIDE_COLONNES);
  });
});
