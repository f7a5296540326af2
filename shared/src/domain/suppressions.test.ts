import { describe, expect, it } from 'vitest';
import {
  conflitDemande,
  dateBloqueeParDemande,
  declarationsASupprimer,
  declarationSupprimable,
  finDuMandatRetire,
  mandatSupprimable,
  refusDateDebut,
  refusDateFin,
  voisins,
  type MandatDates,
} from './suppressions.ts';
import { StatutDeclaration } from './enums.ts';

describe('déclarations supprimables', () => {
  it('ni celle en vigueur, ni une en attente (validation, précision demandée), ni une déjà supprimée', () => {
    expect(declarationSupprimable({ idDeclaration: 1, statut: 'ARCHIVE' }, 2)).toBe(true);
    expect(declarationSupprimable({ idDeclaration: 2, statut: 'ARCHIVE' }, 2)).toBe(false);
    expect(declarationSupprimable({ idDeclaration: 2, statut: 'COURANT' }, 2)).toBe(false);
    expect(declarationSupprimable({ idDeclaration: 3, statut: 'COURANT' }, null)).toBe(true);
    for (const statut of StatutDeclaration.values)
      expect(declarationSupprimable({ idDeclaration: 1, statut }, 9)).toBe(
        !['A_VALIDER', 'VALIDATION_EN_COURS', 'BROUILLON', 'SUPPRIME'].includes(statut),
      );
  });

  it('tout ou rien : un identifiant étranger ou non supprimable refuse le lot', () => {
    const ds = [
      { idDeclaration: 1, statut: 'ARCHIVE' },
      { idDeclaration: 2, statut: 'COURANT' },
      { idDeclaration: 3, statut: 'REFUSE' },
      { idDeclaration: 4, statut: 'A_VALIDER' },
    ];
    expect(declarationsASupprimer([1, 3, 1], ds, 2)).toEqual({ declarations: [ds[0], ds[2]] });
    expect(declarationsASupprimer([1, 2], ds, 2)).toEqual({ erreur: 'DECLARATION_NON_SUPPRIMABLE' });
    expect(declarationsASupprimer([1, 4], ds, 2)).toEqual({ erreur: 'DECLARATION_NON_SUPPRIMABLE' });
    expect(declarationsASupprimer([1, 99], ds, 2)).toEqual({ erreur: 'DECLARATION_NON_SUPPRIMABLE' });
  });
});

describe('demandes en cours', () => {
  it('rattachement ou renouvellement : RATTACHEMENT_EN_COURS ; autre demande : DEMANDE_EN_COURS', () => {
    expect(conflitDemande(undefined)).toBeNull();
    expect(conflitDemande('RATTACHEMENT-12')).toBe('RATTACHEMENT_EN_COURS');
    expect(conflitDemande('RENOUVELLEMENT-12')).toBe('RATTACHEMENT_EN_COURS');
    expect(conflitDemande('DISSOLUTION-3')).toBe('DEMANDE_EN_COURS');
    expect(dateBloqueeParDemande('RATTACHEMENT-12')).toBe(true);
    expect(dateBloqueeParDemande('IMMATRICULATION-1')).toBe(false);
    expect(dateBloqueeParDemande(null)).toBe(false);
  });
});

describe('mandats supprimables et retrait du rattachement', () => {
  it('archivés, expirés ou refusés seulement', () => {
    for (const statut of StatutDeclaration.values)
      expect(mandatSupprimable({ statut })).toBe(['ARCHIVE', 'EXPIRE', 'REFUSE'].includes(statut));
  });

  it('le mandat retiré finit aujourd’hui au plus tard ; pas commencé : supprimé', () => {
    const aujourdhui = '2026-11-21';
    expect(finDuMandatRetire({ dateDebut: '2026-01-01', dateFin: '2026-12-31' }, aujourdhui)).toEqual({
      statut: 'ARCHIVE',
      dateFin: aujourdhui,
    });
    expect(finDuMandatRetire({ dateDebut: '2025-01-01', dateFin: '2026-11-20' }, aujourdhui)).toEqual({
      statut: 'ARCHIVE',
      dateFin: '2026-11-20',
    });
    expect(finDuMandatRetire({ dateDebut: aujourdhui, dateFin: '2027-11-20' }, aujourdhui)).toEqual({
      statut: 'ARCHIVE',
      dateFin: aujourdhui,
    });
    expect(finDuMandatRetire({ dateDebut: '2026-11-22', dateFin: '2027-11-21' }, aujourdhui)).toEqual({
      statut: 'SUPPRIME',
      dateFin: '2027-11-21',
    });
  });
});

