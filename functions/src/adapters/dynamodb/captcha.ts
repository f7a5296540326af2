/** Entity `captcha`: one challenge of the local captcha provider; expires by TTL after 10 minutes. */
import { Entity } from 'electrodb';

export const captchaModel = {
  model: { entity: 'captcha', version: '1', service: 'registre' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    /** SHA-256 of the accepted answers (the image's characters, the text question's answer) */
    reponses: { type: 'list', items: { type: 'string' }, required: true },
    resolu: { type: 'boolean', required: true, default: false },
    essais: { type: 'number', required: true, default: 0 },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    parId: {
      pk: { field: 'pk', composite: ['id'], template: 'CAPTCHA#${id}' },
      sk: { field: 'sk', composite: [], template: 'CAPTCHA' },
    },
  },
} as const;

export const creerEntiteCaptcha = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(captchaModel, opts);
