/**
 * The keepers' removals with a required reason (issue 5, spec 000 §6 "Keeper profiles: … delete a condominium,
 * withdraw an attachment, delete a mandate attachment", §2 "removal of a mandate, of a declaration, or of an
 * attachment (each asks for a reason)"). Rules in shared/src/domain/suppressions.ts. Each removal is ONE
 * transaction conditioned on the versions read (and on no request pending on the condominium), with its journal
 * line carrying the reason; then the syndic concerned is told by mail what the keeper did and why.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  conflitDemande,
  declarationsASupprimer,
  declarationSupprimable,
  finDuMandatRetire,
} from '@registre/shared/domain/suppressions';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { coproprietes as r } from '@registre/shared/routes/index';
import type { DeclarationResume } from '@registre/shared/schemas/suppressions';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { implementer, type Implementation } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { declarants } from '../mandats/commun.ts';
import { courrielActionTeneur, prevenirSyndic } from './courriels.ts';

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION = 100;

async function exigerCopropriete(idCopropriete: number): Promise<Copropriete> {
  const { data } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

async function declarationsDe(idCopropriete: number): Promise<Declaration[]> {
  // the blocks are not needed here: only the summary attributes are read
  const { data } = await db()
    .entities.declaration.query.parCopropriete({ idCopropriete })
    .go({
      pages: 'all',
      attributes: [
        'idDeclaration',
        'idCopropriete',
        'idTeledeclarant',
        'loginCreateur',
        'loginDeclarant',
        'statut',
        'typeDeclaration',
        'typeMaj',
        'dateCreation',
        'dateModification',
        'version',
      ],
    });
  return data as Declaration[];
}

/** A pending request on the condominium blocks every removal (its decision would apply to a changed state). */
function exigerSansDemande(c: Copropriete) {
  const conflit = conflitDemande(c.idDemandeEnCours);
  if (conflit) throw new ErreurMetier(conflit);
}

/** GET coproprietes/{id}/declarationsPrecedentes: newest first, with the one in force and the deletable ones. */
export async function declarationsPrecedentes(idCopropriete: number): Promise<DeclarationResume[]> {
  const c = await exigerCopropriete(idCopropriete);
  const ds = (await declarationsDe(idCopropriete)).sort(
    (a, b) => b.dateCreation.localeCompare(a.dateCreation) || b.idDeclaration - a.idDeclaration,
  );
  const noms = await declarants(ds.map((d) => d.idTeledeclarant));
  return ds.map((d) => ({
    idDeclaration: d.idDeclaration,
    statut: d.statut,
    typeDeclaration: d.typeDeclaration ?? null,
    typeMaj: d.typeMaj ?? null,
    idTeledeclarant: d.idTeledeclarant ?? null,
    declarant: noms.get(d.idTeledeclarant)?.raisonSociale ?? null,
    dateCreation: d.dateCreation,
    dateModification: d.dateModification ?? null,
    courante: d.idDeclaration === c.idDeclarationCourante,
    supprimable: declarationSupprimable(d, c.idDeclarationCourante),
  }));
}

