/**
 * Mandate expiry (issue 5; rules in shared/src/domain/expiration.ts), the use cases behind the tasks of the
 * `expiration-mandats` workflow, every day at 05:30 Paris time. The finder reads the end-date index of current
 * mandates month by month (gsi3, FIN_MANDATS#<yyyy-mm>, sparse: only COURANT mandates carry `finCourant`), never a
 * Scan, by pages the workflow loops over. Each expiry is ONE conditional transaction (mandate COURANT -> EXPIRE on
 * its version and out of the index, its condominium IMMATRICULEE_RATTACHEE -> IMMATRICULEE_RATTACHEMENT_EXPIRE when
 * it is its current mandate, the journal line; not its date of last update, which dates what a person declared and
 * is published as such in the open-data file); each warning writes its `avertiLe` marker before the mail. A
 * second run, or two runs at once, change nothing and send nothing twice.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  courrielFinMandat,
  mandatAAvertir,
  mandatExpire,
  planRecherche,
  type MotifPlage,
} from '@registre/shared/domain/expiration';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db, transaction } from '@registre/functions/adapters/dynamodb/service';
import { ligneJournal } from '@registre/functions/adapters/dynamodb/journal';
import { envoyerCourriel } from '@registre/functions/adapters/messagerie/index';
import { config } from '@registre/functions/platform/config';

const ACTEUR = { acteur: 'expiration-mandats', profil: 'DEFAULT', modalite: 'WORKFLOW' as const };
/** a condominium changed between the read and the write: read again, a few times */
const ESSAIS = 3;

export interface RefMandat {
  idCopropriete: number;
  idMandat: number;
}
export interface SuiteMandats {
  /** index of the range in `planRecherche(aujourdhui, jours)` */
  plage: number;
  curseur: string | null;
}
export interface PageMandats {
  maintenant: string;
  expirations: RefMandat[];
  avertissements: RefMandat[];
  /** where the next page starts; `{}` on the last page (the local runner reads null as "no value") */
  suite: SuiteMandats | Record<string, never>;
  termine: boolean;
}

const jours = () => config().AVERTISSEMENT_FIN_MANDAT_JOURS;

/** One page of mandates to expire or to warn about (at most `taille` index items read), and where to go on. */
export async function trouverMandatsExpires(
  entree: { maintenant?: string; suite?: Partial<SuiteMandats> | null },
  taille = 500,
): Promise<PageMandats> {
  const maintenant = entree.maintenant ? new Date(entree.maintenant) : new Date();
  const aujourdhui = dateDuJourParis(maintenant);
  const plan = planRecherche(aujourdhui, jours());
  let i = Math.min(Math.max(0, entree.suite?.plage ?? 0), plan.length);
  let curseur = entree.suite?.curseur ?? null;
  const page: PageMandats = {
    maintenant: maintenant.toISOString(),
    expirations: [],
    avertissements: [],
    suite: {},
    termine: true,
  };
  const retenir: Record<MotifPlage, (m: { statut: string; dateFin: string; avertiLe?: string }) => boolean> = {
    EXPIRER: (m) => mandatExpire(m, aujourdhui),
    AVERTIR: (m) => mandatAAvertir(m, aujourdhui, jours()),
  };
  let lus = 0;
  while (i < plan.length && lus < taille) {
    const p = plan[i];
    const res = await db()
      .entities.mandat.query.parFinCourant({ moisFinCourant: p.mois })
      .between({ finCourant: p.du }, { finCourant: p.au })
      .go({ cursor: curseur, limit: taille - lus });
    for (const m of res.data) {
      if (!retenir[p.motif](m)) continue;
      (p.motif === 'EXPIRER' ? page.expirations : page.avertissements).push({
        idCopropriete: m.idCopropriete,
        idMandat: m.idMandat,
      });
    }
    lus += res.data.length;
    curseur = res.cursor;
    if (!curseur) i += 1;
  }
  if (i < plan.length) Object.assign(page, { suite: { plage: i, curseur }, termine: false });
  return page;
}

const lireMandat = async (r: RefMandat) => (await db().entities.mandat.get(r).go()).data;

