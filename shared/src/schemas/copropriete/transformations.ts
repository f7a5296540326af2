/**
 * The form/server transformations of spec 000 §3, both ways, per block and for the whole declaration:
 * `versServeur.identification(formulaire)` and `depuisServeur.identification(serveur)`.
 *
 * - dates dd/mm/yyyy on the form, ISO (yyyy-mm-dd) on the server;
 * - booleans "true"/"false" on the form ('' unanswered), booleans on the server;
 * - nbLots of 0 or 1 and nbLotsHabBurCom of 0 from the server are shown empty;
 * - nbAful, nbAsl, nbUnionsSyndicats default to 0;
 * - a null nbBatimentsTotal becomes 0;
 * - an empty principal-condominium number becomes null.
 *
 * `versServeur` expects values its schema accepted; `depuisServeur` accepts a partial or null block (a new draft).
 */
import { donneesFinancieresDepuisServeur, donneesFinancieresVersServeur } from './donneesFinancieres.ts';
import { donneesTechniquesDepuisServeur, donneesTechniquesVersServeur } from './donneesTechniques.ts';
import { identificationDepuisServeur, identificationVersServeur } from './identification.ts';
import { immatCoproprieteDepuisServeur, immatCoproprieteVersServeur } from './immatCopropriete.ts';
import { infoRattachementDepuisServeur, infoRattachementVersServeur } from './infoRattachement.ts';
import { proceduresDepuisServeur, proceduresVersServeur } from './procedures.ts';

export const versServeur = {
  infoRattachement: infoRattachementVersServeur,
  identification: identificationVersServeur,
  procedures: proceduresVersServeur,
  donneesFinancieres: donneesFinancieresVersServeur,
  donneesTechniques: donneesTechniquesVersServeur,
  immatCopropriete: immatCoproprieteVersServeur,
} as const;

export const depuisServeur = {
  infoRattachement: infoRattachementDepuisServeur,
  identification: identificationDepuisServeur,
  procedures: proceduresDepuisServeur,
  donneesFinancieres: donneesFinancieresDepuisServeur,
  donneesTechniques: donneesTechniquesDepuisServeur,
  immatCopropriete: immatCoproprieteDepuisServeur,
} as const;
