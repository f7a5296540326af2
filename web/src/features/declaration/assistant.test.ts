import { describe, expect, it } from 'vitest';
import {
  contexteSyndic,
  donneesFinancieresValides,
  identificationValide,
  infoRattachementValide,
} from '@registre/shared/schemas/copropriete/fixtures';
import { immatCoproprieteDepuisServeur } from '@registre/shared/schemas/copropriete/immatCopropriete';
import {
  avertissementsAConfirmer,
  cheminEtape,
  cheminErreurServeur,
  contexteDuFormulaire,
  corpsContinuer,
  erreursServeur,
  erreursSous,
  etapeDuChemin,
  etapeVoisine,
  formulaireDepuisDeclaration,
  idChamp,
  ordreEtapes,
  parCode,
  positionStepper,
  verifierBloc,
} from './assistant.ts';

const vide = immatCoproprieteDepuisServeur(null);

describe("ordre des étapes de l'assistant", () => {
  it('syndic : rattachement puis les quatre blocs, le récapitulatif en dernier', () => {
    expect(ordreEtapes('DEFAULT', false)).toEqual([
      'infos-rattachement',
      'identification',
      'procedures',
      'donnees-financieres',
      'donnees-techniques',
      'recapitulatif',
    ]);
  });
  it('notaire : pas de rattachement ; avec doublons, leur étape précède le récapitulatif', () => {
    expect(ordreEtapes('OFFICE', true)).toEqual([
      'identification',
      'procedures',
      'donnees-financieres',
      'donnees-techniques',
      'doublons',
      'recapitulatif',
    ]);
  });
  it('étapes voisines et position du Stepper', () => {
    expect(etapeVoisine('identification', 'DEFAULT', false, -1)).toBe('infos-rattachement');
    expect(etapeVoisine('identification', 'INITIALE', false, -1)).toBeNull();
    expect(etapeVoisine('recapitulatif', 'DEFAULT', true, -1)).toBe('doublons');
    expect(etapeVoisine('recapitulatif', 'DEFAULT', false, -1)).toBe('donnees-techniques');
    expect(etapeVoisine('recapitulatif', 'DEFAULT', false, 1)).toBeNull();
    expect(positionStepper('procedures', ordreEtapes('DEFAULT', false))).toEqual({
      numero: 3,
      total: 6,
      suivante: 'donnees-financieres',
    });
  });
});

describe('adresses des pages', () => {
  it('le brouillon enregistré par son id ; un nouveau par son parcours et le courriel du syndic', () => {
    expect(cheminEtape('procedures', { id: 12, typeImmat: 'DEFAULT' })).toBe('/immatriculer-copropriete/procedures?id=12');
    expect(cheminEtape('identification', { id: null, typeImmat: 'OFFICE', emailSyndic: 'syndic@exemple.fr' })).toBe(
      '/immatriculer-copropriete/identification?immatriculationType=OFFICE&email=syndic%40exemple.fr',
    );
    expect(cheminEtape('recapitulatif', { id: 3, typeImmat: 'DEFAULT' }, { doublons: 'conserves' })).toBe(
      '/immatriculer-copropriete/recapitulatif?id=3&doublons=conserves',
    );
  });
});

describe('valeurs du formulaire', () => {
  it('complète un brouillon partiel (tous les blocs, le rattachement du seul syndic)', () => {
    const syndic = formulaireDepuisDeclaration({
      typeImmat: 'DEFAULT',
      immatCopropriete: { identification: { nomCopropriete: 'Les Tilleuls' } } as never,
    });
    expect(syndic.identification.nomCopropriete).toBe('Les Tilleuls');
    expect(syndic.infoRattachement).not.toBeNull();
    expect(syndic.donneesTechniques.classementEnergetique).toMatchObject({ ETIQ_A: '0' });
    const notaire = formulaireDepuisDeclaration({
      typeImmat: 'INITIALE',
      immatCopropriete: { infoRattachement: infoRattachementValide() } as never,
    });
    expect(notaire.infoRattachement).toBeNull();
  });

  it('le contexte des règles lit la date du règlement et les lots du formulaire, et la panne de géolocalisation', () => {
    const valeurs = { ...vide, identification: identificationValide({ dateReglementCopropriete: '01/02/1990', nbLots: '250' }) };
    const ctx = contexteDuFormulaire(contexteSyndic(), valeurs, true);
    expect(ctx).toMatchObject({ dateReglementCopropriete: '1990-02-01', nbLots: 250, geolocalisationIndisponible: true });
    expect(contexteDuFormulaire(contexteSyndic(), vide, false).geolocalisationIndisponible).toBe(false);
  });
});

describe("vérification d'une étape avec le schéma partagé", () => {
  it('chemins complets des erreurs, sans le justificatif (demandé au rattachement)', () => {
    const r = verifierBloc(
      'infoRattachement',
      { ...vide, infoRattachement: infoRattachementValide({ idDocument: '', dateFinMandat: '' }) },
      contexteSyndic(),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erreurs).toEqual({ 'infoRattachement.dateFinMandat': 'La date de fin du mandat est obligatoire.' });
  });
  it('un bloc valide hors justificatif passe, avec sa valeur serveur', () => {
    const r = verifierBloc(
      'infoRattachement',
      { ...vide, infoRattachement: infoRattachementValide({ idDocument: '' }) },
      contexteSyndic(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.valeur).toMatchObject({ dateDebutMandat: '2025-04-01', typeJustifMandat: 'PV_AG' });
  });
  it('les erreurs de listes gardent leur indice', () => {
    const identification = identificationValide({
      parcelle: [
        {
          codePostal: '75002',
          commune: 'Paris',
          codeInsee: '75102',
          prefixe: '',
          section: 'ABC',
          numero: '12',
          geolocalisee: 'true',
        },
      ],
    });
    const r = verifierBloc('identification', { ...vide, identification }, contexteSyndic());
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.erreurs)).toContain('identification.parcelle.0.section');
    expect(erreursSous(r.erreurs, 'identification.parcelle.0')).toHaveProperty('section');
  });
});

