/**
 * Registering a condominium (spec 000 §4 "The final submit gives a success notice"; §5 registration number):
 * directly at a submission without duplicates, or when a keeper validates the request (validations area), and
 * the keeper's refusal. Each is ONE transaction with version conditions and its journal line.
 *
 * The number comes from the atomic sequence `sequence.immatriculation` (UpdateItem ADD, before the transaction):
 * two registrations never get the same number; a transaction that fails afterwards leaves a gap, never a reuse.
 * Nothing else is keyed by the number but the condominium's own gsi2 entry (`IMMAT#<number>`).
 */
import { etatApresImmatriculation, immatriculationDepuisSequence } from '@registre/shared/domain/copropriete/immatriculation';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { enregistrerExercice, exerciceDuBloc, suiviAnnuel } from '@registre/shared/domain/copropriete/verrou';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { db, transaction, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { chargerDeclaration, prochainNumero, resumeCopropriete, type TypeImmatCode } from './commun.ts';
import { ecrituresCles, clesDoublon } from './doublons.ts';

export const STATUTS_EN_ATTENTE = ['A_VALIDER', 'VALIDATION_EN_COURS'] as const;

async function nouveauNumero(): Promise<string> {
  return immatriculationDepuisSequence(await prochainNumero('immatriculation'));
}

/** The mandate a syndic's registration creates from its infoRattachement block. */
export function mandatDepuis(v: ImmatCopropriete, statut: 'A_VALIDER' | 'COURANT') {
  const r = v.infoRattachement;
  if (!r?.dateDebutMandat || !r.dateFinMandat) throw new ErreurMetier('AUCUN_MANDAT');
  return {
    statut,
    dateDebut: r.dateDebutMandat,
    dateFin: r.dateFinMandat,
    adminProvisoire: r.adminProvisoire ?? undefined,
    typeJustif: r.typeJustifMandat ?? undefined,
    idDocument: r.idDocument ?? undefined,
    nomFichier: r.nomFichierJustifMandat ?? undefined,
    dateTeleversement: r.dateTeleversement ?? undefined,
    // issue 5: a COURANT mandate is in the end-date index (workflow expiration-mandats)
    ...(statut === 'COURANT' && { finCourant: r.dateFinMandat }),
  };
}

/**
 * [issue 11] What a registration writes on the condominium for its annual update: the exercise it declares (not
 * locked: a registration is not an annual declaration) and the status the rule gives (majAnnuelle.ts).
 */
export function suiviImmatriculation(
  v: ImmatCopropriete,
  idDeclaration: number,
  etat: string,
  dateImmatriculation: string,
  p: { typeMaj?: string; maintenant?: string } = {},
) {
  const exercices = enregistrerExercice([], exerciceDuBloc(v.donneesFinancieres, idDeclaration, p.typeMaj));
  const aujourdhui = dateDuJourParis(new Date(p.maintenant ?? dateImmatriculation));
  const suivi = suiviAnnuel({ etat, exercices, dateImmatriculation, aujourdhui });
  return {
    exercices,
    ...sansNuls(suivi),
    ...(v.infoRattachement?.dateDebutMandat && { dateDebutMandat: v.infoRattachement.dateDebutMandat }),
  };
}

/** The attributes to set, without the null ones (ElectroDB removes attributes with `remove`, not with null). */
export const sansNuls = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

/** Which write of a cancelled transaction failed its condition → the business error. */
const selonIndice =
  (indiceDemande: number | null): ((indices: number[]) => CodeErreur) =>
  (indices) =>
    indiceDemande !== null && indices.includes(indiceDemande) ? 'DEMANDE_DEJA_TRAITEE' : 'CONFLIT_MODIFICATION';

/**
 * Registers the condominium of a submitted declaration (statut A_VALIDER or VALIDATION_EN_COURS) in ONE
 * transaction: the number, the condominium registered (IMMATRICULEE_RATTACHEE with its mandate COURANT for a
 * syndic; IMMATRICULEE_A_RATTACHER, or RATTACHEMENT_A_CONFIRMER with a successor, for a notary), the
 * declaration COURANT / IMMATRICULATION, the pending request deleted when given (condition on its version:
 * DEMANDE_DEJA_TRAITEE when it moved), and the journal line.
 */
export async function immatriculer(p: {
  idDeclaration: number;
  acteur: Session;
  maintenant: Date;
  demande?: { idDemande: string; version: number };
}): Promise<{ immatriculation: string; idCopropriete: number }> {
  const d = await chargerDeclaration(p.idDeclaration);
  if (!d || d.idCopropriete === undefined) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!(STATUTS_EN_ATTENTE as readonly string[]).includes(d.statut)) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  const { data: c } = await db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (c.immatriculation) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  const typeImmat = d.typeImmat as TypeImmatCode;
  const v = d.immatCopropriete as ImmatCopropriete;
  const immatriculation = await nouveauNumero();
  const quand = p.maintenant.toISOString();
  const { acteur, profil } = acteurDe(p.acteur);
  const etat = etatApresImmatriculation(typeImmat, d.idTeledeclarantSuccesseur !== undefined);
  const idMandat = typeImmat === 'DEFAULT' && d.idMandat === undefined ? await prochainNumero('mandat') : d.idMandat;
  // copropriete, declaration, the mandate write (syndic), then the request: its index names the failed condition
  const indiceDemande = p.demande ? 2 + (typeImmat === 'DEFAULT' && idMandat !== undefined ? 1 : 0) : null;
  await transaction(
    (e) => [
      e.copropriete
        .patch({ idCopropriete: c.idCopropriete })
        .set({
          etat,
          immatriculation,
          dateImmatriculation: quand,
          idDeclarationCourante: d.idDeclaration,
          dateModification: quand,
          ...suiviImmatriculation(v, d.idDeclaration, etat, quand, { typeMaj: d.typeMaj }),
          ...(typeImmat === 'DEFAULT' && {
            idMandatCourant: idMandat,
            dateFinMandat: v.infoRattachement?.dateFinMandat ?? undefined,
          }),
        })
        .remove(['idDemandeEnCours'])
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, c.version))
        .commit(),
      e.declaration
        .patch({ idDeclaration: d.idDeclaration })
        .set({
          statut: 'COURANT',
          typeDeclaration: 'IMMATRICULATION',
          dateModification: quand,
          dateTraitement: quand,
          ...(p.demande && { loginTeneur: p.acteur.login }),
        })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, d.version))
        .commit(),
      ...ecrituresMandat(e, c.idCopropriete, d, v, idMandat, quand),
      ...(p.demande
        ? [
            e.demandeValidation
              .delete({ idDemande: p.demande.idDemande })
              .where((a, { eq }) => eq(a.version, p.demande!.version))
              .commit(),
          ]
        : []),
      ligneJournal(e, {
        categorie: 'IMMATRICULATION',
        type: 'IMMATRICULATION_COPROPRIETE',
        acteur,
        profil,
        cible: immatriculation,
        details: {
          idCopropriete: c.idCopropriete,
          idDeclaration: d.idDeclaration,
          etat,
          ...(p.demande && { idDemande: p.demande.idDemande }),
        },
        quand: p.maintenant,
      }),
    ],
    selonIndice(indiceDemande),
  );
  return { immatriculation, idCopropriete: c.idCopropriete };
}