describe('dates des mandats (bornes)', () => {
  const aujourdhui = '2026-11-21';
  const m = (idMandat: number, statut: string, dateDebut: string, dateFin: string): MandatDates => ({
    idMandat,
    statut,
    dateDebut,
    dateFin,
  });
  const ancien = m(1, 'ARCHIVE', '2023-01-01', '2023-12-31');
  const precedent = m(2, 'EXPIRE', '2024-01-01', '2024-12-31');
  const courant = m(3, 'COURANT', '2025-03-01', '2027-02-28');
  const refuse = m(4, 'REFUSE', '2024-06-01', '2025-05-31');
  const aValider = m(5, 'A_VALIDER', '2025-01-01', '2025-12-31');
  const supprime = m(6, 'SUPPRIME', '2024-12-01', '2025-11-30');
  const tous = [ancien, precedent, courant, refuse, aValider, supprime];

  it('les voisins : en cours, archivés, expirés, rangés par date de début', () => {
    expect(voisins(precedent, tous)).toEqual({ precedents: [ancien], suivants: [courant] });
    expect(voisins(courant, tous).precedents.map((x) => x.idMandat)).toEqual([1, 2]);
  });

  describe('date de début', () => {
    it('après la fin du précédent (strictement), avant sa propre fin (strictement)', () => {
      expect(refusDateDebut(courant, tous, '2025-01-01', aujourdhui)).toBeNull();
      expect(refusDateDebut(courant, tous, '2024-12-31', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      expect(refusDateDebut(precedent, tous, '2024-01-01', aujourdhui)).toBeNull();
      expect(refusDateDebut(precedent, tous, '2023-12-31', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      expect(refusDateDebut(precedent, tous, '2024-12-30', aujourdhui)).toBeNull();
      expect(refusDateDebut(precedent, tous, '2024-12-31', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
    });

    it('les mandats refusés, à valider ou supprimés ne comptent pas', () => {
      // 2025-01-05 falls within the refused, pending and deleted mandates: allowed
      expect(refusDateDebut(courant, tous, '2025-01-05', aujourdhui)).toBeNull();
    });

    it('le mandat en cours ne commence pas dans le futur', () => {
      const seul = m(9, 'COURANT', '2026-01-01', '2027-12-31');
      expect(refusDateDebut(seul, [seul], aujourdhui, aujourdhui)).toBeNull();
      expect(refusDateDebut(seul, [seul], '2026-11-22', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      // an archived one may (it never ran)
      const archive = m(9, 'ARCHIVE', '2026-01-01', '2027-12-31');
      expect(refusDateDebut(archive, [archive], '2026-11-22', aujourdhui)).toBeNull();
    });

    it('ni un mandat refusé, à valider ou supprimé', () => {
      for (const x of [refuse, aValider, supprime])
        expect(refusDateDebut(x, tous, '2024-06-02', aujourdhui)?.code).toBe('STATUT_MANDAT_INCORRECT');
    });

    it('le message est celui du catalogue, précisé', () => {
      expect(refusDateDebut(courant, tous, '2024-12-31', aujourdhui)?.message).toBe(
        'La date de début ou de fin du mandat ne peut pas être modifiée en raison des dates des mandats voisins. Le mandat doit commencer après la fin du mandat précédent (31/12/2024).',
      );
    });
  });

  describe('date de fin', () => {
    it('après son début (strictement), avant le début du suivant (strictement)', () => {
      expect(refusDateFin(precedent, tous, '2025-02-28', aujourdhui)).toBeNull();
      expect(refusDateFin(precedent, tous, '2025-03-01', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      expect(refusDateFin(precedent, tous, '2024-01-02', aujourdhui)).toBeNull();
      expect(refusDateFin(precedent, tous, '2024-01-01', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      expect(refusDateFin(ancien, tous, '2023-12-31', aujourdhui)).toBeNull();
      expect(refusDateFin(ancien, tous, '2024-01-01', aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
    });

    it('un mandat expiré reste terminé ; un mandat archivé sans suivant peut finir plus tard', () => {
      const expire = m(7, 'EXPIRE', '2025-01-01', '2025-12-31');
      expect(refusDateFin(expire, [expire], '2026-11-20', aujourdhui)).toBeNull();
      expect(refusDateFin(expire, [expire], aujourdhui, aujourdhui)?.code).toBe('DATES_MANDAT_NON_MODIFIABLES');
      const archive = m(8, 'ARCHIVE', '2025-01-01', '2025-12-31');
      expect(refusDateFin(archive, [archive], '2027-01-01', aujourdhui)).toBeNull();
    });

    it('seulement un mandat archivé ou expiré', () => {
      for (const x of [courant, refuse, aValider, supprime])
        expect(refusDateFin(x, tous, '2026-01-01', aujourdhui)?.code).toBe('STATUT_MANDAT_INCORRECT');
    });
  });
});
