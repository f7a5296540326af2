import { describe, expect, it } from 'vitest';
import { texteDuPdf } from '../../../tests/support/pdf.ts';
import { lettreActivationPdf, texteLettre } from './lettreActivation.ts';

const lettre = {
  idTeledeclarant: 10001,
  siret: '39217654100010',
  destinataire: [
    'GESTION OCEANE SYNDIC',
    "À l'attention de Madame Hélène Lefèvre",
    '3 RUE DE LA FOSSE',
    '44000 NANTES',
    'FRANCE',
  ],
  code: 'K7PQ2XZA',
  urlApplication: 'https://registre.exemple.fr',
  date: new Date('2026-03-10T09:00:00Z'),
};

describe("lettre du code d'activation", () => {
  it("porte l'en-tête du registre, l'adresse, le code et le délai de 15 jours", async () => {
    const pdf = Buffer.from(await lettreActivationPdf(lettre));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const texte = texteDuPdf(pdf);
    expect(texte).toContain('RÉPUBLIQUE');
    expect(texte).toContain("Registre national d'immatriculation");
    expect(texte).toContain('44000 NANTES');
    expect(texte).toContain('K7PQ2XZA');
    expect(texte).toMatch(/Le 10\/03\/2026/);
    expect(texte).toMatch(/15\s+jours/);
  });
  it('dit au télédéclarant où saisir le code et ce qui se passe après cinq erreurs', () => {
    const { paragraphes } = texteLettre(lettre);
    expect(paragraphes.join(' ')).toContain('https://registre.exemple.fr/compte/activation');
    expect(paragraphes.join(' ')).toMatch(/5 saisies erronées/);
  });
});