/** A syndic's mandate: the one created at submission goes COURANT, or it is created COURANT now. */
function ecrituresMandat(
  e: EntitesTransaction,
  idCopropriete: number,
  d: Declaration,
  v: ImmatCopropriete,
  idMandat: number | undefined,
  quand: string,
) {
  if (d.typeImmat !== 'DEFAULT' || idMandat === undefined) return [];
  if (d.idMandat !== undefined)
    return [
      e.mandat
        .patch({ idCopropriete, idMandat })
        .set({ statut: 'COURANT', finCourant: mandatDepuis(v, 'COURANT').dateFin })
        .add({ version: 1 })
        .commit(),
    ];
  return [
    e.mandat
      .create({ idCopropriete, idMandat, idTeledeclarant: d.idTeledeclarant, ...mandatDepuis(v, 'COURANT'), dateCreation: quand })
      .commit(),
  ];
}

/** [issue 25] A declaration that was never a draft: its declarant and its route, nothing stored yet. */
export interface NouvelleDeclaration {
  idDeclaration?: undefined;
  idCopropriete?: undefined;
  idMandat?: undefined;
  idTeledeclarant: number;
  typeImmat: TypeImmatCode;
}

/**
 * Registers at once a declaration submitted without duplicates: the condominium is created registered, with its
 * duplicate keys, in the same transaction as the declaration (condition: still the draft of that version). A
 * declaration never stored as a draft (`NouvelleDeclaration`: the web service's registration, the whole declaration
 * in one body) is created COURANT in that transaction, its number drawn beside the others.
 */
