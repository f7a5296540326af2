/**
 * `npm run bench:fidelite -- [--rows 10000] [--seed 1]` (issue 22): how faithfully the register holds the national
 * file. On a local cloud in memory (the directory built by the import in the same pass, issue 23), a generated RNIC file with every quirk of the real one is imported, exported as the
 * nightly workflow does, and compared cell by cell; then every row is looked up in the public directory by its
 * reference address typed as the file writes it, and typed in full (street types and titles spelled out).
 * Prints: import time and rate, cells that differ (by column; expected: only column 12 of a « Mandat en cours »
 * whose end had passed on the day of the import), the share of rows found each way. Asserts nothing.
 */
import { parseArgs } from 'node:util';
import { COLONNES_RNIC, type ColonneRnic } from '@registre/shared/domain/rnic/colonnes';
import { ABREVIATIONS, decouperAdresse } from '@registre/shared/domain/adresse/normalisation';
import { rechercheAnnuaireSchema } from '@registre/shared/schemas/annuaire';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { fluxRnic } from '../../infra/local/src/rnic/echelle.ts';
import { genererRnic } from '../../infra/local/src/rnic/generateur.ts';
import { exporterEtRelire } from '../support/donneesOuvertes.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } } });
const lignes = Number(values.rows);
const graine = Number(values.seed);
const aujourdhui = new Date().toISOString().slice(0, 10);
const col = (c: ColonneRnic) => COLONNES_RNIC.indexOf(c);

/** A street typed in full: each abbreviation of the cadastre's table spelled out. */
const enEntier = (texte: string) =>
  texte
    .split(/\s+/)
    .map((m) => ABREVIATIONS[m.replace(/\.$/, '').toLowerCase()] ?? m)
    .join(' ');

const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
Object.assign(process.env, cloud.env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
try {
  await cloud.suspendreProjections();
  const fichier = [...genererRnic({ lignes, graine, aujourdhui })];
  const { importerRnic } = await import('@registre/functions/donneesOuvertes/import');
  const { bilan } = await importerRnic(fluxRnic({ lignes, graine }), { maintenant: new Date(), surRejet: () => {} });
  console.log(
    `Import : ${bilan.chargees} lignes chargées sur ${bilan.lues} (${bilan.rejetees} rejetées) en ${(bilan.dureeMs / 1000).toFixed(1)} s, ${bilan.lignesParSeconde} lignes/s`,
  );

  // the export, as its workflow runs it
  const debutExport = Date.now();
  const exportees = new Map((await exporterEtRelire()).map((l) => [l[2], l]));
  console.log(`Export : ${exportees.size} lignes en ${((Date.now() - debutExport) / 1000).toFixed(1)} s`);
  const parColonne = new Map<string, number>();
  let cellules = 0;
  let absentes = 0;
  const exemples: string[] = [];
  for (const l of fichier) {
    const e = exportees.get(l[2]);
    if (!e) {
      absentes++;
      continue;
    }
    l.forEach((v, i) => {
      if (e[i] === v) return;
      cellules++;
      if (exemples.length < 12) exemples.push(`${l[2]} colonne ${i + 1} : « ${v} » → « ${e[i]} »`);
      const cle =
        i === col('mandat_en_cours_dans_la_copropriete') && v === 'Mandat en cours'
          ? `${i + 1} ${COLONNES_RNIC[i]} (mandat échu avant l’import)`
          : `${i + 1} ${COLONNES_RNIC[i]}`;
      parColonne.set(cle, (parColonne.get(cle) ?? 0) + 1);
    });
  }
  console.log(
    `Cellules différentes du fichier importé : ${cellules} sur ${fichier.length * 72} (${absentes} lignes absentes de l’export)`,
  );
  for (const [c, n] of parColonne) console.log(`  colonne ${c} : ${n}`);
  if (exemples.length) console.log(`  par exemple :\n    ${exemples.join('\n    ')}`);

  // the directory, by the reference address
  const { rechercherAnnuaire } = await import('@registre/functions/annuaire/recherche');
  const trouvee = async (l: string[], voie: string) => {
    const cp = l[col('code_postal_adresse_de_reference')];
    // the commune as the file writes it with the address, else its official name: a postcode may hold several
    const commune = l[col('commune_adresse_de_reference')] || l[col('nom_officiel_commune')];
    const adresse = { voie, commune, ...(cp && cp !== 'NA' && { codePostal: cp }) };
    const page = await rechercherAnnuaire(
      rechercheAnnuaireSchema.parse({ adresseNonSelectionnee: true, adresseNonStructuree: adresse, pageSize: 50 }),
    );
    return page.ligneRechercheCoproprieteDTOList.some((x) => x.numeroImmatriculation === l[2]);
  };
  let commeEcrite = 0;
  let enToutesLettres = 0;
  const debutRecherche = Date.now();
  const manquees: string[] = [];
  let sansVoie = 0;
  for (const l of fichier) {
    const voie = l[col('numero_et_voie_adresse_de_reference')] || l[col('adresse_de_reference')];
    // the file knows only the commune: no address to look up (the row is in its commune's list)
    if (!decouperAdresse(voie, [l[col('nom_officiel_commune')], l[col('commune_adresse_de_reference')]]).voie) {
      sansVoie++;
      continue;
    }
    if (await trouvee(l, voie)) commeEcrite++;
    else if (manquees.length < 10) manquees.push(`${l[2]} « ${voie} » ${l[col('code_postal_adresse_de_reference')]}`);
    if (await trouvee(l, enEntier(voie))) enToutesLettres++;
  }
  const avecVoie = fichier.length - sansVoie;
  const pct = (n: number) => `${((n / avecVoie) * 100).toFixed(2)} %`;
  console.log(
    `Annuaire : sur ${avecVoie} lignes dont le fichier donne une voie, ${commeEcrite} trouvées par l’adresse écrite comme dans le fichier (${pct(commeEcrite)}), ${enToutesLettres} en toutes lettres (${pct(enToutesLettres)}) ; ${avecVoie * 2} recherches en ${((Date.now() - debutRecherche) / 1000).toFixed(1)} s ; ${sansVoie} lignes sans voie (la commune seule)`,
  );
  if (manquees.length) console.log(`  non trouvées, par exemple : ${manquees.join(' ; ')}`);
} finally {
  await cloud.arreter();
}
