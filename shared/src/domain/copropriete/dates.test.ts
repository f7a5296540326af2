import { describe, expect, it } from 'vitest';
import {
  ajouterAnnees,
  ajouterJours,
  ajouterMois,
  dateDuJourParis,
  dernierJourDeDuree,
  dureeEnMoisAtteinte,
  estDateIso,
  jourEtMois,
} from './dates.ts';

describe('dates ISO', () => {
  it('reconnaît une vraie date du calendrier', () => {
    expect(estDateIso('2024-02-29')).toBe(true);
    expect(estDateIso('2023-02-29')).toBe(false);
    expect(estDateIso('2024-13-01')).toBe(false);
    expect(estDateIso('01/01/2024')).toBe(false);
  });
  it('ajoute des jours en passant les fins de mois et d’année', () => {
    expect(ajouterJours('2024-12-31', 1)).toBe('2025-01-01');
    expect(ajouterJours('2024-03-01', -1)).toBe('2024-02-29');
  });
  it('ajoute des mois en ramenant au dernier jour du mois quand le jour n’existe pas', () => {
    expect(ajouterMois('2024-01-31', 1)).toBe('2024-02-29');
    expect(ajouterMois('2023-01-31', 1)).toBe('2023-02-28');
    expect(ajouterMois('2020-01-01', 18)).toBe('2021-07-01');
    expect(ajouterMois('2025-03-15', -1)).toBe('2025-02-15');
    expect(ajouterAnnees('2024-02-29', 1)).toBe('2025-02-28');
  });
  it('dernier jour d’une durée en mois, les deux jours comptés', () => {
    expect(dernierJourDeDuree('2020-01-01', 12)).toBe('2020-12-31');
    expect(dernierJourDeDuree('2020-01-01', 18)).toBe('2021-06-30');
    expect(dernierJourDeDuree('2025-03-15', 1)).toBe('2025-04-14');
    expect(dernierJourDeDuree('2024-01-31', 1)).toBe('2024-02-28');
    expect(dernierJourDeDuree('2024-02-29', 12)).toBe('2025-02-27');
  });
  it('une seule mesure pour 12 mois, 18 mois et 3 ans : la durée est atteinte à son dernier jour', () => {
    expect(dureeEnMoisAtteinte('2025-04-01', '2026-03-30', 12)).toBe(false);
    expect(dureeEnMoisAtteinte('2025-04-01', '2026-03-31', 12)).toBe(true);
    expect(dureeEnMoisAtteinte('2025-04-01', '2026-04-01', 12)).toBe(true);
    // 17 months and 30 days / 18 months
    expect(dureeEnMoisAtteinte('2020-02-01', '2021-07-30', 18)).toBe(false);
    expect(dureeEnMoisAtteinte('2020-02-01', '2021-07-31', 18)).toBe(true);
    // 3 years minus a day / 3 years
    expect(dureeEnMoisAtteinte('2025-01-01', '2027-12-30', 36)).toBe(false);
    expect(dureeEnMoisAtteinte('2025-01-01', '2027-12-31', 36)).toBe(true);
  });
  it('donne le jour et le mois', () => {
    expect(jourEtMois('2024-12-31')).toBe('12-31');
  });
  it('donne le jour de Paris d’un instant, pas celui de Greenwich', () => {
    expect(dateDuJourParis(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(dateDuJourParis(new Date('2024-07-01T21:59:00Z'))).toBe('2024-07-01');
    expect(dateDuJourParis(new Date('2024-07-01T22:00:00Z'))).toBe('2024-07-02');
  });
});
