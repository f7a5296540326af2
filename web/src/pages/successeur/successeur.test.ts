import { describe, expect, it } from 'vitest';
import { formulaireSuccesseurSchema, jourParis, messageEnvoi, situationVisiteur } from './successeur.ts';

describe('déclaration d’un successeur', () => {
  it('le formulaire applique le schéma partagé (SIRET, type, adresse électronique)', () => {
    const r = formulaireSuccesseurSchema.safeParse({ siret: '123', type: '', email: 'x' });
    expect(r.success).toBe(false);
    const champs = r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    expect(champs).toEqual(expect.arrayContaining(['siret', 'type', 'email']));
    expect(r.success ? '' : r.error.issues.find((i) => i.path[0] === 'type')?.message).toBe(
      'Indiquez si le successeur est un syndic professionnel ou bénévole.',
    );
  });

  it('message d’envoi : la fin de validité du lien, le jour à Paris', () => {
    expect(jourParis('2026-12-20T23:30:00.000Z')).toBe('21/12/2026');
    expect(messageEnvoi('b@exemple.fr', '2026-12-21T10:00:00.000Z')).toBe(
      "Un courriel a été envoyé à b@exemple.fr ; le lien est valable jusqu'au 21/12/2026.",
    );
  });

  it('ce que le lien offre : se connecter, répondre (syndic), ou rien', () => {
    expect(situationVisiteur({ connecte: false, autorites: [] })).toBe('anonyme');
    expect(situationVisiteur({ connecte: true, autorites: ['VALIDER_DECLA_PREDECESSEUR'] })).toBe('syndic');
    expect(situationVisiteur({ connecte: true, autorites: ['DISSOUDRE_COPRO'] })).toBe('autre');
  });
});
