import { describe, expect, it } from 'vitest';
import { echeanceUnJourOuvre, enHeureDeParis, estJourOuvre, instantDeParis } from './joursOuvres.ts';

describe('jours ouvrés', () => {
  it('exclut les fins de semaine et les jours fériés', () => {
    expect(estJourOuvre('2026-11-20')).toBe(true); // Friday
    expect(estJourOuvre('2026-11-21')).toBe(false); // Saturday
    expect(estJourOuvre('2026-11-11')).toBe(false); // Armistice
    expect(estJourOuvre('2026-05-25')).toBe(false); // Whit Monday
  });

  it('convertit l’heure de Paris en instant, heure d’été et d’hiver', () => {
    expect(instantDeParis('2026-07-01', 10).toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(instantDeParis('2026-01-05', 10).toISOString()).toBe('2026-01-05T09:00:00.000Z');
    // the days of the changes: midnight before, the afternoon after
    expect(instantDeParis('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(instantDeParis('2026-03-29', 15, 30).toISOString()).toBe('2026-03-29T13:30:00.000Z');
    expect(instantDeParis('2026-10-25', 15).toISOString()).toBe('2026-10-25T14:00:00.000Z');
  });

  it('lit l’heure de Paris d’un instant', () => {
    expect(enHeureDeParis(new Date('2026-12-31T23:30:05Z'))).toEqual({ jour: '2027-01-01', heure: 0, minute: 30, seconde: 5 });
    expect(enHeureDeParis(new Date('2026-07-01T08:00:00Z'))).toEqual({ jour: '2026-07-01', heure: 10, minute: 0, seconde: 0 });
  });

  it('donne le jour ouvré suivant à la même heure pour un dépôt un jour ouvré', () => {
    // Tuesday 10:00 Paris -> Wednesday 10:00
    expect(echeanceUnJourOuvre(new Date('2026-11-17T09:00:00Z')).toISOString()).toBe('2026-11-18T09:00:00.000Z');
    // Friday 16:30 Paris -> Monday 16:30
    expect(echeanceUnJourOuvre(new Date('2026-11-20T15:30:00Z')).toISOString()).toBe('2026-11-23T15:30:00.000Z');
  });

  it('franchit une fin de semaine suivie d’un jour férié', () => {
    // Friday 8 May 2026 is a holiday: Thursday 7 May 10:00 -> Monday 11 May 10:00
    expect(echeanceUnJourOuvre(new Date('2026-05-07T08:00:00Z')).toISOString()).toBe('2026-05-11T08:00:00.000Z');
    // Friday 22 May 2026 14:00 -> Whit Monday is a holiday -> Tuesday 26 May 14:00
    expect(echeanceUnJourOuvre(new Date('2026-05-22T12:00:00Z')).toISOString()).toBe('2026-05-26T12:00:00.000Z');
  });

  it('fait courir le délai du jour ouvré suivant pour un dépôt un samedi', () => {
    // Saturday 21 Nov 2026 -> the working day is Monday 23 -> due at its end (Tuesday 00:00 Paris)
    expect(echeanceUnJourOuvre(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z');
  });

  it('traverse le passage à l’heure d’hiver', () => {
    // Friday 23 Oct 2026 11:00 Paris (UTC+2) -> Monday 26 Oct 11:00 Paris (UTC+1)
    expect(echeanceUnJourOuvre(new Date('2026-10-23T09:00:00Z')).toISOString()).toBe('2026-10-26T10:00:00.000Z');
  });
});
