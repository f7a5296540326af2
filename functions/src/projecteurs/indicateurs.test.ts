import { describe, expect, it } from 'vitest';
import { deltas } from './indicateurs.ts';

const img = (entite: string, statut = 'ACTIF') => ({ __edb_e__: { S: entite }, statut: { S: statut } });

describe('projection des indicateurs', () => {
  it('compte une création et une suppression de compte', () => {
    expect(deltas({ eventName: 'INSERT', dynamodb: { NewImage: img('utilisateur') } })).toEqual({ nbUtilisateurs: 1 });
    expect(deltas({ eventName: 'REMOVE', dynamodb: { OldImage: img('teledeclarant') } })).toEqual({ nbTeledeclarants: -1 });
  });
  it('décompte un télédéclarant passé au statut supprimé, et ignore une simple modification', () => {
    expect(
      deltas({ eventName: 'MODIFY', dynamodb: { OldImage: img('teledeclarant'), NewImage: img('teledeclarant', 'SUPPRIME') } }),
    ).toEqual({
      nbTeledeclarants: -1,
    });
    expect(deltas({ eventName: 'MODIFY', dynamodb: { OldImage: img('utilisateur'), NewImage: img('utilisateur') } })).toEqual({});
  });
  it('ignore les autres entités', () => {
    expect(deltas({ eventName: 'INSERT', dynamodb: { NewImage: img('captcha') } })).toEqual({});
  });
});
