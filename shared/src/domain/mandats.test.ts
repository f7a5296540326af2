import { describe, expect, it } from 'vitest';
import {
  dateDebutMandatPrecedent,
  mandatEnCoursOuAVenir,
  controleRenouvellement,
  demandeMandatEnCours,
  erreurDemandeEnCours,
  idDemandeRenouvellement,
  mandatARenouveler,
  mandatDeLAction,
  mandatPrecedentDe,
  statutRattachement,
  avertissementsMandatNonConfirmes,
  controleEtat,
  controleExistence,
  controlePossible,
  controleRattachement,
  debutAuPlusTotRenouvellement,
  ETATS_RATTACHABLES,
  idDemandeRattachement,
  mandatMemeSiren,
  mandatPrecedent,
  sirenDe,
  type CoproprieteRattachable,
} from './mandats.ts';
import { EtatCopropriete } from './enums.ts';
import { mandatRattachementSchema, mandatRenouvellementSchema } from '../schemas/mandats.ts';

const copro = (ajouts: Partial<CoproprieteRattachable> = {}): CoproprieteRattachable => ({
  etat: 'IMMATRICULEE_RATTACHEE',
  immatriculation: 'AB1234567',
  idTeledeclarant: 1,
  idMandatCourant: 10,
  ...ajouts,
});

