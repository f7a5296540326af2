/**
 * Task `TrouverMajAnnuelles` of the `relance-maj-annuelle` workflow (issue 11): one page of the annual-update
 * agenda (entity agendaMaj, kept by the stream projector), the condominiums whose annual-update status changes
 * on or before today. One Query per month from AGENDA_PREMIER_MOIS to today's month (`sk < <tomorrow>`), by pages
 * of TAILLE_PAGE the workflow loops over (each page is one task: see relancerMajAnnuelle.ts); never a Scan. Past
 * months stay almost empty: a condominium handled moves to the day of its next change, or leaves the agenda.
 */
import { ajouterJours, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { db } from '@registre/functions/adapters/dynamodb/service';

/** The first month of the agenda: the annual update exists since the register opened (2017). */
export const AGENDA_PREMIER_MOIS = '2017-01';
/**
 * Items per page: ~16 history events a page, so that one execution (25 000 events at most) goes through 1.5 million
 * condominiums due the same day.
 */
export const TAILLE_PAGE = 1000;

export interface RefAgendaMaj {
  idCopropriete: number;
  /** the day of the agenda item (yyyy-mm-dd) */
  jour: string;
}
export interface SuiteAgenda {
  mois: string;
  curseur: string | null;
}
export interface PageAgenda {
  maintenant: string;
  coproprietes: RefAgendaMaj[];
  /** where the next page starts; `{}` on the last page (the local runner reads null as "no value") */
  suite: SuiteAgenda | Record<string, never>;
  termine: boolean;
}

/** The month after `mois` (yyyy-mm). */
export function moisSuivant(mois: string): string {
  const [a, m] = mois.split('-').map(Number);
  return m === 12 ? `${a + 1}-01` : `${a}-${String(m + 1).padStart(2, '0')}`;
}

/** One page of agenda items due (at most `taille` items read), and where to go on. */
export async function trouverMajAnnuelles(
  entree: { maintenant?: string; suite?: Partial<SuiteAgenda> | null },
  taille = TAILLE_PAGE,
): Promise<PageAgenda> {
  const maintenant = entree.maintenant ? new Date(entree.maintenant) : new Date();
  const aujourdhui = dateDuJourParis(maintenant);
  const demain = ajouterJours(aujourdhui, 1);
  const dernier = aujourdhui.slice(0, 7);
  const debut = entree.suite?.mois;
  let mois = debut && /^\d{4}-\d{2}$/.test(debut) && debut >= AGENDA_PREMIER_MOIS ? debut : AGENDA_PREMIER_MOIS;
  let curseur = entree.suite?.curseur ?? null;
  const page: PageAgenda = { maintenant: maintenant.toISOString(), coproprietes: [], suite: {}, termine: true };
  let lus = 0;
  while (mois <= dernier && lus < taille) {
    const res = await db()
      .entities.agendaMaj.query.parJour({ mois })
      .lt({ jour: demain })
      .go({ cursor: curseur, limit: taille - lus });
    for (const a of res.data) {
      // the key condition already keeps the days before tomorrow; the check guards a partial-key edge
      if (a.jour <= aujourdhui) page.coproprietes.push({ idCopropriete: a.idCopropriete, jour: a.jour });
    }
    lus += res.data.length;
    curseur = res.cursor;
    if (!curseur) mois = moisSuivant(mois);
  }
  if (mois <= dernier) Object.assign(page, { suite: { mois, curseur }, termine: false });
  return page;
}

export const handler = (payload: { maintenant?: string; suite?: Partial<SuiteAgenda> | null } | null) =>
  trouverMajAnnuelles(payload ?? {});
