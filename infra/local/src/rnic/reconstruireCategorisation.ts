/**
 * `npm run categorisation:reconstruire` [issue 13]: the categorisation tool's analytic rows built in one pass from
 * the register (functions/src/projecteurs/categorisation.ts `reconstruireCategorisation`), for a register whose
 * directory exists but whose condominiums were written before the tool: a `.data/` folder older than issue 13, an
 * existing table in AWS (with TABLE_NAME and the AWS configuration in the environment). The stream projector may
 * run meanwhile; a row it wrote is never overwritten. (A register loaded in bulk gets its rows from
 * `npm run annuaire:reconstruire`.)
 */
import { ouvrirCible } from './cible.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  const cible = await ouvrirCible({});
  console.error(`Reconstruction des lignes de l’outil de catégorisation : ${cible.description}`);
  try {
    const { reconstruireCategorisation } = await import('@registre/functions/projecteurs/categorisation');
    const debut = Date.now();
    const b = await reconstruireCategorisation();
    console.log(
      `${b.lues.toLocaleString('fr-FR')} copropriétés lues, ${b.lignes.toLocaleString('fr-FR')} lignes, ${b.completees.toLocaleString('fr-FR')} résumés analytiques complétés, en ${((Date.now() - debut) / 1000).toFixed(1)} s`,
    );
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  } finally {
    await cible.arreter();
  }
}
