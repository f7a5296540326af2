import { describe, expect, it } from 'vitest';
import type { ContexteDonneesTechniques } from '../../domain/copropriete/types.ts';
import { donneesTechniquesSchema, periodeDeConstruction } from './donneesTechniques.ts';
import { AUJOURDHUI, donneesTechniquesValides, messagesParChamp } from './fixtures.ts';

const base: ContexteDonneesTechniques = { aujourdhui: AUJOURDHUI };
const verifier = (ajouts: Parameters<typeof donneesTechniquesValides>[0], ctx: ContexteDonneesTechniques = base) =>
  messagesParChamp(donneesTechniquesSchema(ctx).safeParse(donneesTechniquesValides(ajouts)));

describe('données techniques', () => {
  it('bâtiments par étiquette : le total est leur somme, toutes les étiquettes présentes', () => {
    const r = donneesTechniquesSchema(base).parse(donneesTechniquesValides({ nbBatimentsTotal: '' }));
    expect(r.nbBatimentsTotal).toBe(2);
    expect(r.classementEnergetique).toEqual({
      ETIQ_A: 0,
      ETIQ_B: 0,
      ETIQ_C: 1,
      ETIQ_D: 1,
      ETIQ_E: 0,
      ETIQ_F: 0,
      ETIQ_G: 0,
      ETIQ_NON_DETERMINE: 0,
    });
    expect(r.classementEnergetiqueComplet).toBe(true);
    const nonDetermine = donneesTechniquesSchema(base).parse(
      donneesTechniquesValides({ classementEnergetique: { ETIQ_NON_DETERMINE: '2' } }),
    );
    expect(nonDetermine.classementEnergetiqueComplet).toBe(false);
  });
  it('au moins un bâtiment', () => {
    expect(verifier({ classementEnergetique: {}, nbBatimentsTotal: '0' })).toEqual({
      nbBatimentsTotal: [
        'La copropriété compte au moins un bâtiment : indiquez le nombre de bâtiments par étiquette énergétique.',
      ],
    });
    expect(verifier({ classementEnergetique: { ETIQ_G: '1' }, nbBatimentsTotal: '' })).toEqual({});
  });
  it('un total saisi égale la somme par étiquette', () => {
    expect(verifier({ nbBatimentsTotal: '3' })).toEqual({
      nbBatimentsTotal: ['Le nombre total de bâtiments doit être égal à la somme des bâtiments par étiquette énergétique (2).'],
    });
  });
  it('chauffage collectif : réseau urbain ? sinon quelle énergie', () => {
    expect(verifier({ typeChauffage: 'COLLECTIF' })).toEqual({ chauffageCollectifUrbain: ['Répondez par oui ou par non.'] });
    expect(verifier({ typeChauffage: 'MIXTE', chauffageCollectifUrbain: 'false' })).toEqual({
      energieChauffageCollectifNonUrbain: ["Choisissez l'énergie du chauffage collectif."],
    });
    const r = donneesTechniquesSchema(base).parse(
      donneesTechniquesValides({
        typeChauffage: 'COLLECTIF',
        chauffageCollectifUrbain: 'false',
        energieChauffageCollectifNonUrbain: 'GAZ_NATUREL',
      }),
    );
    expect(r).toMatchObject({ chauffageCollectifUrbain: false, energieChauffageCollectifNonUrbain: 'GAZ_NATUREL' });
    const individuel = donneesTechniquesSchema(base).parse(
      donneesTechniquesValides({
        typeChauffage: 'INDIVIDUEL',
        chauffageCollectifUrbain: 'true',
        energieChauffageCollectifNonUrbain: 'CHARBON',
      }),
    );
    expect(individuel).toMatchObject({ chauffageCollectifUrbain: null, energieChauffageCollectifNonUrbain: null });
    expect(verifier({ typeChauffage: 'Non renseigné' })).toEqual({});
    expect(verifier({ typeChauffage: 'SOLAIRE' as never }).typeChauffage).toEqual(['Choisissez le type de chauffage.']);
  });
  it('année de construction : dans la période choisie, pas dans le futur', () => {
    expect(verifier({ anneeConstruction: '1993' })).toEqual({});
    expect(verifier({ anneeConstruction: '1994' })).toEqual({
      anneeConstruction: ["L'année de construction ne correspond pas à la période choisie (de 1975 à 1993)."],
    });
    expect(verifier({ anneeConstruction: '2026', periodeConstruction: 'APRES_2011' })).toEqual({
      anneeConstruction: ["L'année de construction ne peut pas être postérieure à l'année en cours."],
    });
    expect(verifier({ anneeConstruction: '1700', periodeConstruction: 'NON_CONNUE' })).toEqual({});
    expect(periodeDeConstruction(1948)).toBe('AVANT_1949');
    expect(periodeDeConstruction(2011)).toBe('APRES_2011');
  });
  it('plan pluriannuel : exigé selon la taille et la date du jour', () => {
    const message = expect.stringMatching(
      /^Le plan pluriannuel de travaux est obligatoire depuis le 01\/01\/2025 pour une copropriété de 49 lots/,
    );
    expect(verifier({ pptInscritAG: '' }, { aujourdhui: '2025-01-01', nbLots: 49 })).toEqual({ pptInscritAG: [message] });
    expect(verifier({ pptInscritAG: '' }, { aujourdhui: '2024-12-31', nbLots: 49 })).toEqual({});
    // 50 lots: the 2024 bracket (spec 000 §9, "50 to 200")
    expect(verifier({ pptInscritAG: '' }, { aujourdhui: '2024-01-01', nbLots: 50 })).toEqual({
      pptInscritAG: [expect.stringMatching(/depuis le 01\/01\/2024 pour une copropriété de 50 lots/)],
    });
    expect(verifier({ pptInscritAG: '' }, { aujourdhui: '2023-12-31', nbLots: 50 })).toEqual({});
  });
  it('plan pluriannuel : adopté → date d’adoption, pas dans le futur', () => {
    expect(verifier({ pptInscritAG: 'true' })).toEqual({ ppt: ['Répondez par oui ou par non.'] });
    expect(verifier({ pptInscritAG: 'true', ppt: 'true' })).toEqual({
      pptDate: ["La date d'adoption du plan pluriannuel de travaux est obligatoire."],
    });
    expect(verifier({ pptInscritAG: 'true', ppt: 'true', pptDate: '16/06/2025' })).toEqual({
      pptDate: ["La date d'adoption du plan pluriannuel de travaux ne peut pas être postérieure à la date du jour."],
    });
    const r = donneesTechniquesSchema(base).parse(
      donneesTechniquesValides({ pptInscritAG: 'true', ppt: 'true', pptDate: '15/06/2025' }),
    );
    expect(r).toMatchObject({ pptInscritAG: true, ppt: true, pptDate: '2025-06-15' });
    const nonInscrit = donneesTechniquesSchema(base).parse(
      donneesTechniquesValides({ pptInscritAG: 'false', ppt: 'true', pptDate: '01/01/2025' }),
    );
    expect(nonInscrit).toMatchObject({ pptInscritAG: false, ppt: null, pptDate: null });
  });
  it('type de chauffage, période et ascenseurs obligatoires', () => {
    expect(verifier({ typeChauffage: '', periodeConstruction: '', anneeConstruction: '', nbAscenseurs: '' })).toEqual({
      typeChauffage: ['Choisissez le type de chauffage.'],
      periodeConstruction: ['Choisissez la période de construction.'],
      nbAscenseurs: ['Ce champ est obligatoire.'],
    });
  });
});
