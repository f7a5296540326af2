/** The area bundles that exist, each with its implementations (one Lambda per area). */
import type { Area } from '@registre/shared/routes/catalogue';
import type { Implementation } from './platform/http.ts';
import * as comptes from './comptes/handler.ts';
import * as publics from './public/handler.ts';
import * as referentiels from './referentiels/handler.ts';
import * as teledeclarants from './teledeclarants/handler.ts';
import * as institutionnels from './institutionnels/handler.ts';
import * as declarations from './declarations/handler.ts';
import * as coproprietes from './coproprietes/handler.ts';
import * as validations from './validations/handler.ts';
import * as mandats from './mandats/handler.ts';
import * as annuaire from './annuaire/handler.ts';
import * as journal from './journal/handler.ts';
import * as logiciels from './logiciels/handler.ts';

export const AREAS_IMPLEMENTEES: Partial<Record<Area, readonly Implementation[]>> = {
  comptes: comptes.implementations,
  public: publics.implementations,
  referentiels: referentiels.implementations,
  teledeclarants: teledeclarants.implementations,
  institutionnels: institutionnels.implementations,
  declarations: declarations.implementations,
  coproprietes: coproprietes.implementations,
  validations: validations.implementations,
  mandats: mandats.implementations,
  annuaire: annuaire.implementations,
  journal: journal.implementations,
  logiciels: logiciels.implementations,
};
