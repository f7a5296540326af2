import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adressesIndexees } from '../annuaire/adresses.ts';
import { clesDoublon } from '../copropriete/doublons.ts';
import type { Adresse } from '../copropriete/types.ts';
import {
  ABREVIATIONS,
  decouperAdresse,
  normaliserAdresse,
  normaliserTexte,
  normaliserVoie,
  numeroDeVoie,
  TITRES,
  TYPES_DE_VOIE,
} from './normalisation.ts';

describe('normalisation des adresses : texte', () => {
  it('retire casse, accents, ponctuation, traits d’union, apostrophes et espaces répétés', () => {
    expect(normaliserTexte("  L'Haÿ-les-Roses — Côté   Cœur ")).toBe('l hay les roses cote coeur');
    expect(normaliserTexte(null)).toBe('');
  });
});

describe('normalisation des adresses : abréviations du cadastre et de la BAN', () => {
  it.each([
    ['8 r Victor Hugo', '8 rue victor hugo'],
    ['8 R. VICTOR-HUGO', '8 rue victor hugo'],
    ['8 rue Victor Hugo', '8 rue victor hugo'],
    ['Av du Gal Leclerc', 'avenue du general leclerc'],
    ['AVE. du Mal Foch', 'avenue du marechal foch'],
    ['12 bd du Pdt Wilson', '12 boulevard du president wilson'],
    ['3 imp. St-Jacques', '3 impasse saint jacques'],
    ['pl Ste Anne', 'place sainte anne'],
    ['all des Tilleuls', 'allee des tilleuls'],
    ['che de la Croix', 'chemin de la croix'],
    ['rte de Lyon', 'route de lyon'],
    ['sq Dr Roux', 'square docteur roux'],
    ['fg St-Antoine', 'faubourg saint antoine'],
    ['crs Lafayette', 'cours lafayette'],
    ['qu de la Loire', 'quai de la loire'],
    ['res. les Pins', 'residence les pins'],
    ['r du Prof. Calmette', 'rue du professeur calmette'],
    ['r du Cdt Lt Dupont', 'rue du commandant lieutenant dupont'],
    ['pl N.-D. des Victoires', 'place notre dame des victoires'],
    ['pl ND des Victoires', 'place notre dame des victoires'],
  ])('%s → %s', (brut, attendu) => {
    expect(normaliserAdresse(brut)).toBe(attendu);
  });

  it('joint au numéro bis, ter, quater et leurs lettres ; garde les autres lettres', () => {
    for (const s of ['12 bis bd Voltaire', '12bis bd Voltaire', '12 B bd Voltaire', '12b bd Voltaire', '12-bis bd Voltaire'])
      expect(normaliserAdresse(s), s).toBe('12bis boulevard voltaire');
    expect(normaliserAdresse('7 ter imp du Moulin')).toBe('7ter impasse du moulin');
    expect(normaliserAdresse('7 T imp du Moulin')).toBe('7ter impasse du moulin');
    expect(normaliserAdresse('5 q r Haute')).toBe('5quater rue haute');
    expect(normaliserAdresse('12 A r Haute')).toBe('12a rue haute');
  });

  it('ne développe jamais le numéro, ni une partie de mot ; garde les noms de rue faits de nombres', () => {
    // "r" after the number is the street type, not a suffix letter of the number
    expect(normaliserAdresse('8 r Victor Hugo')).toBe('8 rue victor hugo');
    expect(normaliserAdresse('Plaisance')).toBe('plaisance');
    expect(normaliserAdresse('Rue du Pl')).toBe('rue du place');
    expect(normaliserAdresse('r du 1er Mai')).toBe('rue du 1er mai');
    expect(normaliserAdresse('3 8 mai 1945')).toBe('3 8 mai 1945');
    expect(normaliserAdresse('Stade')).toBe('stade');
  });

  it('prend le premier numéro d’une plage', () => {
    expect(normaliserAdresse('12-14 r de la Paix')).toBe('12 rue de la paix');
    expect(normaliserAdresse('12 à 14 r de la Paix')).toBe('12 rue de la paix');
    expect(normaliserAdresse('12 et 14 bis r de la Paix')).toBe('12 rue de la paix');
  });

  it('est idempotente, et aucune forme développée n’est elle-même une abréviation', () => {
    for (const plein of Object.values(ABREVIATIONS))
      for (const mot of plein.split(' ')) expect(ABREVIATIONS[mot], `${plein} → ${mot}`).toBeUndefined();
    for (const s of ['12 B av. du Gal-Leclerc', 'pl N.-D. des Victoires', '3 imp St-Jacques'])
      expect(normaliserAdresse(normaliserAdresse(s))).toBe(normaliserAdresse(s));
  });

  it('donne la clé de voie sans articles, et le numéro en nombre', () => {
    expect(normaliserVoie('Av. de la République')).toBe('avenue republique');
    expect(normaliserVoie("r de l'Église")).toBe(normaliserVoie('Rue de l’Église'));
    expect(numeroDeVoie('12 bis')).toBe(12);
    expect(numeroDeVoie('12B')).toBe(12);
    expect(numeroDeVoie(null)).toBeNull();
  });
});

