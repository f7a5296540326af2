/**
 * Dissolution of a condominium (issue 5, spec 000 §3 "Dissolution", §4, §7): what the form shows of the
 * condominium and whether the caller may declare its dissolution (`infos/dissolution/{id}`), the declaration
 * (`PUT dissoudre`) and the latest declared dissolution (`getinfosdissolution/{id}`). The rules of who and when
 * are pure decisions (shared/src/domain/dissolution.ts); the keepers' decision is in validations/dissolutions.ts.
 *
 * The declaration opens the keepers' request `DISSOLUTION-<id>` the one way requests are opened
 * (validations/ouverture.ts): the condominium moves to DISSOLUTION_A_VALIDER with its pending request, the
 * dissolution (A_VALIDER, with the state to restore if refused) is written in the same transaction.
 */
import { coproprietes as r } from '@registre/shared/routes/index';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  accesDissolution,
  idDemandeDissolution,
  refusDissolution,
  type MandatCourant,
} from '@registre/shared/domain/dissolution';
import { FAITS_GENERATEURS, MotifDissolution, PIECES_DISSOLUTION } from '@registre/shared/domain/enums';
import { estTeneur } from '@registre/shared/domain/profils';
import { formaterImmatriculation, normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  dissolutionSchema,
  type DissolutionDeclaree,
  type DissolutionSaisie,
  type InfosDissolution,
} from '@registre/shared/schemas/dissolution';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { DissolutionEnregistree } from '../adapters/dynamodb/dissolution.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import * as depot from '../adapters/documents/index.ts';
import { implementer, type Implementation } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { erreursParChamp } from '../declarations/brouillons.ts';
import { nomUtilisateur, prochainNumero, raisonSocialeDe } from '../declarations/commun.ts';
import { ouvrirDemandeValidation } from '../validations/ouverture.ts';

export const MESSAGE_JUSTIFICATIF_INTROUVABLE = 'Le justificatif est introuvable : téléversez-le de nouveau.';

async function mandatCourantDe(c: Copropriete): Promise<Mandat | null> {
  if (!c.idMandatCourant) return null;
  return (await db().entities.mandat.get({ idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant }).go()).data;
}

const versMandatCourant = (m: Mandat | null): MandatCourant | null =>
  m ? { idTeledeclarant: m.idTeledeclarant, statut: m.statut } : null;

/**
 * The condominium designated by `x` (registration number, or id) if the caller may declare its dissolution:
 * an unknown number is IMMAT_NOT_EXISTANT (as in the attachment checks), anything the caller may not see is 404.
 */
async function coproprieteADissoudre(session: Session, x: string): Promise<{ c: Copropriete; mandat: Mandat | null }> {
  const saisie = x.trim();
  const parNumero = !/^\d{1,12}$/.test(saisie);
  let c: Copropriete | null;
  if (parNumero) {
    const numero = normaliserImmatriculation(saisie);
    if (!numero) throw new ErreurMetier('IMMAT_NOT_EXISTANT');
    c = (await db().entities.copropriete.query.parImmatriculation({ immatriculation: numero }).go()).data[0] ?? null;
    if (!c) throw new ErreurMetier('IMMAT_NOT_EXISTANT');
  } else {
    c = (
      await db()
        .entities.copropriete.get({ idCopropriete: Number(saisie) })
        .go()
    ).data;
    if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  }
  const mandat = await mandatCourantDe(c);
  const acces = accesDissolution({ profil: session.profil, idTeledeclarant: session.idTeledeclarant }, c, {
    parNumero,
    mandatCourant: versMandatCourant(mandat),
  });
  if (!acces) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return { c, mandat };
}

/** GET infos/dissolution/{id}. */
export async function infosDissolution(session: Session, x: string): Promise<InfosDissolution> {
  const { c } = await coproprieteADissoudre(session, x);
  const refus = refusDissolution(c);
  return {
    idCopropriete: c.idCopropriete,
    immatriculation: c.immatriculation ?? null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    codePostal: c.codePostal ?? null,
    commune: c.commune ?? null,
    etat: c.etat,
    nbLots: c.nbLots ?? null,
    dissoluble: !refus,
    raison: refus?.raison ?? null,
  };
}

