/**
 * The keepers' actions on a request they hold (spec 000 §4 "Other workflows"): validate, refuse, assign to the
 * keeper administrators, ask the declarant for precision. Each checks the lock and the version the keeper saw,
 * writes ONE transaction conditioned on that version (two keepers, or one keeper clicking twice: exactly one
 * succeeds, the others get 409), releases the lock, journals, then mails.
 *
 * Validating and refusing a registration are the declarations' own transactions (declarations/immatriculer.ts):
 * the registration number, the condominium, the declaration and the deletion of the request commit together; an
 * attachment or a renewal, the mandate's (mandats/validation.ts); a dissolution, dissolutions.ts.
 */
import {
  controleAction,
  controleAffectation,
  doublonsAVerifier,
  MESSAGE_DOUBLONS_A_VERIFIER,
} from '@registre/shared/domain/validations';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MotifRefus } from '@registre/shared/schemas/copropriete/api';
import { transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { prevenir } from '../adapters/messagerie/index.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import { config } from '../platform/config.ts';
import type { Session } from '../platform/session.ts';
import { immatriculer, refuser } from '../declarations/immatriculer.ts';
import { destinataireDeclarant, exigerDemande, journalDe, lireDeclaration, nomDuTeneur, teneurDe } from './commun.ts';
import {
  courrielAffectationTeneur,
  courrielDemandePrecision,
  courrielDissolutionRefusee,
  courrielDissolutionValidee,
  courrielImmatriculationRefusee,
  courrielPrecisionDemande,
  courrielRattachementRefuse,
  courrielRattachementValide,
  type TypeDemandeMandat,
} from './courriels.ts';
import { refuserDissolution, validerDissolution } from './dissolutions.ts';
import { prevenirImmatriculation } from '../coproprietes/courriels.ts';
import { refuserRattachement, TYPES_DEMANDE_MANDAT, validerRattachement } from '../mandats/validation.ts';
import { majEtatCopropriete } from './verrou.ts';
import { relacherDemandeTenue } from './decision.ts';

/** The request, held by the caller at the version they saw; else the conflict to answer. */
async function demandeTenue(session: Session, idDemande: string, version: number): Promise<DemandeValidation> {
  const d = await exigerDemande(idDemande);
  const refus = controleAction(d, teneurDe(session), version);
  if (refus) throw new ErreurMetier(refus);
  return d;
}

/**
 * Who asked for an attachment, a renewal or a dissolution: the requesting account, else their declarant's
 * address.
 */
const demandeurRattachement = (d: DemandeValidation) =>
  destinataireDeclarant({ loginDeclarant: d.loginDemandeur, loginCreateur: '', idTeledeclarant: d.idTeledeclarant ?? 0 });

/** A registration request (its declaration); the other types are handled by their own branch. */
function exigerImmatriculation(d: DemandeValidation): number {
  if (d.typeDemande !== 'IMMATRICULATION' || !d.idDeclaration)
    throw new ErreurMetier('REQUETE_INVALIDE', { typeDemande: 'Ce type de demande ne se traite pas depuis cette page.' });
  return d.idDeclaration;
}

/** POST valider/{id}: the condominium is registered (its number allocated), the declarant told. */
export async function validerDemande(
  session: Session,
  idDemande: string,
  corps: { version: number; doublonsVerifies: boolean },
  maintenant: Date,
): Promise<{ immatriculation: string | null }> {
  const d = await demandeTenue(session, idDemande, corps.version);
  if (TYPES_DEMANDE_MANDAT.includes(d.typeDemande)) {
    const { copro } = await validerRattachement({ demande: d, version: corps.version, session, maintenant });
    const a = await demandeurRattachement(d);
    await prevenir(
      a &&
        courrielRattachementValide({
          a: a.email,
          nom: a.nom,
          nomCopropriete: copro.nomCopropriete,
          immatriculation: copro.immatriculation,
          type: d.typeDemande as TypeDemandeMandat,
        }),
      maintenant,
      `validation (${d.typeDemande})`,
    );
    return { immatriculation: copro.immatriculation ?? null };
  }
  if (d.typeDemande === 'DISSOLUTION') {
    const { copro, mandat } = await validerDissolution({ demande: d, version: corps.version, session, maintenant });
    const a = await demandeurRattachement(d);
    const mail = { nomCopropriete: copro.nomCopropriete, immatriculation: copro.immatriculation };
    await prevenir(
      a && courrielDissolutionValidee({ a: a.email, nom: a.nom, ...mail }),
      maintenant,
      'validation de la dissolution',
    );
    // the syndic holding the mandate, when someone else (a notary) declared the dissolution
    if (mandat && mandat.statut === 'COURANT' && mandat.idTeledeclarant !== d.idTeledeclarant) {
      const s = await destinataireDeclarant(null, mandat.idTeledeclarant);
      await prevenir(
        s && courrielDissolutionValidee({ a: s.email, nom: s.nom, ...mail, syndic: true }),
        maintenant,
        'dissolution : syndic',
      );
    }
    return { immatriculation: copro.immatriculation ?? null };
  }
  const idDeclaration = exigerImmatriculation(d);
  if (doublonsAVerifier(d.nbDoublons ?? 0, corps.doublonsVerifies))
    throw new ErreurMetier('DOUBLONS_NON_VERIFIES', { doublonsVerifies: MESSAGE_DOUBLONS_A_VERIFIER });
  const { immatriculation } = await immatriculer({
    idDeclaration,
    acteur: session,
    maintenant,
    demande: { idDemande, version: corps.version },
  });
  // [issue 11] « votre demande est validée, votre copropriété est immatriculée », with the link to the certificate
  await prevenirImmatriculation(
    {
      declaration: await lireDeclaration(idDeclaration),
      idTeledeclarant: d.idTeledeclarant,
      idCopropriete: d.idCopropriete,
      nomCopropriete: d.nomCopropriete,
      immatriculation,
      parTeneur: true,
    },
    maintenant,
  );
  return { immatriculation: immatriculation ?? null };
}

/** POST refuser/{id}: the registration is refused with a reason and motives, the declarant told. */
export async function refuserDemande(
  session: Session,
  idDemande: string,
  corps: { version: number; raison: string; typesMotifRefus: MotifRefus[] },
  maintenant: Date,
): Promise<{ response: boolean }> {
  const d = await demandeTenue(session, idDemande, corps.version);
  if (TYPES_DEMANDE_MANDAT.includes(d.typeDemande)) {
    const { copro } = await refuserRattachement({ demande: d, session, maintenant, ...corps });
    const a = await demandeurRattachement(d);
    await prevenir(
      a &&
        courrielRattachementRefuse({
          a: a.email,
          nom: a.nom,
          nomCopropriete: copro.nomCopropriete,
          immatriculation: copro.immatriculation,
          raison: corps.raison,
          typesMotifRefus: corps.typesMotifRefus,
          type: d.typeDemande as TypeDemandeMandat,
        }),
      maintenant,
      `refus (${d.typeDemande})`,
    );
    return { response: true };
  }
  if (d.typeDemande === 'DISSOLUTION') {
    const { copro } = await refuserDissolution({ demande: d, session, maintenant, ...corps });
    const a = await demandeurRattachement(d);
    await prevenir(
      a &&
        courrielDissolutionRefusee({
          a: a.email,
          nom: a.nom,
          nomCopropriete: copro.nomCopropriete,
          immatriculation: copro.immatriculation,
          raison: corps.raison,
          typesMotifRefus: corps.typesMotifRefus,
        }),
      maintenant,
      'refus de la dissolution',
    );
    return { response: true };
  }
  const idDeclaration = exigerImmatriculation(d);
  await refuser({
    idDeclaration,
    acteur: session,
    maintenant,
    demande: { idDemande, version: corps.version },
    raison: corps.raison,
    typesMotifRefus: corps.typesMotifRefus,
  });
  const a = await destinataireDeclarant(await lireDeclaration(idDeclaration), d.idTeledeclarant);
  await prevenir(
    a &&
      courrielImmatriculationRefusee({
        a: a.email,
        nom: a.nom,
        nomCopropriete: d.nomCopropriete,
        raison: corps.raison,
        typesMotifRefus: corps.typesMotifRefus,
      }),
    maintenant,
    'refus',
  );
  return { response: true };
}

/**
 * POST affectationTeneur: the keeper holding the request (hotline or administrator) hands it to the keeper
 * administrators with a reason; it goes back to the queue, flagged, and only an administrator can open it for
 * themselves from then on. The keepers' mailbox is told.
 */
export async function affecterAuxAdministrateurs(
  session: Session,
  corps: { idDemande: string; version: number; raisonAffectationTeneur: string },
  maintenant: Date,
): Promise<{ response: boolean }> {
  const d = await demandeTenue(session, corps.idDemande, corps.version);
  const refus = controleAffectation(d);
  if (refus) throw new ErreurMetier(refus);
  await transaction((e) => [
    relacherDemandeTenue(
      e,
      d.idDemande,
      { version: corps.version, login: session.login },
      { statut: 'A_VALIDER', affecteeTeneur: true, raisonAffectationTeneur: corps.raisonAffectationTeneur },
    ),
    ...majEtatCopropriete(e, d, false, maintenant),
    ligneJournal(e, {
      categorie: 'VALIDATION',
      type: 'AFFECTATION_TENEUR',
      ...journalDe(session),
      cible: d.idDemande,
      details: { idCopropriete: d.idCopropriete },
      quand: maintenant,
    }),
  ]);
  const boite = config().COURRIEL_TENEURS;
  await prevenir(
    boite
      ? courrielAffectationTeneur({
          a: boite,
          idDemande: d.idDemande,
          typeDemande: d.typeDemande,
          nomCopropriete: d.nomCopropriete,
          parQui: await nomDuTeneur(session.login),
          raison: corps.raisonAffectationTeneur,
        })
      : null,
    maintenant,
    'affectation',
  );
  return { response: true };
}

/**
 * POST demande-precision/sendMail: the declarant is asked for a precision by mail. For a registration, the
 * request waits for them (DEMANDE_PRECISION, lock released), the declaration goes back to their drafts (BROUILLON,
 * with the keeper's message) and the condominium shows IMMATRICULATION_DEMANDE_DE_PRECISIONS; submitting it again
 * puts the request back in the queue (declarations).
 *
 * [issue 5] An attachment, a renewal or a dissolution has no draft to send back: the requester is mailed the
 * keeper's message (answer to the keepers' mailbox, quoting the request), the lock is released and the request
 * stays in the queue (A_VALIDER, its deadline unchanged), journal DEMANDE_PRECISION.
 */
export async function demanderPrecision(
  session: Session,
  corps: { idDemande: string; version: number; message: string },
  maintenant: Date,
): Promise<{ response: boolean }> {
  const d = await demandeTenue(session, corps.idDemande, corps.version);
  if (d.typeDemande !== 'IMMATRICULATION') return demanderPrecisionSansBrouillon(session, d, corps, maintenant);
  const idDeclaration = exigerImmatriculation(d);
  const decl = await lireDeclaration(idDeclaration);
  if (!decl) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const quand = maintenant.toISOString();
  await transaction((e) => [
    relacherDemandeTenue(e, d.idDemande, { version: corps.version, login: session.login }, { statut: 'DEMANDE_PRECISION' }),
    e.declaration
      .patch({ idDeclaration })
      .set({ statut: 'BROUILLON', demandePrecision: corps.message, dateModification: quand })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, decl.version))
      .commit(),
    e.copropriete
      .patch({ idCopropriete: d.idCopropriete })
      .set({ etat: 'IMMATRICULATION_DEMANDE_DE_PRECISIONS', dateModification: quand })
      .add({ version: 1 })
      .commit(),
    ligneJournal(e, {
      categorie: 'VALIDATION',
      type: 'DEMANDE_PRECISION',
      ...journalDe(session),
      cible: d.idDemande,
      details: { idCopropriete: d.idCopropriete, idDeclaration },
      quand: maintenant,
    }),
  ]);
  const a = await destinataireDeclarant(decl, d.idTeledeclarant);
  await prevenir(
    a && courrielDemandePrecision({ a: a.email, nom: a.nom, nomCopropriete: d.nomCopropriete, message: corps.message }),
    maintenant,
    'demande de précision',
  );
  return { response: true };
}

