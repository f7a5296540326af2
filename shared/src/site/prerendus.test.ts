import { describe, expect, it } from 'vitest';
import { CHEMINS_PRERENDUS, prerenduDe, sansBarreFinale } from './prerendus.ts';

describe('pages prérendues (issue 24)', () => {
  it('trouve le fichier d’un chemin prérendu, barre finale ou non ; aucun pour un autre chemin', () => {
    expect(prerenduDe('/')).toBe('/prerendu/accueil.html');
    expect(prerenduDe('//')).toBe('/prerendu/accueil.html');
    expect(prerenduDe('/annuaire/')).toBe('/prerendu/annuaire.html');
    expect(prerenduDe('/aide/registreetmoi')).toBe('/prerendu/aide/registreetmoi.html');
    expect(prerenduDe('/annuaire/copropriete/12')).toBeNull();
    expect(prerenduDe('/aide/logiciels-de-syndic')).toBeNull();
    for (const c of CHEMINS_PRERENDUS) expect(sansBarreFinale(c)).toBe(c);
  });
});