describe('découpage d’une ligne d’adresse', () => {
  it('sépare numéro, voie, code postal et commune', () => {
    expect(decouperAdresse('12 bis r de la Paix 75002 Paris')).toEqual({
      numero: '12bis',
      entier: 12,
      voie: 'rue de la paix',
      voieEntiere: 'rue de la paix',
      codePostal: '75002',
      commune: 'Paris',
    });
    expect(decouperAdresse('93400 Saint-Ouen')).toMatchObject({ voie: null, codePostal: '93400' });
    expect(decouperAdresse('r des Lilas')).toMatchObject({ numero: null, voie: 'rue des lilas', codePostal: null });
  });

  it('ôte la commune de la fin d’une ligne sans code postal, sauf si elle nomme la voie', () => {
    expect(decouperAdresse('r des Rosiers SAINT-OUEN', ['Saint-Ouen']).voie).toBe('rue des rosiers');
    expect(decouperAdresse('r des Rosiers St-Ouen', ['Saint-Ouen']).voie).toBe('rue des rosiers');
    expect(decouperAdresse('12 rue de Paris', ['Paris']).voie).toBe('rue de paris');
    expect(decouperAdresse('rue Saint-Ouen', ['Saint-Ouen']).voie).toBe('rue saint ouen');
    expect(decouperAdresse('Saint-Ouen', ['Saint-Ouen']).voie).toBeNull();
    // ambiguous: the street "du Général Saint-Ouen", or "du Général" in Saint-Ouen; a search tries both
    expect(decouperAdresse('r du Gal Saint-Ouen', ['Saint-Ouen'])).toMatchObject({
      voie: 'rue du general',
      voieEntiere: 'rue du general saint ouen',
    });
  });

  it('indexe chaque adresse d’une copropriété, chaque voie une fois, l’adresse de référence d’abord', () => {
    expect(
      adressesIndexees({
        numero: '8 r',
        voie: 'Victor Hugo',
        libelle: '8 r Victor Hugo 93400 SAINT-OUEN',
        adressesSecondaires: ['12 r de la Paix 93400 Saint-Ouen', 'av Gal Leclerc', '10 rue Victor-Hugo'],
        communes: ['SAINT-OUEN'],
      }),
    ).toEqual([
      { voie: 'rue victor hugo', numero: 8 },
      { voie: 'rue paix', numero: 12 },
      { voie: 'avenue general leclerc', numero: null },
    ]);
    // a row of the file without postcode nor house number: its street from its label
    expect(adressesIndexees({ libelle: 'r des Rosiers Saint-Ouen', communes: [null, 'Saint-Ouen'] })).toEqual([
      { voie: 'rue rosiers', numero: null },
    ]);
  });
});

