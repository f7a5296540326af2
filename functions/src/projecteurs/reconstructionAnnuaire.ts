/**
 * [issue 12] The directory's read model built in one pass from the register (ACCESS-PATTERNS.md "Public directory
 * and statistics", A12): every condominium read by the registre partitions (gsi3), projected as the stream projector
 * does (annuaire.ts `projeter`), its entry and rows written by batches, and each counter written once with its
 * absolute value (sum of what the entries say they count). For a table that has condominiums but no directory yet:
 * an existing register in AWS (backfill), or a register loaded in bulk (the benchmarks, where the projector's
 * transactions run at DynamoDB Local's ~1 000 transactional items/s).
 *
 * The stream projector of the directory must not run meanwhile (AWS: disable the table's event source mapping;
 * locally: the cloud's `suspendreProjections`); once it runs again, it reads the records written meanwhile and
 * moves each counter by the difference between the entry built here and the image of the record, which keeps
 * every counter equal to the sum of the entries. The entries are written with the lowest sequence number, so that
 * every later record is newer; a record whose image projects to what the entry holds writes nothing.
 */
import { resumePublic, type Dimensions } from '@registre/shared/domain/annuaire/projection';
import { resumeAnalytique } from '@registre/shared/domain/categorisation/criteres';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { cleTerritoire, clePeriode } from '@registre/shared/domain/annuaire/statistiques';
import { db } from '../adapters/dynamodb/service.ts';
import {
  ajouter,
  chargerTitulaires,
  cleSeule,
  migrerLignes,
  projeter,
  syndicDe,
  territoiresDe,
  titulaireDe,
  type ImageCopropriete,
} from './annuaire.ts';
import { ecrireEnLots, pagesDuRegistre } from '../adapters/dynamodb/lots.ts';
import { ligneDe } from './categorisation.ts';
import { nouvellesVersions } from '../adapters/dynamodb/versionsCategorisation.ts';

/** An entry written before any stream record: every record's sequence number (40 digits) sorts after it. */
export const SEQUENCE_RECONSTRUCTION = '0';

/**
 * Condominiums written before the directory existed have no `publique` (the public part of the declaration in
 * force, which every writer now stores with the summary): drawn from that declaration, stored on the condominium
 * (a derived field; only where it is still absent) and projected with it.
 */
async function avecPublique(images: ImageCopropriete[]): Promise<ImageCopropriete[]> {
  const sans = images.filter(
    (c) => !c.publique && typeof (c as { idDeclarationCourante?: number }).idDeclarationCourante === 'number',
  ) as (ImageCopropriete & { idDeclarationCourante: number })[];
  if (!sans.length) return images;
  const { data } = await db()
    .entities.declaration.get(sans.map((c) => ({ idDeclaration: c.idDeclarationCourante })))
    .go({ attributes: ['idDeclaration', 'immatCopropriete'] });
  const blocs = new Map(data.map((d) => [d.idDeclaration, d.immatCopropriete as ImmatCopropriete]));
  for (const c of sans) {
    const immat = blocs.get(c.idDeclarationCourante);
    if (!immat) continue;
    c.publique = resumePublic(immat);
    const analytique = resumeAnalytique(immat); // [issue 13]
    (c as ImageCopropriete & { analytique?: unknown }).analytique = analytique;
    await db()
      .entities.copropriete.patch({ idCopropriete: c.idCopropriete })
      .set({ publique: c.publique, analytique })
      .where((a, { notExists }) => notExists(a.publique))
      .go()
      .catch((e: unknown) => {
        if ((e as Error).message?.includes('conditional request failed')) return; // written meanwhile
        throw e;
      });
  }
  return images;
}

export interface BilanReconstruction {
  lues: number;
  publiees: number;
  lignes: number;
  compteurs: number;
  /** [issue 13] rows of the categorisation tool */
  categorisation: number;
  dureeMs: number;
}

/** Every condominium of the register, by pages of 500, with its public part (avecPublique). */
export async function parcourirRegistre(parallele: number, traiter: (images: ImageCopropriete[]) => Promise<void>) {
  await pagesDuRegistre(parallele, async (page) => traiter(await avecPublique(page as ImageCopropriete[])));
}

