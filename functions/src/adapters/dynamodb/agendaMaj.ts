/**
 * Entity `agendaMaj` (issue 11): the agenda of the annual updates. One item per registered condominium whose
 * annual-update status will change by the mere passing of time, filed under the day it changes
 * (`copropriete.majAnnuelleProchainChangement`): `pk = AGENDA_MAJ#<yyyy-mm>`, `sk = <yyyy-mm-dd>#COPRO#<id>`.
 * Kept by the stream projector (functions/src/projecteurs/agendaMaj.ts), read month by month by the daily
 * workflow `relance-maj-annuelle` instead of a Scan of the register.
 */
import { Entity } from 'electrodb';

export const agendaMajModel = {
  model: { entity: 'agendaMaj', version: '1', service: 'registre' },
  attributes: {
    /** yyyy-mm of `jour`: the partition */
    mois: {
      type: 'string',
      readOnly: true,
      watch: ['jour'],
      set: (valeur?: string, item?: Record<string, unknown>) =>
        valeur ?? (typeof item?.jour === 'string' ? item.jour.slice(0, 7) : undefined),
    },
    /** yyyy-mm-dd: the day the status changes */
    jour: { type: 'string', required: true, readOnly: true },
    idCopropriete: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    parJour: {
      pk: { field: 'pk', composite: ['mois'], template: 'AGENDA_MAJ#${mois}' },
      sk: { field: 'sk', composite: ['jour', 'idCopropriete'], template: '${jour}#COPRO#${idCopropriete}' },
    },
  },
} as const;

export const creerEntiteAgendaMaj = (opts: ConstructorParameters<typeof Entity>[1]) => new Entity(agendaMajModel, opts);
export type AgendaMaj = import('electrodb').EntityItem<ReturnType<typeof creerEntiteAgendaMaj>>;
