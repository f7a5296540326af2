import { describe, expect, it } from 'vitest';
import { refusFichier } from './televersement.ts';

describe('justificatif de mandat', () => {
  it('refuse un fichier qui n’est pas un PDF ou trop gros', () => {
    expect(refusFichier({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(refusFichier({ name: 'a.txt', type: 'text/plain', size: 1000 })).toMatch(/PDF/);
    expect(refusFichier({ name: 'a.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 })).toMatch(/5 Mo/);
  });
});
