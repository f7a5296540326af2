import { describe, expect, it } from 'vitest';
import { echeanceUnJourOuvre } from './joursOuvres.ts';
import {
  controleAction,
  controleAffectation,
  decisionDeverrouillage,
  decisionOuverture,
  doitMarquerHorsDelai,
  doublonsAVerifier,
  etatCoproprietePendant,
  pageDemandes,
  plusAncienneDemande,
  type EtatDemande,
  type LigneTriable,
} from './validations.ts';

const ligne = (idDemande: string, profilDemandeur: string, dateDemande: string, autres: Partial<LigneTriable> = {}) =>
  ({ idDemande, profilDemandeur, dateDemande, horsDelai: false, statut: 'A_VALIDER', ...autres }) as LigneTriable;

const LIGNES = [
  ligne('IMMATRICULATION-3', 'TELE_PRO_GESTION', '2026-07-09T08:00:00.000Z', { echeance: '2026-07-10T08:00:00.000Z' }),
  ligne('IMMATRICULATION-1', 'NOTAIRE_NOTAIRE', '2026-07-10T09:00:00.000Z', {
    echeance: '2026-07-13T09:00:00.000Z',
    horsDelai: true,
  }),
  ligne('IMMATRICULATION-2', 'TELE_PRO_ADMIN_PRINC', '2026-07-08T10:00:00.000Z', {
    echeance: '2026-07-09T10:00:00.000Z',
    statut: 'DEMANDE_PRECISION',
  }),
  ligne('IMMATRICULATION-4', 'NOTAIRE_NOTAIRE', '2026-07-07T09:00:00.000Z', {
    echeance: '2026-07-08T09:00:00.000Z',
    horsDelai: true,
  }),
];

describe('file des demandes', () => {
  it('trie par défaut par profil du demandeur croissant, puis par date de demande', () => {
    const { lignes, totalItems } = pageDemandes(LIGNES, { pageNumber: 1, pageSize: 10 });
    expect(lignes.map((l) => l.idDemande)).toEqual([
      'IMMATRICULATION-4',
      'IMMATRICULATION-1',
      'IMMATRICULATION-2',
      'IMMATRICULATION-3',
    ]);
    expect(totalItems).toBe(4);
  });

  it('trie sur une colonne choisie, dans les deux sens', () => {
    const asc = pageDemandes(LIGNES, { pageNumber: 1, pageSize: 10, sortField: 'echeance', sortDirection: 'asc' });
    expect(asc.lignes.map((l) => l.idDemande)).toEqual([
      'IMMATRICULATION-4',
      'IMMATRICULATION-2',
      'IMMATRICULATION-3',
      'IMMATRICULATION-1',
    ]);
    const desc = pageDemandes(LIGNES, { pageNumber: 1, pageSize: 10, sortField: 'dateDemande', sortDirection: 'desc' });
    expect(desc.lignes.map((l) => l.idDemande)).toEqual([
      'IMMATRICULATION-1',
      'IMMATRICULATION-3',
      'IMMATRICULATION-2',
      'IMMATRICULATION-4',
    ]);
  });

  it('pagine et compte après le filtre « hors délai seulement »', () => {
    expect(pageDemandes(LIGNES, { pageNumber: 2, pageSize: 3 })).toMatchObject({
      totalItems: 4,
      lignes: [{ idDemande: 'IMMATRICULATION-3' }],
    });
    const hd = pageDemandes(LIGNES, { pageNumber: 1, pageSize: 1, horsDelaiSeulement: true });
    expect(hd.totalItems).toBe(2);
    expect(hd.lignes.map((l) => l.idDemande)).toEqual(['IMMATRICULATION-4']);
    expect(pageDemandes(LIGNES, { pageNumber: 3, pageSize: 10 })).toEqual({ lignes: [], totalItems: 4 });
  });

  it('donne la plus ancienne demande qui attend les teneurs (pas celle qui attend le déclarant)', () => {
    expect(plusAncienneDemande(LIGNES)?.idDemande).toBe('IMMATRICULATION-4');
    expect(plusAncienneDemande(LIGNES.filter((l) => l.idDemande !== 'IMMATRICULATION-4'))?.idDemande).toBe('IMMATRICULATION-3');
    expect(plusAncienneDemande([LIGNES[2]])).toBeNull();
    expect(plusAncienneDemande([])).toBeNull();
  });
});

const demande = (autres: Partial<EtatDemande> = {}): EtatDemande => ({
  statut: 'A_VALIDER',
  version: 3,
  echeance: '2026-07-13T15:00:00.000Z',
  ...autres,
});
const MOI = { login: 'moi@teneur.fr', profil: 'TENEUR_ASS_HOTLINE_GES' as const };
const ADMIN = { login: 'admin@teneur.fr', profil: 'TENEUR_ADMIN_SCOND' as const };

