import { describe, expect, it } from 'vitest';
import { dernieresImages, projeter, syndicDe, territoiresDe, type ImageCopropriete } from './annuaire.ts';
import type { EnregistrementFlux } from './indicateurs.ts';

const image: ImageCopropriete = {
  idCopropriete: 7,
  etat: 'IMMATRICULEE_RATTACHEE',
  immatriculation: 'AB0000007',
  nomCopropriete: 'Les Tilleuls',
  adresseReference: '3 Rue de la Paix 75002 Paris',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  nbLots: 12,
  dateImmatriculation: '2026-02-03',
  publique: {
    numero: '3',
    voie: 'Rue de la Paix',
    x: 2.331,
    y: 48.869,
    idBan: null,
    lotsPrincipaux: 8,
    lotsHabitation: 8,
    lotsStationnement: 0,
    periodeConstruction: 'AVANT_1949',
    residenceService: null,
    syndicatCooperatif: null,
    syndicatPrincipal: null,
    immatriculationPrincipale: null,
    adressesSecondaires: [],
    parcelles: [],
  },
};

describe("projection de l'annuaire", () => {
  it('Paris : la ville, pas l’arrondissement ; la région, le département, la métropole', () => {
    expect(territoiresDe('75102')).toMatchObject({ commune: '75056', departement: '75', region: '11' });
  });

  it('écrit une ligne par clé de recherche et compte la copropriété partout où elle compte', () => {
    const p = projeter(image, { type: 'PROFESSIONNEL', nom: 'Cabinet' })!;
    expect(p.lignes.map((l) => [l.type, l.cle, l.tri])).toEqual([
      ['COM', '75056', '000000000007'],
      ['ADR', '75056#rue paix', '00003#000000000007'],
    ]);
    // [issue 23] the commune's row is the department's and the map's (their indexes)
    expect(p.lignes[0]).toMatchObject({
      dep: '75',
      triDep: 'IMMATRICULEE_RATTACHEE#000000000007',
      geo: 'u09w',
      triGeo: 'u09wj036s#000000000007',
    });
    expect(p.lignes[1]).not.toHaveProperty('dep');
    const cles = Object.keys(p.compteurs);
    // France, the department and the commune × all time and the quarter (a region and an EPCI: their members' sum)
    expect(cles.filter((c) => c.startsWith('S|'))).toHaveLength(6);
    expect(cles).toContain('S|COMMUNE#75056|T2026-1');
    expect(cles.filter((c) => c.startsWith('C|'))).toHaveLength(4);
    // [issue 23] no directory total of its own: the statistics' cells count it, its state too
    expect(cles.filter((c) => c.startsWith('D|'))).toEqual([]);
    expect(p.compteurs['S|FRANCE#FR|TOUT']).toMatchObject({
      n: 1,
      lots: 12,
      t_T2_10: 1,
      p_AVANT_1949: 1,
      e_IMMATRICULEE_RATTACHEE: 1,
    });
  });

  it('sans commune, la ligne de la carte est rangée sous COM « - », que nulle recherche ne lit', () => {
    const p = projeter({ ...image, codeInsee: undefined }, { type: 'AUCUN', nom: null })!;
    expect(p.lignes.map((l) => [l.type, l.cle, l.dep, l.geo])).toEqual([['COM', '-', undefined, 'u09w']]);
    expect(Object.keys(p.compteurs).filter((c) => c.startsWith('D|'))).toEqual([]);
  });

  it("ne projette pas une copropriété qui n'est pas publiée", () => {
    expect(projeter({ ...image, etat: 'DISSOUTE' }, { type: 'AUCUN', nom: null })).toBeNull();
  });

  it('type de syndic : le titulaire du registre, sinon le représentant importé ; jamais le nom d’un bénévole', () => {
    expect(syndicDe(image, { type: 'PRO', raisonSociale: 'Cabinet Durand' })).toEqual({
      type: 'PROFESSIONNEL',
      nom: 'Cabinet Durand',
    });
    expect(syndicDe(image, { type: 'NON_PRO', raisonSociale: 'Jean Dupont' })).toEqual({ type: 'BENEVOLE', nom: null });
    expect(syndicDe(image, { type: 'NOTAIRE' })).toEqual({ type: 'AUCUN', nom: null });
    const importee = {
      ...image,
      rnic: { representant: { type: 'bénévole' as const, raisonSociale: null, siret: null, codeApe: null, commune: 'Lyon' } },
    };
    expect(syndicDe(importee, undefined)).toEqual({ type: 'BENEVOLE', nom: null });
  });

  it('garde la dernière image de chaque copropriété du lot', () => {
    const r = (seq: string, etat: string, evenement: 'MODIFY' | 'REMOVE' = 'MODIFY'): EnregistrementFlux =>
      ({
        eventName: evenement,
        dynamodb: {
          SequenceNumber: seq,
          NewImage:
            evenement === 'REMOVE'
              ? undefined
              : { __edb_e__: { S: 'copropriete' }, idCopropriete: { N: '7' }, etat: { S: etat } },
          OldImage: { __edb_e__: { S: 'copropriete' }, idCopropriete: { N: '7' }, etat: { S: 'BROUILLON' } },
        },
      }) as EnregistrementFlux;
    const m = dernieresImages([r('100', 'IMMATRICULEE_A_RATTACHER'), r('200', 'IMMATRICULEE_RATTACHEE')]);
    expect(m.get(7)).toMatchObject({ image: { etat: 'IMMATRICULEE_RATTACHEE' }, sequence: '200'.padStart(40, '0') });
    expect(dernieresImages([r('300', '', 'REMOVE')]).get(7)?.image).toBeNull();
  });
});
