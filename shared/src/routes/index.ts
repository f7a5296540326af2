/** Every declared route. A route is declared here only when it is implemented: nothing else is mounted. */
import type { Route } from './route.ts';
import { ROUTES_COMPTES } from './comptes.routes.ts';
import { ROUTES_PUBLIC } from './public.routes.ts';
import { ROUTES_REFERENTIELS } from './referentiels.routes.ts';
import { ROUTES_NOTAIRES } from './notaires.routes.ts';
import { ROUTES_INSTITUTIONNELS } from './institutionnels.routes.ts';
import { ROUTES_INSCRIPTION } from './inscription.routes.ts';
import { ROUTES_TELEDECLARANTS } from './teledeclarants.routes.ts';
import { ROUTES_GEOGRAPHIE } from './geographie.routes.ts';
import { ROUTES_DECLARATIONS } from './declarations.routes.ts';
import { ROUTES_COPROPRIETES } from './coproprietes.routes.ts';
import { ROUTES_VALIDATIONS } from './validations.routes.ts';
import { ROUTES_DOCUMENTS } from './documents.routes.ts';
import { ROUTES_MANDATS } from './mandats.routes.ts';
import { ROUTES_DONNEES_BRUTES } from './donneesBrutes.routes.ts';
import { ROUTES_ANNUAIRE } from './annuaire.routes.ts';
import { ROUTES_STATISTIQUES } from './statistiques.routes.ts';
import { ROUTES_EVENEMENT_JOURNAL } from './evenementJournal.routes.ts';
import { ROUTES_NEWSLETTER } from './newsletter.routes.ts';
import { ROUTES_CATEGORISATION } from './categorisation.routes.ts';
import { ROUTES_CATEGORISATION_EXPORTS } from './categorisationExports.routes.ts';
import { ROUTES_INDICATEURS } from './indicateurs.routes.ts';
import { ROUTES_FICHES_MEMO } from './fichesMemo.routes.ts';
import { ROUTES_RECLAMATION } from './reclamation.routes.ts';
import { ROUTES_ACCES_LOGICIELS } from './accesLogiciels.routes.ts';
import { ROUTES_LOGICIELS } from './logiciels.routes.ts';

export * from './route.ts';
export * from './catalogue.ts';
export * as comptes from './comptes.routes.ts';
export * as publics from './public.routes.ts';
export * as referentiels from './referentiels.routes.ts';
export * as notaires from './notaires.routes.ts';
export * as institutionnels from './institutionnels.routes.ts';
export * as inscription from './inscription.routes.ts';
export * as teledeclarants from './teledeclarants.routes.ts';
export * as geographie from './geographie.routes.ts';
export * as declarations from './declarations.routes.ts';
export * as coproprietes from './coproprietes.routes.ts';
export * as validations from './validations.routes.ts';
export * as documents from './documents.routes.ts';
export * as mandats from './mandats.routes.ts';
export * as donneesBrutes from './donneesBrutes.routes.ts';
export * as annuaire from './annuaire.routes.ts';
export * as statistiques from './statistiques.routes.ts';
export * as evenementJournal from './evenementJournal.routes.ts';
export * as newsletter from './newsletter.routes.ts';
export * as categorisation from './categorisation.routes.ts';
export * as categorisationExports from './categorisationExports.routes.ts';
export * as indicateurs from './indicateurs.routes.ts';
export * as fichesMemo from './fichesMemo.routes.ts';
export * as reclamation from './reclamation.routes.ts';
export * as accesLogiciels from './accesLogiciels.routes.ts';
export * as logiciels from './logiciels.routes.ts';

export const ROUTES: readonly Route[] = [
  ...ROUTES_COMPTES,
  ...ROUTES_PUBLIC,
  ...ROUTES_REFERENTIELS,
  ...ROUTES_NOTAIRES,
  ...ROUTES_INSTITUTIONNELS,
  ...ROUTES_INSCRIPTION,
  ...ROUTES_TELEDECLARANTS,
  ...ROUTES_GEOGRAPHIE,
  ...ROUTES_DECLARATIONS,
  ...ROUTES_COPROPRIETES,
  ...ROUTES_VALIDATIONS,
  ...ROUTES_MANDATS,
  ...ROUTES_DOCUMENTS,
  ...ROUTES_DONNEES_BRUTES,
  ...ROUTES_ANNUAIRE,
  ...ROUTES_STATISTIQUES,
  ...ROUTES_EVENEMENT_JOURNAL,
  ...ROUTES_NEWSLETTER,
  ...ROUTES_CATEGORISATION,
  ...ROUTES_CATEGORISATION_EXPORTS,
  ...ROUTES_INDICATEURS,
  ...ROUTES_FICHES_MEMO,
  ...ROUTES_RECLAMATION,
  ...ROUTES_ACCES_LOGICIELS,
  ...ROUTES_LOGICIELS,
];
