import { describe, expect, it } from 'vitest';
import { avancementLot, decouperEnTranches, erreursDuRefus, groupesParCopropriete } from './lots.ts';

describe('lots de mises à jour annuelles : stockage et ordre', () => {
  it('découpe les entrées en tranches bornées en nombre et en taille, dans l’ordre', () => {
    const entrees = Array.from({ length: 120 }, (_, i) => ({ i }));
    const tranches = decouperEnTranches(entrees, 1_000_000, 50);
    expect(tranches.map((t) => t.length)).toEqual([50, 50, 20]);
    expect(tranches.flat()).toEqual(entrees);
    // by size: each entry is 10 characters of JSON (+1)
    const grosses = Array.from({ length: 5 }, () => ({ x: '12' }));
    expect(decouperEnTranches(grosses, 25, 50).map((t) => t.length)).toEqual([2, 2, 1]);
    // an entry bigger than the bound still has its own slice
    expect(decouperEnTranches([{ x: 'x'.repeat(100) }, { y: 1 }], 25, 50).map((t) => t.length)).toEqual([1, 1]);
    expect(decouperEnTranches([], 25, 50)).toEqual([]);
  });

  it('groupe les entrées d’une même copropriété dans l’ordre envoyé', () => {
    const e = (index: number, numeroImmatriculation: string) => ({ index, numeroImmatriculation });
    expect(groupesParCopropriete([e(2, 'AB0000002'), e(0, 'AB0000001'), e(3, 'AB0000001'), e(1, 'AB0000003')])).toEqual([
      [e(0, 'AB0000001'), e(3, 'AB0000001')],
      [e(1, 'AB0000003')],
      [e(2, 'AB0000002')],
    ]);
  });
});

describe('lots : ce que dit un refus', () => {
  it('place chaque erreur de champ sous le chemin JSON de son entrée', () => {
    expect(
      erreursDuRefus(3, {
        code: 'REQUETE_INVALIDE',
        message: 'La requête est invalide.',
        erreurs: { 'identification.parcelle.0.numero': 'Numéro invalide.', 'identification.parcelle[0].numero': 'doublon' },
      }),
    ).toEqual([{ chemin: 'misesAJour[3].identification.parcelle[0].numero', message: 'Numéro invalide.' }]);
  });

  it('sans champ : le numéro introuvable, la version périmée, ou l’entrée elle-même', () => {
    expect(erreursDuRefus(0, { code: 'RESSOURCE_INTROUVABLE', message: 'Aucune copropriété.' })).toEqual([
      { chemin: 'misesAJour[0].numeroImmatriculation', message: 'Aucune copropriété.' },
    ]);
    expect(erreursDuRefus(1, { code: 'CONFLIT_MODIFICATION', message: 'Modifiée.' })).toEqual([
      { chemin: 'misesAJour[1].version', message: 'Modifiée.' },
    ]);
    expect(erreursDuRefus(2, { code: 'COPROPRIETE_NON_MODIFIABLE', message: 'Dissoute.', erreurs: {} })).toEqual([
      { chemin: 'misesAJour[2]', message: 'Dissoute.' },
    ]);
  });
});

describe('lots : avancement', () => {
  it('compte les entrées traitées et laisse les autres en attente', () => {
    const a = avancementLot({
      idLot: 'l1',
      numeros: ['AB0000001', 'AB0000002', null],
      resultats: [
        { index: 0, numeroImmatriculation: 'AB0000001', statut: 'APPLIQUEE', erreurs: [], idDeclaration: 12 },
        {
          index: 2,
          numeroImmatriculation: null,
          statut: 'REFUSEE',
          code: 'REQUETE_INVALIDE',
          erreurs: [{ chemin: 'misesAJour[2]', message: 'La valeur doit être un ensemble de champs.' }],
        },
      ],
    });
    expect(a).toMatchObject({ idLot: 'l1', statut: 'EN_COURS', total: 3, appliquees: 1, refusees: 1 });
    expect(a.resultats[0]).toEqual({
      index: 0,
      numeroImmatriculation: 'AB0000001',
      statut: 'APPLIQUEE',
      code: null,
      idDeclaration: 12,
      erreurs: [],
    });
    expect(a.resultats[1]).toMatchObject({ index: 1, numeroImmatriculation: 'AB0000002', statut: 'EN_ATTENTE', erreurs: [] });
    expect(a.resultats[2]).toMatchObject({ statut: 'REFUSEE', code: 'REQUETE_INVALIDE' });
  });

  it('est terminé quand chaque entrée a son résultat', () => {
    const a = avancementLot({
      idLot: 'l2',
      numeros: ['AB0000001'],
      resultats: [{ index: 0, numeroImmatriculation: 'AB0000001', statut: 'REFUSEE', erreurs: [] }],
    });
    expect(a).toMatchObject({ statut: 'TERMINE', total: 1, appliquees: 0, refusees: 1 });
  });
});
