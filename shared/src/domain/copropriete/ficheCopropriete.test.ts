import { describe, expect, it } from 'vitest';
import { immatCoproprieteBrouillonSchema } from '../../schemas/copropriete/immatCopropriete.ts';
import { nomFicheCopropriete, ratioImpayes, sectionsFiche, type DonneesFiche } from './ficheCopropriete.ts';
import type { ImmatCopropriete } from './types.ts';

function blocs(): ImmatCopropriete {
  const b = immatCoproprieteBrouillonSchema.parse({ infoRattachement: {} }) as ImmatCopropriete;
  b.identification = {
    ...b.identification,
    nomCopropriete: 'Résidence des Tilleuls',
    nbLots: 120,
    nbLotsHabBurCom: 80,
    nbLotsHab: 70,
    nbLotsStationnement: 40,
    adressePrincipale: {
      ...(b.identification.adressePrincipale ?? ({} as never)),
      type: 'PRINCIPALE',
      geolocalisee: true,
      libelle: '12 Rue des Tilleuls',
      codePostal: '69003',
      commune: 'Lyon',
    } as never,
  };
  b.donneesFinancieres = {
    ...b.donneesFinancieres,
    donneesFinancieresInconnues: false,
    chargesOperationsCourantes: 100_000,
    chargesOperationsExceptionnelles: 20_000,
    montantImpayesCoproprietaires: 36_000,
    nbCoproprietairesImpayes: 9,
    dateDebutExercice: '2025-01-01',
    dateClotureComptes: '2025-12-31',
    dateAg: '2026-05-12',
    comptesNonApprouves: false,
  };
  return b;
}

const fiche = (autres: Partial<DonneesFiche> = {}): DonneesFiche => ({
  immatriculation: 'AB1234567',
  etat: 'IMMATRICULEE_RATTACHEE',
  dateImmatriculation: '2019-03-04T10:00:00.000Z',
  syndic: { type: 'PROFESSIONNEL', nom: 'Cabinet Lumière' },
  mandat: { debut: '2024-06-01', fin: '2027-05-31' },
  statutMajAnnuelle: 'FAITE',
  dateDerniereMajAnnuelle: '2026-06-01',
  blocs: blocs(),
  ...autres,
});

const valeur = (s: ReturnType<typeof sectionsFiche>, libelle: string) =>
  s.flatMap((x) => x.lignes).find(([l]) => l === libelle)?.[1];

describe('fiche copropriété', () => {
  it('écrit le code postal et la commune une fois, et la parcelle comme on la lit (issue 27)', () => {
    const b = blocs();
    b.identification.adressePrincipale = {
      ...b.identification.adressePrincipale!,
      libelle: '3 Rue de Strasbourg 44000 Nantes',
      codePostal: '44000',
      commune: 'Nantes',
    };
    b.identification.parcelle = [
      {
        id: 1,
        codePostal: '44000',
        commune: 'Nantes',
        communeAbsorbee: null,
        codeInsee: '44109',
        prefixe: '000',
        section: 'KX',
        numero: '0183',
        geolocalisee: true,
      },
      {
        id: 2,
        codePostal: '74000',
        commune: 'Annecy',
        communeAbsorbee: null,
        codeInsee: '74010',
        prefixe: '093',
        section: 'AB',
        numero: '0012',
        geolocalisee: true,
      },
    ];
    const s = sectionsFiche(fiche({ blocs: b }));
    expect(valeur(s, 'Adresse de référence')).toBe('3 Rue de Strasbourg 44000 Nantes');
    expect(valeur(s, 'Parcelles cadastrales')).toBe('section KX n° 183, Nantes ; préfixe 093, section AB n° 12, Annecy');
  });

  it('a les chapitres du rapport de synthèse, en français', () => {
    const s = sectionsFiche(fiche());
    expect(s.map((x) => x.titre)).toEqual([
      'Identification',
      'Lots',
      'Organisation juridique',
      'Procédures',
      'Données techniques',
      'Données financières du dernier exercice',
    ]);
    expect(valeur(s, 'Adresse de référence')).toBe('12 Rue des Tilleuls, 69003 Lyon');
    expect(valeur(s, "Date d'immatriculation")).toBe('04/03/2019');
    expect(valeur(s, 'Syndic')).toBe('Cabinet Lumière');
    expect(valeur(s, 'Fin du mandat en cours')).toBe('31/05/2027');
    expect(valeur(s, 'Charges pour opérations courantes')).toBe('100 000 €');
  });

  it('rapporte les impayés au seuil du mandat ad hoc (25 % jusqu’à 200 lots, 15 % au-delà)', () => {
    expect(ratioImpayes(blocs())).toEqual({ ratio: 0.3, seuil: 0.25, atteint: true });
    expect(valeur(sectionsFiche(fiche()), 'Part des impayés dans les charges')).toBe(
      '30 % (seuil du mandat ad hoc : 25 %, atteint)',
    );
    const grande = blocs();
    grande.identification.nbLots = 250;
    grande.donneesFinancieres.montantImpayesCoproprietaires = 12_000;
    expect(ratioImpayes(grande)).toEqual({ ratio: 0.1, seuil: 0.15, atteint: false });
  });

  it('ne nomme jamais un syndic bénévole', () => {
    const s = sectionsFiche(fiche({ syndic: { type: 'BENEVOLE', nom: 'Jeanne Martin' } }));
    expect(valeur(s, 'Type de syndic')).toBe('Syndic bénévole');
    expect(JSON.stringify(s)).not.toContain('Jeanne Martin');
  });

  it('dit « Non déclarées » sans données financières, « Aucun mandat en cours » sans mandat', () => {
    const b = blocs();
    b.donneesFinancieres.donneesFinancieresInconnues = true;
    const s = sectionsFiche(fiche({ blocs: b, mandat: null }));
    expect(valeur(s, 'Données financières')).toBe('Non déclarées');
    expect(valeur(s, 'Fin du mandat en cours')).toBe('Aucun mandat en cours');
  });

  it('nomme le fichier par numéro et jour', () => {
    expect(nomFicheCopropriete('AB1234567', '2026-11-25')).toBe('fiche-copropriete-AB1234567-20261125.pdf');
  });
});
