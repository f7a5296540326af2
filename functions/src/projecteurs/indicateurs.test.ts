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
  it('compte les mises à jour annuelles en retard : entrée et sortie du retard, suppression', () => {
    const copro = (statut?: string, etat = 'IMMATRICULEE_RATTACHEE') => ({
      __edb_e__: { S: 'copropriete' },
      etat: { S: etat },
      ...(statut && { statutMajAnnuelle: { S: statut } }),
    });
    const modif = (avant: ReturnType<typeof copro>, apres: ReturnType<typeof copro>) =>
      deltas({ eventName: 'MODIFY', dynamodb: { OldImage: avant, NewImage: apres } });
    expect(modif(copro('A_FAIRE'), copro('EN_RETARD'))).toEqual({ nbMajAnnuellesEnRetard: 1 });
    expect(modif(copro('EN_RETARD'), copro('FAITE'))).toEqual({ nbMajAnnuellesEnRetard: -1 });
    expect(modif(copro('EN_RETARD'), copro('EN_RETARD'))).toEqual({});
    expect(modif(copro('EN_RETARD'), copro('EN_RETARD', 'SUPPRIMEE'))).toEqual({ nbMajAnnuellesEnRetard: -1 });
    expect(modif(copro('A_FAIRE'), copro())).toEqual({});
    expect(deltas({ eventName: 'INSERT', dynamodb: { NewImage: copro('EN_RETARD') } })).toEqual({ nbMajAnnuellesEnRetard: 1 });
    expect(deltas({ eventName: 'REMOVE', dynamodb: { OldImage: copro('EN_RETARD') } })).toEqual({ nbMajAnnuellesEnRetard: -1 });
  });
  it('ignore les autres entités', () => {
    expect(deltas({ eventName: 'INSERT', dynamodb: { NewImage: img('captcha') } })).toEqual({});
  });
});
