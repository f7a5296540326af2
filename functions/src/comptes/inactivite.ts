/**
 * Inactivity reminders (issue 3; rules in shared/src/domain/activation.ts), the use cases behind the tasks of the
 * `relance-inactivite` workflow. The finder reads the inactivity index month by month (gsi3, ACTIVITE#<yyyy-mm>),
 * never a Scan, by pages the workflow loops over. Each reminder and each deactivation is a conditional write on
 * the reminder date it saw, committed BEFORE the mail: a second run, or two runs at once, send nothing twice.
 */
import { decisionInactivite, dernierMoisInactif, moisEntre, type ReglesInactivite } from '@registre/shared/domain/activation';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { envoyerCourriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { chargerUtilisateur } from './commun.ts';
import { courrielDesactivation, courrielRelanceInactivite } from './courriels.ts';

/** The register opened to declarants in 2016: no account has an older activity month. */
export const MOIS_DEBUT_REGISTRE = '2015-01';
const ACTEUR = { acteur: 'relance-inactivite', profil: 'DEFAULT', modalite: 'WORKFLOW' as const };

const regles = (): ReglesInactivite => ({
  joursInactivite: config().INACTIVITE_JOURS,
  joursAvantDesactivation: config().INACTIVITE_DESACTIVATION_JOURS,
});

export interface Suite {
  mois: string;
  curseur: string | null;
}
export interface PageInactifs {
  maintenant: string;
  relances: string[];
  desactivations: string[];
  /** where the next page starts; `{}` on the last page (the local runner reads null as "no value") */
  suite: Suite | Record<string, never>;
  termine: boolean;
}

/** One page of accounts to remind or to deactivate (at most `taille` accounts read), and where to go on. */
export async function trouverInactifs(
  entree: { maintenant?: string; suite?: Partial<Suite> | null },
  taille = 500,
): Promise<PageInactifs> {
  const maintenant = entree.maintenant ? new Date(entree.maintenant) : new Date();
  const r = regles();
  const mois = moisEntre(MOIS_DEBUT_REGISTRE, dernierMoisInactif(maintenant, r.joursInactivite));
  let i = entree.suite?.mois ? Math.max(0, mois.indexOf(entree.suite.mois)) : 0;
  let curseur = entree.suite?.curseur ?? null;
  const page: PageInactifs = { maintenant: maintenant.toISOString(), relances: [], desactivations: [], suite: {}, termine: true };
  let lus = 0;
  while (i < mois.length && lus < taille) {
    const res = await db()
      .entities.utilisateur.query.parMoisActivite({ moisActivite: mois[i] })
      .go({ cursor: curseur, limit: taille - lus });
    for (const u of res.data) {
      const d = decisionInactivite(u, maintenant, r);
      if (d === 'RELANCER') page.relances.push(u.login);
      if (d === 'DESACTIVER') page.desactivations.push(u.login);
    }
    lus += res.data.length;
    curseur = res.cursor;
    if (!curseur) i += 1;
  }
  if (i < mois.length) Object.assign(page, { suite: { mois: mois[i], curseur }, termine: false });
  return page;
}

async function ecrireSiInchange(ecritures: Parameters<typeof transaction>[0]): Promise<boolean> {
  try {
    await transaction(ecritures);
    return true;
  } catch (e) {
    if (e instanceof ErreurMetier) return false; // already done by another run, or the account moved
    throw e;
  }
}

/** Reminds one account, if it still needs it: the reminder date is written first, the mail sent after. */
export async function relancer(login: string, maintenantIso: string): Promise<{ login: string; envoye: boolean }> {
  const maintenant = new Date(maintenantIso);
  const u = await chargerUtilisateur(login);
  const r = regles();
  if (!u || decisionInactivite(u, maintenant, r) !== 'RELANCER') return { login, envoye: false };
  const ok = await ecrireSiInchange((e) => [
    e.utilisateur
      .patch({ login: u.login })
      .set({ dateRelanceInactivite: maintenant.toISOString() })
      .where(
        (a, { eq, notExists }) =>
          `${eq(a.statut, 'ACTIF')} AND ${u.dateRelanceInactivite ? eq(a.dateRelanceInactivite, u.dateRelanceInactivite) : notExists(a.dateRelanceInactivite)}`,
      )
      .commit(),
    ligneJournal(e, { categorie: 'UTILISATEUR', type: 'RELANCE_INACTIVITE', ...ACTEUR, cible: u.login, quand: maintenant }),
  ]);
  if (ok)
    await envoyerCourriel(
      courrielRelanceInactivite({ a: u.email, prenom: u.prenom, nom: u.nom, login: u.login, ...r }),
      maintenant,
    );
  return { login, envoye: ok };
}

/** Deactivates one account still inactive after its reminder: INACTIF, out of the index, sign-in refused. */
export async function desactiver(login: string, maintenantIso: string): Promise<{ login: string; desactive: boolean }> {
  const maintenant = new Date(maintenantIso);
  const u = await chargerUtilisateur(login);
  if (!u || !u.dateRelanceInactivite || decisionInactivite(u, maintenant, regles()) !== 'DESACTIVER')
    return { login, desactive: false };
  const ok = await ecrireSiInchange((e) => [
    e.utilisateur
      .patch({ login: u.login })
      .set({ statut: 'INACTIF' })
      .remove(['moisActivite'])
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.statut, 'ACTIF')} AND ${eq(a.dateRelanceInactivite, u.dateRelanceInactivite!)}`)
      .commit(),
    ligneJournal(e, { categorie: 'UTILISATEUR', type: 'DESACTIVATION_INACTIVITE', ...ACTEUR, cible: u.login, quand: maintenant }),
  ]);
  if (ok) await envoyerCourriel(courrielDesactivation({ a: u.email, prenom: u.prenom, nom: u.nom, login: u.login }), maintenant);
  return { login, desactive: ok };
}
