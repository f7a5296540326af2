import { describe, expect, it } from 'vitest';
import { cleIdempotenceValide, correspondEtag, probleme, typeProbleme } from './probleme.ts';

describe('problèmes du service web (RFC 9457)', () => {
  it('porte le type, le titre du catalogue, le détail, l’instance et les chemins des champs', () => {
    const p = probleme({
      status: 400,
      code: 'REQUETE_INVALIDE',
      id: 'b5e1',
      message: 'La requête est invalide : vérifiez les champs signalés.',
      erreurs: { 'misesAJour.2.donneesFinancieres.montantCharges': 'Montant invalide.' },
    });
    expect(p).toEqual({
      type: '/aide/logiciels-de-syndic#erreur-requete-invalide',
      title: 'La requête est invalide : vérifiez les champs signalés.',
      status: 400,
      detail: 'La requête est invalide : vérifiez les champs signalés.',
      instance: 'urn:uuid:b5e1',
      code: 'REQUETE_INVALIDE',
      erreurs: [{ chemin: 'misesAJour[2].donneesFinancieres.montantCharges', message: 'Montant invalide.' }],
    });
    expect(typeProbleme('PORTEE_INSUFFISANTE')).toBe('/aide/logiciels-de-syndic#erreur-portee-insuffisante');
  });

  it('sans erreur de champ, pas de liste', () => {
    expect(probleme({ status: 404, code: 'RESSOURCE_INTROUVABLE', id: 'x', message: 'm' })).not.toHaveProperty('erreurs');
  });

  it('reconnaît une clé d’idempotence bien formée', () => {
    expect(cleIdempotenceValide('3f2a-9c1e')).toBe(true);
    expect(cleIdempotenceValide('')).toBe(false);
    expect(cleIdempotenceValide('a b')).toBe(false);
    expect(cleIdempotenceValide('x'.repeat(256))).toBe(false);
  });

  it('compare If-None-Match à l’ETag, faible ou fort, en liste ou *', () => {
    expect(correspondEtag('"abc"', '"abc"')).toBe(true);
    expect(correspondEtag('W/"abc"', '"abc"')).toBe(true);
    expect(correspondEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(correspondEtag('*', '"abc"')).toBe(true);
    expect(correspondEtag('"x"', '"abc"')).toBe(false);
    expect(correspondEtag(undefined, '"abc"')).toBe(false);
  });
});
