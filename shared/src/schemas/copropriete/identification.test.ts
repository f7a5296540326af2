import { describe, expect, it } from 'vitest';
import type { ContexteIdentification } from '../../domain/copropriete/types.ts';
import {
  adresseSchema,
  identificationBrouillonSchema,
  identificationSchema,
  identifiantParcelle,
  parcelleSchema,
} from './identification.ts';
import { AUJOURDHUI, adresseGeolocalisee, identificationValide, messagesParChamp, parcelleGeolocalisee } from './fixtures.ts';

const syndic: ContexteIdentification = { aujourdhui: AUJOURDHUI, typeImmat: 'DEFAULT' };
const verifier = (ajouts: Parameters<typeof identificationValide>[0], ctx: ContexteIdentification = syndic) =>
  messagesParChamp(identificationSchema(ctx).safeParse(identificationValide(ajouts)));

describe('identification', () => {
  it('accepte une identification complète', () => {
    expect(verifier({})).toEqual({});
  });

  describe('date du règlement de copropriété', () => {
    it('pas avant le 01/01/1900', () => {
      expect(verifier({ dateReglementCopropriete: '01/01/1900' })).toEqual({});
      expect(verifier({ dateReglementCopropriete: '31/12/1899' })).toEqual({
        dateReglementCopropriete: ['La date ne peut pas être antérieure au 01/01/1900.'],
      });
    });
    it('antérieure à la date du jour (aujourd’hui injecté)', () => {
      const initiale = { aujourdhui: AUJOURDHUI, typeImmat: 'INITIALE' as const };
      expect(verifier({ dateReglementCopropriete: '14/06/2025' }, initiale)).toEqual({});
      expect(verifier({ dateReglementCopropriete: '15/06/2025' }, initiale)).toEqual({
        dateReglementCopropriete: ['La date du règlement de copropriété doit être antérieure à la date du jour.'],
      });
    });
    it('syndic : avant le 01/01/2017', () => {
      expect(verifier({ dateReglementCopropriete: '31/12/2016' })).toEqual({});
      expect(verifier({ dateReglementCopropriete: '01/01/2017' })).toEqual({
        dateReglementCopropriete: [
          'Pour une immatriculation par le syndic, la date du règlement de copropriété doit être antérieure au 01/01/2017 : une copropriété plus récente est immatriculée par le notaire.',
        ],
      });
    });
    it("d'office : avant le 01/01/2017", () => {
      const office = { aujourdhui: AUJOURDHUI, typeImmat: 'OFFICE' as const };
      expect(verifier({ dateReglementCopropriete: '31/12/2016' }, office)).toEqual({});
      expect(verifier({ dateReglementCopropriete: '01/01/2017' }, office)).toEqual({
        dateReglementCopropriete: [
          "L'immatriculation d'office concerne une copropriété dont le règlement est antérieur au 01/01/2017.",
        ],
      });
    });
    it('initiale (notaire) : le 01/01/2017 ou après', () => {
      const initiale = { aujourdhui: AUJOURDHUI, typeImmat: 'INITIALE' as const };
      expect(verifier({ dateReglementCopropriete: '01/01/2017' }, initiale)).toEqual({});
      expect(verifier({ dateReglementCopropriete: '31/12/2016' }, initiale)).toEqual({
        dateReglementCopropriete: [
          "L'immatriculation initiale concerne une nouvelle copropriété : la date du règlement doit être le 01/01/2017 ou postérieure.",
        ],
      });
    });
    it('obligatoire et au format JJ/MM/AAAA', () => {
      expect(verifier({ dateReglementCopropriete: '' }).dateReglementCopropriete).toEqual([
        'La date du règlement de copropriété est obligatoire.',
      ]);
      expect(verifier({ dateReglementCopropriete: '32/01/2000' }).dateReglementCopropriete).toEqual([
        'La date doit être au format JJ/MM/AAAA.',
      ]);
    });
  });

  it('nom : 50 caractères acceptés, 51 refusés', () => {
    expect(verifier({ nomCopropriete: 'a'.repeat(50) })).toEqual({});
    expect(verifier({ nomCopropriete: 'a'.repeat(51) })).toEqual({
      nomCopropriete: ['Le nom de la copropriété comporte 50 caractères au maximum.'],
    });
  });

  describe('lots', () => {
    it('nbLots : 1 refusé, 2 accepté, 99 999 accepté, 100 000 refusé', () => {
      const petite = { nbLotsHabBurCom: '1', nbLotsHab: '1', nbLotsStationnement: '0' };
      expect(verifier({ ...petite, nbLots: '1' })).toEqual({
        nbLots: [expect.stringMatching(/^Le nombre total de lots doit être compris entre 2 et 99\s999\.$/)],
      });
      expect(verifier({ ...petite, nbLots: '2' })).toEqual({});
      expect(verifier({ nbLots: '99999' })).toEqual({});
      expect(verifier({ nbLots: '100000' }).nbLots).toHaveLength(1);
      expect(verifier({ nbLots: '' }).nbLots).toEqual(['Ce champ est obligatoire.']);
      expect(verifier({ nbLots: '12,5' }).nbLots).toEqual(['Saisissez un nombre entier.']);
    });
    it('nbLotsHabBurCom : de 1 à 99 999', () => {
      expect(verifier({ nbLotsHabBurCom: '0', nbLotsHab: '0' }).nbLotsHabBurCom).toEqual([
        expect.stringMatching(
          /^Le nombre de lots à usage d'habitation, de bureaux ou de commerces doit être compris entre 1 et 99\s999\.$/,
        ),
      ]);
      expect(verifier({ nbLots: '99999', nbLotsHabBurCom: '99999', nbLotsHab: '1', nbLotsStationnement: '0' })).toEqual({});
      expect(verifier({ nbLotsHabBurCom: '100000' }).nbLotsHabBurCom).toHaveLength(1);
    });
    it('nbLotsHab : de 1 à 99 999 et pas plus que nbLotsHabBurCom', () => {
      expect(verifier({ nbLotsHab: '20', nbLotsHabBurCom: '20' })).toEqual({});
      expect(verifier({ nbLots: '50', nbLotsHab: '21', nbLotsHabBurCom: '20' })).toEqual({
        nbLotsHab: [
          "Le nombre de lots à usage d'habitation ne peut pas dépasser le nombre de lots à usage d'habitation, de bureaux ou de commerces.",
        ],
      });
      expect(verifier({ nbLotsHab: '0' }).nbLotsHab).toEqual([
        expect.stringMatching(/^Le nombre de lots à usage d'habitation doit être compris entre 1 et/),
      ]);
    });
    it('stationnement : de 0 à 99 999', () => {
      expect(verifier({ nbLotsStationnement: '0' })).toEqual({});
      expect(verifier({ nbLotsStationnement: '-1' }).nbLotsStationnement).toEqual([
        expect.stringMatching(/^Le nombre de lots de stationnement doit être compris entre 0 et 99\s999\.$/),
      ]);
    });
    it('le total couvre les lots principaux et le stationnement', () => {
      // 20 hab/bur/com + 20 stationnement = 40
      expect(verifier({ nbLots: '40' })).toEqual({});
      expect(verifier({ nbLots: '39' })).toEqual({
        nbLots: [
          "Le nombre total de lots ne peut pas être inférieur aux lots à usage d'habitation, de bureaux ou de commerces augmentés des lots de stationnement (40).",
        ],
      });
    });
    it('le total couvre aussi les lots d’habitation et le stationnement', () => {
      // hab (21) > habBurCom (20): the housing total is the one exceeded
      expect(verifier({ nbLots: '40', nbLotsHab: '21', nbLotsHabBurCom: '20' }).nbLots).toEqual([
        "Le nombre total de lots ne peut pas être inférieur aux lots à usage d'habitation augmentés des lots de stationnement (41).",
      ]);
    });
    it('ASL, AFUL et unions de syndicats : 99 accepté, 100 refusé, 0 par défaut', () => {
      expect(verifier({ nbAsl: '99', nbAful: '99', nbUnionsSyndicats: '99' })).toEqual({});
      expect(verifier({ nbAsl: '100', nbAful: '100', nbUnionsSyndicats: '100' })).toEqual({
        nbAsl: ["Le nombre d'ASL doit être compris entre 0 et 99."],
        nbAful: ["Le nombre d'AFUL doit être compris entre 0 et 99."],
        nbUnionsSyndicats: ["Le nombre d'unions de syndicats doit être compris entre 0 et 99."],
      });
      const r = identificationSchema(syndic).parse(
        identificationValide({ nbAsl: '', nbAful: undefined, nbUnionsSyndicats: null }),
      );
      expect([r.nbAsl, r.nbAful, r.nbUnionsSyndicats]).toEqual([0, 0, 0]);
    });
  });

  describe('adresses', () => {
    it("l'adresse de référence est obligatoire", () => {
      expect(verifier({ adressePrincipale: null })).toEqual({ adressePrincipale: ["L'adresse de référence est obligatoire."] });
      expect(verifier({ adressePrincipale: { libelle: ' ' } })).toEqual({
        'adressePrincipale.libelle': ["L'adresse de référence est obligatoire."],
      });
    });
    it('une adresse non géolocalisée est gardée telle que saisie (avertissement à confirmer)', () => {
      const r = identificationSchema(syndic).parse(
        identificationValide({ adressePrincipale: { libelle: 'Lieu-dit Les Granges', geolocalisee: 'false' } }),
      );
      expect(r.adressePrincipale).toMatchObject({
        type: 'PRINCIPALE',
        geolocalisee: false,
        libelle: 'Lieu-dit Les Granges',
        x: null,
      });
    });
    it('une adresse géolocalisée a ses coordonnées', () => {
      expect(verifier({ adressePrincipale: { ...adresseGeolocalisee, x: null } })).toEqual({
        'adressePrincipale.libelle': [
          'Cette adresse géolocalisée est incomplète : choisissez-la de nouveau parmi les propositions.',
        ],
      });
    });
    it('les adresses secondaires prennent le type SECONDAIRE', () => {
      const r = identificationSchema(syndic).parse(
        identificationValide({ adresseSecondaire: [{ ...adresseGeolocalisee, type: 'PRINCIPALE' }] }),
      );
      expect(r.adresseSecondaire[0].type).toBe('SECONDAIRE');
      expect(verifier({ adresseSecondaire: [{ libelle: '' }] })).toEqual({
        'adresseSecondaire.0.libelle': ["Saisissez l'adresse ou retirez-la de la liste."],
      });
    });
    it('le schéma d’une adresse seule', () => {
      expect(adresseSchema('SECONDAIRE').parse({ ...adresseGeolocalisee }).type).toBe('SECONDAIRE');
      expect(messagesParChamp(adresseSchema('PRINCIPALE').safeParse({ codePostal: '7500' }))).toEqual({
        codePostal: ['Le code postal comporte 5 chiffres.'],
        libelle: ["L'adresse de référence est obligatoire."],
      });
    });
  });

  describe('parcelles cadastrales', () => {
    it('au moins une parcelle, au moins une géolocalisée', () => {
      expect(verifier({ parcelle: [] })).toEqual({ parcelle: ['Ajoutez au moins une parcelle cadastrale.'] });
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, geolocalisee: 'false' }] })).toEqual({
        parcelle: ['Au moins une parcelle cadastrale géolocalisée est nécessaire.'],
      });
      expect(
        verifier({
          parcelle: [
            { ...parcelleGeolocalisee, geolocalisee: 'false' },
            { ...parcelleGeolocalisee, numero: '13' },
          ],
        }),
      ).toEqual({});
    });
    it('géolocalisation indisponible : la parcelle non localisée passe (avertissement à confirmer)', () => {
      const ctx = { ...syndic, geolocalisationIndisponible: true };
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, geolocalisee: 'false' }] }, ctx)).toEqual({});
      expect(verifier({ parcelle: [] }, ctx)).toEqual({ parcelle: ['Ajoutez au moins une parcelle cadastrale.'] });
    });
    it("section : 'AB' acceptée, 'ABC' refusée", () => {
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, section: 'AB' }] })).toEqual({});
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, section: 'ABC' }] })).toEqual({
        'parcelle.0.section': ['La section cadastrale comporte 2 lettres au maximum.'],
      });
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, section: 'A1' }] })['parcelle.0.section']).toHaveLength(1);
    });
    it('numéro : 9999 accepté, 10000 refusé', () => {
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, numero: '9999' }] })).toEqual({});
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, numero: '10000' }] })).toEqual({
        'parcelle.0.numero': ['Le numéro de parcelle comporte 4 chiffres au maximum (de 1 à 9999).'],
      });
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, numero: '0' }] })['parcelle.0.numero']).toHaveLength(1);
    });
    it('préfixe : 000 par défaut, 3 chiffres', () => {
      const r = identificationSchema(syndic).parse(identificationValide());
      expect(r.parcelle[0]).toMatchObject({ prefixe: '000', section: 'AB', numero: '0012' });
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee, prefixe: '12' }] })).toEqual({
        'parcelle.0.prefixe': ['Le préfixe comporte 3 chiffres (000 par défaut).'],
      });
    });
    it('écriture normalisée : section en majuscules, zéro de remplissage retiré', () => {
      expect(parcelleSchema.parse({ ...parcelleGeolocalisee, section: '0a', numero: 7, prefixe: '123' })).toMatchObject({
        section: 'A',
        numero: '0007',
        prefixe: '123',
      });
      expect(identifiantParcelle({ codeInsee: '75102', prefixe: '000', section: 'A', numero: '0007' })).toBe(
        '75102000' + '0A0007',
      );
    });
    it('champs obligatoires d’une parcelle et doublon', () => {
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee }, { geolocalisee: 'false' }] })).toEqual({
        'parcelle.1.codePostal': ['Ce champ est obligatoire.'],
        'parcelle.1.commune': ['Ce champ est obligatoire.'],
        'parcelle.1.codeInsee': ['Ce champ est obligatoire.'],
        'parcelle.1.section': ['Ce champ est obligatoire.'],
        'parcelle.1.numero': ['Ce champ est obligatoire.'],
      });
      expect(verifier({ parcelle: [{ ...parcelleGeolocalisee }, { ...parcelleGeolocalisee, numero: '0012' }] })).toEqual({
        'parcelle.1.numero': ['Cette parcelle est déjà déclarée.'],
      });
    });
  });

  describe('syndicat', () => {
    it('numéro du syndicat principal : LLC-CCC-CCC ou LLCCCCCCC, vide → null', () => {
      const secondaire = { syndicatPrincipal: 'false' } as const;
      expect(
        identificationSchema(syndic).parse(
          identificationValide({ ...secondaire, numImmatriculationCoproprietePrincipale: 'AB1-234-567' }),
        ),
      ).toMatchObject({
        numImmatriculationCoproprietePrincipale: 'AB1234567',
      });
      expect(
        identificationSchema(syndic).parse(
          identificationValide({ ...secondaire, numImmatriculationCoproprietePrincipale: 'AB1234567' }),
        ),
      ).toMatchObject({
        numImmatriculationCoproprietePrincipale: 'AB1234567',
      });
      expect(
        identificationSchema(syndic).parse(identificationValide({ ...secondaire, numImmatriculationCoproprietePrincipale: '' })),
      ).toMatchObject({
        numImmatriculationCoproprietePrincipale: null,
      });
      expect(verifier({ ...secondaire, numImmatriculationCoproprietePrincipale: 'AB12-34-567' })).toEqual({
        numImmatriculationCoproprietePrincipale: [
          "Le numéro d'immatriculation comporte 2 lettres et 7 chiffres (AA1234567 ou AA1-234-567).",
        ],
      });
    });
    it('un syndicat principal n’a pas de numéro de syndicat principal', () => {
      const r = identificationSchema(syndic).parse(
        identificationValide({ syndicatPrincipal: 'true', numImmatriculationCoproprietePrincipale: 'AB1234567' }),
      );
      expect(r.numImmatriculationCoproprietePrincipale).toBeNull();
    });
    it('réponses oui/non obligatoires, SIRET facultatif mais valide', () => {
      expect(verifier({ residenceService: '', syndicatCooperatif: undefined, syndicatPrincipal: null })).toEqual({
        residenceService: ['Répondez par oui ou par non.'],
        syndicatCooperatif: ['Répondez par oui ou par non.'],
        syndicatPrincipal: ['Répondez par oui ou par non.'],
      });
      expect(verifier({ siret: '73282932000074' })).toEqual({});
      expect(verifier({ siret: '73282932000075' })).toEqual({
        siret: ["Le SIRET n'est pas valide (clé de contrôle incorrecte)."],
      });
      expect(verifier({ siret: '7328293200' })).toEqual({ siret: ['Le SIRET doit comporter 14 chiffres.'] });
    });
  });

  it('un brouillon ne vérifie que les formats', () => {
    const r = identificationBrouillonSchema.parse({ nomCopropriete: 'Les Lilas', nbLots: '' });
    expect(r).toMatchObject({ nomCopropriete: 'Les Lilas', nbLots: null, nbAsl: 0, parcelle: [], adressePrincipale: null });
    expect(identificationBrouillonSchema.safeParse({ nomCopropriete: 'a'.repeat(51) }).success).toBe(false);
  });
});
