import { describe, expect, it } from 'vitest';
import { ordreEtapes } from '../../features/declaration/assistant.ts';
import { phraseNombreEtapes } from './nombreEtapes.ts';

describe("nombre d'étapes annoncé par l'assistant (issue 27)", () => {
  it('suit le nombre d’étapes du stepper, pour le syndic comme pour le notaire', () => {
    expect(ordreEtapes('DEFAULT', false)).toHaveLength(6);
    expect(phraseNombreEtapes('DEFAULT')).toBe('en six étapes (sept si des doublons probables sont trouvés)');
    expect(ordreEtapes('INITIALE', false)).toHaveLength(5);
    expect(phraseNombreEtapes('INITIALE')).toBe('en cinq étapes (six si des doublons probables sont trouvés)');
  });
});
