import { describe, expect, it } from 'vitest';
import { apresOuverture, OUVERTURE_REGISTRE } from '../domain/copropriete/constantes.ts';
import { demandeRapportSchema, selectionStatistiquesSchema } from './statistiques.ts';

const lire = (q: Record<string, string>) => selectionStatistiquesSchema.safeParse(q);
const messages = (r: ReturnType<typeof lire>) => (r.success ? [] : r.error.issues.map((i) => i.message));

describe('période des statistiques, depuis l’ouverture du registre (1er novembre 2016)', () => {
  it('ouvre le registre le 1er novembre 2016, au 4e trimestre', () => {
    expect(OUVERTURE_REGISTRE).toBe('2016-11-01');
    expect(apresOuverture(2016)).toBe(true);
    expect(apresOuverture(2016, 4)).toBe(true);
    expect(apresOuverture(2016, 3)).toBe(false);
    expect(apresOuverture(2015)).toBe(false);
    expect(apresOuverture(2017, 1)).toBe(true);
  });

  it('accepte l’année 2016 et son 4e trimestre', () => {
    expect(lire({ annee: '2016' })).toMatchObject({ success: true, data: { niveau: 'FRANCE', annee: 2016 } });
    expect(lire({ annee: '2016', trimestre: '4' })).toMatchObject({ success: true, data: { annee: 2016, trimestre: 4 } });
    expect(demandeRapportSchema.safeParse({ annee: '2016' }).success).toBe(true);
  });

  it('refuse 2015 et les trimestres de 2016 d’avant l’ouverture', () => {
    expect(messages(lire({ annee: '2015' }))).toEqual(['Le registre existe depuis le 1er novembre 2016.']);
    const t3 = lire({ annee: '2016', trimestre: '3' });
    expect(messages(t3)).toEqual(['Le registre existe depuis le 1er novembre 2016.']);
    expect(t3.success ? null : t3.error.issues[0].path).toEqual(['trimestre']);
    expect(demandeRapportSchema.safeParse({ annee: '2016', trimestre: '1' }).success).toBe(false);
  });

  it('accepte une EPCI ou un EPT par son SIREN', () => {
    expect(lire({ niveau: 'EPCI', code: '200057875' })).toMatchObject({ success: true, data: { code: '200057875' } });
  });
});
