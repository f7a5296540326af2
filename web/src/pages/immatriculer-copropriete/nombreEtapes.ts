/**
 * [issue 27, point 11] The number of steps the wizard's lead announces, derived from the steps the stepper shows
 * (`ordreEtapes`): six for a syndic (the mandate first), five for a notary, one more when probable duplicates are
 * found (that step comes before the summary).
 */
import { ordreEtapes, type CodeTypeImmat } from '../../features/declaration/assistant.ts';

const EN_LETTRES = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const enLettres = (n: number) => EN_LETTRES[n] ?? String(n);

/** « en six étapes (sept si des doublons probables sont trouvés) », for the route's stepper. */
export function phraseNombreEtapes(typeImmat: CodeTypeImmat): string {
  const n = ordreEtapes(typeImmat, false).length;
  const avecDoublons = ordreEtapes(typeImmat, true).length;
  return `en ${enLettres(n)} étapes${avecDoublons > n ? ` (${enLettres(avecDoublons)} si des doublons probables sont trouvés)` : ''}`;
}
