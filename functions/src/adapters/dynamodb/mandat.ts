/**
 * Entity `mandat`: a syndic's mandate over a condominium (spec 000 §3 "Mandate"), stored in the condominium's
 * partition. Registration by a syndic creates the first one from the infoRattachement block.
 */
import { Entity } from 'electrodb';
import { StatutDeclaration, TypeJustifMandat } from '@registre/shared/domain/enums';

export const mandatModel = {
  model: { entity: 'mandat', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    idMandat: { type: 'number', required: true, readOnly: true },
    idTeledeclarant: { type: 'number', required: true },
    statut: { type: StatutDeclaration.values, required: true },
    dateDebut: { type: 'string', required: true },
    dateFin: { type: 'string', required: true },
    adminProvisoire: { type: 'boolean' },
    typeJustif: { type: TypeJustifMandat.values },
    idDocument: { type: 'string' },
    nomFichier: { type: 'string' },
    dateTeleversement: { type: 'string' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parCopropriete: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
      sk: { field: 'sk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
    },
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TD_MANDATS#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
    },
    parId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['idMandat'], template: 'MANDAT#${idMandat}' },
      sk: { field: 'gsi2sk', composite: [], template: 'MANDAT' },
    },
  },
} as const;

export const creerEntiteMandat = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(mandatModel, opts);
export type Mandat = import('electrodb').EntityItem<ReturnType<typeof creerEntiteMandat>>;
