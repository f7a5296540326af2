/**
 * The successor declaration (issue 5, spec 001 "Successor", spec 000 §4), decisions in
 * shared/src/domain/successeur.ts:
 * - POST teledeclarant/verifieDeclSuccPossible: may the caller name a successor on the condominium;
 * - POST teledeclarant/successeur: the declarant holding the condominium names the syndic who takes it over
 *   (SIRET, pro or volunteer, email). A random key (32 bytes, base64url) is mailed to the successor; only its
 *   SHA-256 is stored. ONE transaction: the declaration, the condominium's version (read before the checks: two
 *   declarations at once, exactly one), the journal;
 * - GET public/successeur/{key}: the public facts of a pending declaration (404 when expired, used or unknown);
 * - PUT successeur: the successor (an account of the establishment of the designated SIRET) confirms →
 *   SUCCESSEUR_VALIDE; it then declares its mandate by the ordinary attachment (the condominium, attached to the
 *   predecessor or waiting for one, is attachable by another syndic);
 * - DELETE coproprietes/declarationpredecesseur/{id}: the successor declines (with the key) or the predecessor
 *   withdraws it → SUPPRIME; the other party is mailed.
 * A mail that fails never undoes the decision committed before it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { estNotaire } from '@registre/shared/domain/profils';
import {
  controleDeclarationSuccesseur,
  controleLienSuccesseur,
  controleRetraitSuccesseur,
  controleSiretSuccesseur,
  expirationLienSuccesseur,
} from '@registre/shared/domain/successeur';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { mandats as r } from '@registre/shared/routes/index';
import type { declarationSuccesseurSchema, DeclarationSuccesseurLue } from '@registre/shared/schemas/mandats';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Successeur } from '../adapters/dynamodb/successeur.ts';
import type { z } from 'zod';
import { prevenir } from '../adapters/messagerie/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { implementer, type Implementation } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { declarants, mandatsDe, successeursDe } from './commun.ts';
import { prochainNumero } from '../declarations/commun.ts';
import {
  courrielSuccesseurConfirme,
  courrielSuccesseurDecline,
  courrielSuccesseurDesigne,
  courrielSuccesseurRetire,
} from './courriels.ts';

/** sha-256 (hex) of a link's key: what is stored and looked up. */
export const empreinteCle = (cle: string) => createHash('sha256').update(cle, 'utf8').digest('hex');

async function coproprieteParId(idCopropriete: number): Promise<Copropriete | null> {
  return (await db().entities.copropriete.get({ idCopropriete }).go()).data;
}

async function siretDe(idTeledeclarant: number | null): Promise<string | null> {
  if (idTeledeclarant === null) return null;
  return (await declarants([idTeledeclarant])).get(idTeledeclarant)?.siret ?? null;
}

/** The checks of a declaration by the caller; the condominium read (its version conditions the write). */
async function controler(session: Session, idCopropriete: number, maintenant: Date): Promise<Copropriete> {
  const c = await coproprieteParId(idCopropriete);
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [mandats, successeurs] = await Promise.all([mandatsDe(idCopropriete), successeursDe(idCopropriete)]);
  const refus = controleDeclarationSuccesseur({
    c,
    mandats,
    successeurs,
    idTeledeclarant: session.idTeledeclarant,
    notaire: estNotaire(session.profil),
    maintenant,
  });
  if (refus) throw new ErreurMetier(refus);
  return c;
}

/** POST teledeclarant/verifieDeclSuccPossible */
export async function verifierSuccesseurPossible(session: Session, idCopropriete: number, maintenant: Date) {
  await controler(session, idCopropriete, maintenant);
  return { response: true };
}

async function versLue(s: Successeur, c: Copropriete | null): Promise<DeclarationSuccesseurLue> {
  const predecesseur = (await declarants([s.idTeledeclarantPredecesseur])).get(s.idTeledeclarantPredecesseur);
  return {
    idSuccesseur: s.idSuccesseur,
    statut: s.statut,
    idCopropriete: s.idCopropriete,
    immatriculation: c?.immatriculation ?? null,
    nomCopropriete: c?.nomCopropriete ?? null,
    commune: c?.commune ?? null,
    predecesseur: predecesseur?.raisonSociale ?? null,
    siret: s.siret,
    type: s.type,
    dateDeclaration: s.dateDeclaration,
    expireLe: s.expireLe,
  };
}

