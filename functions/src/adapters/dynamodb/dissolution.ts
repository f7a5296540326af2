/**
 * Entity `dissolution`: a dissolution declared by a notary or by the syndic holding the condominium (issue 5,
 * spec 000 §3 "Dissolution"), stored in the condominium's partition. It outlives the keepers' request
 * (DISSOLUTION-<idDissolution>): validated, the condominium is DISSOUTE; refused, it goes back to `etatAvant`.
 */
import { Entity } from 'electrodb';
import { EtatCopropriete, MotifDissolution } from '@registre/shared/domain/enums';
import { STATUTS_DISSOLUTION } from '@registre/shared/schemas/dissolution';

export const dissolutionModel = {
  model: { entity: 'dissolution', version: '1', service: 'registre' },
  attributes: {
    idCopropriete: { type: 'number', required: true, readOnly: true },
    idDissolution: { type: 'number', required: true, readOnly: true },
    statut: { type: STATUTS_DISSOLUTION, required: true },
    motif: { type: MotifDissolution.values, required: true },
    autreMotif: { type: 'string' },
    faitGenerateur: { type: 'string', required: true },
    dateFaitGenerateur: { type: 'string', required: true },
    typeJustif: { type: 'string', required: true },
    dateDemande: { type: 'string', required: true },
    idDocument: { type: 'string', required: true },
    nomFichier: { type: 'string' },
    idTeledeclarant: { type: 'number', required: true },
    profilDeclarant: { type: 'string', required: true },
    loginDeclarant: { type: 'string', required: true },
    /** the condominium's state before the request, restored when it is refused */
    etatAvant: { type: EtatCopropriete.values, required: true },
    raisonRefus: { type: 'string' },
    dateDeclaration: { type: 'string', required: true, readOnly: true },
    dateDecision: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parCopropriete: {
      pk: { field: 'pk', composite: ['idCopropriete'], template: 'COPRO#${idCopropriete}' },
      sk: { field: 'sk', composite: ['idDissolution'], template: 'DISSOLUTION#${idDissolution}' },
    },
    /** by its id alone: a handled request `DISSOLUTION-<id>` (item deleted) is told apart from an unknown one */
    parId: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['idDissolution'], template: 'DISSOLUTION#${idDissolution}' },
      sk: { field: 'gsi2sk', composite: [], template: 'DISSOLUTION' },
    },
  },
} as const;

export const creerEntiteDissolution = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(dissolutionModel, opts);
export type DissolutionEnregistree = import('electrodb').EntityItem<ReturnType<typeof creerEntiteDissolution>>;
