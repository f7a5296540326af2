import { describe, expect, it } from 'vitest';
import {
  clesDoublon,
  MAX_PARCELLES_INDEXEES,
  motifsParCandidat,
  normaliserNom,
  normaliserTexte,
  normaliserVoie,
  numeroDeVoie,
  numerosProches,
  recherchesDoublon,
  scoreDoublon,
  type Recherche,
} from './doublons.ts';
import type { Adresse, Identification, Parcelle } from './types.ts';

const adresse = (a: Partial<Adresse> = {}): Adresse => ({
  id: null,
  type: 'PRINCIPALE',
  geolocalisee: true,
  libelle: '12 Rue de la Paix 75002 Paris',
  numero: '12',
  voie: 'Rue de la Paix',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  x: 2.3,
  y: 48.8,
  idBan: '75102_7003_00012',
  idRnb: null,
  ...a,
});
const parcelle = (p: Partial<Parcelle> = {}): Parcelle => ({
  id: null,
  codePostal: '75002',
  commune: 'Paris',
  communeAbsorbee: null,
  codeInsee: '75102',
  prefixe: '000',
  section: 'AB',
  numero: '0012',
  geolocalisee: true,
  ...p,
});
const identification = (
  i: Partial<Pick<Identification, 'adressePrincipale' | 'parcelle' | 'nomCopropriete'>> = {},
): Pick<Identification, 'adressePrincipale' | 'parcelle' | 'nomCopropriete'> => ({
  adressePrincipale: adresse(),
  parcelle: [parcelle()],
  nomCopropriete: 'Résidence Les Tilleuls',
  ...i,
});

describe('normalisation', () => {
  it('retire accents, casse et ponctuation', () => {
    expect(normaliserTexte("  L'Étoile — Côté-Cour  ")).toBe('l etoile cote cour');
    expect(normaliserTexte(null)).toBe('');
  });
  it('retire les mots communs du nom et trie les autres', () => {
    expect(normaliserNom('Résidence Les Tilleuls')).toBe('tilleuls');
    expect(normaliserNom('COPROPRIÉTÉ « les tilleuls »')).toBe('tilleuls');
    expect(normaliserNom('Le Clos des Roses')).toBe(normaliserNom('Roses (clos)'));
    expect(normaliserNom('Résidence')).toBe('');
  });
  it('développe les abréviations de voie et retire les articles', () => {
    expect(normaliserVoie('Av. de la République')).toBe('avenue republique');
    expect(normaliserVoie('Avenue de la République')).toBe('avenue republique');
    expect(normaliserVoie('bd St-Michel')).toBe('boulevard saint michel');
  });
  it('lit le numéro dans la voie', () => {
    expect(numeroDeVoie('12 bis')).toBe(12);
    expect(numeroDeVoie('12B')).toBe(12);
    expect(numeroDeVoie('')).toBeNull();
    expect(numeroDeVoie(null)).toBeNull();
  });
});

describe('clés de l’index des doublons', () => {
  it('adresse BAN et libellé, voie par tranche de 10 numéros, parcelle, nom dans la commune', () => {
    expect(clesDoublon(identification())).toEqual([
      { cle: 'BAN#75102_7003_00012', type: 'ADRESSE' },
      { cle: 'ADR#75102#12 rue de la paix 75002 paris', type: 'ADRESSE' },
      { cle: 'VOIE#75102#rue paix#1', type: 'VOIE', numero: 12 },
      { cle: 'PARC#75102000AB0012', type: 'PARCELLE' },
      { cle: 'NOM#75102#tilleuls', type: 'NOM' },
    ]);
  });
  it('sans géolocalisation, pas de clé BAN ; sans numéro, la tranche « sn »', () => {
    const cles = clesDoublon(identification({ adressePrincipale: adresse({ geolocalisee: false, numero: null, idBan: null }) }));
    expect(cles.map((c) => c.cle)).toContain('VOIE#75102#rue paix#sn');
    expect(cles.some((c) => c.cle.startsWith('BAN#'))).toBe(false);
  });
  it('sans adresse ni nom utile, seulement les parcelles', () => {
    expect(clesDoublon(identification({ adressePrincipale: null, nomCopropriete: 'Résidence' })).map((c) => c.type)).toEqual([
      'PARCELLE',
    ]);
  });
  it(`au plus ${MAX_PARCELLES_INDEXEES} parcelles, sans doublon`, () => {
    const parcelles = Array.from({ length: 80 }, (_, i) => parcelle({ numero: String(i + 1).padStart(4, '0') }));
    const cles = clesDoublon(identification({ parcelle: [...parcelles, parcelle({ numero: '0001' })] }));
    expect(cles.filter((c) => c.type === 'PARCELLE')).toHaveLength(MAX_PARCELLES_INDEXEES);
  });
  it('une vérification lit les trois tranches voisines de la voie, donc un nombre borné de requêtes', () => {
    const r = recherchesDoublon(identification({ adressePrincipale: adresse({ numero: '25' }) }));
    expect(r.filter((x) => x.type === 'VOIE').map((x) => x.cle)).toEqual([
      'VOIE#75102#rue paix#1',
      'VOIE#75102#rue paix#2',
      'VOIE#75102#rue paix#3',
    ]);
    expect(
      recherchesDoublon(identification({ adressePrincipale: adresse({ numero: '3' }) })).filter((x) => x.type === 'VOIE'),
    ).toHaveLength(2);
    const max = recherchesDoublon(
      identification({ parcelle: Array.from({ length: 200 }, (_, i) => parcelle({ numero: String(i + 1) })) }),
    );
    expect(max.length).toBeLessThanOrEqual(3 + 2 + MAX_PARCELLES_INDEXEES + 1);
  });
});