/** [issue 5] Precision on an attachment, a renewal or a dissolution: mail, lock released, the request stays queued. */
async function demanderPrecisionSansBrouillon(
  session: Session,
  d: DemandeValidation,
  corps: { idDemande: string; version: number; message: string },
  maintenant: Date,
): Promise<{ response: boolean }> {
  if (d.typeDemande === 'DOUBLON')
    throw new ErreurMetier('REQUETE_INVALIDE', { typeDemande: 'Ce type de demande ne se traite pas depuis cette page.' });
  await transaction((e) => [
    relacherDemandeTenue(e, d.idDemande, { version: corps.version, login: session.login }, { statut: 'A_VALIDER' }),
    ...majEtatCopropriete(e, d, false, maintenant),
    ligneJournal(e, {
      categorie: 'VALIDATION',
      type: 'DEMANDE_PRECISION',
      ...journalDe(session),
      cible: d.idDemande,
      details: { idCopropriete: d.idCopropriete, typeDemande: d.typeDemande },
      quand: maintenant,
    }),
  ]);
  const a = await demandeurRattachement(d);
  await prevenir(
    a &&
      courrielPrecisionDemande({
        a: a.email,
        nom: a.nom,
        typeDemande: d.typeDemande,
        idDemande: d.idDemande,
        nomCopropriete: d.nomCopropriete,
        immatriculation: d.immatriculation,
        message: corps.message,
        repondreA: config().COURRIEL_TENEURS ?? null,
      }),
    maintenant,
    'demande de précision',
  );
  return { response: true };
}