describe('chaîne de contrôles du rattachement', () => {
  it('1. la copropriété doit exister et être immatriculée', () => {
    expect(controleExistence(null)).toBe('IMMAT_NOT_EXISTANT');
    expect(controleExistence(copro({ immatriculation: null }))).toBe('IMMAT_NOT_EXISTANT');
    expect(controleExistence(copro())).toBeNull();
  });

  it('2. déjà rattachée à son établissement, ou une demande de rattachement en cours', () => {
    expect(controlePossible(copro(), 1)).toBe('ALREADY_ATTACHED');
    expect(controlePossible(copro(), 2)).toBeNull();
    expect(controlePossible(copro({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' }), 1)).toBeNull();
    expect(controlePossible(copro({ idDemandeEnCours: idDemandeRattachement(7) }), 2)).toBe('RATTACHEMENT_EN_COURS');
    // any other pending request (a renewal, a dissolution...) blocks as well: retry later
    expect(controlePossible(copro({ idDemandeEnCours: idDemandeRenouvellement(8) }), 2)).toBe('DEMANDE_EN_COURS');
    expect(controlePossible(copro({ idDemandeEnCours: 'DISSOLUTION-3' }), 2)).toBe('DEMANDE_EN_COURS');
    expect(controlePossible(copro({ idDemandeEnCours: 'IMMATRICULATION-3' }), 2)).toBe('DEMANDE_EN_COURS');
  });

  it('les demandes en cours : celles d’un mandat (rattachement, renouvellement) et leur erreur', () => {
    expect(demandeMandatEnCours('RATTACHEMENT-1')).toBe(true);
    expect(demandeMandatEnCours('RENOUVELLEMENT-1')).toBe(true);
    expect(demandeMandatEnCours('DISSOLUTION-1')).toBe(false);
    expect(demandeMandatEnCours(undefined)).toBe(false);
    expect(erreurDemandeEnCours(null)).toBeNull();
    expect(erreurDemandeEnCours('RATTACHEMENT-1')).toBe('RATTACHEMENT_EN_COURS');
    expect(erreurDemandeEnCours('RENOUVELLEMENT-1')).toBe('DEMANDE_EN_COURS');
  });

  it('3. seuls les statuts immatriculés permettent le rattachement', () => {
    for (const etat of EtatCopropriete.values)
      expect(controleEtat(copro({ etat }))).toBe(ETATS_RATTACHABLES.includes(etat) ? null : 'IMMAT_STATUS_INCORRECT');
    for (const etat of ['BROUILLON', 'DISSOUTE', 'SUPPRIMEE', 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'] as const)
      expect(controleEtat(copro({ etat }))).toBe('IMMAT_STATUS_INCORRECT');
  });

  it("s'arrête au premier échec, dans l'ordre", () => {
    expect(controleRattachement(null, 1)).toBe('IMMAT_NOT_EXISTANT');
    // already attached AND dissolved: the 2nd check answers first
    expect(controleRattachement(copro({ etat: 'DISSOUTE', idDemandeEnCours: 'RATTACHEMENT-1' }), 2)).toBe(
      'RATTACHEMENT_EN_COURS',
    );
    expect(controleRattachement(copro({ etat: 'DISSOUTE' }), 2)).toBe('IMMAT_STATUS_INCORRECT');
    expect(controleRattachement(copro({ etat: 'IMMATRICULEE_A_RATTACHER', idTeledeclarant: 9 }), 2)).toBeNull();
  });
});

describe('mandats', () => {
  const m = (idMandat: number, statut: string, dateFin: string, idTeledeclarant = 1) => ({
    idMandat,
    statut,
    dateDebut: '2020-01-01',
    dateFin,
    idTeledeclarant,
  });

  it('le mandat précédent est le dernier terminé (archivé ou expiré), pas le courant', () => {
    expect(mandatPrecedent([])).toBeNull();
    expect(
      mandatPrecedent([
        m(1, 'ARCHIVE', '2024-01-01'),
        m(4, 'EXPIRE', '2025-01-01'),
        m(2, 'COURANT', '2026-06-30'),
        m(3, 'REFUSE', '2027-01-01'),
      ])?.idMandat,
    ).toBe(4);
    expect(mandatPrecedent([m(1, 'A_VALIDER', '2027-01-01')])).toBeNull();
  });

  it('SIREN : les 9 premiers chiffres du SIRET', () => {
    expect(sirenDe('81234567800013')).toBe('812345678');
    expect(sirenDe(null)).toBeNull();
    expect(sirenDe('abc')).toBeNull();
  });

  it("mandat d'un établissement de la même entreprise : le courant d'abord", () => {
    const sirets: Record<number, string> = { 1: '81234567800013', 2: '81234567800099', 3: '99999999900011' };
    const siren = (id: number) => sirenDe(sirets[id]);
    const mandats = [m(1, 'A_VALIDER', '2027-01-01', 2), m(2, 'COURANT', '2026-01-01', 2), m(3, 'COURANT', '2026-01-01', 3)];
    expect(mandatMemeSiren(mandats, '812345678', siren)?.idMandat).toBe(2);
    expect(mandatMemeSiren([mandats[0], mandats[2]], '812345678', siren)?.idMandat).toBe(1);
    expect(mandatMemeSiren(mandats, '111111111', siren)).toBeNull();
    expect(mandatMemeSiren(mandats, null, siren)).toBeNull();
  });
});

describe('règles du mandat (spec 000 §5)', () => {
  const ctx = { aujourdhui: '2026-05-10', finMandatPrecedent: '2026-03-31' };
  const valide = {
    adminProvisoire: 'false',
    dateDebutMandat: '01/04/2026',
    dateFinMandat: '31/03/2027',
    typeJustifMandat: 'PV_AG',
  };
  const erreurs = (v: Record<string, unknown>, c = ctx) => {
    const r = mandatRattachementSchema(c).safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepte un mandat valide et le convertit (dates ISO)', () => {
    const r = mandatRattachementSchema(ctx).parse(valide);
    expect(r).toMatchObject({ dateDebutMandat: '2026-04-01', dateFinMandat: '2027-03-31', adminProvisoire: false });
    expect(avertissementsMandatNonConfirmes(r, [])).toEqual([]);
  });

  it('début au plus tard aujourd’hui, après la fin du précédent ; fin future, après le début, moins de 3 ans', () => {
    expect(erreurs({ ...valide, dateDebutMandat: '11/05/2026' })).toHaveProperty('dateDebutMandat');
    expect(erreurs({ ...valide, dateDebutMandat: '31/03/2026' }).dateDebutMandat).toMatch(/après la fin du mandat précédent/);
    expect(erreurs({ ...valide, dateFinMandat: '10/05/2026' })).toHaveProperty('dateFinMandat');
    expect(erreurs({ ...valide, dateFinMandat: '02/04/2029' }).dateFinMandat).toMatch(/3 ans/);
    expect(erreurs({ ...valide, dateFinMandat: '31/03/2029' }).dateFinMandat).toBe(
      'La durée du mandat doit être inférieure à 3 ans.',
    );
    expect(erreurs({ ...valide, dateFinMandat: '30/03/2029' })).toEqual({});
    expect(erreurs({ ...valide, dateDebutMandat: '' })).toHaveProperty('dateDebutMandat');
    expect(erreurs({ ...valide, adminProvisoire: 'true' })).toHaveProperty('typeJustifMandat');
  });

  it('une durée autre que 12 mois est un avertissement à confirmer', () => {
    const r = mandatRattachementSchema(ctx).parse({ ...valide, dateFinMandat: '30/09/2027' });
    expect(avertissementsMandatNonConfirmes(r, []).map((a) => a.code)).toEqual(['MANDAT_DUREE_DIFFERENTE_12_MOIS']);
    expect(avertissementsMandatNonConfirmes(r, ['MANDAT_DUREE_DIFFERENTE_12_MOIS'])).toEqual([]);
  });
});

describe('règles du renouvellement (spec 000 §5) : avant la fin du mandat en cours', () => {
  // the current mandate ends on 30/09/2026, four months after today: the syndic renews it now
  const ctx = { aujourdhui: '2026-05-10', finMandatPrecedent: '2026-09-30' };
  const valide = {
    adminProvisoire: 'false',
    dateDebutMandat: '01/10/2026',
    dateFinMandat: '30/09/2027',
    typeJustifMandat: 'PV_AG',
  };
  const erreurs = (v: Record<string, unknown>, c: { aujourdhui: string; finMandatPrecedent: string } = ctx) => {
    const r = mandatRenouvellementSchema(c).safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('au plus tôt le lendemain de la fin du mandat renouvelé', () => {
    expect(debutAuPlusTotRenouvellement({ dateFin: '2026-09-30' })).toBe('2026-10-01');
    expect(debutAuPlusTotRenouvellement({ dateFin: '2026-12-31' })).toBe('2027-01-01');
  });

  it('début = fin du mandat en cours + 1 jour, dans le futur : accepté, sans avertissement pour 12 mois', () => {
    expect(erreurs(valide)).toEqual({});
    const r = mandatRenouvellementSchema(ctx).parse(valide);
    expect(r).toMatchObject({ dateDebutMandat: '2026-10-01', dateFinMandat: '2027-09-30' });
    expect(avertissementsMandatNonConfirmes(r, [])).toEqual([]);
  });

  it('début = fin du mandat en cours : refusé (un seul message, pas de contradiction avec la date du jour)', () => {
    expect(erreurs({ ...valide, dateDebutMandat: '30/09/2026' })).toEqual({
      dateDebutMandat: 'Le nouveau mandat doit commencer après la fin du mandat précédent (30/09/2026).',
    });
  });

  it('début plus tard que le lendemain, dans le futur : accepté', () => {
    expect(erreurs({ ...valide, dateDebutMandat: '15/10/2026', dateFinMandat: '14/10/2027' })).toEqual({});
  });

  it('un début après aujourd’hui est accepté pour un renouvellement seulement', () => {
    const echu = { aujourdhui: '2026-05-10', finMandatPrecedent: '2026-03-31' };
    const futur = { ...valide, dateDebutMandat: '11/05/2026', dateFinMandat: '10/05/2027' };
    expect(erreurs(futur, echu)).toEqual({});
    expect(mandatRattachementSchema(echu).safeParse(futur).success).toBe(false);
    expect(
      mandatRattachementSchema(echu)
        .safeParse(futur)
        .error?.issues.map((i) => i.message),
    ).toEqual(['La date de début du mandat ne peut pas être postérieure à la date du jour.']);
    // a first mandate after a renewal-like future end: still refused in the future
    expect(
      mandatRattachementSchema(ctx)
        .safeParse(valide)
        .error?.issues.map((i) => i.message),
    ).toEqual(['La date de début du mandat ne peut pas être postérieure à la date du jour.']);
  });

  it('fin après le début et après aujourd’hui, durée inférieure à 3 ans', () => {
    expect(erreurs({ ...valide, dateFinMandat: '02/10/2026' })).toEqual({});
    expect(erreurs({ ...valide, dateFinMandat: '01/10/2026' })).toEqual({
      dateFinMandat: 'La date de fin du mandat doit être postérieure à sa date de début.',
    });
    expect(erreurs({ ...valide, dateFinMandat: '29/09/2029' })).toEqual({});
    expect(erreurs({ ...valide, dateFinMandat: '30/09/2029' })).toEqual({
      dateFinMandat: 'La durée du mandat doit être inférieure à 3 ans.',
    });
    const echu = { aujourdhui: '2026-05-10', finMandatPrecedent: '2026-03-31' };
    expect(erreurs({ ...valide, dateDebutMandat: '01/04/2026', dateFinMandat: '10/05/2026' }, echu)).toEqual({
      dateFinMandat: 'La date de fin du mandat doit être postérieure à la date du jour.',
    });
  });
});

describe('lectures des mandats (findMandatEnCoursAvenir, findDateDebutMandatPrec, is-successeur-declare)', () => {
  const m = (idMandat: number, statut: string, dateDebut: string, dateFin: string) => ({
    idMandat,
    statut,
    dateDebut,
    dateFin,
    idTeledeclarant: 1,
  });
  const mandats = [
    m(1, 'ARCHIVE', '2023-01-01', '2023-12-31'),
    m(2, 'EXPIRE', '2024-01-01', '2024-12-31'),
    m(3, 'COURANT', '2025-01-01', '2026-06-30'),
    m(4, 'COURANT', '2026-07-01', '2027-06-30'),
    m(5, 'A_VALIDER', '2026-01-01', '2026-12-31'),
    m(6, 'REFUSE', '2026-01-01', '2029-12-31'),
  ];

  it('mandatEnCoursOuAVenir : le courant commencé, sinon le premier à venir, sinon null', () => {
    expect(mandatEnCoursOuAVenir(mandats, '2026-05-10')?.idMandat).toBe(3);
    expect(mandatEnCoursOuAVenir(mandats, '2026-07-01')?.idMandat).toBe(4);
    expect(mandatEnCoursOuAVenir(mandats.slice(0, 2).concat(mandats[3]), '2026-05-10')?.idMandat).toBe(4);
    expect(mandatEnCoursOuAVenir(mandats, '2027-07-01')).toBeNull();
    expect(mandatEnCoursOuAVenir([], '2026-05-10')).toBeNull();
  });

  it('dateDebutMandatPrecedent : archivés ou expirés ; avec le courant si demandé', () => {
    expect(dateDebutMandatPrecedent(mandats, false)).toBe('2024-01-01');
    expect(dateDebutMandatPrecedent(mandats, true)).toBe('2026-07-01');
    expect(dateDebutMandatPrecedent(mandats.slice(4), false)).toBeNull();
  });
});

describe('statut du rattachement montré aux utilisateurs (spec 000 §4)', () => {
  const aujourdhui = '2026-05-10';
  const m = (statut: string, dateDebut = '2026-01-01', dateFin = '2026-12-31') => ({ statut, dateDebut, dateFin });
  const statut = (mandat: ReturnType<typeof m> | null, autres: { etat?: string; statutDemande?: string } = {}) =>
    statutRattachement({
      mandat,
      etat: (autres.etat ?? 'IMMATRICULEE_RATTACHEE') as CoproprieteRattachable['etat'],
      statutDemande: autres.statutDemande,
      aujourdhui,
    });

  it('demande effectuée, en cours d’examen quand un teneur la tient, refusée', () => {
    expect(statut(m('A_VALIDER'))).toBe('DEMANDE_EFFECTUEE');
    expect(statut(m('A_VALIDER'), { statutDemande: 'A_VALIDER' })).toBe('DEMANDE_EFFECTUEE');
    expect(statut(m('A_VALIDER'), { statutDemande: 'VALIDATION_EN_COURS' })).toBe('EN_COURS_EXAMEN');
    expect(statut(m('RENOUVELLEMENT_DECLARE'))).toBe('DEMANDE_EFFECTUEE');
    expect(statut(m('REFUSE'))).toBe('REFUSE');
  });

  it('mandat validé : non commencé, en cours, expiré', () => {
    expect(statut(m('COURANT', '2026-06-01', '2027-05-31'))).toBe('MANDAT_NON_COMMENCE');
    expect(statut(m('COURANT', aujourdhui, '2027-05-31'))).toBe('EN_COURS');
    expect(statut(m('COURANT', '2025-05-10', aujourdhui))).toBe('EN_COURS');
    expect(statut(m('COURANT', '2025-05-01', '2026-05-09'))).toBe('EXPIRE');
    expect(statut(m('EXPIRE', '2025-05-01', '2026-05-09'))).toBe('EXPIRE');
  });

  it('sans mandat (ou archivé, supprimé) : non rattachée, ou à confirmer', () => {
    expect(statut(null, { etat: 'IMMATRICULEE_A_RATTACHER' })).toBe('NON_RATTACHEE');
    expect(statut(m('ARCHIVE'))).toBe('NON_RATTACHEE');
    expect(statut(m('SUPPRIME'))).toBe('NON_RATTACHEE');
    expect(statut(null, { etat: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' })).toBe('A_CONFIRMER');
  });
});

describe('renouvellement', () => {
  const m = (idMandat: number, statut: string, idTeledeclarant = 1, dateFin = '2026-04-30') => ({
    idMandat,
    statut,
    dateDebut: '2025-05-01',
    dateFin,
    idTeledeclarant,
  });
  const rattachee = { etat: 'IMMATRICULEE_RATTACHEE' as const, idTeledeclarant: 1, idMandatCourant: 10 };
  const expiree = { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' as const, idTeledeclarant: 1, idMandatCourant: 10 };

  it('le mandat à renouveler : le courant (ou l’expiré) de son établissement', () => {
    expect(mandatARenouveler(rattachee, [m(10, 'COURANT')], 1)?.idMandat).toBe(10);
    expect(mandatARenouveler(expiree, [m(10, 'EXPIRE')], 1)?.idMandat).toBe(10);
    expect(mandatARenouveler(rattachee, [m(10, 'COURANT')], 2)).toBeNull();
    expect(mandatARenouveler(rattachee, [m(10, 'EXPIRE')], 1)).toBeNull();
    expect(mandatARenouveler({ ...rattachee, etat: 'DISSOUTE' }, [m(10, 'COURANT')], 1)).toBeNull();
    expect(mandatARenouveler({ ...rattachee, idMandatCourant: null }, [m(10, 'COURANT')], 1)).toBeNull();
    expect(mandatARenouveler(rattachee, [m(10, 'COURANT')], null)).toBeNull();
  });

  it('contrôle : introuvable, impossible, demande en cours, dans cet ordre', () => {
    expect(controleRenouvellement(rattachee, [m(10, 'COURANT')], 1)).toBeNull();
    expect(controleRenouvellement(expiree, [m(10, 'EXPIRE')], 1)).toBeNull();
    // not its establishment's at all
    expect(controleRenouvellement(rattachee, [m(10, 'COURANT')], 2)).toBe('RESSOURCE_INTROUVABLE');
    expect(controleRenouvellement(rattachee, [m(10, 'COURANT')], null)).toBe('RESSOURCE_INTROUVABLE');
    // it held a mandate (archived) but not the current one
    expect(controleRenouvellement({ ...rattachee, idTeledeclarant: 3 }, [m(9, 'ARCHIVE', 2), m(10, 'COURANT', 3)], 2)).toBe(
      'RENOUVELLEMENT_IMPOSSIBLE',
    );
    expect(controleRenouvellement({ ...rattachee, etat: 'DISSOLUTION_A_VALIDER' }, [m(10, 'COURANT')], 1)).toBe(
      'RENOUVELLEMENT_IMPOSSIBLE',
    );
    expect(controleRenouvellement({ ...rattachee, idDemandeEnCours: 'RENOUVELLEMENT-11' }, [m(10, 'COURANT')], 1)).toBe(
      'DEMANDE_EN_COURS',
    );
    expect(controleRenouvellement({ ...expiree, idDemandeEnCours: 'RATTACHEMENT-11' }, [m(10, 'EXPIRE')], 1)).toBe(
      'DEMANDE_EN_COURS',
    );
  });

  it('le mandat du détail selon l’action, et le précédent', () => {
    const mandats = [m(8, 'ARCHIVE', 1, '2024-04-30'), m(10, 'COURANT'), m(12, 'A_VALIDER', 1, '2027-04-30'), m(13, 'REFUSE')];
    expect(mandatDeLAction('RENOUVELER_MANDAT', rattachee, mandats, 1)?.idMandat).toBe(10);
    expect(mandatDeLAction('RATTACHER_COPROPRIETE', rattachee, mandats, 1)?.idMandat).toBe(12);
    expect(mandatDeLAction('VISUALISER_COPRO', rattachee, mandats, 1)?.idMandat).toBe(10);
    // another syndic attaching: only its own mandates are given, the refused one is its latest
    expect(mandatDeLAction('RATTACHER_COPROPRIETE', rattachee, [m(13, 'REFUSE', 2)], 2)?.idMandat).toBe(13);
    expect(mandatDeLAction('RATTACHER_COPROPRIETE', rattachee, [], 2)).toBeNull();
    expect(mandatPrecedentDe(mandats, 10)?.idMandat).toBe(8);
    expect(mandatPrecedentDe([m(10, 'EXPIRE'), m(8, 'ARCHIVE', 1, '2024-04-30')], 10)?.idMandat).toBe(8);
  });
});