describe('verrou', () => {
  it('ouvre pour soi une demande libre, relit celle qu’on tient, et en lecture seule sinon', () => {
    expect(decisionOuverture(demande(), MOI)).toBe('VERROUILLER');
    const tenue = demande({ statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: MOI.login });
    expect(decisionOuverture(tenue, MOI)).toBe('DEJA_VERROUILLEE_PAR_MOI');
    expect(decisionOuverture(tenue, ADMIN)).toBe('LECTURE_SEULE');
    expect(decisionOuverture(demande({ statut: 'DEMANDE_PRECISION' }), MOI)).toBe('LECTURE_SEULE');
  });

  it('réserve aux administrateurs une demande qui leur a été affectée', () => {
    expect(decisionOuverture(demande({ affecteeTeneur: true }), MOI)).toBe('LECTURE_SEULE');
    expect(decisionOuverture(demande({ affecteeTeneur: true }), ADMIN)).toBe('VERROUILLER');
  });

  it('libère son propre verrou, un administrateur libère celui d’un autre, la hotline non', () => {
    const tenueParMoi = demande({ statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: MOI.login });
    const tenueParAutre = demande({ statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: 'autre@teneur.fr' });
    expect(decisionDeverrouillage(tenueParMoi, MOI)).toBe('DEVERROUILLER');
    expect(decisionDeverrouillage(tenueParAutre, ADMIN)).toBe('DEVERROUILLER');
    expect(decisionDeverrouillage(tenueParAutre, MOI)).toBe('DEMANDE_VERROUILLEE');
    expect(decisionDeverrouillage(demande(), MOI)).toBe('RIEN');
  });

  it('n’autorise une action qu’au teneur qui tient la demande, sur la version qu’il a vue', () => {
    const tenue = demande({ statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: MOI.login });
    expect(controleAction(tenue, MOI, 3)).toBeNull();
    expect(controleAction(tenue, MOI, 2)).toBe('CONFLIT_MODIFICATION');
    expect(controleAction(tenue, ADMIN, 3)).toBe('DEMANDE_VERROUILLEE');
    expect(controleAction(demande(), MOI, 3)).toBe('DEMANDE_NON_VERROUILLEE');
    expect(controleAction(null, MOI, 3)).toBe('DEMANDE_DEJA_TRAITEE');
    expect(controleAffectation(demande({ affecteeTeneur: true }))).toBe('DEMANDE_DEJA_AFFECTEE');
    expect(controleAffectation(demande())).toBeNull();
  });

  it('exige la vérification des doublons quand il y en a', () => {
    expect(doublonsAVerifier(0, false)).toBe(false);
    expect(doublonsAVerifier(1, false)).toBe(true);
    expect(doublonsAVerifier(2, true)).toBe(false);
  });

  it('fait suivre l’état de la copropriété pour une immatriculation et une dissolution seulement', () => {
    expect(etatCoproprietePendant('IMMATRICULATION', true)).toBe('IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION');
    expect(etatCoproprietePendant('IMMATRICULATION', false)).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect(etatCoproprietePendant('DISSOLUTION', true)).toBe('DISSOLUTION_EN_COURS_DE_VALIDATION');
    expect(etatCoproprietePendant('DISSOLUTION', false)).toBe('DISSOLUTION_A_VALIDER');
    expect(etatCoproprietePendant('RATTACHEMENT', true)).toBeNull();
    expect(etatCoproprietePendant('RENOUVELLEMENT', false)).toBeNull();
  });
});

describe('délai d’un jour ouvré', () => {
  it('échoit après la fin de semaine et après un jour férié (heure de Paris)', () => {
    // Friday 10 July 2026 17:00 Paris -> Monday 13 July 17:00 (weekend skipped)
    expect(echeanceUnJourOuvre(new Date('2026-07-10T15:00:00Z')).toISOString()).toBe('2026-07-13T15:00:00.000Z');
    // Monday 13 July 2026 17:00 Paris -> Tuesday 14 July is the national holiday -> Wednesday 15 July 17:00
    expect(echeanceUnJourOuvre(new Date('2026-07-13T15:00:00Z')).toISOString()).toBe('2026-07-15T15:00:00.000Z');
    // Thursday 30 April 2026 09:30 Paris -> Friday 1 May (holiday) and the weekend -> Monday 4 May 09:30
    expect(echeanceUnJourOuvre(new Date('2026-04-30T07:30:00Z')).toISOString()).toBe('2026-05-04T07:30:00.000Z');
    // Wednesday 13 May 2026 (Ascension is Thursday 14) -> Friday 15 May
    expect(echeanceUnJourOuvre(new Date('2026-05-13T10:00:00Z')).toISOString()).toBe('2026-05-15T10:00:00.000Z');
  });

  it('signale hors délai une demande encore en attente, une seule fois, pour l’échéance attendue', () => {
    const e = '2026-07-13T15:00:00.000Z';
    expect(doitMarquerHorsDelai(demande({ echeance: e }), e)).toBe(true);
    expect(doitMarquerHorsDelai(demande({ echeance: e, statut: 'VALIDATION_EN_COURS' }), '2026-07-13T15:00:00Z')).toBe(true);
    expect(doitMarquerHorsDelai(demande({ echeance: e, horsDelai: true }), e)).toBe(false);
    expect(doitMarquerHorsDelai(demande({ echeance: e, statut: 'DEMANDE_PRECISION' }), e)).toBe(false);
    // submitted again after a precision: a new deadline, the old workflow run does nothing
    expect(doitMarquerHorsDelai(demande({ echeance: '2026-07-20T15:00:00.000Z' }), e)).toBe(false);
    expect(doitMarquerHorsDelai(null, e)).toBe(false);
  });
});
