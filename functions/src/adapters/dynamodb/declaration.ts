/**
 * Entity `declaration`: a draft of the registration wizard, then the submitted declaration of a condominium
 * (spec 000 §3 "Condominium declaration"). The five blocks are stored in their server shape (ISO dates, numbers,
 * booleans) in `immatCopropriete`.
 */
import { Entity } from 'electrodb';
import { StatutDeclaration, TypeDeclaration, TypeImmat, TypeMaj } from '@registre/shared/domain/enums';
import { ETAPES_IMMATRICULATION } from '@registre/shared/domain/copropriete/etapes';

export const declarationModel = {
  model: { entity: 'declaration', version: '1', service: 'registre' },
  attributes: {
    idDeclaration: { type: 'number', required: true, readOnly: true },
    idCopropriete: { type: 'number' },
    /** owner: the declarant (establishment or notary firm) of the account that created it */
    idTeledeclarant: { type: 'number', required: true, readOnly: true },
    /** utilisateurDeclare: login of the account that created it, and of the one that submitted it */
    loginCreateur: { type: 'string', required: true, readOnly: true },
    loginDeclarant: { type: 'string' },
    profilDeclarant: { type: 'string' },
    statut: { type: StatutDeclaration.values, required: true },
    typeDeclaration: { type: TypeDeclaration.values, required: true },
    typeImmat: { type: TypeImmat.values, required: true },
    typeMaj: { type: TypeMaj.values },
    etape: { type: ETAPES_IMMATRICULATION },
    emailSyndic: { type: 'string' },
    /** the five blocks, server shape (ImmatCopropriete) */
    immatCopropriete: { type: 'any', required: true },
    /** codes of the confirmed warnings (spec 000 §5 "confirmable") */
    confirmations: { type: 'list', items: { type: 'string' } },
    /** condominiums the notary said are not this one (validerDoublonCoproNotaire) */
    doublonsEcartes: { type: 'list', items: { type: 'number' } },
    /** the duplicates found at submission and kept by the declarant (Doublon[]) */
    doublons: { type: 'any' },
    idTeledeclarantSuccesseur: { type: 'number' },
    /** [issue 4] copies for the drafts list (read without the blocks) */
    nomCopropriete: { type: 'string' },
    adresseReference: { type: 'string' },
    /** [issue 4] the geocoder was down while the user filled the parcels (the one-geolocated-parcel rule becomes a warning) */
    geolocalisationIndisponible: { type: 'boolean' },
    /** [issue 4] ex officio route: the condominium has a syndic, and the date of its formal notice (ISO) */
    syndicExistant: { type: 'boolean' },
    dateMiseEnDemeure: { type: 'string' },
    /** [issue 4] the mandate created with a syndic's submission (A_VALIDER, then COURANT at registration) */
    idMandat: { type: 'number' },
    /** the keepers' decision */
    motifRefus: { type: 'string' },
    typesMotifRefus: { type: 'list', items: { type: 'string' } },
    demandePrecision: { type: 'string' },
    loginTeneur: { type: 'string' },
    /** [issue 11] an update draft: the condominium's version when it was opened (optimistic lock at recording) */
    versionCopropriete: { type: 'number' },
    /** [issue 11] the keeper's reason of an administrative update (MODIFICATION_ADMIN) */
    motifModification: { type: 'string' },
    /** [issue 11] errors flagged on this declaration (declarerErreur): { message, login, profil, date }[] */
    erreursDeclarees: { type: 'any' },
    /** [issue 11] the accounts of its exercise were not approved by the assembly (isExerciceNonApprouve) */
    isExerciceNonApprouve: { type: 'boolean' },
    dateCreation: { type: 'string', required: true, readOnly: true },
    dateModification: { type: 'string', required: true },
    dateSoumission: { type: 'string' },
    dateTraitement: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['idDeclaration'], template: 'DECLARATION#${idDeclaration}' },
      sk: { field: 'sk', composite: [], template: 'DECLARATION' },
    },
    /** a declarant's declarations by status (drafts: begins_with BROUILLON) */
    parTeledeclarant: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['idTeledeclarant'], template: 'TD_DECLARATIONS#${idTeledeclarant}' },
      sk: { field: 'gsi1sk', composite: ['statut', 'idDeclaration'], template: '${statut}#${idDeclaration}' },
    },
    /** the declarations of a condominium (sparse: drafts have none) */
    parCopropriete: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['idCopropriete'], template: 'COPRO_DECLARATIONS#${idCopropriete}' },
      sk: { field: 'gsi2sk', composite: ['idDeclaration'], template: 'DECLARATION#${idDeclaration}' },
    },
  },
} as const;

export const creerEntiteDeclaration = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(declarationModel, opts);
export type Declaration = import('electrodb').EntityItem<ReturnType<typeof creerEntiteDeclaration>>;
