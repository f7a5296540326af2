import { describe, expect, it } from 'vitest';
import { proceduresBrouillonSchema, proceduresSchema } from './procedures.ts';
import { AUJOURDHUI, messagesParChamp, proceduresValides } from './fixtures.ts';

const ctx = { aujourdhui: AUJOURDHUI };
const verifier = (ajouts: Parameters<typeof proceduresValides>[0]) =>
  messagesParChamp(proceduresSchema(ctx).safeParse(proceduresValides(ajouts)));

describe('procédures', () => {
  it('sans procédure : tout est non', () => {
    expect(proceduresSchema(ctx).parse(proceduresValides())).toMatchObject({
      arrete: [],
      arretePerilParties: [],
      flagPerilPartiesCom: false,
      mandatAdHoc: null,
      ordonnanceCarence: null,
    });
  });
  it('chaque question appelle oui ou non', () => {
    expect(Object.values(messagesParChamp(proceduresSchema(ctx).safeParse({})))).toEqual(
      Array(6).fill(['Répondez par oui ou par non.']),
    );
  });
  it('un arrêté déclaré a une date', () => {
    expect(verifier({ flagPerilPartiesCom: 'true' })).toEqual({
      arretePerilParties: ['Indiquez au moins un arrêté, ou répondez « non ».'],
    });
    expect(verifier({ flagPerilPartiesCom: 'true', arretePerilParties: [{ dateArrete: '' }] })).toEqual({
      'arretePerilParties.0.dateArrete': ["La date de l'arrêté est obligatoire."],
    });
  });
  it('dates pas postérieures à aujourd’hui (aujourd’hui injecté)', () => {
    expect(verifier({ flagEquipementsCom: 'true', arreteEquipements: [{ dateArrete: '15/06/2025' }] })).toEqual({});
    expect(
      verifier({ flagEquipementsCom: 'true', arreteEquipements: [{ dateArrete: '16/06/2025', dateMainLevee: '17/06/2025' }] }),
    ).toEqual({
      'arreteEquipements.0.dateArrete': ['La date ne peut pas être postérieure à la date du jour.'],
      'arreteEquipements.0.dateMainLevee': ['La date ne peut pas être postérieure à la date du jour.'],
    });
  });
  it('la mainlevée suit l’arrêté : le même jour refusé, le lendemain accepté', () => {
    const arrete = (dateMainLevee: string) => ({
      flagInsalubritePartiesCom: 'true' as const,
      arreteInsalubriteParties: [{ dateArrete: '10/01/2024', dateMainLevee }],
    });
    expect(verifier(arrete('10/01/2024'))).toEqual({
      'arreteInsalubriteParties.0.dateMainLevee': [
        "La date de mainlevée doit être postérieure à la date de l'arrêté (10/01/2024).",
      ],
    });
    expect(verifier(arrete('11/01/2024'))).toEqual({});
  });
  it('mandat ad hoc : date de nomination, fin de mission après elle', () => {
    expect(verifier({ flagMandatAdhoc: 'true' })).toEqual({
      'mandatAdHoc.dateNomination': ['La date de nomination du mandataire ad hoc est obligatoire.'],
    });
    expect(
      verifier({ flagMandatAdhoc: 'true', mandatAdHoc: { dateNomination: '01/03/2025', dateFinMission: '01/03/2025' } }),
    ).toEqual({
      'mandatAdHoc.dateFinMission': ['La date de fin de mission doit être postérieure à la date de nomination.'],
    });
    expect(
      verifier({ flagMandatAdhoc: 'true', mandatAdHoc: { dateNomination: '01/03/2025', dateFinMission: '01/06/2025' } }),
    ).toEqual({});
    expect(verifier({ flagMandatAdhoc: 'true', mandatAdHoc: { dateNomination: '16/06/2025' } })).toEqual({
      'mandatAdHoc.dateNomination': ['La date ne peut pas être postérieure à la date du jour.'],
    });
  });
  it('ordonnance de carence : date obligatoire, pas dans le futur', () => {
    expect(verifier({ flagOrdonnanceCarence: 'true' })).toEqual({
      'ordonnanceCarence.dateOrdonnance': ["La date de l'ordonnance de carence est obligatoire."],
    });
    expect(verifier({ flagOrdonnanceCarence: 'true', ordonnanceCarence: { dateOrdonnance: '16/06/2025' } })).toEqual({
      'ordonnanceCarence.dateOrdonnance': ['La date ne peut pas être postérieure à la date du jour.'],
    });
  });
  it('au format serveur : la liste arrete réunit les quatre listes avec leur type, une réponse non vide sa liste', () => {
    const r = proceduresSchema(ctx).parse(
      proceduresValides({
        flagPerilPartiesCom: 'true',
        arretePerilParties: [{ dateArrete: '10/01/2024', dateMainLevee: '' }],
        flagEquipementsCom: 'false',
        arreteEquipements: [{ dateArrete: '10/01/2020' }],
        flagOrdonnanceCarence: 'true',
        ordonnanceCarence: { dateOrdonnance: '01/02/2025' },
      }),
    );
    expect(r.arrete).toEqual([{ id: null, type: 'PERIL_PARTIES', dateArrete: '2024-01-10', dateMainLevee: null }]);
    expect(r.arreteEquipements).toEqual([]);
    expect(r.ordonnanceCarence).toEqual({ dateOrdonnance: '2025-02-01' });
  });
  it('un brouillon ne vérifie que les formats', () => {
    expect(proceduresBrouillonSchema.parse({ flagMandatAdhoc: 'true', mandatAdHoc: { dateNomination: '' } })).toMatchObject({
      flagMandatAdhoc: true,
      mandatAdHoc: { dateNomination: null, dateFinMission: null },
    });
  });
});