describe('avertissements à confirmer', () => {
  it('un mandat de 6 mois demande une confirmation, plus après confirmation', () => {
    const r = verifierBloc(
      'infoRattachement',
      { ...vide, infoRattachement: infoRattachementValide({ dateDebutMandat: '01/04/2025', dateFinMandat: '30/09/2025' }) },
      contexteSyndic(),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(avertissementsAConfirmer('infoRattachement', r.valeur, contexteSyndic(), new Set()).map((a) => a.code)).toEqual([
      'MANDAT_DUREE_DIFFERENTE_12_MOIS',
    ]);
    expect(
      avertissementsAConfirmer('infoRattachement', r.valeur, contexteSyndic(), new Set(['MANDAT_DUREE_DIFFERENTE_12_MOIS'])),
    ).toEqual([]);
  });
  it('le premier exercice d’une copropriété ancienne, avec le contexte complété', () => {
    const valeurs = {
      ...vide,
      identification: identificationValide({ dateReglementCopropriete: '15/03/1985' }),
      donneesFinancieres: donneesFinancieresValides({ premierExerciceComptable: 'true' }),
    };
    const ctx = contexteDuFormulaire(contexteSyndic(), valeurs, false);
    const r = verifierBloc('donneesFinancieres', valeurs, ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(avertissementsAConfirmer('donneesFinancieres', r.valeur, ctx, new Set()).map((a) => a.code)).toEqual([
      'PREMIER_EXERCICE_REGLEMENT_ANCIEN',
    ]);
  });
  it('une confirmation par code', () => {
    expect(
      parCode([
        { code: 'ADRESSE_NON_GEOLOCALISEE', message: 'a', champ: 'x' },
        { code: 'ADRESSE_NON_GEOLOCALISEE', message: 'b', champ: 'y' },
        { code: 'PARCELLE_NON_GEOLOCALISEE', message: 'c', champ: 'z' },
      ]),
    ).toEqual([
      { code: 'ADRESSE_NON_GEOLOCALISEE', messages: ['a', 'b'] },
      { code: 'PARCELLE_NON_GEOLOCALISEE', messages: ['c'] },
    ]);
  });
});

describe('erreurs du serveur', () => {
  it('clé du corps, de la déclaration ou du bloc de l’étape : chemin complet', () => {
    expect(cheminErreurServeur('immatCopropriete.identification.nbLots', 'procedures')).toBe('identification.nbLots');
    expect(cheminErreurServeur('identification.nbLots', null)).toBe('identification.nbLots');
    expect(cheminErreurServeur('nbLots', 'identification')).toBe('identification.nbLots');
    expect(erreursServeur({ dateAg: 'x', 'donneesFinancieres.dateAg': 'y' }, 'donneesFinancieres')).toEqual({
      'donneesFinancieres.dateAg': 'x',
    });
  });
  it('étape de chaque erreur et identifiant de champ', () => {
    expect(etapeDuChemin('donneesTechniques.nbBatimentsTotal')).toBe('donnees-techniques');
    expect(etapeDuChemin('infoRattachement.dateDebutMandat')).toBe('infos-rattachement');
    expect(etapeDuChemin('autre')).toBeNull();
    expect(idChamp('identification.parcelle.0.numero')).toBe('champ-identification-parcelle-0-numero');
  });
});

describe('départ du notaire', () => {
  it("le courriel du syndic, et la mise en demeure pour l'office avec syndic seulement", () => {
    expect(
      corpsContinuer({ typeImmat: 'INITIALE', emailSyndic: ' ', syndicExistant: 'true', dateMiseEnDemeure: '01/01/2025' }),
    ).toEqual({
      emailSyndic: null,
      syndicExistant: false,
      dateMiseEnDemeure: null,
    });
    expect(
      corpsContinuer({ typeImmat: 'OFFICE', emailSyndic: 'a@b.fr', syndicExistant: 'true', dateMiseEnDemeure: '01/01/2025' }),
    ).toEqual({ emailSyndic: 'a@b.fr', syndicExistant: true, dateMiseEnDemeure: '01/01/2025' });
  });
});

describe('résumé des erreurs : chaque erreur nomme son champ', async () => {
  const { texteErreur } = await import('./assistant.ts');
  it('libellé, rang dans la liste, message', () => {
    expect(texteErreur('identification.nbLots', 'Ce champ est obligatoire.')).toBe(
      'Nombre total de lots : Ce champ est obligatoire.',
    );
    expect(texteErreur('identification.parcelle.1.numero', 'Ce champ est obligatoire.')).toBe(
      'Numéro de parcelle (n° 2) : Ce champ est obligatoire.',
    );
    expect(texteErreur('procedures.mandatAdHoc.dateNomination', 'La date doit être au format JJ/MM/AAAA.')).toBe(
      'Date de nomination du mandataire ad hoc : La date doit être au format JJ/MM/AAAA.',
    );
  });
  it("le message seul quand il nomme déjà le champ ou que le chemin n'est pas un champ", () => {
    expect(texteErreur('identification.nbLots', 'Le champ « Nombre total de lots » est obligatoire.')).toBe(
      'Le champ « Nombre total de lots » est obligatoire.',
    );
    expect(texteErreur('identification', 'Complétez cette étape.')).toBe('Complétez cette étape.');
  });
});
