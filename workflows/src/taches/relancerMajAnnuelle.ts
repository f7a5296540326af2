/**
 * Task `RelancerMajAnnuelle` of the `relance-maj-annuelle` workflow (issue 11): the condominiums of one page of the
 * annual-update agenda, ten at a time. One Task per page, not a Map state per condominium: a Standard execution
 * keeps 25 000 history events at most, and an inline Map spends about seven per item — far fewer than the hundreds
 * of thousands of condominiums whose update falls due on 1 January (exercises closed on 31 December).
 *
 * For each condominium, the annual-update state is computed again for today (shared rule `etatMajAnnuelle`) from
 * what it stores (last closing, unapproved exercise, registration date). When it differs from what is stored,
 * ONE conditional write (in one transaction with its journal lines) records the new status, its due day, its last
 * day and its next change (removed when none), conditioned on the next change read — no version bump: a user at
 * work on the condominium is never put in conflict by the passing of time (see ACCESS-PATTERNS "out-of-delay
 * flag"). The same write records the reminder (`relanceMajExigible` = the due day, `relanceMajRetard` = the last
 * day) when one is owed and the holder declarant has someone to write to, conditioned on it not being recorded
 * yet; the mail leaves after the commit. A replay, or two runs at once, change nothing and mail nothing twice.
 */
import { etatMajAnnuelle, MAJ_ANNUELLE_APPLICABLE, type EtatMajAnnuelle } from '@registre/shared/domain/copropriete/majAnnuelle';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { TypeEvenement } from '@registre/shared/domain/journal';
import { db, transaction } from '@registre/functions/adapters/dynamodb/service';
import { ligneJournal } from '@registre/functions/adapters/dynamodb/journal';
import type { Copropriete } from '@registre/functions/adapters/dynamodb/copropriete';
import { prevenir } from '@registre/functions/adapters/messagerie/index';
import { logger } from '@registre/functions/platform/logger';
import { courrielRelanceMajAnnuelle } from '@registre/functions/coproprietes/courriels';
import type { RefAgendaMaj } from './trouverMajAnnuelles.ts';

const ACTEUR = { acteur: 'relance-maj-annuelle', profil: 'DEFAULT', modalite: 'WORKFLOW' as const };
/** the condominium changed between the read and the write: read again, a few times */
const ESSAIS = 3;

export type MotifRelance = 'EXIGIBLE' | 'EN_RETARD';

type EtatStocke = Pick<
  Copropriete,
  | 'etat'
  | 'statutMajAnnuelle'
  | 'majAnnuelleExigibleLe'
  | 'majAnnuelleDateLimite'
  | 'majAnnuelleProchainChangement'
  | 'dateClotureDernierExercice'
  | 'exerciceNonApprouve'
  | 'dateImmatriculation'
  | 'relanceMajExigible'
  | 'relanceMajRetard'
>;

export interface DecisionRelance {
  etat: EtatMajAnnuelle;
  /** the stored state differs from today's: write it */
  ecrire: boolean;
  /** the status moved to A_FAIRE or EN_RETARD today (journal line) */
  transition: MotifRelance | null;
  /** a reminder is owed for this due day / last day */
  relance: MotifRelance | null;
}

/** An ISO day, from a day or an instant (a registration date is stored as an instant: its Paris day). */
export const jourIso = (v: string | undefined | null): string | null =>
  !v ? null : /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : dateDuJourParis(new Date(v));

/** What today means for one condominium (pure): null when it has no annual update (not registered, nothing known). */
export function decisionRelance(c: EtatStocke, aujourdhui: string): DecisionRelance | null {
  if (!MAJ_ANNUELLE_APPLICABLE(c.etat)) return null;
  const etat = etatMajAnnuelle({
    aujourdhui,
    dateClotureDernierExercice: jourIso(c.dateClotureDernierExercice),
    exerciceNonApprouve: c.exerciceNonApprouve ?? false,
    dateImmatriculation: jourIso(c.dateImmatriculation),
  });
  if (!etat) return null;
  const ecrire =
    c.statutMajAnnuelle !== etat.statut ||
    c.majAnnuelleExigibleLe !== etat.exigibleLe ||
    c.majAnnuelleDateLimite !== etat.dateLimite ||
    (c.majAnnuelleProchainChangement ?? null) !== etat.prochainChangement;
  const motif: MotifRelance | null = etat.statut === 'A_FAIRE' ? 'EXIGIBLE' : etat.statut === 'EN_RETARD' ? 'EN_RETARD' : null;
  const transition = motif && c.statutMajAnnuelle !== etat.statut ? motif : null;
  const relance =
    motif === 'EXIGIBLE' && c.relanceMajExigible !== etat.exigibleLe
      ? motif
      : motif === 'EN_RETARD' && c.relanceMajRetard !== etat.dateLimite
        ? motif
        : null;
  return { etat, ecrire, transition, relance };
}

