import { describe, expect, it } from 'vitest';
import { AUTORITES_PAR_PROFIL, type Profil } from './profils.ts';
import {
  droitsAffiches,
  peutCreerAvecProfil,
  peutRestreindre,
  profilsPossiblesPour,
  variationAdminsSecondaires,
  verdict,
  type Acteur,
  type Cible,
} from './utilisateurs.ts';

const acteur = (login: string, profil: Profil, idTeledeclarant: number | null = 1): Acteur => ({
  login,
  profil,
  autorites: AUTORITES_PAR_PROFIL[profil],
  idTeledeclarant: profil.startsWith('TENEUR_') ? null : idTeledeclarant,
});
const cible = (login: string, profil: Profil, idTeledeclarant: number | null = 1, statut = 'ACTIF'): Cible => ({
  login,
  profil,
  statut,
  idTeledeclarant,
  adminPrincipal: profil.endsWith('_ADMIN_PRINC'),
  typeTeledeclarant: profil.startsWith('TELE_PRO') ? 'PRO' : 'NON_PRO',
});

const principal = acteur('p', 'TELE_PRO_ADMIN_PRINC');
const secondaire = acteur('s', 'TELE_PRO_ADMIN_SECOND');
const gestionnaire = acteur('g', 'TELE_PRO_GESTION');

describe("droits sur les utilisateurs d'un télédéclarant", () => {
  it("l'administrateur principal gère tout le monde sauf lui-même", () => {
    expect(verdict(principal, cible('s', 'TELE_PRO_ADMIN_SECOND'), 'supprimer')).toBe('PERMIS');
    expect(verdict(principal, cible('g', 'TELE_PRO_GESTION'), 'changerProfil')).toBe('PERMIS');
    expect(verdict(principal, cible('p', 'TELE_PRO_ADMIN_PRINC'), 'supprimer')).toBe('INTERDIT');
    expect(verdict(principal, cible('p', 'TELE_PRO_ADMIN_PRINC'), 'changerProfil')).toBe('INTERDIT');
    expect(verdict(principal, cible('p', 'TELE_PRO_ADMIN_PRINC'), 'modifier')).toBe('PERMIS');
  });

  it("l'administrateur secondaire gère les gestionnaires, jamais le principal ni un autre secondaire", () => {
    expect(verdict(secondaire, cible('g', 'TELE_PRO_GESTION'), 'supprimer')).toBe('PERMIS');
    expect(verdict(secondaire, cible('p', 'TELE_PRO_ADMIN_PRINC'), 'modifier')).toBe('INTERDIT');
    expect(verdict(secondaire, cible('s2', 'TELE_PRO_ADMIN_SECOND'), 'modifier')).toBe('INTERDIT');
    expect(verdict(secondaire, cible('s', 'TELE_PRO_ADMIN_SECOND'), 'modifier')).toBe('PERMIS');
    expect(verdict(secondaire, cible('s', 'TELE_PRO_ADMIN_SECOND'), 'changerProfil')).toBe('INTERDIT');
    expect(verdict(secondaire, cible('s', 'TELE_PRO_ADMIN_SECOND'), 'supprimer')).toBe('INTERDIT');
  });

  it('le gestionnaire ne modifie que son propre compte, hors profil', () => {
    expect(verdict(gestionnaire, cible('g', 'TELE_PRO_GESTION'), 'modifier')).toBe('PERMIS');
    expect(verdict(gestionnaire, cible('g', 'TELE_PRO_GESTION'), 'changerProfil')).toBe('INTERDIT');
    expect(verdict(gestionnaire, cible('g2', 'TELE_PRO_GESTION'), 'voir')).toBe('INTERDIT');
  });

  it("ne révèle jamais les utilisateurs d'un autre télédéclarant, ni les comptes supprimés", () => {
    expect(verdict(principal, cible('x', 'TELE_PRO_GESTION', 2), 'voir')).toBe('INTROUVABLE');
    expect(verdict(principal, cible('x', 'TELE_PRO_GESTION', 2), 'supprimer')).toBe('INTROUVABLE');
    expect(verdict(principal, cible('x', 'TELE_PRO_GESTION', 1, 'SUPPRIME'), 'voir')).toBe('INTROUVABLE');
    expect(verdict(principal, null, 'voir')).toBe('INTROUVABLE');
  });

  it('les teneurs voient tout ; la hotline ne supprime pas ; personne ne touche aux teneurs ici', () => {
    const teneur = acteur('t', 'TENEUR_ADMIN_PRINC');
    const hotline = acteur('h', 'TENEUR_ASS_HOTLINE_ADMIN');
    expect(verdict(teneur, cible('g', 'TELE_PRO_GESTION', 9), 'supprimer')).toBe('PERMIS');
    expect(verdict(teneur, cible('p', 'TELE_PRO_ADMIN_PRINC', 9), 'supprimer')).toBe('INTERDIT');
    expect(verdict(hotline, cible('g', 'TELE_PRO_GESTION', 9), 'modifier')).toBe('PERMIS');
    expect(verdict(hotline, cible('g', 'TELE_PRO_GESTION', 9), 'supprimer')).toBe('INTERDIT');
    expect(verdict(teneur, cible('t2', 'TENEUR_ADMIN_SCOND', null), 'modifier')).toBe('INTERDIT');
  });

  it('donne les profils possibles et les drapeaux de chaque ligne', () => {
    expect(profilsPossiblesPour(secondaire, cible('g', 'TELE_PRO_GESTION'))).toEqual(['TELE_PRO_GESTION']);
    expect(profilsPossiblesPour(principal, cible('g', 'TELE_PRO_GESTION'))).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(profilsPossiblesPour(acteur('t', 'TENEUR_ADMIN_PRINC'), cible('g', 'TELE_PRO_GESTION', 9))).toEqual([
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(droitsAffiches(secondaire, cible('p', 'TELE_PRO_ADMIN_PRINC'))).toEqual({
      allowedToEdit: false,
      allowedToDelete: false,
      allowedToChangeProfile: false,
    });
    expect(peutRestreindre(principal, cible('g', 'TELE_PRO_GESTION'))).toBe(true);
    expect(peutRestreindre(secondaire, cible('g', 'TELE_PRO_GESTION'))).toBe(false);
  });

  it('ne laisse créer que les profils attribuables, jamais un administrateur principal', () => {
    expect(peutCreerAvecProfil(principal, 'TELE_PRO_ADMIN_SECOND')).toBe(true);
    expect(peutCreerAvecProfil(principal, 'TELE_PRO_ADMIN_PRINC')).toBe(false);
    expect(peutCreerAvecProfil(principal, 'TELE_NONPRO_GESTION')).toBe(false);
    expect(peutCreerAvecProfil(secondaire, 'TELE_PRO_ADMIN_SECOND')).toBe(false);
    expect(peutCreerAvecProfil(gestionnaire, 'TELE_PRO_GESTION')).toBe(false);
  });

  it('compte les administrateurs secondaires gagnés ou perdus', () => {
    expect(variationAdminsSecondaires(null, 'TELE_PRO_ADMIN_SECOND')).toBe(1);
    expect(variationAdminsSecondaires('TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION')).toBe(-1);
    expect(variationAdminsSecondaires('TELE_PRO_ADMIN_SECOND', null)).toBe(-1);
    expect(variationAdminsSecondaires('TELE_PRO_GESTION', 'TELE_PRO_GESTION')).toBe(0);
  });
});