/** POST teledeclarant/successeur */
export async function declarerSuccesseur(
  session: Session,
  corps: z.output<typeof declarationSuccesseurSchema>,
  maintenant: Date,
): Promise<DeclarationSuccesseurLue> {
  const c = await controler(session, corps.idCopropriete, maintenant);
  const moi = session.idTeledeclarant!;
  const refusSiret = controleSiretSuccesseur(corps.siret, await siretDe(moi));
  if (refusSiret) throw new ErreurMetier(refusSiret, { siret: 'Indiquez le SIRET d’un autre établissement que le vôtre.' });

  const cle = randomBytes(32).toString('base64url');
  const idSuccesseur = await prochainNumero('successeur');
  const quand = maintenant.toISOString();
  const expireLe = expirationLienSuccesseur(maintenant).toISOString();
  const email = corps.email.trim().toLowerCase();
  try {
    await transaction(
      (e) => [
        e.successeur
          .create({
            idSuccesseur,
            idCopropriete: c.idCopropriete,
            idTeledeclarantPredecesseur: moi,
            ...(c.idMandatCourant && c.idTeledeclarant === moi && { idMandatPredecesseur: c.idMandatCourant }),
            loginDeclarant: session.login,
            siret: corps.siret,
            type: corps.type,
            email,
            empreinteCle: empreinteCle(cle),
            statut: 'SUCCESSEUR_DECLARE',
            dateDeclaration: quand,
            expireLe,
          })
          .commit(),
        // the condominium as read before the checks, nothing pending: two declarations at once, one wins
        e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ dateModification: quand })
          .add({ version: 1 })
          .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
          .commit(),
        ligneJournal(e, {
          categorie: 'SUCCESSEUR',
          type: 'SUCCESSEUR_DECLARE',
          ...acteurDe(session),
          cible: String(c.idCopropriete),
          details: { idSuccesseur, idTeledeclarantPredecesseur: moi, siret: corps.siret, type: corps.type },
          quand: maintenant,
        }),
      ],
      'CONFLIT_MODIFICATION',
    );
  } catch (e) {
    if (e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION') {
      // lost the race: tell which (another declaration, a request), else a plain conflict
      await controler(session, c.idCopropriete, maintenant);
    }
    throw e;
  }

  const { data: s } = await db().entities.successeur.get({ idSuccesseur }).go();
  const predecesseur = (await declarants([moi])).get(moi)?.raisonSociale ?? null;
  await prevenir(
    courrielSuccesseurDesigne({
      a: email,
      copro: c,
      predecesseur,
      cle,
      expireLe,
    }),
    maintenant,
    'désignation du successeur',
  );
  return versLue(s!, c);
}

/** The declaration of a link's key, or null. */
async function parCle(cle: string): Promise<Successeur | null> {
  const { data } = await db()
    .entities.successeur.query.parCle({ empreinteCle: empreinteCle(cle) })
    .go();
  return data[0] ?? null;
}

/** GET public/successeur/{key} */
export async function lireSuccesseur(cle: string, maintenant: Date): Promise<DeclarationSuccesseurLue> {
  const s = await parCle(cle);
  const refus = controleLienSuccesseur(s, maintenant);
  if (refus || !s) throw new ErreurMetier(refus ?? 'LIEN_SUCCESSEUR_INVALIDE');
  return versLue(s, await coproprieteParId(s.idCopropriete));
}

/** Who to tell on the predecessor's side: the user who declared, else its declarant's address. */
async function destinatairePredecesseur(s: Successeur): Promise<{ email: string; nom: string | null } | null> {
  const { data: u } = await db().entities.utilisateur.get({ login: s.loginDeclarant }).go();
  if (u?.email && u.statut !== 'SUPPRIME') return { email: u.email, nom: `${u.prenom ?? ''} ${u.nom ?? ''}`.trim() || null };
  const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant: s.idTeledeclarantPredecesseur }).go();
  return t?.email ? { email: t.email, nom: null } : null;
}