/* ---------- property-based: the abbreviated spelling and the full one are the same address ---------- */

/** Every abbreviation of each full form of a table. */
const formes = (table: Readonly<Record<string, string>>) => {
  const parPlein = new Map<string, string[]>();
  for (const [abrege, plein] of Object.entries(table)) parPlein.set(plein, [...(parPlein.get(plein) ?? []), abrege]);
  return [...parPlein].map(([plein, abreges]) => ({ plein, abreges }));
};
const TYPES = formes(TYPES_DE_VOIE);
const TITRES_FORMES = formes(TITRES).filter((t) => !t.plein.startsWith('saint') && t.plein !== 'notre dame');
const NOMS = ['victor hugo', 'leclerc', 'paix', 'moulin', 'tilleuls', 'jean jaures', 'republique', 'eglise', 'saint ouen'];
const ARTICLES = ['', 'de la ', 'du ', 'des ', "de l'", "d'"];
const COMMUNES = [
  { ecrite: ['SAINT-OUEN', 'Saint-Ouen', 'St-Ouen'], nom: 'Saint-Ouen' },
  { ecrite: ['PARIS', 'Paris'], nom: 'Paris' },
  { ecrite: ["L'HAY-LES-ROSES", "L'Haÿ-les-Roses"], nom: "L'Haÿ-les-Roses" },
];
const SUFFIXES = [
  { plein: [''], abrege: [''] },
  { plein: [' bis'], abrege: [' b', 'b', ' B', 'bis', 'B'] },
  { plein: [' ter'], abrege: [' t', 't', ' T', 'TER'] },
  { plein: [' quater'], abrege: [' q', 'q', ' Q'] },
];

/** A word in a random case, an abbreviation sometimes followed by a dot. */
const casse = (mot: string, bits: number) =>
  bits % 3 === 0 ? mot.toUpperCase() : bits % 3 === 1 ? mot : mot.charAt(0).toUpperCase() + mot.slice(1);

const adresseArb = fc.record({
  numero: fc.option(fc.integer({ min: 1, max: 9999 }), { nil: null }),
  suffixe: fc.constantFrom(...SUFFIXES),
  type: fc.constantFrom(...TYPES),
  titre: fc.option(fc.constantFrom(...TITRES_FORMES), { nil: null }),
  article: fc.constantFrom(...ARTICLES),
  nom: fc.constantFrom(...NOMS),
  codePostal: fc.option(
    fc.integer({ min: 1000, max: 97699 }).map((n) => String(n).padStart(5, '0')),
    { nil: null },
  ),
  commune: fc.constantFrom(...COMMUNES),
  choix: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
});
type Genere = typeof adresseArb extends fc.Arbitrary<infer T> ? T : never;

/** The number and street of an address, abbreviated as the file writes it or in full as a person types it. */
function numeroEtVoie(g: Genere, abregee: boolean): string {
  const [a, b, c, d, e] = g.choix;
  const pick = <T>(l: readonly T[], i: number) => l[i % l.length];
  const type = abregee ? pick(g.type.abreges, a) + (b % 2 ? '.' : '') : g.type.plein;
  const titre = g.titre ? (abregee ? pick(g.titre.abreges, c) + (d % 2 ? '.' : '') : g.titre.plein) : null;
  const suffixe = g.numero === null ? '' : pick(abregee ? g.suffixe.abrege : g.suffixe.plein, e);
  const mots = [
    ...(g.numero === null ? [] : [`${g.numero}${suffixe}`]),
    casse(type, a + b),
    `${g.article}${[titre, g.nom].filter(Boolean).join(' ')}`,
  ];
  return mots.map((m, i) => (i === 0 ? m : casse(m, c + i))).join(' ');
}