/** PUT dissoudre. */
export async function dissoudre(
  session: Session,
  corps: DissolutionSaisie,
  maintenant: Date,
): Promise<{ idDissolution: number; idDemande: string; echeance: string; message: string }> {
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  const idTeledeclarant = session.idTeledeclarant;
  const aujourdhui = dateDuJourParis(maintenant);
  const lu = dissolutionSchema({ aujourdhui }).safeParse(corps);
  if (!lu.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(lu.error.issues));
  const v = lu.data;

  const { c } = await coproprieteADissoudre(session, v.immatriculation);
  const refus = refusDissolution(c);
  if (refus) throw new ErreurMetier(refus.code, undefined, refus.raison);

  // the proof: a PDF checked by the server and filed by the caller (someone else's is as unknown as none)
  const j = await depot.justificatif(v.idDocument);
  if (!j || j.proprietaire !== session.login)
    throw new ErreurMetier('REQUETE_INVALIDE', { idDocument: MESSAGE_JUSTIFICATIF_INTROUVABLE });

  const idDissolution = await prochainNumero('dissolution');
  const idDemande = idDemandeDissolution(idDissolution);
  const nomDemandeur = (await nomUtilisateur(session.login)) ?? (await raisonSocialeDe(idTeledeclarant));
  const { echeance } = await ouvrirDemandeValidation({
    session: { ...session, idTeledeclarant },
    copro: c,
    typeDemande: 'DISSOLUTION',
    idDemande,
    etatEnAttente: 'DISSOLUTION_A_VALIDER',
    ecritures: (e, quand) => [
      e.dissolution
        .create({
          idCopropriete: c.idCopropriete,
          idDissolution,
          statut: 'A_VALIDER',
          motif: v.motif,
          ...(v.autreMotif && { autreMotif: v.autreMotif }),
          faitGenerateur: v.faitGenerateur,
          dateFaitGenerateur: v.dateFaitGenerateur,
          typeJustif: v.typeJustif,
          dateDemande: v.dateDemande,
          idDocument: j.idDocument,
          nomFichier: j.nomFichier,
          idTeledeclarant,
          profilDeclarant: session.profil,
          loginDeclarant: session.login,
          etatAvant: c.etat,
          dateDeclaration: quand,
        })
        .commit(),
    ],
    journal: {
      categorie: 'DISSOLUTION',
      type: 'DEMANDE_DISSOLUTION',
      details: { idDissolution, idDemande, idTeledeclarant, motif: v.motif, idDocument: j.idDocument },
    },
    nomDemandeur,
    maintenant,
    apresConflit: (apres) => {
      const raison = apres && refusDissolution(apres);
      return raison ? new ErreurMetier(raison.code, undefined, raison.raison) : null;
    },
  });
  return {
    idDissolution,
    idDemande,
    echeance: echeance.toISOString(),
    message: `Votre déclaration de dissolution de la copropriété ${formaterImmatriculation(c.immatriculation!)} est transmise au teneur du registre, qui y répondra sous un jour ouvré.`,
  };
}

/** The dissolutions of a condominium, the latest first. */
export async function dissolutionsDe(idCopropriete: number): Promise<DissolutionEnregistree[]> {
  const { data } = await db().entities.dissolution.query.parCopropriete({ idCopropriete }).go({ pages: 'all' });
  return [...data].sort((a, b) => b.idDissolution - a.idDissolution);
}

/** A dissolution by its id alone (the keepers' request `DISSOLUTION-<id>`). */
export async function dissolutionParId(idDissolution: number): Promise<DissolutionEnregistree | null> {
  return (await db().entities.dissolution.query.parId({ idDissolution }).go()).data[0] ?? null;
}

const libelle = (liste: readonly { code: string; libelle: string }[], code: string) =>
  liste.find((x) => x.code === code)?.libelle ?? code;

/** The wire shape of a dissolution, with the French labels of its reason, triggering fact and proof type. */
export async function versDissolutionDeclaree(d: DissolutionEnregistree): Promise<DissolutionDeclaree> {
  return {
    idDissolution: d.idDissolution,
    idCopropriete: d.idCopropriete,
    statut: d.statut,
    motif: d.motif,
    libelleMotif: MotifDissolution.labels[d.motif],
    autreMotif: d.autreMotif || null,
    faitGenerateur: d.faitGenerateur,
    libelleFaitGenerateur: libelle(FAITS_GENERATEURS[d.motif], d.faitGenerateur),
    dateFaitGenerateur: d.dateFaitGenerateur,
    typeJustif: d.typeJustif,
    libelleTypeJustif: libelle(PIECES_DISSOLUTION[d.motif], d.typeJustif),
    dateDemande: d.dateDemande,
    idDocument: d.idDocument,
    nomFichier: d.nomFichier ?? null,
    idTeledeclarant: d.idTeledeclarant,
    declarant: (await raisonSocialeDe(d.idTeledeclarant)) ?? null,
    profilDeclarant: d.profilDeclarant,
    dateDeclaration: d.dateDeclaration,
    raisonRefus: d.raisonRefus ?? null,
  };
}

/**
 * GET getinfosdissolution/{id}: the latest dissolution of condominium id, for a keeper, or for its declarant;
 * null when there is none and the caller may declare one for this condominium; 404 otherwise.
 */
export async function dissolutionDeclaree(session: Session, idCopropriete: number): Promise<DissolutionDeclaree | null> {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [derniere] = await dissolutionsDe(idCopropriete);
  if (estTeneur(session.profil)) return derniere ? versDissolutionDeclaree(derniere) : null;
  if (derniere && session.idTeledeclarant !== null && derniere.idTeledeclarant === session.idTeledeclarant)
    return versDissolutionDeclaree(derniere);
  const acces = accesDissolution({ profil: session.profil, idTeledeclarant: session.idTeledeclarant }, c, {
    parNumero: false,
    mandatCourant: versMandatCourant(await mandatCourantDe(c)),
  });
  if (!acces || derniere) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return null;
}

export const implementationsDissolution: Implementation[] = [
  implementer(r.infosDissolution, ({ session, params }) => infosDissolution(session, params.id)),
  implementer(r.dissolutionDeclaree, ({ session, params }) => dissolutionDeclaree(session, params.id)),
  implementer(r.dissoudre, ({ session, body, maintenant }) => dissoudre(session, body, maintenant)),
];