describe('adresses proches', () => {
  it('au plus 10 numéros d’écart, du même côté de la rue', () => {
    expect(numerosProches(12, 22)).toBe(true);
    expect(numerosProches(12, 24)).toBe(false);
    expect(numerosProches(12, 13)).toBe(false);
    expect(numerosProches(12, 2)).toBe(true);
    expect(numerosProches(null, null)).toBe(true);
    expect(numerosProches(12, null)).toBe(false);
  });
});

describe('motifs', () => {
  const r = (type: Recherche['type'], numeroSource?: number) => ({ cle: type, type, numeroSource });
  it('chaque type de clé donne son motif ; même numéro dans la voie = même adresse', () => {
    const m = motifsParCandidat([
      { recherche: r('ADRESSE'), occurrences: [{ idCopropriete: 1 }] },
      {
        recherche: r('VOIE', 12),
        occurrences: [
          { idCopropriete: 1, numero: 12 },
          { idCopropriete: 2, numero: 18 },
          { idCopropriete: 3, numero: 13 },
        ],
      },
      { recherche: r('PARCELLE'), occurrences: [{ idCopropriete: 4 }] },
      { recherche: r('NOM'), occurrences: [{ idCopropriete: 5 }, { idCopropriete: 2 }] },
    ]);
    expect(Object.fromEntries(m)).toEqual({
      1: ['MEME_ADRESSE'],
      2: ['ADRESSE_PROCHE', 'NOM_SIMILAIRE'],
      4: ['MEME_PARCELLE'],
      5: ['NOM_SIMILAIRE'],
    });
  });
  it('le même nombre de bâtiments s’ajoute à un autre motif mais ne suffit pas seul', () => {
    const m = motifsParCandidat(
      [
        { recherche: r('PARCELLE'), occurrences: [{ idCopropriete: 1 }] },
        { recherche: r('VOIE', 12), occurrences: [{ idCopropriete: 2, numero: 40 }] },
      ],
      {
        source: 3,
        candidats: new Map([
          [1, 3],
          [2, 3],
        ]),
      },
    );
    expect(Object.fromEntries(m)).toEqual({ 1: ['MEME_PARCELLE', 'MEME_NB_BATIMENTS'] });
  });
  it('aucun bâtiment déclaré : pas de motif bâtiments', () => {
    const m = motifsParCandidat([{ recherche: r('PARCELLE'), occurrences: [{ idCopropriete: 1 }] }], {
      source: 0,
      candidats: new Map([[1, 0]]),
    });
    expect(m.get(1)).toEqual(['MEME_PARCELLE']);
  });
  it('classe les doublons par force', () => {
    expect(scoreDoublon(['MEME_ADRESSE', 'MEME_PARCELLE'])).toBeGreaterThan(scoreDoublon(['MEME_ADRESSE']));
    expect(scoreDoublon(['MEME_ADRESSE'])).toBeGreaterThan(scoreDoublon(['NOM_SIMILAIRE', 'MEME_NB_BATIMENTS']));
  });
});
