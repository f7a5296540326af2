/**
 * Submitting a declaration (spec 000 §4 "Registration flow", §1 "A possible duplicate leads to manual validation
 * with an answer within one working day"), by a syndic (DEFAULT) or a notary (INITIALE, OFFICE).
 *
 * Every rule of the five blocks is checked again (400 with every field error), then the warnings (400
 * AVERTISSEMENTS_NON_CONFIRMES, `erreurs` = field → message; the codes are in the draft's `avertissements`),
 * then the duplicates, recomputed on the server. Without duplicates the condominium is registered at once
 * (immatriculer.ts). With duplicates the declarant must keep them (`doublonsConserves`, else 409
 * DOUBLON_TROUVE); one transaction then files the condominium IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER (the
 * only "pending registration" state of the spec: used for notaries too, who attach nothing), its duplicate
 * keys, the declaration A_VALIDER with its duplicates, the syndic's mandate A_VALIDER and the validation
 * request (`IMMATRICULATION-<idDeclaration>`, deadline one working day), and the workflow `delai-validation`
 * is started. A declaration sent back by a keeper's precision request goes back to the same request (A_VALIDER,
 * new deadline), duplicates or not: the keeper who asked reads the answer.
 */
import { avertissementsNonConfirmes } from '@registre/shared/domain/copropriete/avertissements';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { echeanceUnJourOuvre, enHeureDeParis } from '@registre/shared/domain/joursOuvres';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { immatCoproprieteDepuisServeur, immatCoproprieteSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { Doublon } from '@registre/shared/schemas/copropriete/api';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import { demarrerWorkflow } from '../adapters/workflows/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { logger } from '../platform/logger.ts';
import type { Session } from '../platform/session.ts';
import {
  contexteDe,
  exigerModifiable,
  nomUtilisateur,
  prochainNumero,
  raisonSocialeDe,
  resumeCopropriete,
  type TypeImmatCode,
} from './commun.ts';
import { erreursParChamp } from './brouillons.ts';
import { clesDoublon, ecrituresCles, trouverDoublons } from './doublons.ts';
import { immatriculerDirectement, mandatDepuis } from './immatriculer.ts';
import { verifierJustificatifMandat } from './justificatif.ts';
import { prevenirImmatriculation } from '../coproprietes/courriels.ts';

export const WORKFLOW_DELAI_VALIDATION = 'delai-validation';

/**
 * Starts the `delai-validation` workflow of a request just committed (it flags the request out of delay once
 * `echeance` has passed). A failed start is only logged: the request is in the keepers' queue all the same, only
 * its out-of-delay flag would be missed.
 */
export async function demarrerDelaiValidation(idDemande: string, echeance: Date, maintenant: Date): Promise<void> {
  try {
    await demarrerWorkflow(
      WORKFLOW_DELAI_VALIDATION,
      { idDemande, echeance: echeance.toISOString() },
      `${idDemande}-${maintenant.getTime()}`,
    );
  } catch (e) {
    logger.error('démarrage du workflow de délai impossible', {
      idDemande,
      erreur: e instanceof Error ? e.name + ': ' + e.message : String(e),
    });
  }
}
export const idDemandeImmatriculation = (idDeclaration: number) => `IMMATRICULATION-${idDeclaration}`;

export interface ResultatSoumission {
  resultat: 'IMMATRICULEE' | 'A_VALIDER';
  idCopropriete: number;
  idDeclaration: number;
  immatriculation: string | null;
  idDemande: string | null;
  echeance: string | null;
  message: string;
}

/** The declaration checked as a whole: every rule, then the warnings against the confirmations. */
export function verifierDeclaration(
  d: Declaration,
  confirmations: readonly string[],
  maintenant: Date,
  typeMaj?: string,
): ImmatCopropriete {
  const typeImmat = d.typeImmat as TypeImmatCode;
  const ctx = contexteDe({ ...d, typeMaj: typeMaj ?? d.typeMaj }, maintenant);
  const r = immatCoproprieteSchema(ctx).safeParse(immatCoproprieteDepuisServeur(d.immatCopropriete as ImmatCopropriete));
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  const valeur: ImmatCopropriete = typeImmat === 'DEFAULT' ? r.data : { ...r.data, infoRattachement: null };
  valeur.identification.idCopropriete = d.idCopropriete ?? null;
  const { nonConfirmes } = avertissementsNonConfirmes({ bloc: 'immatCopropriete', valeur }, ctx, confirmations);
  if (nonConfirmes.length > 0)
    throw new ErreurMetier('AVERTISSEMENTS_NON_CONFIRMES', Object.fromEntries(nonConfirmes.map((a) => [a.champ, a.message])));
  return valeur;
}

const heureParis = (iso: Date) => {
  const p = enHeureDeParis(iso);
  return `${dateIsoVersFr(p.jour)} à ${String(p.heure).padStart(2, '0')} h ${String(p.minute).padStart(2, '0')}`;
};

/**
 * The registration at once of a declaration without duplicates (a draft submitted, or the web service's declaration
 * that was never one), then the submitter's mail with the link to the registration certificate (issue 11: a failed
 * mail is only logged).
 */
export async function immatriculerSansDoublon(
  p: Omit<Parameters<typeof immatriculerDirectement>[0], 'acteur'> & { session: Session },
): Promise<ResultatSoumission> {
  const r = await immatriculerDirectement({ ...p, acteur: p.session });
  await prevenirImmatriculation(
    {
      declaration: {
        loginDeclarant: p.session.login,
        loginCreateur: p.session.login,
        idTeledeclarant: p.declaration.idTeledeclarant,
      },
      idCopropriete: r.idCopropriete,
      nomCopropriete: p.valeur.identification.nomCopropriete,
      immatriculation: r.immatriculation,
    },
    p.maintenant,
  );
  return {
    resultat: 'IMMATRICULEE',
    idCopropriete: r.idCopropriete,
    idDeclaration: r.idDeclaration,
    immatriculation: r.immatriculation,
    idDemande: null,
    echeance: null,
    message: `La copropriété est immatriculée au registre sous le numéro ${formaterImmatriculation(r.immatriculation)}.`,
  };
}

/**
 * The common submission of a loaded draft of the caller's declarant: checks, duplicates, then registration or
 * validation request. `controler` runs after the rules (the notary's ex officio conditions and successor).
 */
export async function soumettreDeclaration(p: {
  session: Session;
  declaration: Declaration;
  version: number;
  confirmations: string[];
  doublonsConserves: boolean;
  maintenant: Date;
  typeMaj?: string;
  controler?: (valeur: ImmatCopropriete) => Promise<{ idTeledeclarantSuccesseur?: number } | void>;
  /** the duplicates of this very content, when the caller searched them already (the web service, before writing) */
  doublons?: Doublon[];
}): Promise<ResultatSoumission> {
  const d = p.declaration;
  exigerModifiable(d);
  if (d.version !== p.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const valeur = verifierDeclaration(d, p.confirmations, p.maintenant, p.typeMaj);
  await verifierJustificatifMandat(p.session, valeur);
  const { idTeledeclarantSuccesseur } = (await p.controler?.(valeur)) ?? {};

  const idDemande = idDemandeImmatriculation(d.idDeclaration);
  // independent reads, side by side
  const [demande, doublons, representantLegal] = await Promise.all([
    d.idCopropriete !== undefined
      ? db()
          .entities.demandeValidation.get({ idDemande })
          .go()
          .then((r) => r.data)
      : null,
    p.doublons ??
      trouverDoublons(valeur.identification, valeur.donneesTechniques.nbBatimentsTotal, [
        d.idCopropriete,
        ...(d.doublonsEcartes ?? []),
      ]),
    raisonSocialeDe(d.idTeledeclarant),
  ]);
  if (doublons.length > 0 && !p.doublonsConserves) throw new ErreurMetier('DOUBLON_TROUVE');

  if (doublons.length === 0 && d.idCopropriete === undefined)
    return immatriculerSansDoublon({
      declaration: d,
      valeur,
      session: p.session,
      maintenant: p.maintenant,
      typeMaj: p.typeMaj,
      idTeledeclarantSuccesseur,
      representantLegal,
      confirmations: p.confirmations,
    });

  const { idCopropriete, echeance } = await mettreEnValidation({
    ...p,
    valeur,
    doublons,
    demande,
    idDemande,
    representantLegal,
    idTeledeclarantSuccesseur,
  });
  await demarrerDelaiValidation(idDemande, echeance, p.maintenant);
  return {
    resultat: 'A_VALIDER',
    idCopropriete,
    idDeclaration: d.idDeclaration,
    immatriculation: null,
    idDemande,
    echeance: echeance.toISOString(),
    message: `Des doublons possibles ont été trouvés : votre demande d'immatriculation est transmise au teneur du registre, qui y répondra sous un jour ouvré (au plus tard le ${heureParis(echeance)}).`,
  };
}

async function mettreEnValidation(p: {
  session: Session;
  declaration: Declaration;
  valeur: ImmatCopropriete;
  doublons: Doublon[];
  demande: DemandeValidation | null;
  idDemande: string;
  confirmations: string[];
  maintenant: Date;
  typeMaj?: string;
  representantLegal?: string;
  idTeledeclarantSuccesseur?: number;
}): Promise<{ idCopropriete: number; echeance: Date }> {
  const d = p.declaration;
  const typeImmat = d.typeImmat as TypeImmatCode;
  const existante =
    d.idCopropriete !== undefined ? (await db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go()).data : null;
  const idCopropriete = existante?.idCopropriete ?? (await prochainNumero('copropriete'));
  const idMandat = typeImmat === 'DEFAULT' ? (d.idMandat ?? (await prochainNumero('mandat'))) : undefined;
  const echeance = echeanceUnJourOuvre(p.maintenant);
  const quand = p.maintenant.toISOString();
  const { acteur, profil } = acteurDe(p.session);
  const valeur: ImmatCopropriete = { ...p.valeur, identification: { ...p.valeur.identification, idCopropriete } };
  const resume = resumeCopropriete(valeur);
  const cles = clesDoublon(valeur.identification);
  const nomDemandeur = await nomUtilisateur(p.session.login);
  const mandat = idMandat !== undefined ? mandatDepuis(valeur, 'A_VALIDER') : null;
  const etat = 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' as const;

  await transaction((e) => [
    existante
      ? e.copropriete
          .patch({ idCopropriete })
          .set({
            etat,
            ...resume,
            idDemandeEnCours: p.idDemande,
            representantLegal: p.representantLegal,
            ...(cles.length > 0 && { clesDoublon: cles.map((c) => c.cle) }),
            dateModification: quand,
            ...(mandat && { idMandatCourant: idMandat, dateFinMandat: mandat.dateFin }),
          })
          .add({ version: 1 })
          .where((a, { eq }) => eq(a.version, existante.version))
          .commit()
      : e.copropriete
          .create({
            idCopropriete,
            etat,
            typeImmat,
            ...resume,
            idTeledeclarant: d.idTeledeclarant,
            representantLegal: p.representantLegal,
            idDemandeEnCours: p.idDemande,
            ...(cles.length > 0 && { clesDoublon: cles.map((c) => c.cle) }),
            ...(mandat && { idMandatCourant: idMandat, dateFinMandat: mandat.dateFin }),
            dateCreation: quand,
            dateModification: quand,
          })
          .commit(),
    e.declaration
      .patch({ idDeclaration: d.idDeclaration })
      .set({
        idCopropriete,
        statut: 'A_VALIDER',
        typeDeclaration: 'A_VALIDER',
        immatCopropriete: valeur,
        confirmations: p.confirmations,
        doublons: p.doublons,
        loginDeclarant: p.session.login,
        profilDeclarant: p.session.profil,
        dateSoumission: quand,
        dateModification: quand,
        ...(p.typeMaj && { typeMaj: p.typeMaj as Declaration['typeMaj'] }),
        ...(p.idTeledeclarantSuccesseur !== undefined && { idTeledeclarantSuccesseur: p.idTeledeclarantSuccesseur }),
        ...(idMandat !== undefined && { idMandat }),
      })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
      .commit(),
    ...(mandat && idMandat !== undefined
      ? [
          d.idMandat !== undefined
            ? e.mandat.patch({ idCopropriete, idMandat }).set(mandat).add({ version: 1 }).commit()
            : e.mandat
                .create({ idCopropriete, idMandat, idTeledeclarant: d.idTeledeclarant, ...mandat, dateCreation: quand })
                .commit(),
        ]
      : []),
    p.demande
      ? e.demandeValidation
          .patch({ idDemande: p.idDemande })
          .set({
            statut: 'A_VALIDER',
            echeance: echeance.toISOString(),
            horsDelai: false,
            nbDoublons: p.doublons.length,
            nomCopropriete: resume.nomCopropriete,
            commune: resume.commune,
          })
          .remove(['loginTeneurEnCours', 'nomTeneurEnCours'])
          .add({ version: 1 })
          .where((a, { eq }) => eq(a.version, p.demande!.version))
          .commit()
      : e.demandeValidation
          .create({
            idDemande: p.idDemande,
            typeDemande: 'IMMATRICULATION',
            statut: 'A_VALIDER',
            idDeclaration: d.idDeclaration,
            idCopropriete,
            ...(idMandat !== undefined && { idMandat }),
            idTeledeclarant: d.idTeledeclarant,
            nomCopropriete: resume.nomCopropriete,
            commune: resume.commune,
            profilDemandeur: p.session.profil,
            loginDemandeur: p.session.login,
            nomDemandeur,
            dateDemande: quand,
            echeance: echeance.toISOString(),
            nbDoublons: p.doublons.length,
          })
          .commit(),
    ...ecrituresCles(e, idCopropriete, cles, existante ? [...(existante.clesDoublon ?? [])] : []),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'DEMANDE_IMMATRICULATION',
      acteur,
      profil,
      cible: String(idCopropriete),
      details: {
        idDeclaration: d.idDeclaration,
        idDemande: p.idDemande,
        nbDoublons: p.doublons.length,
        typeImmat,
        ...(p.demande && { apresDemandePrecision: true }),
      },
      quand: p.maintenant,
    }),
  ]);
  return { idCopropriete, echeance };
}