/** The whole line as the RNIC file writes it (commune in its own case; without postcode, the commune may follow). */
function ligneFichier(g: Genere): { ligne: string; commune: string } {
  const commune = g.commune.ecrite[g.choix[5] % g.commune.ecrite.length];
  const debut = numeroEtVoie(g, true);
  const ligne = g.codePostal ? `${debut} ${g.codePostal} ${commune}` : g.choix[6] % 2 ? `${debut} ${commune}` : debut;
  return { ligne, commune };
}

/** What the directory indexes for a row: the street key and the number (adresses.ts, as the projector). */
const indexDe = (g: Genere) => {
  const { ligne, commune } = ligneFichier(g);
  return adressesIndexees({ libelle: ligne, communes: [commune, g.commune.nom] })[0] ?? null;
};
/**
 * Whether a search finds the indexed street: number and street typed, the commune beside (recherche.ts looks the
 * whole street up first, then the street without the commune's name at its end).
 */
const trouvee = (texte: string, commune: string, index: { voie: string; numero: number | null } | null) => {
  const d = decouperAdresse(texte, [commune]);
  return (
    index !== null && d.entier === index.numero && [normaliserVoie(d.voieEntiere), normaliserVoie(d.voie)].includes(index.voie)
  );
};

const adresseServeur = (g: Genere, abregee: boolean): Adresse => {
  const ligne = abregee ? ligneFichier(g).ligne : `${numeroEtVoie(g, false)} ${g.codePostal ?? ''} ${g.commune.nom}`;
  const d = decouperAdresse(ligne, [g.commune.nom, ...g.commune.ecrite]);
  return {
    id: null,
    type: 'PRINCIPALE',
    geolocalisee: false,
    libelle: ligne,
    numero: d.numero,
    voie: abregee ? numeroEtVoie({ ...g, numero: null }, true) : numeroEtVoie({ ...g, numero: null }, false),
    codePostal: g.codePostal,
    commune: g.commune.nom,
    codeInsee: '93070',
    x: null,
    y: null,
    idBan: null,
    idRnb: null,
  };
};

describe('propriétés : l’orthographe abrégée et l’orthographe complète sont la même adresse', () => {
  it('une ligne du fichier est trouvée par son adresse tapée en entier, et par son adresse tapée comme le fichier', () => {
    fc.assert(
      fc.property(adresseArb, (g) => {
        const index = indexDe(g);
        expect(index).not.toBeNull();
        expect(trouvee(numeroEtVoie(g, false), g.commune.nom, index), 'tapée en entier').toBe(true);
        expect(trouvee(numeroEtVoie(g, true), g.commune.nom, index), 'tapée comme le fichier').toBe(true);
        // and the whole line typed as the file writes it
        expect(trouvee(ligneFichier(g).ligne, g.commune.nom, index), 'ligne du fichier').toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('une adresse écrite en entier est trouvée par son orthographe abrégée (et toute autre orthographe abrégée)', () => {
    fc.assert(
      fc.property(adresseArb, fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (g, autres) => {
        const pleine = normaliserAdresse(numeroEtVoie(g, false));
        expect(normaliserAdresse(numeroEtVoie(g, true))).toBe(pleine);
        expect(normaliserAdresse(numeroEtVoie({ ...g, choix: autres }, true))).toBe(pleine);
        expect(normaliserAdresse(pleine)).toBe(pleine);
      }),
      { numRuns: 500 },
    );
  });

  it('le contrôle des doublons donne les mêmes clés de voie aux deux orthographes', () => {
    fc.assert(
      fc.property(adresseArb, (g) => {
        const cles = (abregee: boolean) =>
          clesDoublon({ adressePrincipale: adresseServeur(g, abregee), parcelle: [], nomCopropriete: null })
            .filter((k) => k.type === 'VOIE')
            .map((k) => [k.cle, k.numero]);
        expect(cles(true)).toEqual(cles(false));
        expect(cles(true)).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });
});
