import { describe, expect, it } from 'vitest';
import { normaliserTexte, rechercher, type LigneRecherche } from './recherche.ts';

const ligne = (id: number, l: Partial<LigneRecherche>): LigneRecherche => ({
  idTeledeclarant: id,
  raisonSociale: null,
  siret: null,
  typeTeledeclarant: 'PRO',
  codePostal: null,
  commune: null,
  nomAdmin: null,
  prenomAdmin: null,
  email: null,
  statutTeledeclarant: 'ACTIF',
  motDePasseActive: true,
  codeAPE: '6832A',
  dateCreation: '2026-01-01T00:00:00Z',
  ...l,
});
const lignes = [
  ligne(1, { raisonSociale: 'Cabinet Demeure Gestion', commune: "L'Haÿ-les-Roses", codePostal: '94240', nomAdmin: 'Éluard' }),
  ligne(2, {
    raisonSociale: 'Foncia Lyon',
    commune: 'Lyon',
    codePostal: '69003',
    nomAdmin: 'martin',
    typeTeledeclarant: 'NON_PRO',
  }),
  ligne(3, {
    raisonSociale: 'Syndic du Marais',
    commune: 'Paris',
    codePostal: '75004',
    statutTeledeclarant: 'ATT_ACTIVATION',
    motDePasseActive: false,
  }),
  ligne(4, { raisonSociale: null, commune: 'Paris', codePostal: '75011' }),
];
const page = { pageNumber: 1, pageSize: 10 };

describe('recherche des télédéclarants', () => {
  it('ignore la casse et les accents, au début de la valeur ou d’un de ses mots', () => {
    expect(normaliserTexte("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(rechercher(lignes, { commune: 'hay' }, page).lignes.map((l) => l.idTeledeclarant)).toEqual([1]);
    expect(rechercher(lignes, { raisonSociale: 'DEMEURE' }, page).lignes.map((l) => l.idTeledeclarant)).toEqual([1]);
    expect(rechercher(lignes, { nomAdmin: 'eluard' }, page).total).toBe(1);
    expect(rechercher(lignes, { raisonSociale: 'meure' }, page).total).toBe(0);
  });
  it('cherche par préfixe les codes, exactement le statut, le type et l’identifiant', () => {
    expect(rechercher(lignes, { codePostal: '75' }, page).total).toBe(2);
    expect(rechercher(lignes, { codeAPE: '68.32' }, page).total).toBe(4);
    expect(
      rechercher(lignes, { statutTeledeclarant: 'ATT_ACTIVATION', motDePasseActive: false }, page).lignes[0].idTeledeclarant,
    ).toBe(3);
    expect(rechercher(lignes, { typeTeledeclarant: 'NON_PRO' }, page).total).toBe(1);
    expect(rechercher(lignes, { idTeledeclarant: 2 }, page).total).toBe(1);
  });
  it('trie dans les deux sens, les valeurs vides en dernier, et découpe les pages', () => {
    const asc = rechercher(lignes, {}, { ...page, sortField: 'raisonSociale', sortDirection: 'asc' }).lignes.map(
      (l) => l.idTeledeclarant,
    );
    const desc = rechercher(lignes, {}, { ...page, sortField: 'raisonSociale', sortDirection: 'desc' }).lignes.map(
      (l) => l.idTeledeclarant,
    );
    expect(asc).toEqual([1, 2, 3, 4]);
    expect(desc).toEqual([3, 2, 1, 4]);
    const p2 = rechercher(lignes, {}, { pageNumber: 2, pageSize: 3 });
    expect(p2).toMatchObject({ total: 4, lignes: [{ idTeledeclarant: 4 }] });
    expect(rechercher(lignes, {}, { ...page, sortField: 'inconnu' }).lignes[0].idTeledeclarant).toBe(1);
  });
});
