import { describe, expect, it } from 'vitest';
import {
  estEnTetePdf,
  fichierJustificatifSchema,
  infoRattachementBrouillonSchema,
  infoRattachementSchema,
} from './infoRattachement.ts';
import { AUJOURDHUI, infoRattachementValide, messagesParChamp } from './fixtures.ts';

const ctx = { aujourdhui: AUJOURDHUI };
const verifier = (
  ajouts: Parameters<typeof infoRattachementValide>[0],
  contexte: Parameters<typeof infoRattachementSchema>[0] = ctx,
) => messagesParChamp(infoRattachementSchema(contexte).safeParse(infoRattachementValide(ajouts)));

describe('infoRattachement : le mandat', () => {
  it('accepte un mandat valide et le rend au format serveur', () => {
    const r = infoRattachementSchema(ctx).parse(infoRattachementValide());
    expect(r).toMatchObject({
      adminProvisoire: false,
      dateDebutMandat: '2025-04-01',
      dateFinMandat: '2026-03-31',
      typeJustifMandat: 'PV_AG',
    });
  });
  it('exige chaque champ avec un message en français', () => {
    expect(messagesParChamp(infoRattachementSchema(ctx).safeParse({}))).toEqual({
      adminProvisoire: ['Répondez par oui ou par non.'],
      dateDebutMandat: ['La date de début du mandat est obligatoire.'],
      dateFinMandat: ['La date de fin du mandat est obligatoire.'],
      typeJustifMandat: ['Choisissez le type de justificatif du mandat.'],
    });
  });
  it('début au plus tard aujourd’hui (aujourd’hui injecté)', () => {
    expect(verifier({ dateDebutMandat: '15/06/2025', dateFinMandat: '14/06/2026' })).toEqual({});
    expect(verifier({ dateDebutMandat: '16/06/2025', dateFinMandat: '15/06/2026' })).toEqual({
      dateDebutMandat: ['La date de début du mandat ne peut pas être postérieure à la date du jour.'],
    });
  });
  it('fin après aujourd’hui et après le début', () => {
    expect(verifier({ dateDebutMandat: '15/06/2024', dateFinMandat: '15/06/2025' }).dateFinMandat).toEqual([
      'La date de fin du mandat doit être postérieure à la date du jour.',
    ]);
    expect(verifier({ dateDebutMandat: '15/06/2024', dateFinMandat: '16/06/2025' })).toEqual({});
    expect(verifier({ dateDebutMandat: '15/06/2025', dateFinMandat: '15/06/2025' }).dateFinMandat).toContain(
      'La date de fin du mandat doit être postérieure à sa date de début.',
    );
  });
  it('durée inférieure à 3 ans : 3 ans moins un jour accepté, 3 ans refusé (mesurés comme les 12 mois)', () => {
    const message = { dateFinMandat: ['La durée du mandat doit être inférieure à 3 ans.'] };
    expect(verifier({ dateDebutMandat: '01/01/2025', dateFinMandat: '30/12/2027' })).toEqual({});
    expect(verifier({ dateDebutMandat: '01/01/2025', dateFinMandat: '31/12/2027' })).toEqual(message);
    expect(verifier({ dateDebutMandat: '01/01/2025', dateFinMandat: '01/01/2028' })).toEqual(message);
    expect(verifier({ dateDebutMandat: '01/01/2025', dateFinMandat: '02/01/2028' })).toEqual(message);
    expect(verifier({ dateDebutMandat: '15/06/2025', dateFinMandat: '13/06/2028' })).toEqual({});
    expect(verifier({ dateDebutMandat: '15/06/2025', dateFinMandat: '14/06/2028' })).toEqual(message);
  });
  it('le nouveau mandat commence après la fin du précédent', () => {
    const contexte = { aujourdhui: AUJOURDHUI, finMandatPrecedent: '2025-03-31' };
    expect(verifier({ dateDebutMandat: '31/03/2025', dateFinMandat: '30/03/2026' }, contexte)).toEqual({
      dateDebutMandat: ['Le nouveau mandat doit commencer après la fin du mandat précédent (31/03/2025).'],
    });
    expect(verifier({ dateDebutMandat: '01/04/2025' }, contexte)).toEqual({});
  });
  it('justificatif : ordonnance pour un administrateur provisoire, contrat ou PV sinon', () => {
    expect(verifier({ adminProvisoire: 'true', typeJustifMandat: 'PV_AG' })).toEqual({
      typeJustifMandat: ["Un administrateur provisoire justifie son mandat par l'ordonnance de nomination."],
    });
    expect(verifier({ adminProvisoire: 'true', typeJustifMandat: 'ORDO_NOMINATION' })).toEqual({});
    expect(verifier({ adminProvisoire: 'false', typeJustifMandat: 'ORDO_NOMINATION' })).toEqual({
      typeJustifMandat: ["Un syndic justifie son mandat par le contrat de syndic ou le procès-verbal d'assemblée générale."],
    });
    expect(verifier({ adminProvisoire: 'false', typeJustifMandat: 'CONTRAT_SYNDIC' })).toEqual({});
  });
  it('refuse une date mal écrite, un fichier qui n’est pas un PDF, une réponse qui n’est ni oui ni non', () => {
    expect(verifier({ dateDebutMandat: '2025-04-01' }).dateDebutMandat).toEqual(['La date doit être au format JJ/MM/AAAA.']);
    expect(verifier({ nomFichierJustifMandat: 'pv.docx' }).nomFichierJustifMandat).toEqual([
      'Le justificatif doit être un fichier PDF.',
    ]);
    expect(verifier({ adminProvisoire: 'peut-être' as never }).adminProvisoire).toEqual(['Répondez par oui ou par non.']);
  });
  it('un brouillon ne vérifie que les formats', () => {
    expect(infoRattachementBrouillonSchema.parse({ dateDebutMandat: '01/04/2025' })).toMatchObject({
      dateDebutMandat: '2025-04-01',
      dateFinMandat: null,
    });
    expect(infoRattachementBrouillonSchema.safeParse({ dateDebutMandat: '1/4/2025' }).success).toBe(false);
  });
});

describe('fichier justificatif', () => {
  const fichier = { nomFichier: 'contrat.pdf', typeMime: 'application/pdf', taille: 5 * 1024 * 1024 };
  it('PDF de 5 Mo au plus', () => {
    expect(fichierJustificatifSchema.safeParse(fichier).success).toBe(true);
    expect(messagesParChamp(fichierJustificatifSchema.safeParse({ ...fichier, taille: 5 * 1024 * 1024 + 1 }))).toEqual({
      taille: ['Le justificatif ne doit pas dépasser 5 Mo.'],
    });
    expect(messagesParChamp(fichierJustificatifSchema.safeParse({ ...fichier, typeMime: 'image/png' })).typeMime).toEqual([
      'Le justificatif doit être un fichier PDF.',
    ]);
  });
  it('reconnaît un PDF à son contenu', () => {
    expect(estEnTetePdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(estEnTetePdf(new TextEncoder().encode('PK\u0003\u0004'))).toBe(false);
  });
});
