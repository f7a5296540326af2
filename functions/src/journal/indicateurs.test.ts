import { describe, expect, it } from 'vitest';
import { tableauDeBordTeneur, tableauMco, type Lectures } from './indicateurs.ts';

const maintenant = new Date('2026-11-25T10:00:00Z'); // week 2026-W48, November 2026

const lectures = (): Lectures => ({
  immatriculees: 120,
  compteurs: new Map([
    ['nbTeledeclarants', 14],
    ['nbUtilisateurs', 40],
    ['nbTelechargementDonneesBrutes', 3],
    ['nbTelechargementsInstitutionnels', 9],
    ['file.IMMATRICULATION', 5],
    ['file.HD-IMMATRICULATION', 2],
    ['file.RATTACHEMENT', 4],
    ['file.DISSOLUTION', 1],
    ['file.DOUBLON', 2],
    ['file.HD-DOUBLON', 1],
    // a counter read below zero after a lost record shows as zero
    ['file.HD-RATTACHEMENT', -1],
  ]),
  series: {
    immatriculationsParSemaine: new Map([
      ['2026-W47', 4],
      ['2026-W48', 2],
    ]),
    rattachementsParSemaine: new Map([['2026-W48', 3]]),
    majParMois: new Map([
      ['2026-10', 7],
      ['2026-11', 5],
    ]),
    majParAnnee: new Map([
      ['2025', 30],
      ['2026', 12],
    ]),
    telechargementsRapport: new Map([
      ['FRANCE', 2],
      ['COMMUNE', 6],
      ['INCONNU', 50],
    ]),
  },
});

describe('indicateurs MCO (assemblage)', () => {
  it('donne chaque indicateur de la spécification depuis les compteurs lus', () => {
    const t = tableauMco(lectures(), maintenant);
    expect(t.indicateurs).toEqual({
      nbCoproImmatriculees: 120,
      moyenneImmatHebdo: 3,
      nbTeledeclarants: 14,
      moyenneRattachementHebdo: 3,
      nbUtilisateurs: 40,
      nbTelechargementDonneesBrutes: 3,
      topEchelleGeographique: 'COMMUNE',
      libelleTopEchelleGeographique: 'Commune',
      nbTelechargementRapportBo: 8,
      nbTelechargementsInstitutionnels: 9,
      nbMajParAnnee: 12,
      nbMajParMois: 5,
      demandesImmatEnCours: 5,
      demandesImmatHorsDelai: 2,
      demandesRattachementEnCours: 4,
      demandesRattachementHorsDelai: 0,
      demandesDissolutionEnCours: 1,
      demandesDissolutionHorsDelai: 0,
      nbDoublons: 2,
      nbDoublonsHorsDelais: 1,
    });
    expect(t.tableau.map((l) => [l.demandeType, l.demande, l.horsDelai])).toEqual([
      ['IMMATRICULATION', 5, 2],
      ['RATTACHEMENT', 4, 0],
      ['RENOUVELLEMENT', 0, 0],
      ['DISSOLUTION', 1, 0],
      ['DOUBLON', 2, 1],
    ]);
    expect(t.series.immatriculationsParSemaine).toHaveLength(26);
    expect(t.series.immatriculationsParSemaine.slice(-2).map((p) => p.valeur)).toEqual([4, 2]);
    expect(t.series.majParMois.at(-1)).toEqual({ periode: '2026-11', libelle: 'novembre 2026', valeur: 5 });
    expect(t.series.majParAnnee.map((p) => [p.periode, p.valeur])).toEqual([
      ['2025', 30],
      ['2026', 12],
    ]);
    expect(t.telechargementsRapportParEchelle.map((e) => e.niveau)).toEqual([
      'FRANCE',
      'REGION',
      'DEPARTEMENT',
      'EPCI',
      'COMMUNE',
    ]);
  });

  it('un registre vide : des zéros, aucune échelle, l’année en cours seule', () => {
    const vide: Lectures = {
      compteurs: new Map(),
      immatriculees: 0,
      series: {
        immatriculationsParSemaine: new Map(),
        rattachementsParSemaine: new Map(),
        majParMois: new Map(),
        majParAnnee: new Map(),
        telechargementsRapport: new Map(),
      },
    };
    const t = tableauMco(vide, maintenant);
    expect(t.indicateurs.topEchelleGeographique).toBeNull();
    expect(t.indicateurs.moyenneImmatHebdo).toBe(0);
    expect(t.series.majParAnnee).toEqual([{ periode: '2026', libelle: '2026', valeur: 0 }]);
  });

  it('le tableau de bord : les demandes détaillées et le lien MCO pour les seuls administrateurs', () => {
    const admin = tableauDeBordTeneur(lectures(), maintenant, true);
    expect(admin.chiffres).toEqual({
      nbCoproImmatriculees: 120,
      moyenneImmatHebdo: 3,
      nbTeledeclarants: 14,
      nbUtilisateurs: 40,
      demandesEnCours: 12,
      demandesHorsDelai: 3,
    });
    expect(admin.tableau).toHaveLength(5);
    expect(admin.lienIndicateursMco).toBe(true);
    const hotline = tableauDeBordTeneur(lectures(), maintenant, false);
    expect(hotline).toMatchObject({ chiffres: admin.chiffres, tableau: null, lienIndicateursMco: false });
  });
});