/** PUT coproprietes/supprimer-declarations: all or nothing, each SUPPRIME on its version. */
export async function supprimerDeclarations(
  session: Session,
  corps: { idCopropriete: number; idsDeclarations: number[]; raison: string },
  maintenant: Date,
): Promise<{ response: boolean }> {
  const c = await exigerCopropriete(corps.idCopropriete);
  const choix = declarationsASupprimer(corps.idsDeclarations, await declarationsDe(c.idCopropriete), c.idDeclarationCourante);
  if ('erreur' in choix) throw new ErreurMetier(choix.erreur);
  const quand = maintenant.toISOString();
  await transaction((e) => [
    ...choix.declarations.map((d) =>
      e.declaration
        .patch({ idDeclaration: d.idDeclaration })
        .set({ statut: 'SUPPRIME', typeDeclaration: 'SUPPRIME', dateModification: quand })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, d.statut)}`)
        .commit(),
    ),
    // the one in force cannot have changed to one of them in between
    e.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ dateModification: quand })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, c.version))
      .commit(),
    ligneJournal(e, {
      categorie: 'SUPPRESSION',
      type: 'SUPPRESSION_DECLARATIONS',
      ...acteurDe(session),
      cible: String(c.idCopropriete),
      details: {
        idsDeclarations: choix.declarations.map((d) => d.idDeclaration).join(','),
        statutsPrecedents: choix.declarations.map((d) => `${d.idDeclaration}:${d.statut}/${d.typeDeclaration}`).join(','),
        raison: corps.raison,
      },
      quand: maintenant,
    }),
  ]);
  // each declarant concerned, once (the account that submitted, else its declarant's address)
  const parDeclarant = new Map<number, Declaration[]>();
  for (const d of choix.declarations) parDeclarant.set(d.idTeledeclarant, [...(parDeclarant.get(d.idTeledeclarant) ?? []), d]);
  for (const ds of parDeclarant.values())
    await prevenirSyndic(
      ds[0],
      (a) =>
        courrielActionTeneur({
          a: a.email,
          nom: a.nom,
          copropriete: c,
          action: { type: 'SUPPRESSION_DECLARATIONS', nombre: ds.length },
          raison: corps.raison,
        }),
      maintenant,
      'suppression de déclarations',
    );
  return { response: true };
}

/** The current mandate of a condominium (COURANT), or null. */
async function mandatCourantDe(c: Copropriete): Promise<Mandat | null> {
  if (!c.idMandatCourant) return null;
  const { data } = await db().entities.mandat.get({ idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant }).go();
  return data && data.statut === 'COURANT' ? data : null;
}

/**
 * PUT coproprietes/supprimer/{id}: the condominium SUPPRIMEE (out of every list and of the duplicate index), its
 * current mandate ended as by a withdrawal (ARCHIVE ending today at the latest; SUPPRIME if not started).
 */
export async function supprimerCopropriete(
  session: Session,
  idCopropriete: number,
  raison: string,
  maintenant: Date,
): Promise<{ response: boolean }> {
  const c = await exigerCopropriete(idCopropriete);
  if (c.etat === 'SUPPRIMEE') throw new ErreurMetier('IMMAT_STATUS_INCORRECT');
  exigerSansDemande(c);
  const m = await mandatCourantDe(c);
  const fin = m ? finDuMandatRetire(m, dateDuJourParis(maintenant)) : null;
  const cles = [...(c.clesDoublon ?? [])];
  // the duplicate keys go with it when they fit in the transaction (at most 46 keys: always in practice; an
  // orphan key would be harmless, the duplicate check skips SUPPRIMEE condominiums)
  const avecCles = cles.length + 3 <= MAX_TRANSACTION;
  const quand = maintenant.toISOString();
  await transaction((e) => [
    e.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ etat: 'SUPPRIMEE', dateModification: quand })
      .remove(['clesDoublon'])
      .add({ version: 1 })
      .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
      .commit(),
    ...(m && fin
      ? [
          e.mandat
            .patch({ idCopropriete: m.idCopropriete, idMandat: m.idMandat })
            .set({ statut: fin.statut, dateFin: fin.dateFin })
            .remove(['finCourant', 'moisFinCourant'])
            .add({ version: 1 })
            .where((a, { eq }) => `${eq(a.version, m.version)} AND ${eq(a.statut, 'COURANT')}`)
            .commit(),
        ]
      : []),
    ...(avecCles ? cles.map((cle) => e.cleDoublon.delete({ cle, idCopropriete: c.idCopropriete }).commit()) : []),
    ligneJournal(e, {
      categorie: 'SUPPRESSION',
      type: 'SUPPRESSION_COPROPRIETE',
      ...acteurDe(session),
      cible: String(c.idCopropriete),
      details: {
        etatPrecedent: c.etat,
        ...(m && fin && { idMandat: m.idMandat, statutMandat: fin.statut, dateFinMandat: fin.dateFin }),
        raison,
      },
      quand: maintenant,
    }),
  ]);
  await prevenirSyndic(
    c.idTeledeclarant,
    (a) => courrielActionTeneur({ a: a.email, nom: a.nom, copropriete: c, action: { type: 'SUPPRESSION_COPROPRIETE' }, raison }),
    maintenant,
    'suppression de copropriété',
  );
  return { response: true };
}

/**
 * PUT retirer-rattachement/{id} (`erreur: false`): the current mandate ends (ARCHIVE, end brought back to today;
 * SUPPRIME if it had not started); PUT supprimerMandat-rattachement/{id} (`erreur: true`): the attachment was an
 * error, the current mandate is SUPPRIME. Either way the condominium is to be attached again.
 */
export async function retirerRattachement(
  session: Session,
  idCopropriete: number,
  raison: string,
  maintenant: Date,
  erreur: boolean,
): Promise<{ response: boolean }> {
  const c = await exigerCopropriete(idCopropriete);
  exigerSansDemande(c);
  const m = await mandatCourantDe(c);
  if (!m) throw new ErreurMetier('AUCUN_MANDAT');
  const fin = erreur ? { statut: 'SUPPRIME' as const, dateFin: m.dateFin } : finDuMandatRetire(m, dateDuJourParis(maintenant));
  const quand = maintenant.toISOString();
  await transaction((e) => [
    e.mandat
      .patch({ idCopropriete: m.idCopropriete, idMandat: m.idMandat })
      .set({ statut: fin.statut, dateFin: fin.dateFin })
      .remove(['finCourant', 'moisFinCourant'])
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, m.version)} AND ${eq(a.statut, 'COURANT')}`)
      .commit(),
    e.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ etat: 'IMMATRICULEE_A_RATTACHER', dateModification: quand })
      .remove(['idMandatCourant', 'dateDebutMandat', 'dateFinMandat'])
      .add({ version: 1 })
      .where(
        (a, { eq, notExists }) =>
          `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)} AND ${eq(a.idMandatCourant, m.idMandat)}`,
      )
      .commit(),
    ligneJournal(e, {
      categorie: 'SUPPRESSION',
      type: erreur ? 'SUPPRESSION_RATTACHEMENT' : 'RETRAIT_RATTACHEMENT',
      ...acteurDe(session),
      cible: String(c.idCopropriete),
      details: {
        idMandat: m.idMandat,
        idTeledeclarant: m.idTeledeclarant,
        etatPrecedent: c.etat,
        statutMandat: fin.statut,
        dateFinMandat: fin.dateFin,
        ...(fin.dateFin !== m.dateFin && { dateFinPrecedente: m.dateFin }),
        raison,
      },
      quand: maintenant,
    }),
  ]);
  const mandat = { dateDebut: m.dateDebut, dateFin: fin.dateFin };
  await prevenirSyndic(
    m.idTeledeclarant,
    (a) =>
      courrielActionTeneur({
        a: a.email,
        nom: a.nom,
        copropriete: c,
        action: erreur
          ? { type: 'SUPPRESSION_RATTACHEMENT', mandat }
          : { type: 'RETRAIT_RATTACHEMENT', mandat, supprime: fin.statut === 'SUPPRIME' },
        raison,
      }),
    maintenant,
    erreur ? 'suppression du rattachement' : 'retrait du rattachement',
  );
  return { response: true };
}

export const implementationsSuppressions: Implementation[] = [
  implementer(r.declarationsPrecedentes, ({ params }) => declarationsPrecedentes(params.id)),
  implementer(r.supprimerDeclarations, ({ session, body, maintenant }) => supprimerDeclarations(session, body, maintenant)),
  implementer(r.supprimerCopropriete, ({ session, params, body, maintenant }) =>
    supprimerCopropriete(session, params.id, body.raison, maintenant),
  ),
  implementer(r.retirerRattachement, ({ session, params, body, maintenant }) =>
    retirerRattachement(session, params.id, body.raison, maintenant, false),
  ),
  implementer(r.supprimerMandatRattachement, ({ session, params, body, maintenant }) =>
    retirerRattachement(session, params.id, body.raison, maintenant, true),
  ),
];