/**
 * [issue 23] A directory projected before the COM rows carried the department's and the map's index keys: its
 * condominiums' DEP and GEO rows replaced by those keys (annuaire.ts `migrerLignes`); every department given a
 * categorisation version in the one item that holds them now (versionsCategorisation.ts). Conditional on each entry:
 * it may run beside the stream projector; run again, it finds nothing left to do.
 */
export async function migrerAnnuaire(o: { parallele?: number } = {}) {
  const debut = Date.now();
  let lues = 0;
  let migrees = 0;
  const departements = new Set<string>();
  await parcourirRegistre(o.parallele ?? 4, async (images) => {
    lues += images.length;
    for (const c of images) departements.add(territoiresDe(c.codeInsee).departement ?? '');
    const n = await migrerLignes(images); // (`migrees += await …` would add to the value read before the wait)
    migrees += n;
  });
  // the categorisation rows' versions, kept in one item since (a department without one reads its partition)
  departements.delete('');
  await nouvellesVersions(departements);
  return { lues, migrees, dureeMs: Date.now() - debut };
}

/** Refused when the directory already counts something (its France statistics exist): it would count twice. */
/** The directory counts something: its France statistics exist. */
export async function annuaireProjete(): Promise<boolean> {
  const { data } = await db()
    .entities.compteurStatistique.get({ territoire: cleTerritoire('FRANCE'), periode: clePeriode() })
    .go();
  return Boolean(data);
}

export async function reconstruireAnnuaire(o: { parallele?: number } = {}): Promise<BilanReconstruction> {
  const debut = Date.now();
  if (await annuaireProjete())
    throw new Error('L’annuaire est déjà projeté : la reconstruction ne se fait que sur un annuaire vide.');
  const totaux = new Map<string, Dimensions>();
  const bilan = { lues: 0, publiees: 0, lignes: 0, compteurs: 0, categorisation: 0 };
  await parcourirRegistre(o.parallele ?? 4, async (images) => {
    bilan.lues += images.length;
    await chargerTitulaires(images.flatMap((c) => (c.idTeledeclarant && c.idTeledeclarant > 0 ? [c.idTeledeclarant] : [])));
    const entrees = [];
    const lignes = [];
    // [issue 13] the categorisation tool's analytic rows, from the same images
    const lignesCategorisation = [];
    for (const c of images) {
      const ligneCategorisation = ligneDe(c);
      if (ligneCategorisation) lignesCategorisation.push({ ...ligneCategorisation, sequence: SEQUENCE_RECONSTRUCTION });
      const projection = projeter(c, syndicDe(c, titulaireDe(c)));
      if (!projection) continue;
      entrees.push({
        idCopropriete: c.idCopropriete,
        sequence: SEQUENCE_RECONSTRUCTION,
        retiree: false,
        aRetirer: [],
        fiche: projection.fiche,
        lignes: projection.lignes.map(cleSeule),
        compteurs: projection.compteurs,
      });
      lignes.push(...projection.lignes);
      for (const [cle, d] of Object.entries(projection.compteurs)) ajouter(totaux, cle, d);
    }
    bilan.publiees += entrees.length;
    bilan.lignes += lignes.length;
    await ecrireEnLots(db().entities.ligneAnnuaire, 'put', lignes);
    await ecrireEnLots(db().entities.entreeAnnuaire, 'put', entrees);
    await ecrireEnLots(db().entities.ligneCategorisation, 'put', lignesCategorisation as never[]);
    await nouvellesVersions(lignesCategorisation.map((l) => l.dp));
    bilan.categorisation += lignesCategorisation.length;
  });

  const miseAJour = new Date().toISOString();
  const [statistiques, cartes] = [[], []] as Record<string, unknown>[][];
  for (const [cle, d] of totaux) {
    const [famille, ...reste] = cle.split('|');
    if (famille === 'S') statistiques.push({ territoire: reste[0], periode: reste[1], ...d, miseAJour });
    else if (famille === 'C') cartes.push({ precision: Number(reste[0]), parent: reste[1], cellule: reste[2], ...d });
  }
  await ecrireEnLots(db().entities.compteurStatistique, 'put', statistiques);
  await ecrireEnLots(db().entities.compteurCarte, 'put', cartes);
  bilan.compteurs = totaux.size;
  return { ...bilan, dureeMs: Date.now() - debut };
}