/** Expires one mandate whose end date has passed, if still COURANT: the mandate, its condominium, the journal. */
export async function expirerMandat(r: RefMandat & { maintenant: string }): Promise<RefMandat & { expire: boolean }> {
  const quand = new Date(r.maintenant);
  const aujourdhui = dateDuJourParis(quand);
  const ref = { idCopropriete: r.idCopropriete, idMandat: r.idMandat };
  for (let essai = 1; ; essai++) {
    const m = await lireMandat(ref);
    if (!m || !mandatExpire(m, aujourdhui)) return { ...ref, expire: false };
    const { data: c } = await db().entities.copropriete.get({ idCopropriete: r.idCopropriete }).go();
    const rattachee = c?.etat === 'IMMATRICULEE_RATTACHEE' && c.idMandatCourant === r.idMandat;
    try {
      await transaction((e) => [
        e.mandat
          .patch(ref)
          .set({ statut: 'EXPIRE' })
          .remove(['finCourant', 'moisFinCourant'])
          .add({ version: 1 })
          .where((a, { eq }) => `${eq(a.version, m.version)} AND ${eq(a.statut, 'COURANT')}`)
          .commit(),
        ...(c && rattachee
          ? [
              e.copropriete
                .patch({ idCopropriete: c.idCopropriete })
                .set({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' })
                .add({ version: 1 })
                .where(
                  (a, { eq }) =>
                    `${eq(a.version, c.version)} AND ${eq(a.etat, 'IMMATRICULEE_RATTACHEE')} AND ${eq(a.idMandatCourant, r.idMandat)}`,
                )
                .commit(),
            ]
          : []),
        ligneJournal(e, {
          categorie: 'FIN_MANDAT',
          type: 'EXPIRATION_MANDAT',
          ...ACTEUR,
          cible: c?.immatriculation ?? String(r.idCopropriete),
          details: {
            idCopropriete: r.idCopropriete,
            idMandat: r.idMandat,
            idTeledeclarant: m.idTeledeclarant,
            dateFin: m.dateFin,
            rattachementExpire: rattachee,
          },
          quand,
        }),
      ]);
      return { ...ref, expire: true };
    } catch (e) {
      // the mandate or its condominium moved since the read (another run, a user): read again, then let the
      // next daily run see what is left
      if (e instanceof ErreurMetier && essai < ESSAIS) continue;
      if (e instanceof ErreurMetier) return { ...ref, expire: false };
      throw e;
    }
  }
}

/** Warns the syndic of one mandate ending soon, once: the `avertiLe` marker is written first, the mail after. */
export async function avertirFinMandat(r: RefMandat & { maintenant: string }): Promise<RefMandat & { envoye: boolean }> {
  const quand = new Date(r.maintenant);
  const aujourdhui = dateDuJourParis(quand);
  const ref = { idCopropriete: r.idCopropriete, idMandat: r.idMandat };
  const m = await lireMandat(ref);
  if (!m || !mandatAAvertir(m, aujourdhui, jours())) return { ...ref, envoye: false };
  const { data: td } = await db().entities.teledeclarant.get({ idTeledeclarant: m.idTeledeclarant }).go();
  // no contact address: nothing marked, tried again by the next run
  if (!td?.email) return { ...ref, envoye: false };
  const { data: c } = await db().entities.copropriete.get({ idCopropriete: r.idCopropriete }).go();
  try {
    await transaction((e) => [
      e.mandat
        .patch(ref)
        .set({ avertiLe: quand.toISOString() })
        .where(
          (a, { eq, notExists }) => `${eq(a.statut, 'COURANT')} AND ${eq(a.dateFin, m.dateFin)} AND ${notExists(a.avertiLe)}`,
        )
        .commit(),
      ligneJournal(e, {
        categorie: 'FIN_MANDAT',
        type: 'AVERTISSEMENT_FIN_MANDAT',
        ...ACTEUR,
        cible: c?.immatriculation ?? String(r.idCopropriete),
        details: { idCopropriete: r.idCopropriete, idMandat: r.idMandat, idTeledeclarant: m.idTeledeclarant, dateFin: m.dateFin },
        quand,
      }),
    ]);
  } catch (e) {
    if (e instanceof ErreurMetier) return { ...ref, envoye: false }; // warned by another run meanwhile
    throw e;
  }
  await envoyerCourriel(
    {
      a: td.email,
      ...courrielFinMandat({
        nomCopropriete: c?.nomCopropriete,
        immatriculation: c?.immatriculation,
        dateFin: m.dateFin,
        aujourdhui,
        lienRegistre: config().APP_URL,
      }),
    },
    quand,
  );
  return { ...ref, envoye: true };
}
