/**
 * Entity `evenement`: one line of the event journal (spec 001 "event journal"). Partitioned by day so the
 * keepers' search by date range reads one partition per day, newest first; a second index by actor.
 */
import { Entity } from 'electrodb';

export const evenementModel = {
  model: { entity: 'evenement', version: '1', service: 'registre' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    horodatage: { type: 'string', required: true, readOnly: true },
    jour: { type: 'string', required: true, readOnly: true },
    categorie: { type: 'string', required: true },
    type: { type: 'string', required: true },
    modalite: { type: 'string', required: true },
    /** login of the person who acted (the keeper when impersonating) */
    acteur: { type: 'string', required: true },
    profil: { type: 'string', required: true },
    /** [issue 15] the account the keeper (acteur) was acting as, when the action was made in login-as */
    enTantQue: { type: 'string' },
    /** what the event is about: a login, a declarant id, a registration number */
    cible: { type: 'string' },
    details: { type: 'any' },
  },
  indexes: {
    parJour: {
      pk: { field: 'pk', composite: ['jour'], template: 'JOURNAL#${jour}' },
      sk: { field: 'sk', composite: ['horodatage', 'id'], template: '${horodatage}#${id}' },
    },
    parActeur: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['acteur'], template: 'ACTEUR#${acteur}' },
      sk: { field: 'gsi1sk', composite: ['horodatage', 'id'], template: '${horodatage}#${id}' },
    },
  },
} as const;

export const creerEntiteEvenement = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(evenementModel, opts);