export async function immatriculerDirectement(p: {
  declaration: Declaration | NouvelleDeclaration;
  valeur: ImmatCopropriete;
  acteur: Session;
  maintenant: Date;
  typeMaj?: string;
  idTeledeclarantSuccesseur?: number;
  representantLegal?: string;
  confirmations: string[];
}): Promise<{ immatriculation: string; idCopropriete: number; idDeclaration: number }> {
  const d = p.declaration;
  const typeImmat = d.typeImmat as TypeImmatCode;
  // the numbers drawn side by side
  const [idCopropriete, idMandat, immatriculation, idDeclaration] = await Promise.all([
    d.idCopropriete ?? prochainNumero('copropriete'),
    typeImmat === 'DEFAULT' ? (d.idMandat ?? prochainNumero('mandat')) : undefined,
    nouveauNumero(),
    d.idDeclaration ?? prochainNumero('declaration'),
  ]);
  const quand = p.maintenant.toISOString();
  const { acteur, profil } = acteurDe(p.acteur);
  const etat = etatApresImmatriculation(typeImmat, p.idTeledeclarantSuccesseur !== undefined);
  const cles = clesDoublon(p.valeur.identification);
  const valeur: ImmatCopropriete = { ...p.valeur, identification: { ...p.valeur.identification, idCopropriete } };
  const resume = resumeCopropriete(valeur);
  const soumise = {
    idCopropriete,
    statut: 'COURANT',
    typeDeclaration: 'IMMATRICULATION',
    immatCopropriete: valeur,
    confirmations: p.confirmations,
    doublons: [],
    loginDeclarant: p.acteur.login,
    profilDeclarant: p.acteur.profil,
    dateSoumission: quand,
    dateTraitement: quand,
    dateModification: quand,
    ...(p.typeMaj && { typeMaj: p.typeMaj as Declaration['typeMaj'] }),
    ...(p.idTeledeclarantSuccesseur !== undefined && { idTeledeclarantSuccesseur: p.idTeledeclarantSuccesseur }),
    ...(idMandat !== undefined && { idMandat }),
  } as const;
  await transaction((e) => [
    e.copropriete
      .create({
        idCopropriete,
        immatriculation,
        etat,
        typeImmat,
        ...resume,
        idTeledeclarant: d.idTeledeclarant,
        representantLegal: p.representantLegal,
        idDeclarationCourante: idDeclaration,
        ...(idMandat !== undefined && {
          idMandatCourant: idMandat,
          dateFinMandat: valeur.infoRattachement?.dateFinMandat ?? undefined,
        }),
        ...(cles.length > 0 && { clesDoublon: cles.map((c) => c.cle) }),
        ...suiviImmatriculation(valeur, idDeclaration, etat, quand, { typeMaj: p.typeMaj }),
        dateImmatriculation: quand,
        dateCreation: quand,
        dateModification: quand,
      })
      .commit(),
    d.idDeclaration === undefined
      ? e.declaration
          .create({
            idDeclaration,
            idTeledeclarant: d.idTeledeclarant,
            loginCreateur: p.acteur.login,
            typeImmat,
            ...soumise,
            ...(resume.nomCopropriete && { nomCopropriete: resume.nomCopropriete }),
            ...(resume.adresseReference && { adresseReference: resume.adresseReference }),
            dateCreation: quand,
          })
          .commit()
      : e.declaration
          .patch({ idDeclaration })
          .set(soumise)
          .add({ version: 1 })
          .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
          .commit(),
    ...(idMandat !== undefined
      ? [
          e.mandat
            .create({
              idCopropriete,
              idMandat,
              idTeledeclarant: d.idTeledeclarant,
              ...mandatDepuis(valeur, 'COURANT'),
              dateCreation: quand,
            })
            .commit(),
        ]
      : []),
    ...ecrituresCles(e, idCopropriete, cles),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'IMMATRICULATION_COPROPRIETE',
      acteur,
      profil,
      cible: immatriculation,
      details: { idCopropriete, idDeclaration, etat, typeImmat },
      quand: p.maintenant,
    }),
  ]);
  return { immatriculation, idCopropriete, idDeclaration };
}

