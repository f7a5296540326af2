import { describe, expect, it } from 'vitest';
import { donneesFinancieresValides, identificationValide } from '@registre/shared/schemas/copropriete/fixtures';
import type { FicheCopropriete } from '@registre/shared/schemas/copropriete/miseAJour';
import {
  AUTORITE_MISE_A_JOUR,
  ETAPES_MISE_A_JOUR,
  avertissementsDuServeur,
  blocFinancierCommunique,
  cheminCompletion,
  cheminFiche,
  cheminMiseAJour,
  contexteCompletion,
  estResultatMiseAJour,
  estTypeMajAssistant,
  etapeMiseAJour,
  etapeVoisineMiseAJour,
  exercicesDeclares,
  financesEnLectureSeule,
  libelleBrouillon,
  messageExerciceVerrouille,
  nomFichierAttestation,
  severiteMajAnnuelle,
  typeMajDeReprise,
  valeursCompletion,
} from './miseAJour.ts';

const exercice = (o: Partial<FicheCopropriete['exercices'][number]> = {}): FicheCopropriete['exercices'][number] => ({
  dateDebutExercice: '2023-01-01',
  dateClotureComptes: '2023-12-31',
  dateAg: '2024-05-20',
  nonApprouve: false,
  verrouille: true,
  idDeclaration: 1,
  ...o,
});

describe('adresses des pages de la copropriété', () => {
  it('fiche, complétion, assistant de mise à jour avec le brouillon et l’étape', () => {
    expect(cheminFiche(12)).toBe('/copropriete/fiche/12');
    expect(cheminCompletion(12)).toBe('/copropriete/fiche/12/exercice-non-approuve');
    expect(cheminMiseAJour(12, 'ANNUELLE')).toBe('/copropriete/mise-a-jour/12/ANNUELLE');
    expect(cheminMiseAJour(12, 'STANDARD', { declaration: 34, etape: 'procedures' })).toBe(
      '/copropriete/mise-a-jour/12/STANDARD?declaration=34&etape=procedures',
    );
  });

  it('types de mise à jour de l’assistant et autorité demandée à infos/{id}/{authority}', () => {
    expect(estTypeMajAssistant('MODIF_DEMANDE')).toBe(true);
    expect(estTypeMajAssistant('COMPTESNONAPPROUVES')).toBe(false);
    expect(estTypeMajAssistant(null)).toBe(false);
    expect(AUTORITE_MISE_A_JOUR).toEqual({
      ANNUELLE: 'MAJ_COPROPRIETE_ANNUELLE',
      STANDARD: 'MAJ_COPROPRIETE_STANDARD',
      MODIFICATION_ADMIN: 'MAJ_COPROPRIETE_STANDARD',
      MODIF_DEMANDE: 'MAJ_COPROPRIETE_AVANT_VALIDATION',
    });
    expect(typeMajDeReprise('ANNUELLE')).toBe('ANNUELLE');
    expect(typeMajDeReprise('COMPTESNONAPPROUVES')).toBe('STANDARD');
    expect(typeMajDeReprise(null)).toBe('STANDARD');
  });
});

describe('étapes d’une mise à jour', () => {
  it('ni rattachement ni doublons ; le récapitulatif en dernier', () => {
    expect(ETAPES_MISE_A_JOUR).toEqual([
      'identification',
      'procedures',
      'donnees-financieres',
      'donnees-techniques',
      'recapitulatif',
    ]);
    expect(etapeMiseAJour('donnees-techniques')).toBe('donnees-techniques');
    expect(etapeMiseAJour('infos-rattachement')).toBe('identification');
    expect(etapeMiseAJour('doublons')).toBe('identification');
    expect(etapeMiseAJour(null)).toBe('identification');
    expect(etapeVoisineMiseAJour('identification', -1)).toBeNull();
    expect(etapeVoisineMiseAJour('identification', 1)).toBe('procedures');
    expect(etapeVoisineMiseAJour('donnees-techniques', 1)).toBe('recapitulatif');
    expect(etapeVoisineMiseAJour('recapitulatif', 1)).toBeNull();
  });

  it('données financières en lecture seule : exercice verrouillé, hors mise à jour annuelle', () => {
    const verrou = { dateClotureComptes: '2023-12-31', raison: 'x' };
    expect(financesEnLectureSeule('STANDARD', verrou)).toBe(true);
    expect(financesEnLectureSeule('MODIFICATION_ADMIN', verrou)).toBe(true);
    expect(financesEnLectureSeule('ANNUELLE', verrou)).toBe(false);
    expect(financesEnLectureSeule('STANDARD', null)).toBe(false);
    expect(messageExerciceVerrouille('2023-12-31')).toBe(
      'Exercice clos le 31/12/2023 approuvé et enregistré par une mise à jour annuelle : ses données financières ne peuvent plus être modifiées.',
    );
  });

  it('réponse de l’enregistrement : brouillon ou mise à jour enregistrée', () => {
    expect(estResultatMiseAJour({ idCopropriete: 1, idDeclaration: 2, typeMaj: 'ANNUELLE', message: 'ok' })).toBe(true);
    expect(estResultatMiseAJour({ id: 2, immatCopropriete: {} } as never)).toBe(false);
  });
});

