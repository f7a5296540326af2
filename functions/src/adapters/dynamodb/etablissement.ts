/** Entity `etablissement`: the establishment behind a SIRET (spec 001 §3 "Establishment"). */
import { Entity } from 'electrodb';

export const etablissementModel = {
  model: { entity: 'etablissement', version: '1', service: 'registre' },
  attributes: {
    siret: { type: 'string', required: true, readOnly: true },
    codeApe: { type: 'string' },
    libelleNaf: { type: 'string' },
    libelleTypeEtab: { type: 'string' },
    typeEtab: { type: 'string' },
    raisonSociale: { type: 'string', required: true },
    l1: { type: 'string' },
    l2: { type: 'string' },
    l3: { type: 'string' },
    l4: { type: 'string' },
    l5: { type: 'string' },
    l6: { type: 'string' },
    l7: { type: 'string' },
    codeInsee: { type: 'string' },
    codePostal: { type: 'string' },
    localite: { type: 'string' },
    immeuble: { type: 'string' },
    voie: { type: 'string' },
    telephone: { type: 'string' },
    /** the declarant that holds this SIRET; removed when that declarant is deleted (the SIRET is free again) */
    idTeledeclarant: { type: 'number' },
    /** false when Sirene said the establishment was closed */
    actif: { type: 'boolean' },
    dateMiseAJour: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parSiret: {
      pk: { field: 'pk', composite: ['siret'], template: 'ETABLISSEMENT#${siret}' },
      sk: { field: 'sk', composite: [], template: 'ETABLISSEMENT' },
    },
  },
} as const;

export const creerEntiteEtablissement = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(etablissementModel, opts);
export type EtablissementItem = import('electrodb').EntityItem<ReturnType<typeof creerEntiteEtablissement>>;