/**
 * Who to remind: the principal administrator(s) of the holder declarant (accounts not deleted), else the
 * declarant's contact address; nobody for a condominium no declarant holds (imported, not attached).
 */
export async function destinatairesTitulaire(
  idTeledeclarant: number | undefined,
): Promise<{ email: string; nom: string | null }[]> {
  if (idTeledeclarant === undefined) return [];
  const { data: td } = await db().entities.teledeclarant.get({ idTeledeclarant }).go();
  if (!td || td.statut === 'SUPPRIME') return [];
  const { data: comptes } = await db().entities.utilisateur.query.parTeledeclarant({ idTeledeclarant }).go({ pages: 'all' });
  const vus = new Set<string>();
  const admins = comptes
    .filter((u) => u.adminPrincipal && u.statut !== 'SUPPRIME' && u.email)
    .map((u) => ({ email: u.email, nom: `${u.prenom} ${u.nom}`.trim() || null }))
    .filter((u) => !vus.has(u.email.toLowerCase()) && vus.add(u.email.toLowerCase()));
  if (admins.length > 0) return admins;
  return td.email ? [{ email: td.email, nom: null }] : [];
}

const TYPE_TRANSITION: Record<MotifRelance, TypeEvenement> = {
  EXIGIBLE: 'MAJ_ANNUELLE_EXIGIBLE',
  EN_RETARD: 'MAJ_ANNUELLE_EN_RETARD',
};

export interface ResultatRelance {
  idCopropriete: number;
  statut: string | null;
  ecrit: boolean;
  relance: MotifRelance | null;
}