describe('fiche', () => {
  it('bloc financier communiqué, ou vidé pour la vue publique', () => {
    expect(blocFinancierCommunique(null)).toBe(false);
    expect(
      blocFinancierCommunique({
        dateClotureComptes: '',
        dateAg: '',
        comptesNonApprouves: '',
        donneesFinancieresInconnues: 'false',
      }),
    ).toBe(false);
    expect(blocFinancierCommunique({ dateClotureComptes: '31/12/2024', donneesFinancieresInconnues: 'false' })).toBe(true);
    expect(blocFinancierCommunique({ dateClotureComptes: '', donneesFinancieresInconnues: 'true' })).toBe(true);
  });

  it('libellés et sévérités de la mise à jour annuelle, brouillon, nom de l’attestation', () => {
    expect(severiteMajAnnuelle('FAITE')).toBe('success');
    expect(severiteMajAnnuelle('EN_RETARD')).toBe('error');
    expect(severiteMajAnnuelle('A_FAIRE')).toBe('info');
    expect(libelleBrouillon({ typeMaj: 'ANNUELLE', dateModification: '2025-03-02T10:00:00Z' })).toBe(
      'Mise à jour annuelle en cours, modifiée le 02/03/2025',
    );
    expect(nomFichierAttestation('AB1234567', 3)).toBe('attestation-immatriculation-AB1234567.pdf');
    expect(nomFichierAttestation(null, 3)).toBe('attestation-immatriculation-3.pdf');
  });

  it('exercices en dates ISO pour les règles financières', () => {
    expect(
      exercicesDeclares([exercice(), exercice({ dateDebutExercice: null, dateClotureComptes: '31/12/2024', dateAg: null })]),
    ).toEqual([
      { dateDebutExercice: '2023-01-01', dateClotureComptes: '2023-12-31', dateAg: '2024-05-20' },
      { dateDebutExercice: null, dateClotureComptes: '2024-12-31', dateAg: null },
    ]);
  });
});

describe('complétion d’un exercice non approuvé', () => {
  it('reprend le bloc financier déclaré, comptes approuvés, date d’AG à saisir', () => {
    const bloc = donneesFinancieresValides({
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      comptesNonApprouves: 'true',
      dateAg: '',
    });
    const v = valeursCompletion({
      immatCopropriete: { donneesFinancieres: bloc } as never,
      exercices: [
        exercice({ dateDebutExercice: '2024-01-01', dateClotureComptes: '2024-12-31', nonApprouve: true, verrouille: false }),
        exercice({ dateDebutExercice: '2022-01-01', dateClotureComptes: '2022-12-31', nonApprouve: true, verrouille: false }),
        exercice(),
      ],
    });
    expect(v).toMatchObject({
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      comptesNonApprouves: 'false',
      dateAg: '',
      donneesFinancieresInconnues: 'false',
      chargesOperationsCourantes: bloc.chargesOperationsCourantes,
    });
  });

  it('à défaut, les dates du dernier exercice non approuvé de la fiche', () => {
    const v = valeursCompletion({
      immatCopropriete: null,
      exercices: [
        exercice({ dateDebutExercice: '2022-01-01', dateClotureComptes: '2022-12-31', nonApprouve: true }),
        exercice({ dateDebutExercice: '2024-01-01', dateClotureComptes: '2024-12-31', nonApprouve: true }),
      ],
    });
    expect(v).toEqual({
      dateDebutExercice: '01/01/2024',
      dateClotureComptes: '31/12/2024',
      comptesNonApprouves: 'false',
      dateAg: '',
      donneesFinancieresInconnues: 'false',
    });
  });

  it('contexte des règles : exercices, règlement et lots de la fiche', () => {
    const ctx = contexteCompletion(
      {
        typeImmat: 'DEFAULT',
        immatCopropriete: {
          identification: identificationValide({ dateReglementCopropriete: '15/03/1985', nbLots: '20' }),
        } as never,
        exercices: [exercice()],
      },
      '2025-06-01',
    );
    expect(ctx).toEqual({
      aujourdhui: '2025-06-01',
      typeImmat: 'DEFAULT',
      typeMaj: 'COMPTESNONAPPROUVES',
      exercicesPrecedents: [{ dateDebutExercice: '2023-01-01', dateClotureComptes: '2023-12-31', dateAg: '2024-05-20' }],
      dateReglementCopropriete: '1985-03-15',
      nbLots: 20,
    });
  });
});

describe('avertissements renvoyés par le serveur', () => {
  it('retrouve le code par le champ ; le reste demeure une erreur', () => {
    const connus = [
      { code: 'CLOTURE_INCHANGEE_MAJ_ANNUELLE', champ: 'donneesFinancieres.dateClotureComptes', message: 'même clôture' },
      { code: 'DATE_AG_EN_DOUBLE', bloc: 'donneesFinancieres', champ: 'dateAg', message: 'AG en double' },
    ];
    const r = avertissementsDuServeur(
      {
        'immatCopropriete.donneesFinancieres.dateClotureComptes': 'même clôture',
        'donneesFinancieres.dateAg': 'AG en double (serveur)',
        'identification.nbLots': 'inconnu',
      },
      connus,
    );
    expect(r.avertissements).toEqual([
      { code: 'CLOTURE_INCHANGEE_MAJ_ANNUELLE', champ: 'donneesFinancieres.dateClotureComptes', message: 'même clôture' },
      { code: 'DATE_AG_EN_DOUBLE', champ: 'donneesFinancieres.dateAg', message: 'AG en double (serveur)' },
    ]);
    expect(r.restantes).toEqual({ 'identification.nbLots': 'inconnu' });
  });
});
