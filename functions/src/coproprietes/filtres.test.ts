import { describe, expect, it } from 'vitest';
import { correspondSaisie, filtrerCoproprietes, statutRattachement, type LigneCopropriete } from './filtres.ts';

const ligne = (l: Partial<LigneCopropriete>): LigneCopropriete => ({
  idCopropriete: 1,
  idDeclaration: 1,
  immatriculation: null,
  nomCopropriete: null,
  adresseReference: null,
  etat: 'IMMATRICULEE_RATTACHEE',
  statutRattachement: null,
  numTeledeclarant: 1001,
  nbLots: 10,
  nbBatiments: 1,
  dateFinMandat: null,
  majAnnuelle: null,
  representantLegal: null,
  parcellesNonGeolocalisees: false,
  ...l,
});
const page = { pageNumber: 1, pageSize: 10 };

describe('liste des copropriétés', () => {
  const lignes = [
    ligne({ idCopropriete: 1, immatriculation: 'AA0000001', nomCopropriete: 'Les Acacias' }),
    ligne({ idCopropriete: 2, etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', nomCopropriete: 'Le Belvédère' }),
    ligne({
      idCopropriete: 3,
      immatriculation: 'AA0000003',
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      parcellesNonGeolocalisees: true,
    }),
    ligne({ idCopropriete: 4, etat: 'SUPPRIMEE' }),
  ];
  const idsDe = (c: Parameters<typeof filtrerCoproprietes>[1]) =>
    filtrerCoproprietes(lignes, c).lignes.map((l) => l.idCopropriete);

  it('toutes sauf les supprimées, la plus récente d’abord', () => {
    expect(idsDe({ paginationOptions: page })).toEqual([3, 2, 1]);
    expect(idsDe({ filtre: 'seeAllCopro', paginationOptions: page })).toEqual([3, 2, 1]);
  });
  it('filtres par état et parcelles non géolocalisées', () => {
    expect(idsDe({ filtre: 'immatriculee', paginationOptions: page })).toEqual([3, 1]);
    expect(idsDe({ filtre: 'mandate', paginationOptions: page })).toEqual([1]);
    expect(idsDe({ filtre: 'mandat-expire', paginationOptions: page })).toEqual([3]);
    expect(idsDe({ filtre: 'renouveler-mandat', paginationOptions: page })).toEqual([3, 1]);
    expect(idsDe({ filtre: 'coproNonGeolocalisees', paginationOptions: page })).toEqual([3]);
    expect(idsDe({ etatsCopropriete: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'], paginationOptions: page })).toEqual([2]);
  });
  it('tri sur une colonne, valeurs vides en dernier, et pages', () => {
    expect(idsDe({ paginationOptions: { ...page, sortField: 'immatriculation', sortDirection: 'asc' } })).toEqual([1, 3, 2]);
    expect(idsDe({ paginationOptions: { ...page, sortField: 'immatriculation', sortDirection: 'desc' } })).toEqual([3, 1, 2]);
    expect(filtrerCoproprietes(lignes, { paginationOptions: { pageNumber: 2, pageSize: 2 } })).toMatchObject({
      total: 3,
      lignes: [{ idCopropriete: 1 }],
    });
  });
  it('saisie : numéro exact (deux écritures), début de numéro, mots du nom sans accents', () => {
    const l = ligne({ immatriculation: 'AB1234567', nomCopropriete: 'Résidence Le Belvédère' });
    expect(correspondSaisie(l, 'AB1-234-567')).toBe(true);
    expect(correspondSaisie(l, 'ab1234567')).toBe(true);
    expect(correspondSaisie(l, 'AB1234568')).toBe(false);
    expect(correspondSaisie(l, 'AB12')).toBe(true);
    expect(correspondSaisie(l, 'belvedere residence')).toBe(true);
    expect(correspondSaisie(l, 'acacias')).toBe(false);
  });
  it('statut de rattachement affiché', () => {
    expect(statutRattachement('IMMATRICULEE_A_RATTACHER')).toBe('Non rattachée');
    expect(statutRattachement('IMMATRICULEE_RATTACHEMENT_EXPIRE')).toBe('Expiré');
    expect(statutRattachement('SUPPRIMEE')).toBeNull();
  });
});
