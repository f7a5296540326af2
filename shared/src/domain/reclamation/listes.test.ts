import { describe, expect, it } from 'vitest';
import {
  CODES_OBJET,
  CODES_TYPE_DEMANDEUR,
  CODES_TYPE_RECLAMATION,
  OBJETS_PAR_DEMANDEUR,
  TYPES_RECLAMATION,
  combinaisonValide,
  demandeurSuggere,
  estOuverte,
  formaterReference,
  objetsDe,
  obligations,
  statutApres,
  typesDe,
  typesDemandeur,
} from './listes.ts';

describe('listes du formulaire de contact', () => {
  it('chaque type de demandeur a des objets, et chacun de ses objets au moins un type', () => {
    for (const d of CODES_TYPE_DEMANDEUR) {
      expect(objetsDe(d)!.length, d).toBeGreaterThan(0);
      for (const o of OBJETS_PAR_DEMANDEUR[d]) expect(typesDe(d, o)!.length, `${d} ${o}`).toBeGreaterThan(0);
    }
  });

  it('chaque objet est proposé à un demandeur, chaque type atteint par un demandeur', () => {
    for (const o of CODES_OBJET)
      expect(
        CODES_TYPE_DEMANDEUR.some((d) => OBJETS_PAR_DEMANDEUR[d].includes(o)),
        o,
      ).toBe(true);
    for (const t of CODES_TYPE_RECLAMATION) {
      const objet = TYPES_RECLAMATION[t].objet;
      expect(
        CODES_TYPE_DEMANDEUR.some((d) => combinaisonValide(d, objet, t)),
        t,
      ).toBe(true);
    }
  });

  it('les drapeaux des champs obligatoires', () => {
    expect(obligations('ERREUR_ADRESSE')).toEqual({ adressePrincipaleOblig: true, numImmatOblig: true, pjOblig: false });
    expect(obligations('RATTACHEMENT_AUTRE_SYNDIC')).toEqual({
      adressePrincipaleOblig: false,
      numImmatOblig: true,
      pjOblig: true,
    });
    expect(obligations('COPROPRIETE_ABSENTE')).toEqual({ adressePrincipaleOblig: true, numImmatOblig: false, pjOblig: false });
    expect(obligations('AUTRE_DEMANDE')).toEqual({ adressePrincipaleOblig: false, numImmatOblig: false, pjOblig: false });
    expect(obligations('INCONNU')).toBeNull();
    // a type asking for an attachment says what it should be
    for (const t of CODES_TYPE_RECLAMATION) {
      const d: { pjOblig: boolean; aideJointe?: string } = TYPES_RECLAMATION[t];
      if (d.pjOblig) expect(d.aideJointe, t).toBeTruthy();
    }
  });

  it('les types réservés à certains demandeurs', () => {
    expect(typesDe('NOTAIRE', 'COMPTE_ACCES')!.map((t) => t.code)).toContain('CERTIFICAT_NOTAIRE');
    expect(typesDe('SYNDIC_PROFESSIONNEL', 'COMPTE_ACCES')!.map((t) => t.code)).not.toContain('CERTIFICAT_NOTAIRE');
    expect(typesDe('SYNDIC_BENEVOLE', 'COMPTE_ACCES')!.map((t) => t.code)).toContain('CODE_ACTIVATION');
    expect(combinaisonValide('PARTICULIER', 'RATTACHEMENT_MANDAT', 'RATTACHEMENT_AUTRE_SYNDIC')).toBe(false);
    expect(combinaisonValide('SYNDIC_PROFESSIONNEL', 'INFORMATION', 'ERREUR_ADRESSE')).toBe(false);
    expect(typesDe('PARTICULIER', 'DISSOLUTION')).toBeNull();
    expect(objetsDe('INCONNU')).toBeNull();
  });

  it('le type de demandeur suggéré d’après le profil', () => {
    expect(demandeurSuggere('TELE_PRO_GESTION')).toBe('SYNDIC_PROFESSIONNEL');
    expect(demandeurSuggere('TELE_NONPRO_ADMIN_PRINC')).toBe('SYNDIC_BENEVOLE');
    expect(demandeurSuggere('NOTAIRE_COLLAB')).toBe('NOTAIRE');
    expect(demandeurSuggere('DEFAULT')).toBeNull();
    expect(
      typesDemandeur('NOTAIRE_ADMIN')
        .filter((t) => t.suggere)
        .map((t) => t.code),
    ).toEqual(['NOTAIRE']);
    expect(typesDemandeur('DEFAULT').some((t) => t.suggere)).toBe(false);
  });

  it('statuts, actions et référence', () => {
    expect(statutApres('ATTRIBUER', 'NOUVELLE')).toBe('EN_COURS');
    expect(statutApres('ATTRIBUER', 'REPONDUE')).toBe('REPONDUE');
    expect(statutApres('REPONDRE', 'EN_COURS')).toBe('REPONDUE');
    expect(statutApres('CLORE', 'NOUVELLE')).toBe('CLOSE');
    expect(estOuverte('CLOSE')).toBe(false);
    expect(estOuverte('REPONDUE')).toBe(true);
    expect(formaterReference(2026, 123)).toBe('REC-2026-000123');
  });
});
