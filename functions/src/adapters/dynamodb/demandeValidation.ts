/**
 * Entity `demandeValidation`: a request awaiting the keepers (spec 000 §4 "A possible duplicate leads to manual
 * validation with an answer within one working day"). The item exists only while the request is pending: the
 * keepers' queue is the index of these small items (gsi3, one partition per request type, sorted by requester
 * profile then date), never a scan of condominiums. Handled, it is deleted in the transaction that records the
 * decision on the declaration (its history is in the declaration and the journal).
 */
import { Entity } from 'electrodb';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';

export const STATUTS_DEMANDE = ['A_VALIDER', 'VALIDATION_EN_COURS', 'DEMANDE_PRECISION'] as const;

export const demandeValidationModel = {
  model: { entity: 'demandeValidation', version: '1', service: 'registre' },
  attributes: {
    /** `<TYPE>-<id of the declaration or mandate>`, e.g. IMMATRICULATION-42 */
    idDemande: { type: 'string', required: true, readOnly: true },
    typeDemande: { type: TypeDemandeValidation.values, required: true, readOnly: true },
    statut: { type: STATUTS_DEMANDE, required: true },
    idDeclaration: { type: 'number' },
    idCopropriete: { type: 'number', required: true },
    idMandat: { type: 'number' },
    idTeledeclarant: { type: 'number' },
    immatriculation: { type: 'string' },
    nomCopropriete: { type: 'string' },
    commune: { type: 'string' },
    profilDemandeur: { type: 'string', required: true },
    loginDemandeur: { type: 'string' },
    nomDemandeur: { type: 'string' },
    dateDemande: { type: 'string', required: true },
    /** ISO instant: one working day after the request (Paris time, French public holidays) */
    echeance: { type: 'string', required: true },
    horsDelai: { type: 'boolean', default: false },
    nbDoublons: { type: 'number', default: 0 },
    /** lock: the keeper who opened it */
    loginTeneurEnCours: { type: 'string' },
    nomTeneurEnCours: { type: 'string' },
    affecteeTeneur: { type: 'boolean', default: false },
    raisonAffectationTeneur: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idDemande'], template: 'DEMANDE#${idDemande}' },
      sk: { field: 'sk', composite: [], template: 'DEMANDE' },
    },
    /** the queue: one partition per type, sorted by requester profile, then date */
    file: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['typeDemande'], template: 'VALIDATIONS#${typeDemande}' },
      sk: {
        field: 'gsi3sk',
        composite: ['profilDemandeur', 'dateDemande', 'idDemande'],
        template: '${profilDemandeur}#${dateDemande}#${idDemande}',
      },
    },
  },
} as const;

export const creerEntiteDemandeValidation = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(demandeValidationModel, opts);
export type DemandeValidation = import('electrodb').EntityItem<ReturnType<typeof creerEntiteDemandeValidation>>;
