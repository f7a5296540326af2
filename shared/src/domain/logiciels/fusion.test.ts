import { describe, expect, it } from 'vitest';
import { fusionnerBlocs } from './fusion.ts';

const base = () => ({
  infoRattachement: { dateDebutMandat: '01/04/2025' },
  identification: { nomCopropriete: 'Les Tilleuls', nbLots: '40', parcelle: [{ numero: '12' }, { numero: '13' }] },
  procedures: { flagMandatAdhoc: 'false' },
  donneesFinancieres: { dateClotureComptes: '', montantDettes: '' },
  donneesTechniques: { nbBatimentsTotal: '2' },
});

describe('fusion des blocs d’une mise à jour annuelle envoyée par un logiciel', () => {
  it('pose les champs donnés sur ceux en vigueur ; ce qui est absent reste', () => {
    const r = fusionnerBlocs(base(), {
      identification: { nbLots: '42' },
      donneesFinancieres: { dateClotureComptes: '31/12/2025' },
    });
    expect(r.identification).toEqual({
      nomCopropriete: 'Les Tilleuls',
      nbLots: '42',
      parcelle: [{ numero: '12' }, { numero: '13' }],
    });
    expect(r.donneesFinancieres).toEqual({ dateClotureComptes: '31/12/2025', montantDettes: '' });
    expect(r.procedures).toEqual({ flagMandatAdhoc: 'false' });
    expect(r.donneesTechniques).toEqual({ nbBatimentsTotal: '2' });
  });

  it('vide un champ donné null, remplace une liste donnée, ignore un champ undefined', () => {
    const r = fusionnerBlocs(base(), {
      identification: { nomCopropriete: null, parcelle: [{ numero: '99' }], nbLots: undefined },
    });
    expect(r.identification).toEqual({ nomCopropriete: null, nbLots: '40', parcelle: [{ numero: '99' }] });
  });

  it('ne touche ni au bloc du mandat ni à la base, et crée un bloc absent de la base', () => {
    const b = base();
    const r = fusionnerBlocs({ ...b, procedures: undefined }, { procedures: { flagMandatAdhoc: 'true' } });
    expect(r.infoRattachement).toBe(b.infoRattachement);
    expect(r.procedures).toEqual({ flagMandatAdhoc: 'true' });
    expect(b.procedures).toEqual({ flagMandatAdhoc: 'false' });
    expect(fusionnerBlocs(b, {})).toEqual(b);
  });
});
