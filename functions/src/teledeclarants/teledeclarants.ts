/**
 * The keepers' administration of declarants (spec 001 §2 "teledeclarants", §3 "Declarant", §7 "Users and
 * declarants"): search, detail, update (status among the allowed next ones, contact email, company name), delete.
 */
import { randomBytes } from 'node:crypto';
import { codeDepuisOctets } from '@registre/shared/domain/activation';
import { rechercher, type CriteresRecherche, type Pagination } from '@registre/shared/domain/recherche';
import { STATUTS_SUIVANTS } from '@registre/shared/domain/teledeclarant';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { PARTITIONS_RECHERCHE, type Teledeclarant } from '../adapters/dynamodb/teledeclarant.ts';
import * as identite from '../adapters/cognito/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { exigerTeledeclarant, hacherCode, utilisateursDe, versLigne } from '../comptes/commun.ts';
import { posterCodeActivation } from '../comptes/inscription.ts';
import { compteurAdminsSecondaires } from '../comptes/utilisateurs.ts';

type Statut = Teledeclarant['statut'];
/** What a row needs: read only that (ProjectionExpression). */
const COLONNES = [
  'idTeledeclarant',
  'raisonSociale',
  'siret',
  'type',
  'codePostal',
  'commune',
  'nomAdmin',
  'prenomAdmin',
  'email',
  'statut',
  'motDePasseActive',
  'codeApe',
  'dateCreation',
  'version',
] as const;

/**
 * Every declarant from the gsi2 search partitions (read in parallel, never a Scan), then filter, sort and page
 * in memory: measured by tests/bench/teledeclarants.ts (ACCESS-PATTERNS.md #13).
 */
export async function toutesLesLignes() {
  const parties = await Promise.all(
    Array.from({ length: PARTITIONS_RECHERCHE }, (_, partitionRecherche) =>
      db()
        .entities.teledeclarant.query.recherche({ partitionRecherche })
        .go({ pages: 'all', attributes: [...COLONNES] }),
    ),
  );
  return parties.flatMap((p) => p.data).map((t) => versLigne(t as Teledeclarant));
}

export async function rechercherTeledeclarants(c: CriteresRecherche, p: Pagination) {
  const { lignes, total } = rechercher(await toutesLesLignes(), c, p);
  return { teledeclarantDTOList: lignes, totalItems: total };
}

export async function lireTeledeclarant(id: number) {
  return versLigne(await exigerTeledeclarant(id));
}

export async function modifierTeledeclarant(
  session: Session,
  id: number,
  m: { statutTeledeclarant: Statut; email: string; raisonSociale: string; version: number },
  maintenant: Date,
) {
  const t = await exigerTeledeclarant(id);
  if (t.version !== m.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const vers = m.statutTeledeclarant;
  if (vers !== t.statut && !STATUTS_SUIVANTS[t.statut].includes(vers)) throw new ErreurMetier('STATUT_NON_PERMIS');
  if (vers === 'SUPPRIME' && t.statut !== 'SUPPRIME') {
    await supprimerTeledeclarant(session, id, maintenant);
    return lireTeledeclarant(id);
  }
  const admin = (await utilisateursDe(id)).find((u) => u.adminPrincipal && u.statut !== 'SUPPRIME');
  // moved by hand to "awaiting the postal code": the code is generated and posted as after the first password
  const code = vers === 'ATT_ACTIVATION' && t.statut !== 'ATT_ACTIVATION' && admin ? codeDepuisOctets(randomBytes(8)) : null;
  const quand = maintenant.toISOString();
  await transaction((e) => {
    let maj = e.teledeclarant.patch({ idTeledeclarant: id }).set({
      statut: vers,
      email: m.email.toLowerCase(),
      raisonSociale: m.raisonSociale,
      ...(code && { codeActivationHash: hacherCode(id, code), essaisCodeActivation: 0, dateEnvoiCodeActivation: quand }),
      ...(vers === 'ACTIF' && t.statut !== 'ACTIF' && { dateActivation: quand }),
    });
    if (vers === 'ACTIF' && t.statut !== 'ACTIF') maj = maj.remove(['codeActivationHash', 'essaisCodeActivation']);
    return [
      maj
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, m.version))
        .commit(),
      ...(t.siret && m.raisonSociale !== t.raisonSociale
        ? [e.etablissement.patch({ siret: t.siret }).set({ raisonSociale: m.raisonSociale }).commit()]
        : []),
      ligneJournal(e, {
        categorie: 'TELEDECLARANT',
        type: 'MODIFICATION_TELEDECLARANT',
        ...acteurDe(session),
        cible: String(id),
        details: { ancienStatut: t.statut, nouveauStatut: vers },
        quand: maintenant,
      }),
    ];
  });
  if (code && admin) await posterCodeActivation(t, admin, code, maintenant);
  return lireTeledeclarant(id);
}

/**
 * DELETE api/teledeclarants/{id}: the declarant SUPPRIME (its users are refused at once by the auth context),
 * its SIRET released, then each user SUPPRIME with its sign-in deleted. Idempotent.
 */
export async function supprimerTeledeclarant(session: Session, id: number, maintenant: Date): Promise<{ supprime: true }> {
  const t = await exigerTeledeclarant(id);
  const { acteur, profil } = acteurDe(session);
  if (t.statut !== 'SUPPRIME') {
    const { data: etab } = t.siret ? await db().entities.etablissement.get({ siret: t.siret }).go() : { data: null };
    await transaction((e) => [
      e.teledeclarant
        .patch({ idTeledeclarant: id })
        .set({ statut: 'SUPPRIME' })
        .remove(['codeActivationHash', 'essaisCodeActivation'])
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, t.version))
        .commit(),
      ...(etab?.idTeledeclarant === id
        ? [e.etablissement.patch({ siret: etab.siret }).remove(['idTeledeclarant']).commit()]
        : []),
      e.compteur.put({ nom: compteurAdminsSecondaires(id), valeur: 0 }).commit(),
      ligneJournal(e, {
        categorie: 'TELEDECLARANT',
        type: 'SUPPRESSION_TELEDECLARANT',
        acteur,
        profil,
        cible: String(id),
        quand: maintenant,
      }),
    ]);
  }
  for (const u of (await utilisateursDe(id)).filter((x) => x.statut !== 'SUPPRIME')) {
    await transaction((e) => [
      e.utilisateur.patch({ login: u.login }).set({ statut: 'SUPPRIME' }).remove(['moisActivite']).add({ version: 1 }).commit(),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: 'SUPPRESSION_UTILISATEUR',
        acteur,
        profil,
        cible: u.login,
        details: { idTeledeclarant: id },
        quand: maintenant,
      }),
    ]);
    await identite.supprimerIdentite(u.login);
  }
  return { supprime: true };
}
