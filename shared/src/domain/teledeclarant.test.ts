import { describe, expect, it } from 'vitest';
import { STATUTS_SUIVANTS, profilsAttribuables } from './teledeclarant.ts';
import { apeAutorise, codesApeAutorises, libelleApe } from './codesApe.ts';
import { AUTORITES_PAR_PROFIL, autoritesEffectives } from './profils.ts';

describe('télédéclarants', () => {
  it('un compte supprimé ne change plus de statut', () => {
    expect(STATUTS_SUIVANTS.SUPPRIME).toEqual([]);
    expect(STATUTS_SUIVANTS.ATT_ACTIVATION).toContain('ACTIF');
  });
  it('un administrateur secondaire ne crée que des gestionnaires', () => {
    expect(profilsAttribuables('TELE_PRO_ADMIN_SECOND')).toEqual(['TELE_PRO_GESTION']);
    expect(profilsAttribuables('TELE_PRO_GESTION')).toEqual([]);
  });
});

describe('codes APE', () => {
  it("l'étude notariale n'accepte que 6910Z, écrit avec ou sans point", () => {
    expect(apeAutorise('NOTAIRE', '69.10Z')).toBe(true);
    expect(apeAutorise('NOTAIRE', '6832A')).toBe(false);
    expect(apeAutorise('PRO', '6820A')).toBe(true);
  });
  it('donne les libellés de la nomenclature NAF', () => {
    expect(libelleApe('6832A')).toMatch(/Administration d'immeubles/);
    expect(codesApeAutorises('NOTAIRE')[0]).toEqual({ code: '6910Z', libelle: expect.stringMatching(/juridiques/i) });
  });
});

describe('matrice des autorités', () => {
  it('donne au compte institutionnel exactement les trois autorités de la spécification', () => {
    expect([...AUTORITES_PAR_PROFIL.INSTITUTIONNEL].sort()).toEqual([
      'CATEGORISATION',
      'CHART_CONFIDENTIALITE',
      'DONNEES_BRUTES',
    ]);
  });
  it('ne donne rien aux profils par défaut et restreint', () => {
    expect(AUTORITES_PAR_PROFIL.DEFAULT).toEqual([]);
    expect(AUTORITES_PAR_PROFIL.RESTREINT).toEqual([]);
  });
  it("retire les autorités restreintes et ajoute l'attente d'activation aux syndics", () => {
    const a = autoritesEffectives({ profil: 'TELE_PRO_GESTION', restrictions: ['DISSOUDRE_COPRO'], enAttenteActivation: true });
    expect(a).not.toContain('DISSOUDRE_COPRO');
    expect(a).toContain('ATTENTE_ACTIVATION_TELE');
    expect(a).toContain('IMMATRICULER_NVELLE_COPRO');
  });
  it("réserve l'écriture de l'établissement aux administrateurs principaux et au notaire", () => {
    const ecrivains = Object.entries(AUTORITES_PAR_PROFIL)
      .filter(([, a]) => a.includes('MON_ENTREPRISE_ECRITURE'))
      .map(([p]) => p);
    expect(ecrivains.sort()).toEqual(['NOTAIRE_NOTAIRE', 'TELE_NONPRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_PRINC']);
  });
});
