/**
 * [issue 27] Entity `brouillonMaj`: the uniqueness item of a condominium's update draft — at most one draft in
 * progress per condominium (so per account, condominium and kind). Opening an update writes the draft and moves
 * this item in ONE transaction, under the condition that the item still points to the draft read (or does not
 * exist yet): of concurrent openings, one writes, the others read the winner's draft. An item pointing to a draft
 * since recorded or deleted is stale and simply replaced by the next opening.
 */
import { Entity } from 'electrodb';

export const brouillonMajModel = {
  model: { entity: 'brouillonMaj', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    idDeclaration: { type: 'number', required: true },
    typeMaj: { type: 'string', required: true },
    login: { type: 'string', required: true },
    dateCreation: { type: 'string', required: true },
  },
  indexes: {
    parCopropriete: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'BROUILLON_MAJ#${idCopropriete}' },
      sk: { field: 'sk', composite: [], template: 'BROUILLON_MAJ' },
    },
  },
} as const;

export const creerEntiteBrouillonMaj = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(brouillonMajModel, opts);
