import { describe, expect, it } from 'vitest';
import { ERREURS } from '../../errors/catalogue.ts';
import { PROFILS } from '../profils.ts';
import {
  MAX_ACCES_LOGICIELS_ACTIFS,
  effetRevocation,
  gereAccesLogiciels,
  refusCreationAcces,
  refusRenouvellementSecret,
} from './acces.ts';

describe('accès logiciels (issue 25)', () => {
  it("ne sont gérés que par l'administrateur principal d'un syndic, professionnel ou bénévole", () => {
    expect(PROFILS.filter(gereAccesLogiciels)).toEqual(['TELE_NONPRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_PRINC']);
    expect(refusCreationAcces('NOTAIRE_ADMIN', 0)).toBe('ACCES_NON_AUTORISE');
    expect(refusCreationAcces('TELE_PRO_ADMIN_SECOND', 0)).toBe('ACCES_NON_AUTORISE');
    expect(refusCreationAcces('TELE_PRO_GESTION', 0)).toBe('ACCES_NON_AUTORISE');
  });

  it(`sont ${MAX_ACCES_LOGICIELS_ACTIFS} actifs au plus par établissement`, () => {
    expect(refusCreationAcces('TELE_PRO_ADMIN_PRINC', MAX_ACCES_LOGICIELS_ACTIFS - 1)).toBeNull();
    expect(refusCreationAcces('TELE_NONPRO_ADMIN_PRINC', MAX_ACCES_LOGICIELS_ACTIFS)).toBe('TROP_D_ACCES_LOGICIELS');
    expect(ERREURS.TROP_D_ACCES_LOGICIELS.message).toContain(`déjà ${MAX_ACCES_LOGICIELS_ACTIFS} accès logiciels actifs`);
  });

  it("ne renouvellent le secret que d'un accès actif ; la révocation est idempotente", () => {
    expect(refusRenouvellementSecret('ACTIF')).toBeNull();
    expect(refusRenouvellementSecret('REVOQUE')).toBe('ACCES_LOGICIEL_INACTIF');
    expect(effetRevocation('ACTIF')).toBe('REVOQUER');
    expect(effetRevocation('REVOQUE')).toBe('DEJA_REVOQUE');
  });
});