/**
 * Refuses a submitted registration: the declaration REFUSE (reason, refusal types, keeper, date), the
 * condominium IMMATRICULATION_ET_RATTACHEMENT_REFUSES with its duplicate keys deleted (it is no longer a
 * candidate), the syndic's pending mandate REFUSE, the request deleted (condition on its version), the journal.
 */
export async function refuser(p: {
  idDeclaration: number;
  acteur: Session;
  maintenant: Date;
  demande: { idDemande: string; version: number };
  raison: string;
  typesMotifRefus: string[];
}): Promise<void> {
  const d = await chargerDeclaration(p.idDeclaration);
  if (!d || d.idCopropriete === undefined) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!(STATUTS_EN_ATTENTE as readonly string[]).includes(d.statut)) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  const { data: c } = await db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const quand = p.maintenant.toISOString();
  const { acteur, profil } = acteurDe(p.acteur);
  const cles = [...(c.clesDoublon ?? [])];
  await transaction(
    (e) => [
      e.demandeValidation
        .delete({ idDemande: p.demande.idDemande })
        .where((a, { eq }) => eq(a.version, p.demande.version))
        .commit(),
      e.declaration
        .patch({ idDeclaration: d.idDeclaration })
        .set({
          statut: 'REFUSE',
          motifRefus: p.raison,
          typesMotifRefus: p.typesMotifRefus,
          loginTeneur: p.acteur.login,
          dateTraitement: quand,
          dateModification: quand,
        })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, d.version))
        .commit(),
      coproprieteRefusee(e, c, quand),
      ...(d.idMandat !== undefined
        ? [
            e.mandat
              .patch({ idCopropriete: c.idCopropriete, idMandat: d.idMandat })
              .set({ statut: 'REFUSE' })
              .add({ version: 1 })
              .commit(),
          ]
        : []),
      ...cles.map((cle) => e.cleDoublon.delete({ cle, idCopropriete: c.idCopropriete }).commit()),
      ligneJournal(e, {
        categorie: 'IMMATRICULATION',
        type: 'REFUS_IMMATRICULATION',
        acteur,
        profil,
        cible: String(c.idCopropriete),
        details: {
          idDeclaration: d.idDeclaration,
          idDemande: p.demande.idDemande,
          typesMotifRefus: p.typesMotifRefus.join(','),
        },
        quand: p.maintenant,
      }),
    ],
    selonIndice(0),
  );
}

function coproprieteRefusee(e: EntitesTransaction, c: Copropriete, quand: string) {
  let maj = e.copropriete
    .patch({ idCopropriete: c.idCopropriete })
    .set({ etat: 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES', dateModification: quand })
    .remove(['idDemandeEnCours']);
  if (c.clesDoublon?.length) maj = maj.remove(['clesDoublon']);
  return maj
    .add({ version: 1 })
    .where((a, { eq }) => eq(a.version, c.version))
    .commit();
}
