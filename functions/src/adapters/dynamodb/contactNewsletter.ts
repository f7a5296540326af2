/** Entity `contactNewsletter`: the local mailing list (the local adapter of the newsletter port). */
import { Entity } from 'electrodb';

export const contactNewsletterModel = {
  model: { entity: 'contactNewsletter', version: '1', service: 'registre' },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    dateInscription: { type: 'string', required: true },
  },
  indexes: {
    parEmail: {
      pk: { field: 'pk', composite: ['email'], template: 'NEWSLETTER#${email}' },
      sk: { field: 'sk', composite: [], template: 'CONTACT' },
    },
  },
} as const;

export const creerEntiteContactNewsletter = (opts: ConstructorParameters<typeof Entity>[1]) =>
  new Entity(contactNewsletterModel, opts);