/** PUT successeur */
export async function confirmerSuccesseur(session: Session, cle: string, maintenant: Date) {
  const s = await parCle(cle);
  const refus = controleLienSuccesseur(s, maintenant, await siretDe(session.idTeledeclarant));
  if (refus || !s) throw new ErreurMetier(refus ?? 'LIEN_SUCCESSEUR_INVALIDE');
  const quand = maintenant.toISOString();
  await transaction(
    (e) => [
      e.successeur
        .patch({ idSuccesseur: s.idSuccesseur })
        .set({ statut: 'SUCCESSEUR_VALIDE', idTeledeclarantSuccesseur: session.idTeledeclarant!, dateConfirmation: quand })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, s.version)} AND ${eq(a.statut, 'SUCCESSEUR_DECLARE')}`)
        .commit(),
      ligneJournal(e, {
        categorie: 'SUCCESSEUR',
        type: 'SUCCESSEUR_CONFIRME',
        ...acteurDe(session),
        cible: String(s.idCopropriete),
        details: { idSuccesseur: s.idSuccesseur, idTeledeclarantSuccesseur: session.idTeledeclarant! },
        quand: maintenant,
      }),
    ],
    // used at the same moment by someone else: the link is used
    'LIEN_SUCCESSEUR_INVALIDE',
  );
  const c = await coproprieteParId(s.idCopropriete);
  const a = await destinatairePredecesseur(s);
  const successeur = (await declarants([session.idTeledeclarant!])).get(session.idTeledeclarant!)?.raisonSociale ?? null;
  await prevenir(
    a && courrielSuccesseurConfirme({ a: a.email, nom: a.nom, copro: { ...c }, successeur }),
    maintenant,
    'confirmation du successeur',
  );
  return { response: true as const, idCopropriete: s.idCopropriete, immatriculation: c?.immatriculation ?? null };
}

/** DELETE coproprietes/declarationpredecesseur/{id} */
export async function supprimerDeclarationPredecesseur(
  session: Session,
  idSuccesseur: number,
  cle: string | undefined,
  maintenant: Date,
) {
  const { data: s } = await db().entities.successeur.get({ idSuccesseur }).go();
  let parSuccesseur: boolean;
  if (cle !== undefined) {
    // the designated successor declines: the key must be this declaration's, its SIRET the caller's
    if (!s || s.empreinteCle !== empreinteCle(cle)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    const refus = controleLienSuccesseur(s, maintenant, await siretDe(session.idTeledeclarant));
    if (refus) throw new ErreurMetier(refus);
    parSuccesseur = true;
  } else {
    const refus = controleRetraitSuccesseur(s, session.idTeledeclarant);
    if (refus || !s) throw new ErreurMetier(refus ?? 'RESSOURCE_INTROUVABLE');
    parSuccesseur = false;
  }
  const quand = maintenant.toISOString();
  await transaction(
    (e) => [
      e.successeur
        .patch({ idSuccesseur })
        .set({ statut: 'SUPPRIME', dateSuppression: quand })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, s.version)} AND ${eq(a.statut, 'SUCCESSEUR_DECLARE')}`)
        .commit(),
      ligneJournal(e, {
        categorie: 'SUCCESSEUR',
        type: parSuccesseur ? 'SUCCESSEUR_DECLINE' : 'SUCCESSEUR_RETIRE',
        ...acteurDe(session),
        cible: String(s.idCopropriete),
        details: { idSuccesseur },
        quand: maintenant,
      }),
    ],
    parSuccesseur ? 'LIEN_SUCCESSEUR_INVALIDE' : 'DEMANDE_DEJA_TRAITEE',
  );
  const c = await coproprieteParId(s.idCopropriete);
  const copro = { nomCopropriete: c?.nomCopropriete, immatriculation: c?.immatriculation };
  if (parSuccesseur) {
    const a = await destinatairePredecesseur(s);
    await prevenir(a && courrielSuccesseurDecline({ a: a.email, nom: a.nom, copro }), maintenant, 'successeur décliné');
  } else await prevenir(courrielSuccesseurRetire({ a: s.email, copro }), maintenant, 'successeur retiré');
  return { response: true };
}

export const implementationsSuccesseur: Implementation[] = [
  implementer(r.verifierSuccesseurPossible, ({ session, body, maintenant }) =>
    verifierSuccesseurPossible(session, body.idCopropriete, maintenant),
  ),
  implementer(r.declarerSuccesseur, ({ session, body, maintenant }) => declarerSuccesseur(session, body, maintenant)),
  implementer(r.lireSuccesseur, ({ params, maintenant }) => lireSuccesseur(params.key, maintenant)),
  implementer(r.confirmerSuccesseur, ({ session, body, maintenant }) => confirmerSuccesseur(session, body.cle, maintenant)),
  implementer(r.supprimerDeclarationPredecesseur, ({ session, params, query, maintenant }) =>
    supprimerDeclarationPredecesseur(session, params.id, query.cle, maintenant),
  ),
];
