import { describe, expect, it } from 'vitest';
import { AUTORITES_PAR_PROFIL, PROFILS, type Profil } from '@registre/shared/domain/profils';
import type { AccesLogiciel } from '@registre/shared/schemas/logiciels/acces';
import { MAX_ACCES_LOGICIELS_ACTIFS } from '@registre/shared/domain/logiciels/acces';
import {
  accesLogicielsDisponibles,
  accesTries,
  creationPossible,
  nomCourtPortee,
  porteesOrdonnees,
  PORTEES_LIBELLEES,
} from './accesLogiciels.ts';

const visiteur = (profil: Profil) => ({ connecte: true, profil, autorites: AUTORITES_PAR_PROFIL[profil] });

const acces = (clientId: string, statut: AccesLogiciel['statut'], creeLe: string): AccesLogiciel => ({
  clientId,
  nomLogiciel: clientId,
  portees: ['lecture'],
  statut,
  creeLe,
  creePar: 'demo',
  secretRenouveleLe: null,
  dernierUsage: null,
  revoqueLe: statut === 'REVOQUE' ? creeLe : null,
});

describe('« Accès logiciels » dans « Mon établissement »', () => {
  it("n'est offert qu'aux administrateurs principaux d'un syndic", () => {
    const offerts = PROFILS.filter((p) => accesLogicielsDisponibles(visiteur(p)));
    expect(offerts.sort()).toEqual(['TELE_NONPRO_ADMIN_PRINC', 'TELE_PRO_ADMIN_PRINC']);
    expect(accesLogicielsDisponibles({ connecte: false, profil: null, autorites: [] })).toBe(false);
    // a principal administrator whose ACCES_LOGICIELS was withdrawn
    expect(
      accesLogicielsDisponibles({
        ...visiteur('TELE_PRO_ADMIN_PRINC'),
        autorites: AUTORITES_PAR_PROFIL.TELE_PRO_ADMIN_PRINC.filter((a) => a !== 'ACCES_LOGICIELS'),
      }),
    ).toBe(false);
  });

  it('libelle les portées dans leur ordre déclaré', () => {
    expect(PORTEES_LIBELLEES.map((p) => p.portee)).toEqual(['lecture', 'declaration', 'mise-a-jour']);
    expect(nomCourtPortee('mise-a-jour')).toBe('Mise à jour');
    expect(porteesOrdonnees(['mise-a-jour', 'lecture'])).toEqual(['lecture', 'mise-a-jour']);
  });

  it('liste les accès actifs d’abord, les plus récents en tête', () => {
    const liste = [
      acces('a', 'REVOQUE', '2026-03-01T10:00:00Z'),
      acces('b', 'ACTIF', '2026-01-01T10:00:00Z'),
      acces('c', 'ACTIF', '2026-02-01T10:00:00Z'),
    ];
    expect(accesTries(liste).map((a) => a.clientId)).toEqual(['c', 'b', 'a']);
  });

  it('permet une création tant que les accès actifs restent sous le maximum', () => {
    const actifs = (n: number) => Array.from({ length: n }, (_, i) => acces(`x${i}`, 'ACTIF', '2026-01-01T00:00:00Z'));
    expect(creationPossible([])).toBe(true);
    expect(creationPossible(actifs(MAX_ACCES_LOGICIELS_ACTIFS - 1))).toBe(true);
    expect(creationPossible(actifs(MAX_ACCES_LOGICIELS_ACTIFS))).toBe(false);
    // revoked accesses do not count
    expect(creationPossible([...actifs(MAX_ACCES_LOGICIELS_ACTIFS - 1), acces('r', 'REVOQUE', '2026-01-01T00:00:00Z')])).toBe(
      true,
    );
  });
});
