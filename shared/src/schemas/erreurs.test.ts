import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { libelleChamp } from './erreurs.ts';
import './commun.ts';
import { champDecimal } from './copropriete/champs.ts';

const messages = (s: z.ZodType, v: unknown) =>
  Object.fromEntries(s.safeParse(v).error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('la carte des erreurs en français', () => {
  it('nomme le champ par son libellé, même imbriqué dans un bloc ou une liste', () => {
    expect(libelleChamp(['identification', 'nbLots'])).toBe('Nombre total de lots');
    expect(libelleChamp(['procedures', 'mandatAdHoc', 'dateNomination'])).toBe('Date de nomination du mandataire ad hoc');
    expect(libelleChamp(['identification', 'adresseSecondaire', 2, 'codePostal'])).toBe('Code postal');
    expect(libelleChamp(['dateFin'])).toBe('Date de fin');
    expect(libelleChamp(['inconnuXyz'])).toBe('inconnuXyz');
    expect(libelleChamp([])).toBeNull();
  });

  it('dit en français ce que zod dirait tout seul, en nommant le champ', () => {
    const s = z
      .object({
        nbLots: z.number().int().min(2).max(99999),
        nom: z.string().max(3),
        dateFin: z.string(),
        x: z.number(),
        residenceService: z.boolean(),
        parcelle: z.array(z.string()),
        typeChauffage: z.enum(['COLLECTIF', 'INDIVIDUEL']),
        email: z.email(),
      })
      .strict();
    expect(
      messages(s, {
        nbLots: 100000,
        nom: 'abcdef',
        x: 'a',
        residenceService: 1,
        parcelle: 3,
        typeChauffage: 'AUTRE',
        email: 'pas-une-adresse',
        intrus: 1,
      }),
    ).toEqual({
      nbLots: 'Le champ « Nombre total de lots » doit être compris entre 2 et 99\u00a0999.',
      nom: 'Le champ « Nom » ne doit pas dépasser 3 caractères.',
      dateFin: 'Le champ « Date de fin » est obligatoire.',
      x: 'Le champ « Coordonnée x (longitude) » doit être un nombre.',
      residenceService: 'Le champ « Résidence-services » doit être vrai ou faux.',
      parcelle: 'Le champ « Parcelles cadastrales » doit être une liste.',
      typeChauffage: 'Le champ « Type de chauffage » doit valoir « COLLECTIF » ou « INDIVIDUEL ».',
      email: 'Le champ « Adresse électronique » doit être une adresse électronique valide (exemple : prenom.nom@exemple.fr).',
      '': "Le champ « intrus » n'est pas attendu.",
    });
    expect(messages(z.object({ nbLots: z.number().int() }), { nbLots: 1.5 })).toEqual({
      nbLots: 'Le champ « Nombre total de lots » doit être un nombre entier.',
    });
    expect(messages(z.object({ id: z.number().int() }), { id: 2 ** 53 + 2 })).toEqual({
      id: 'Le champ « Identifiant » est trop grand.',
    });
    expect(messages(z.object({ version: z.number().positive() }), { version: -1 })).toEqual({
      version: 'Le champ « Version » doit être supérieur à 0.',
    });
    expect(messages(z.undefined(), { a: 1 })).toEqual({ '': "Cette requête n'attend pas de contenu." });
  });

  it('laisse leur message aux schémas qui en donnent un', () => {
    expect(messages(z.object({ nom: z.string().min(1, 'Saisissez le nom.') }), { nom: '' })).toEqual({
      nom: 'Saisissez le nom.',
    });
    expect(messages(z.object({ nom: z.string({ error: 'Ce champ est obligatoire.' }) }), {})).toEqual({
      nom: 'Ce champ est obligatoire.',
    });
  });

  it("n'emploie jamais les tournures génériques de zod", () => {
    const s = z.object({ a: z.number(), b: z.string().regex(/^\d+$/), c: z.array(z.number()).min(2), d: z.literal('x') });
    for (const m of Object.values(messages(s, { a: NaN, b: 'x', c: [], d: 'y' })))
      expect(m).not.toMatch(
        /Invalid|expected|received|Entrée invalide|Option invalide|Trop grand :|Trop petit :|attendu, .* reçu/,
      );
  });
});

describe('coordonnées', () => {
  it('bornées et finies : 2^53 est refusé en français', () => {
    const x = z.object({ x: champDecimal(-180, 180, 'La longitude doit être comprise entre -180 et 180.') });
    expect(x.safeParse({ x: 2.33 }).success).toBe(true);
    expect(x.safeParse({ x: '2,33' }).success).toBe(true);
    expect(x.safeParse({ x: null }).success).toBe(true);
    expect(messages(x, { x: 2 ** 53 })).toEqual({ x: 'La longitude doit être comprise entre -180 et 180.' });
    expect(messages(x, { x: '1e400' })).toEqual({ x: 'Saisissez un nombre.' });
  });
});
