import { describe, expect, it } from 'vitest';
import { dejaProjete, estProjete, MARQUE_LOT } from './entites.ts';

const copro = (extra: Record<string, unknown> = {}) => ({
  __edb_e__: { S: 'copropriete' },
  etat: { S: 'IMMATRICULEE' },
  ...extra,
});

describe('enregistrements lus par les projecteurs du flux', () => {
  it('passent la création d’une copropriété déjà projetée en lot (import), pas ses écritures suivantes', () => {
    const marquee = copro({ [MARQUE_LOT]: { BOOL: true } });
    expect(dejaProjete({ eventName: 'INSERT', dynamodb: { NewImage: marquee } })).toBe(true);
    expect(estProjete({ eventName: 'INSERT', dynamodb: { NewImage: marquee } })).toBe(false);
    // a later update keeps the flag on the item: it is projected like any other write
    expect(estProjete({ eventName: 'MODIFY', dynamodb: { NewImage: marquee, OldImage: marquee } })).toBe(true);
    expect(estProjete({ eventName: 'REMOVE', dynamodb: { OldImage: marquee } })).toBe(true);
  });

  it('lisent toute création écrite hors d’un lot', () => {
    expect(estProjete({ eventName: 'INSERT', dynamodb: { NewImage: copro() } })).toBe(true);
    expect(estProjete({ eventName: 'INSERT', dynamodb: { NewImage: { __edb_e__: { S: 'ligneAnnuaire' } } } })).toBe(false);
  });
});
