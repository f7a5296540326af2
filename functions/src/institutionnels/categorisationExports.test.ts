import { describe, expect, it } from 'vitest';
import { criteresCategorisationSchema } from '@registre/shared/schemas/categorisation';
import { criteresLisibles } from './categorisationExports.ts';

describe('critères rappelés par le rapport de synthèse', () => {
  it('les dit en mots, dans l’ordre du formulaire', () => {
    const c = criteresCategorisationSchema.parse({
      dateFinMandat: '2026-12-31',
      statut: ['EXPIRE'],
      departements: ['69'],
      tranchesLots: ['T200'],
      majAnnuelleEnRetard: 'non',
      impayesAuSeuilAdHoc: 'oui',
    });
    expect(criteresLisibles(c)).toEqual([
      ['Mandat finissant le ou avant', '31/12/2026'],
      ['Mandat', 'Mandat expiré'],
      ['Départements', 'Rhône (69)'],
      ['Tailles', '200 lots et plus'],
      ['Mise à jour annuelle en retard', 'Non'],
      ['Impayés au seuil du mandat ad hoc', 'Oui'],
    ]);
  });
  it('ne dit rien sans critère', () => expect(criteresLisibles(criteresCategorisationSchema.parse({}))).toEqual([]));
});
