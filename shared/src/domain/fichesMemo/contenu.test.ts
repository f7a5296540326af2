import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_FICHES_MEMO,
  FICHES_MEMO,
  NOM_FICHE_MEMO,
  categorieFichesMemoDuProfil,
  ficheMemoParNom,
  fichesDeCategorie,
} from './contenu.ts';
import { PROFILS } from '../profils.ts';

describe('fiches mémo : le contenu', () => {
  it('chaque catégorie a une à trois fiches', () => {
    for (const c of CATEGORIES_FICHES_MEMO) {
      const fiches = fichesDeCategorie(c);
      expect(fiches.length, c).toBeGreaterThanOrEqual(1);
      expect(fiches.length, c).toBeLessThanOrEqual(3);
      expect(fiches.every((f) => f.categorie === c)).toBe(true);
    }
  });

  it('des noms de fichiers uniques, de la seule forme acceptée au téléchargement', () => {
    const noms = FICHES_MEMO.map((f) => f.fichier);
    expect(new Set(noms).size).toBe(noms.length);
    for (const n of noms) expect(n).toMatch(NOM_FICHE_MEMO);
    expect(ficheMemoParNom(noms[0])?.fichier).toBe(noms[0]);
    expect(ficheMemoParNom('../fiche-memo-le-registre-en-bref.pdf')).toBeUndefined();
  });

  it('chaque fiche a un titre, un résumé, des sections non vides, des références et une date valide', () => {
    for (const f of FICHES_MEMO) {
      expect(f.titre.length).toBeGreaterThan(5);
      expect(f.resume.length).toBeGreaterThan(20);
      expect(f.sections.length).toBeGreaterThan(0);
      for (const s of f.sections) expect((s.paragraphes?.length ?? 0) + (s.puces?.length ?? 0)).toBeGreaterThan(0);
      expect(f.references.length).toBeGreaterThan(0);
      expect(f.miseAJour).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(f.miseAJour))).toBe(false);
    }
  });

  it('les règles clés figurent dans les fiches des syndics et des notaires', () => {
    const texte = (nom: string) => JSON.stringify(ficheMemoParNom(nom));
    const pro = texte('fiche-memo-obligations-du-syndic-professionnel.pdf');
    expect(pro).toContain('deux mois');
    expect(pro).toContain('20 €');
    expect(texte('fiche-memo-le-notaire-et-le-registre.pdf')).toContain('état descriptif de division');
  });

  it('la catégorie de chaque profil sur sa page d’accueil', () => {
    expect(categorieFichesMemoDuProfil(null)).toBe('GENERAL');
    expect(categorieFichesMemoDuProfil('DEFAULT')).toBe('GENERAL');
    expect(categorieFichesMemoDuProfil('TELE_PRO_GESTION')).toBe('PRO');
    expect(categorieFichesMemoDuProfil('TELE_NONPRO_ADMIN_PRINC')).toBe('BENEVOLE');
    expect(categorieFichesMemoDuProfil('NOTAIRE_COLLAB')).toBe('NOTAIRE');
    expect(categorieFichesMemoDuProfil('INSTITUTIONNEL')).toBe('INSTITUTION');
    expect(categorieFichesMemoDuProfil('TENEUR_ADMIN_PRINC')).toBeNull();
    // every profile has an answer (a category or, for the keepers, none)
    for (const p of PROFILS) expect(() => categorieFichesMemoDuProfil(p)).not.toThrow();
  });
});
