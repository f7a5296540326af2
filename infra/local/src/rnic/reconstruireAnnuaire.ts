/**
 * `npm run annuaire:reconstruire` [issue 12]: the public directory and statistics built in one pass from the
 * register (functions/src/projecteurs/reconstructionAnnuaire.ts), for a register whose condominiums were written
 * before its directory existed: a `.data/` folder older than the directory, an existing table in AWS (with
 * TABLE_NAME and the AWS configuration in the environment, once the table's stream event source mapping is
 * disabled; enable it again after). [issue 23] A directory that already counts condominiums is not built again: its
 * rows of an earlier version (DEP and GEO rows, now index keys of the COM row) are migrated
 * (reconstructionAnnuaire.ts `migrerAnnuaire`).
 */
import { ouvrirCible } from './cible.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  const cible = await ouvrirCible({ sansProjecteurs: true });
  console.error(`Reconstruction de l’annuaire public et des statistiques : ${cible.description}`);
  if (process.env.TABLE_NAME)
    console.error('Le projecteur du flux de la table doit être désactivé pendant la reconstruction (event source mapping).');
  try {
    const { reconstruireAnnuaire, migrerAnnuaire, annuaireProjete } =
      await import('@registre/functions/projecteurs/reconstructionAnnuaire');
    if (await annuaireProjete()) {
      const m = await migrerAnnuaire();
      console.log(
        `Annuaire déjà projeté : ${m.lues.toLocaleString('fr-FR')} copropriétés lues, ${m.migrees.toLocaleString('fr-FR')} lignes d’une version antérieure migrées, en ${(m.dureeMs / 1000).toFixed(1)} s`,
      );
    } else {
      const b = await reconstruireAnnuaire();
      console.log(
        `${b.lues.toLocaleString('fr-FR')} copropriétés lues, ${b.publiees.toLocaleString('fr-FR')} fiches publiques, ${b.lignes.toLocaleString('fr-FR')} lignes d’index, ${b.compteurs.toLocaleString('fr-FR')} compteurs, en ${(b.dureeMs / 1000).toFixed(1)} s`,
      );
    }
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exitCode = 1;
  } finally {
    await cible.arreter();
  }
}
