import { describe, expect, it } from 'vitest';
import { dateDuJourParis } from './copropriete/dates.ts';
import {
  courrielFinMandat,
  joursRestants,
  mandatAAvertir,
  mandatExpire,
  MOIS_DEBUT_FIN_MANDATS,
  planRecherche,
  plagesParMois,
} from './expiration.ts';

describe('plages de recherche par mois', () => {
  it('coupe un intervalle aux fins de mois, bornes comprises', () => {
    expect(plagesParMois('AVERTIR', '2026-01-20', '2026-03-02')).toEqual([
      { motif: 'AVERTIR', mois: '2026-01', du: '2026-01-20', au: '2026-01-31' },
      { motif: 'AVERTIR', mois: '2026-02', du: '2026-02-01', au: '2026-02-28' },
      { motif: 'AVERTIR', mois: '2026-03', du: '2026-03-01', au: '2026-03-02' },
    ]);
    expect(plagesParMois('EXPIRER', '2026-03-01', '2026-02-28')).toEqual([]);
  });

  it('passe le 29 février des années bissextiles et le changement d’année', () => {
    expect(plagesParMois('AVERTIR', '2028-02-10', '2028-03-01').map((p) => [p.du, p.au])).toEqual([
      ['2028-02-10', '2028-02-29'],
      ['2028-03-01', '2028-03-01'],
    ]);
    expect(plagesParMois('AVERTIR', '2026-12-15', '2027-01-14').map((p) => p.mois)).toEqual(['2026-12', '2027-01']);
  });
});

describe('plan de recherche du jour', () => {
  it('le 1er mars : expirés jusqu’au 28 février (mois en cours exclu), avertis du 1er au 31 mars', () => {
    const plan = planRecherche('2026-03-01', 30);
    const expirer = plan.filter((p) => p.motif === 'EXPIRER');
    expect(expirer[0]).toEqual({ motif: 'EXPIRER', mois: MOIS_DEBUT_FIN_MANDATS, du: '2016-01-01', au: '2016-01-31' });
    expect(expirer.at(-1)).toEqual({ motif: 'EXPIRER', mois: '2026-02', du: '2026-02-01', au: '2026-02-28' });
    expect(expirer).toHaveLength(10 * 12 + 2);
    expect(plan.filter((p) => p.motif === 'AVERTIR')).toEqual([
      { motif: 'AVERTIR', mois: '2026-03', du: '2026-03-01', au: '2026-03-31' },
    ]);
  });

  it('en cours de mois : le mois courant jusqu’à la veille seulement', () => {
    const plan = planRecherche('2026-03-15', 30);
    expect(plan.filter((p) => p.motif === 'EXPIRER').at(-1)).toEqual({
      motif: 'EXPIRER',
      mois: '2026-03',
      du: '2026-03-01',
      au: '2026-03-14',
    });
    expect(plan.filter((p) => p.motif === 'AVERTIR').map((p) => [p.mois, p.du, p.au])).toEqual([
      ['2026-03', '2026-03-15', '2026-03-31'],
      ['2026-04', '2026-04-01', '2026-04-14'],
    ]);
  });

  it('année bissextile : le 1er mars 2028, la veille est le 29 février', () => {
    expect(
      planRecherche('2028-03-01', 30)
        .filter((p) => p.motif === 'EXPIRER')
        .at(-1)?.au,
    ).toBe('2028-02-29');
    expect(
      planRecherche('2028-01-30', 30)
        .filter((p) => p.motif === 'AVERTIR')
        .at(-1)?.au,
    ).toBe('2028-02-29');
  });
});

describe('décisions', () => {
  it('un mandat est en vigueur jusqu’à sa date de fin incluse, heure de Paris', () => {
    // 28/02 23:30 UTC is already 1 March in Paris (UTC+1)
    const aujourdhui = dateDuJourParis(new Date('2026-02-28T23:30:00Z'));
    expect(aujourdhui).toBe('2026-03-01');
    expect(mandatExpire({ statut: 'COURANT', dateFin: '2026-02-28' }, aujourdhui)).toBe(true);
    expect(mandatExpire({ statut: 'COURANT', dateFin: '2026-03-01' }, aujourdhui)).toBe(false);
    expect(mandatExpire({ statut: 'EXPIRE', dateFin: '2026-02-28' }, aujourdhui)).toBe(false);
    // summer time: 21:59 UTC on 31 July is 23:59 in Paris, still July
    expect(dateDuJourParis(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(dateDuJourParis(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('avertit une fois, dans les N jours avant la fin', () => {
    const a = (dateFin: string, avertiLe?: string) => mandatAAvertir({ statut: 'COURANT', dateFin, avertiLe }, '2026-03-01', 30);
    expect(a('2026-03-31')).toBe(true);
    expect(a('2026-03-01')).toBe(true);
    expect(a('2026-04-01')).toBe(false);
    expect(a('2026-02-28')).toBe(false);
    expect(a('2026-03-31', '2026-03-01T04:30:00.000Z')).toBe(false);
    expect(mandatAAvertir({ statut: 'A_VALIDER', dateFin: '2026-03-10' }, '2026-03-01', 30)).toBe(false);
  });

  it('compte les jours restants sans effet des changements d’heure', () => {
    expect(joursRestants('2026-03-31', '2026-03-01')).toBe(30);
    expect(joursRestants('2026-10-26', '2026-10-24')).toBe(2);
    expect(joursRestants('2028-03-01', '2028-02-28')).toBe(2);
  });
});

describe('courriel au syndic', () => {
  it('nomme la copropriété, la date de fin et le délai, et dit quoi faire', () => {
    const c = courrielFinMandat({
      nomCopropriete: 'Résidence des Lilas',
      immatriculation: 'AB1234567',
      dateFin: '2026-03-31',
      aujourdhui: '2026-03-01',
      lienRegistre: 'http://localhost:3000',
    });
    expect(c.sujet).toBe('Registre des copropriétés : votre mandat de syndic prend fin le 31/03/2026');
    expect(c.texte).toContain('« Résidence des Lilas » (immatriculation AB1-234-567) prend fin le 31/03/2026, dans 30 jours');
    expect(c.texte).toContain('Renouveler le mandat');
    expect(courrielFinMandat({ dateFin: '2026-03-02', aujourdhui: '2026-03-01', lienRegistre: 'x' }).texte).toContain(
      'la copropriété prend fin le 02/03/2026, demain',
    );
  });
});
