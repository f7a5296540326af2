import { describe, expect, it } from 'vitest';
import { deltas, deltasSeries, planifierIndicateurs } from './indicateurs.ts';
import { estProjete } from './entites.ts';

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
  it('[issue 23] ne compte plus les copropriétés immatriculées : le nombre est celui des statistiques de la France', () => {
    const copro = (etat: string) => ({ __edb_e__: { S: 'copropriete' }, idCopropriete: { N: '7' }, etat: { S: etat } });
    const entree = {
      eventName: 'MODIFY' as const,
      dynamodb: { OldImage: copro('BROUILLON'), NewImage: copro('IMMATRICULEE_RATTACHEE') },
    };
    expect(planifierIndicateurs([entree])).toEqual([]);
    expect(deltas(entree)).toEqual({});
  });
  it('[issue 14] une ligne de journal comptée : sa marque (expirant 3 jours après) et ses séries', () => {
    const horodatage = '2026-11-25T10:00:00.000Z';
    const ligne = (type: string) => ({
      eventName: 'INSERT' as const,
      dynamodb: {
        NewImage: { __edb_e__: { S: 'evenement' }, id: { S: 'abc' }, type: { S: type }, horodatage: { S: horodatage } },
      },
    });
    expect(planifierIndicateurs([ligne('MAJ_STANDARD')])).toEqual([
      {
        marque: 'EVT#abc',
        ttl: Date.parse(horodatage) / 1000 + 3 * 86_400,
        mouvements: [
          { groupe: 'MAJ_MOIS', cle: '2026-11', delta: 1 },
          { groupe: 'MAJ_ANNEE', cle: '2026', delta: 1 },
        ],
      },
    ]);
    expect(planifierIndicateurs([ligne('CONNEXION')])).toEqual([]);
  });
  it('[issue 14] range les lignes de journal comptées dans leurs séries (semaine, mois, année de Paris)', () => {
    const ligne = (type: string, horodatage = '2026-11-29T23:30:00.000Z') => ({
      eventName: 'INSERT' as const,
      dynamodb: { NewImage: { __edb_e__: { S: 'evenement' }, type: { S: type }, horodatage: { S: horodatage } } },
    });
    // Sunday 29/11 23:30 UTC is Monday 30/11 in Paris: week 49
    expect(deltasSeries(ligne('IMMATRICULATION_COPROPRIETE'))).toEqual({ 'IMMAT_SEMAINE|2026-W49': 1 });
    expect(deltasSeries(ligne('RATTACHEMENT_VALIDE', '2026-11-25T10:00:00.000Z'))).toEqual({
      'RATTACHEMENT_SEMAINE|2026-W48': 1,
    });
    expect(deltasSeries(ligne('MAJ_ANNUELLE', '2026-12-31T23:30:00.000Z'))).toEqual({
      'MAJ_MOIS|2027-01': 1,
      'MAJ_ANNEE|2027': 1,
    });
    expect(deltasSeries(ligne('MAJ_STANDARD', '2026-06-15T08:00:00.000Z'))).toEqual({
      'MAJ_MOIS|2026-06': 1,
      'MAJ_ANNEE|2026': 1,
    });
    // other lines, a replayed change (not an insert), another entity, a broken timestamp: nothing
    expect(deltasSeries(ligne('CONNEXION'))).toEqual({});
    expect(deltasSeries({ ...ligne('RATTACHEMENT_VALIDE'), eventName: 'MODIFY' })).toEqual({});
    expect(deltasSeries(ligne('MAJ_ANNUELLE', 'pas une date'))).toEqual({});
    expect(deltasSeries({ eventName: 'INSERT', dynamodb: { NewImage: img('utilisateur') } })).toEqual({});
  });
  it('[issue 14] ne passe au projecteur que les lignes de journal comptées', () => {
    const ligne = (type: string) => ({ dynamodb: { NewImage: { __edb_e__: { S: 'evenement' }, type: { S: type } } } });
    expect(estProjete(ligne('RATTACHEMENT_VALIDE'))).toBe(true);
    expect(estProjete(ligne('CONNEXION'))).toBe(false);
    expect(estProjete({ dynamodb: { NewImage: img('copropriete') } })).toBe(true);
    expect(estProjete({ dynamodb: { NewImage: img('compteur') } })).toBe(false);
  });
  it('ignore les autres entités', () => {
    expect(deltas({ eventName: 'INSERT', dynamodb: { NewImage: img('captcha') } })).toEqual({});
  });
});