/** One condominium of the agenda on the day of `maintenant`. */
export async function relancerMajAnnuelle(r: RefAgendaMaj & { maintenant: string }): Promise<ResultatRelance> {
  const quand = new Date(r.maintenant);
  const aujourdhui = dateDuJourParis(quand);
  const idCopropriete = r.idCopropriete;
  for (let essai = 1; ; essai++) {
    const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
    const d = c ? decisionRelance(c, aujourdhui) : null;
    if (!c || !d) {
      await retirerSiPerime(r, null);
      return { idCopropriete, statut: c?.statutMajAnnuelle ?? null, ecrit: false, relance: null };
    }
    const destinataires = d.relance ? await destinatairesTitulaire(c.idTeledeclarant) : [];
    // no one to write to: no reminder recorded (a holder that attaches later is reminded at the next change)
    const relance = destinataires.length > 0 ? d.relance : null;
    if (!d.ecrire && !relance) {
      await retirerSiPerime(r, c.majAnnuelleProchainChangement ?? null);
      return { idCopropriete, statut: c.statutMajAnnuelle ?? null, ecrit: false, relance: null };
    }
    const { etat } = d;
    const marque =
      relance === 'EXIGIBLE' ? { relanceMajExigible: etat.exigibleLe } : relance ? { relanceMajRetard: etat.dateLimite } : {};
    const details = {
      idCopropriete,
      statutAvant: c.statutMajAnnuelle ?? '',
      statut: etat.statut,
      exigibleLe: etat.exigibleLe,
      dateLimite: etat.dateLimite,
    };
    try {
      await transaction((e) => {
        let maj = e.copropriete.patch({ idCopropriete }).set({
          statutMajAnnuelle: etat.statut,
          majAnnuelleExigibleLe: etat.exigibleLe,
          majAnnuelleDateLimite: etat.dateLimite,
          ...(etat.prochainChangement && { majAnnuelleProchainChangement: etat.prochainChangement }),
          ...marque,
        });
        if (!etat.prochainChangement) maj = maj.remove(['majAnnuelleProchainChangement']);
        return [
          maj
            .where((a, { eq, ne, notExists }) =>
              [
                c.majAnnuelleProchainChangement
                  ? eq(a.majAnnuelleProchainChangement, c.majAnnuelleProchainChangement)
                  : notExists(a.majAnnuelleProchainChangement),
                c.statutMajAnnuelle ? eq(a.statutMajAnnuelle, c.statutMajAnnuelle) : notExists(a.statutMajAnnuelle),
                eq(a.etat, c.etat),
                ...(relance === 'EXIGIBLE'
                  ? [`(${notExists(a.relanceMajExigible)} OR ${ne(a.relanceMajExigible, etat.exigibleLe)})`]
                  : relance === 'EN_RETARD'
                    ? [`(${notExists(a.relanceMajRetard)} OR ${ne(a.relanceMajRetard, etat.dateLimite)})`]
                    : []),
              ].join(' AND '),
            )
            .commit(),
          ...(d.transition
            ? [
                ligneJournal(e, {
                  categorie: 'ECHEANCES_MAJ_ANNUELLE',
                  type: TYPE_TRANSITION[d.transition],
                  ...ACTEUR,
                  cible: c.immatriculation ?? String(idCopropriete),
                  details,
                  quand,
                }),
              ]
            : []),
          ...(relance
            ? [
                ligneJournal(e, {
                  categorie: 'ECHEANCES_MAJ_ANNUELLE',
                  type: 'RELANCE_MAJ_ANNUELLE',
                  ...ACTEUR,
                  cible: c.immatriculation ?? String(idCopropriete),
                  details: {
                    ...details,
                    motif: relance,
                    idTeledeclarant: c.idTeledeclarant ?? 0,
                    nbDestinataires: destinataires.length,
                  },
                  quand,
                }),
              ]
            : []),
        ];
      });
    } catch (e) {
      // the condominium moved since the read (an update, another run): read again, then leave it to the next
      // run (its agenda item follows its new next change)
      if (e instanceof ErreurMetier && essai < ESSAIS) continue;
      if (e instanceof ErreurMetier) return { idCopropriete, statut: c.statutMajAnnuelle ?? null, ecrit: false, relance: null };
      throw e;
    }
    await retirerSiPerime(r, etat.prochainChangement);
    if (relance) {
      for (const a of destinataires) {
        await prevenir(
          courrielRelanceMajAnnuelle({
            a: a.email,
            nom: a.nom,
            idCopropriete,
            copropriete: { nomCopropriete: c.nomCopropriete, immatriculation: c.immatriculation },
            motif: relance,
            dateLimite: etat.dateLimite,
          }),
          quand,
          `relance de mise à jour annuelle (${relance})`,
        );
      }
    }
    return { idCopropriete, statut: etat.statut, ecrit: true, relance };
  }
}

/**
 * The agenda item read is deleted when the condominium's next change is no longer its day (the projector moves
 * it too; this also clears an item a lost stream record would have left behind, so that it is not read again
 * every day).
 */
async function retirerSiPerime(r: RefAgendaMaj, prochainChangement: string | null): Promise<void> {
  if (prochainChangement === r.jour) return;
  await db()
    .entities.agendaMaj.delete({ mois: r.jour.slice(0, 7), jour: r.jour, idCopropriete: r.idCopropriete })
    .go();
}

/** Condominiums handled at once within a page. */
const EN_PARALLELE = 10;

export interface ResultatPage {
  traitees: number;
  ecrites: number;
  relances: number;
  /** failed (logged): their agenda item stays, the next run tries them again */
  echecs: number;
}

/** The condominiums of one agenda page, `EN_PARALLELE` at a time; one that fails does not hold the others. */
export async function relancerPage(p: { maintenant: string; coproprietes: RefAgendaMaj[] }): Promise<ResultatPage> {
  const resultat: ResultatPage = { traitees: 0, ecrites: 0, relances: 0, echecs: 0 };
  const file = [...(p.coproprietes ?? [])];
  await Promise.all(
    Array.from({ length: Math.min(EN_PARALLELE, file.length) }, async () => {
      for (let r = file.shift(); r; r = file.shift()) {
        try {
          const x = await relancerMajAnnuelle({ ...r, maintenant: p.maintenant });
          resultat.traitees += 1;
          if (x.ecrit) resultat.ecrites += 1;
          if (x.relance) resultat.relances += 1;
        } catch (e) {
          resultat.echecs += 1;
          logger.error('relance de mise à jour annuelle en échec', {
            idCopropriete: r.idCopropriete,
            erreur: e instanceof Error ? `${e.name}: ${e.message}` : String(e),
          });
        }
      }
    }),
  );
  return resultat;
}

export const handler = (payload: { maintenant: string; coproprietes: RefAgendaMaj[] }) => relancerPage(payload);
