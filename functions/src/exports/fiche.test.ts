import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { DonneesFiche } from '@registre/shared/domain/copropriete/ficheCopropriete';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/index';
import { texteDuPdf } from '../../../tests/support/pdf.ts';
import { fichePdf } from './fiche.ts';

const blocs = immatCoproprieteBrouillonSchema.parse({ infoRattachement: {} }) as ImmatCopropriete;
blocs.identification.nomCopropriete = '=HYPERLINK("http://x") Les Érables';
blocs.identification.nbLots = 42;

const fiche: DonneesFiche = {
  immatriculation: 'AB1234567',
  etat: 'IMMATRICULEE_RATTACHEE',
  dateImmatriculation: '2020-02-03',
  syndic: { type: 'PROFESSIONNEL', nom: 'Cabinet Lumière' },
  mandat: { debut: '2025-01-01', fin: '2027-12-31' },
  statutMajAnnuelle: 'EN_RETARD',
  dateDerniereMajAnnuelle: null,
  blocs,
};

describe('fiche copropriété en PDF', () => {
  it('porte le numéro, les chapitres et les valeurs, en texte', async () => {
    const pdf = Buffer.from(await fichePdf(fiche, new Date('2026-11-25T10:00:00Z')));
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Fiche copropriété AB1234567 - =HYPERLINK("http://x") Les Érables');
    const texte = texteDuPdf(pdf);
    for (const attendu of [
      'Fiche copropriété AB1234567',
      'Données du registre au 25/11/2026',
      'Organisation juridique',
      'Cabinet Lumière',
      'En retard',
      '31/12/2027',
      'Données financières du dernier exercice',
      'page 1 / ',
    ])
      expect(texte).toContain(attendu);
  });
});
