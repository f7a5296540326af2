/**
 * [issue 11] Updating a condominium (spec 000 §1, §4 typeMaj, §5): the syndic's annual update after the general
 * assembly (ANNUELLE), the standard update at any time (STANDARD), the declarant's modification of a request a
 * keeper has not decided yet (MODIF_DEMANDE), the keeper's administrative update with a reason (MODIFICATION_ADMIN),
 * and the completion of an exercise declared with accounts the assembly had not approved (COMPTESNONAPPROUVES).
 *
 * An update is prepared in a draft declaration of the condominium (statut BROUILLON with its typeMaj; one at a
 * time per condominium, kept out of the registration drafts list), opened from the declaration in force, saved
 * step by step, then recorded in ONE transaction: the draft becomes the declaration in force, the previous one is
 * archived, the condominium's summary, exercises, annual-update status and duplicate keys are rewritten under
 * the optimistic lock of the version the draft was opened on (two people updating at once: the second gets the
 * French 409 and reloads), with its journal line. The lists and the syndic board follow through the stream
 * projector. The mandate block is not part of an update (a mandate changes by renewal or attachment).
 *
 * The lock (verrou.ts): an exercise recorded by an annual update with approved accounts, or completed later, is
 * never changed again, by any route that writes financial data (this one and mettreAJourDonneesFinancieres).
 */
import { avertissementsNonConfirmes } from '@registre/shared/domain/copropriete/avertissements';
import type { ContexteDeclaration, DonneesFinancieres, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import {
  controlerVerrou,
  enregistrerExercice,
  exerciceDuBloc,
  exerciceVerrouille,
  exercicesDeclares,
  type ExerciceEnregistre,
} from '@registre/shared/domain/copropriete/verrou';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  immatCoproprieteBrouillonSchema,
  immatCoproprieteSchema,
  immatCoproprieteDepuisServeur,
} from '@registre/shared/schemas/copropriete/immatCopropriete';
import {
  LIBELLES_TYPE_MAJ,
  motifAdministratifSchema,
  TYPES_MAJ_ASSISTANT,
  type TypeMajAssistant,
} from '@registre/shared/schemas/copropriete/miseAJour';
import type { z } from 'zod';
import type { enregistrementMiseAJourSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import { db, transaction, type EcritureTransaction, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { chargerDeclaration, contexteDe, resumeCopropriete, versDto, type TypeImmatCode } from './commun.ts';
import { erreursParChamp, verifierBloc } from './brouillons.ts';
import { clesDoublon, ecrituresCles } from './doublons.ts';
import { majCopropriete, prevenirSyndic } from './ecrituresMiseAJour.ts';
import { BLOC_PAR_ETAPE, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import {
  possibiliteMiseAJour,
  refusMiseAJour,
  type TypeMiseAJour,
} from '@registre/shared/domain/copropriete/possibiliteMiseAJour';

type Enregistrement = z.infer<typeof enregistrementMiseAJourSchema>;

const TYPE_EVENEMENT = {
  ANNUELLE: 'MAJ_ANNUELLE',
  STANDARD: 'MAJ_STANDARD',
  MODIF_DEMANDE: 'MODIFICATION_DEMANDE',
  MODIFICATION_ADMIN: 'MODIFICATION_ADMIN',
} as const;

/** [issue 27] What the loser of a race on a condominium's update is told, whatever the write that lost. */
export const MESSAGE_COPROPRIETE_MODIFIEE = 'La copropriété a été modifiée entre-temps : rechargez la page.';
const coproprieteModifiee = () => new ErreurMetier('CONFLIT_MODIFICATION', undefined, MESSAGE_COPROPRIETE_MODIFIEE);

/**
 * Runs the recording transaction of an update: a failed condition, or a transaction still conflicting after its
 * retries while a concurrent recording changed the draft, is the French 409 of a lost optimistic lock.
 */
async function enregistrerSousVerrou(
  ecrire: () => Promise<void>,
  d: Pick<Declaration, 'idDeclaration' | 'version' | 'idCopropriete' | 'versionCopropriete'>,
  enMemoire = false,
) {
  try {
    await ecrire();
  } catch (e) {
    if (e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION') throw coproprieteModifiee();
    if (e instanceof ErreurMetier) throw e;
    // a draft in memory has nothing to read again: the condominium it was opened on tells whether one was recorded
    const modifiee = enMemoire
      ? (await chargerCopropriete(d.idCopropriete!)).version !== d.versionCopropriete
      : (await chargerDeclaration(d.idDeclaration))?.version !== d.version;
    if (modifiee) throw coproprieteModifiee();
    throw e;
  }
}

export async function chargerCopropriete(idCopropriete: number): Promise<Copropriete> {
  const { data } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

/** Refuses (404, 403 or 409 with its reason) an update the caller may not make (shared/src/domain rule). */
export function exigerPossible(s: Session, c: Copropriete, typeMaj: TypeMiseAJour) {
  const refus = refusMiseAJour(s, c, typeMaj);
  if (refus) throw new ErreurMetier(refus.code, undefined, refus.raison ?? undefined);
}

export const exercicesDe = (c: Pick<Copropriete, 'exercices'>): ExerciceEnregistre[] =>
  (c.exercices as ExerciceEnregistre[] | undefined) ?? [];

/** The rules' context of an update: today, the condominium's route, its exercises, no mandate block. */
export function contexteMiseAJour(
  c: Copropriete,
  d: Pick<Declaration, 'typeMaj' | 'geolocalisationIndisponible'>,
  maintenant: Date,
): ContexteDeclaration {
  return {
    ...contexteDe(
      { typeImmat: c.typeImmat as TypeImmatCode, typeMaj: d.typeMaj, geolocalisationIndisponible: d.geolocalisationIndisponible },
      maintenant,
    ),
    exercicesPrecedents: exercicesDeclares(exercicesDe(c)),
    miseAJour: true,
  };
}

/** The update draft in progress of a condominium (one at a time), or null. */
export async function brouillonMiseAJour(idCopropriete: number): Promise<Declaration | null> {
  const { data } = await db().entities.declaration.query.parCopropriete({ idCopropriete }).go({ pages: 'all' });
  return (
    data.find((d) => d.statut === 'BROUILLON' && (TYPES_MAJ_ASSISTANT as readonly string[]).includes(d.typeMaj ?? '')) ?? null
  );
}

/** The declaration an update starts from: the one in force, or the pending one (MODIF_DEMANDE). */
export async function declarationSource(c: Copropriete, typeMaj: TypeMajAssistant): Promise<Declaration> {
  const id = typeMaj === 'MODIF_DEMANDE' ? Number(c.idDemandeEnCours?.replace('IMMATRICULATION-', '')) : c.idDeclarationCourante;
  const d = id ? await chargerDeclaration(id) : null;
  if (!d)
    throw new ErreurMetier(
      'MISE_A_JOUR_IMPOSSIBLE',
      undefined,
      'La déclaration en vigueur de cette copropriété est introuvable.',
    );
  return d;
}

// the opening of an update (POST declaration/{a}/{b}/{c}) is in ouvertureMiseAJour.ts [issue 27]

/** An opened update draft, with the condominium it was opened on and, when written now, its source. */
export interface MiseAJourOuverte {
  brouillon: Declaration;
  copropriete: Copropriete;
  /** the declaration in force the new draft was taken from (absent when a draft in progress was resumed) */
  source?: Declaration;
  /**
   * [issue 25] the draft is in memory only (`preparerMiseAJour`): the recording creates the declaration and writes
   * the opening's own items (`ecritures`) in its transaction; `ecrire` writes the draft as an opening would
   */
  enMemoire?: { ecritures: (e: EntitesTransaction) => EcritureTransaction[]; ecrire: () => Promise<void> };
}

/** An update draft the caller may work on, with its condominium (`lus`: both just read by the caller). */
async function exigerBrouillonMiseAJour(
  s: Session,
  idDeclaration: number,
  versionLue: number,
  conflit: () => ErreurMetier,
  lus?: Pick<MiseAJourOuverte, 'brouillon' | 'copropriete'>,
) {
  const d = lus ? lus.brouillon : await chargerDeclaration(idDeclaration);
  if (
    !d ||
    d.idDeclaration !== idDeclaration ||
    d.idCopropriete === undefined ||
    !(TYPES_MAJ_ASSISTANT as readonly string[]).includes(d.typeMaj ?? '')
  )
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const c =
    lus && lus.copropriete.idCopropriete === d.idCopropriete ? lus.copropriete : await chargerCopropriete(d.idCopropriete);
  const typeMaj = d.typeMaj as TypeMajAssistant;
  if (!possibiliteMiseAJour(s, c, typeMaj).visible) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  // [issue 27] the optimistic lock first: whoever lost a race is told so, not what the winner's data now implies
  if (versionLue !== d.version) throw conflit();
  if (d.statut !== 'BROUILLON') throw new ErreurMetier('DECLARATION_NON_MODIFIABLE');
  exigerPossible(s, c, typeMaj);
  return { d, c, typeMaj };
}

/** The form as typed (formats only), the mandate block of the declaration in force kept as is. */
function lireFormulaire(brut: unknown, source: Declaration): ImmatCopropriete {
  const r = immatCoproprieteBrouillonSchema.safeParse(brut ?? {});
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  return { ...r.data, infoRattachement: (source.immatCopropriete as ImmatCopropriete).infoRattachement ?? null };
}

/** PUT declaration/false/{x}: saves the update draft (the rules of the step when asked). */
export async function enregistrerBrouillonMiseAJour(s: Session, idDeclaration: number, b: Enregistrement, maintenant: Date) {
  const { d, c } = await exigerBrouillonMiseAJour(s, idDeclaration, b.version, () => new ErreurMetier('CONFLIT_MODIFICATION'));
  const valeur = lireFormulaire(b.immatCopropriete, d);
  valeur.identification.idCopropriete = c.idCopropriete;
  const ctx = contexteMiseAJour(c, d, maintenant);
  const etape = (b.etape ?? d.etape ?? 'identification') as CleEtape;
  if (b.verifierEtape && BLOC_PAR_ETAPE[etape] !== 'infoRattachement') verifierBloc(etape, b.immatCopropriete, valeur, ctx);
  const quand = maintenant.toISOString();
  await transaction((e) => [
    e.declaration
      .patch({ idDeclaration })
      .set({
        immatCopropriete: valeur,
        confirmations: b.confirmations,
        etape,
        dateModification: quand,
        ...(valeur.identification.nomCopropriete && { nomCopropriete: valeur.identification.nomCopropriete }),
        ...(valeur.identification.adressePrincipale?.libelle && {
          adresseReference: valeur.identification.adressePrincipale.libelle,
        }),
        ...(b.motif && { motifModification: b.motif }),
      })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
      .commit(),
  ]);
  const apres = (await chargerDeclaration(idDeclaration))!;
  return versDto(apres, maintenant, ctx);
}

/** Every rule of the four blocks with the update's context, then the warnings against the confirmations. */
function verifierMiseAJour(
  valeur: ImmatCopropriete,
  ctx: ContexteDeclaration,
  confirmations: readonly string[],
): ImmatCopropriete {
  const r = immatCoproprieteSchema(ctx).safeParse(immatCoproprieteDepuisServeur(valeur));
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  const verifie: ImmatCopropriete = { ...r.data, infoRattachement: valeur.infoRattachement };
  verifie.identification.idCopropriete = valeur.identification.idCopropriete;
  const { nonConfirmes } = avertissementsNonConfirmes(
    { bloc: 'immatCopropriete', valeur: { ...verifie, infoRattachement: null } },
    ctx,
    confirmations,
  );
  if (nonConfirmes.length > 0)
    throw new ErreurMetier('AVERTISSEMENTS_NON_CONFIRMES', Object.fromEntries(nonConfirmes.map((a) => [a.champ, a.message])));
  return verifie;
}

/** The lock: the financial block of the locked exercise of that closing date, if any, is loaded and compared. */
async function exigerVerrouRespecte(typeMaj: string, c: Copropriete, courant: Declaration | null, soumis: DonneesFinancieres) {
  const exercices = exercicesDe(c);
  const verrou = exerciceVerrouille(exercices, soumis.donneesFinancieresInconnues ? null : soumis.dateClotureComptes);
  const declVerrou = verrou ? await chargerDeclaration(verrou.idDeclaration) : null;
  const raison = controlerVerrou({
    typeMaj,
    exercices,
    courant: (courant?.immatCopropriete as ImmatCopropriete | undefined)?.donneesFinancieres ?? null,
    soumis,
    verrouilleDuSoumis: (declVerrou?.immatCopropriete as ImmatCopropriete | undefined)?.donneesFinancieres ?? null,
  });
  if (raison) throw new ErreurMetier('EXERCICE_VERROUILLE', { 'donneesFinancieres.dateClotureComptes': raison }, raison);
}

export interface ResultatMiseAJour {
  idCopropriete: number;
  idDeclaration: number;
  typeMaj: 'ANNUELLE' | 'STANDARD' | 'MODIF_DEMANDE' | 'MODIFICATION_ADMIN' | 'COMPTESNONAPPROUVES';
  message: string;
}

/**
 * PUT declaration/true/{x}: records the update, in one transaction. `ouverte`: the draft just opened in memory by the
 * caller (`preparerMiseAJour`), whose draft, condominium and source are not read again.
 */
export async function enregistrerMiseAJour(
  s: Session,
  idDeclaration: number,
  b: Enregistrement,
  maintenant: Date,
  ouverte?: MiseAJourOuverte,
): Promise<ResultatMiseAJour> {
  const { d, c, typeMaj } = await exigerBrouillonMiseAJour(s, idDeclaration, b.version, coproprieteModifiee, ouverte);
  // the condominium changed since the draft was opened (another update recorded): the recording would fail on its
  // version anyway; said before the rules are checked against data the user has not seen
  if (d.versionCopropriete !== undefined && d.versionCopropriete !== c.version) throw coproprieteModifiee();
  let motif: string | undefined;
  if (typeMaj === 'MODIFICATION_ADMIN') {
    const m = motifAdministratifSchema.safeParse(b.motif ?? d.motifModification ?? '');
    if (!m.success) throw new ErreurMetier('REQUETE_INVALIDE', { motif: m.error.issues[0].message });
    motif = m.data;
  }
  const source =
    ouverte?.source && ouverte.source.idDeclaration === c.idDeclarationCourante && typeMaj !== 'MODIF_DEMANDE'
      ? ouverte.source
      : await declarationSource(c, typeMaj);
  const brut = lireFormulaire(b.immatCopropriete, source);
  brut.identification.idCopropriete = c.idCopropriete;
  const valeur = verifierMiseAJour(brut, contexteMiseAJour(c, d, maintenant), b.confirmations);
  await exigerVerrouRespecte(typeMaj, c, typeMaj === 'MODIF_DEMANDE' ? null : source, valeur.donneesFinancieres);

  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(s);
  const cles = clesDoublon(valeur.identification);
  const commun = { acteur, profil, cible: c.immatriculation ?? String(c.idCopropriete), quand: maintenant };
  const enregistree = {
    statut: 'COURANT',
    typeDeclaration: 'COURANTE',
    immatCopropriete: valeur,
    confirmations: b.confirmations,
    loginDeclarant: s.login,
    profilDeclarant: s.profil,
    dateSoumission: quand,
    dateTraitement: quand,
    dateModification: quand,
    isExerciceNonApprouve: valeur.donneesFinancieres.comptesNonApprouves === true,
    ...(motif && { motifModification: motif }),
  } as const;
  // the draft becomes the declaration in force; a draft in memory (the web service) is created so, with the
  // opening's own writes
  const declaration = (e: EntitesTransaction) =>
    ouverte?.enMemoire
      ? [...ouverte.enMemoire.ecritures(e), e.declaration.create({ ...d, ...enregistree, version: d.version + 1 }).commit()]
      : [
          e.declaration
            .patch({ idDeclaration })
            .set(enregistree)
            .add({ version: 1 })
            .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
            .commit(),
        ];

  if (typeMaj === 'MODIF_DEMANDE') {
    // the request keeps its place in the keepers' queue; the pending declaration takes the new content
    const idDemande = c.idDemandeEnCours!;
    const { data: demande } = await db().entities.demandeValidation.get({ idDemande }).go();
    if (!demande || demande.statut !== 'A_VALIDER')
      throw new ErreurMetier(
        'MISE_A_JOUR_IMPOSSIBLE',
        undefined,
        'Un teneur du registre examine cette demande : elle ne peut plus être modifiée.',
      );
    const resume = resumeCopropriete(valeur);
    await enregistrerSousVerrou(
      () =>
        transaction((e) => [
          e.declaration
            .delete({ idDeclaration })
            .where((a, { eq }) => eq(a.version, d.version))
            .commit(),
          e.declaration
            .patch({ idDeclaration: source.idDeclaration })
            .set({
              immatCopropriete: valeur,
              confirmations: b.confirmations,
              typeMaj: 'MODIF_DEMANDE',
              dateModification: quand,
              loginDeclarant: s.login,
            })
            .add({ version: 1 })
            .where((a, { eq }) => `${eq(a.version, source.version)} AND ${eq(a.statut, 'A_VALIDER')}`)
            .commit(),
          e.copropriete
            .patch({ idCopropriete: c.idCopropriete })
            .set({ ...resume, ...(cles.length > 0 && { clesDoublon: cles.map((k) => k.cle) }), dateModification: quand })
            .add({ version: 1 })
            .where((a, { eq }) => eq(a.version, d.versionCopropriete ?? c.version))
            .commit(),
          e.demandeValidation
            .patch({ idDemande })
            .set({ nomCopropriete: resume.nomCopropriete, commune: resume.commune })
            .add({ version: 1 })
            .where((a, { eq }) => `${eq(a.version, demande.version)} AND ${eq(a.statut, 'A_VALIDER')}`)
            .commit(),
          ...ecrituresCles(e, c.idCopropriete, cles, [...(c.clesDoublon ?? [])]),
          ligneJournal(e, {
            categorie: 'MISE_A_JOUR',
            type: 'MODIFICATION_DEMANDE',
            ...commun,
            cible: String(c.idCopropriete),
            details: { idDeclaration: source.idDeclaration, idDemande },
          }),
        ]),
      d,
    );
    return {
      idCopropriete: c.idCopropriete,
      idDeclaration: source.idDeclaration,
      typeMaj,
      message: "Votre demande d'immatriculation est modifiée : le teneur du registre examinera la nouvelle version.",
    };
  }

  const exercices = enregistrerExercice(exercicesDe(c), exerciceDuBloc(valeur.donneesFinancieres, idDeclaration, typeMaj));
  await enregistrerSousVerrou(
    () =>
      transaction((e) => [
        ...declaration(e),
        e.declaration
          .patch({ idDeclaration: source.idDeclaration })
          .set({ statut: 'ARCHIVE', dateModification: quand })
          .add({ version: 1 })
          .where((a, { eq }) => eq(a.statut, 'COURANT'))
          .commit(),
        majCopropriete(e, c, d.versionCopropriete ?? c.version, {
          valeur,
          idDeclaration,
          exercices,
          quand,
          annuelle: typeMaj === 'ANNUELLE' ? valeur.donneesFinancieres : null,
          cles: cles.map((k) => k.cle),
        }),
        ...ecrituresCles(e, c.idCopropriete, cles, [...(c.clesDoublon ?? [])]),
        ligneJournal(e, {
          categorie: 'MISE_A_JOUR',
          type: TYPE_EVENEMENT[typeMaj],
          ...commun,
          details: {
            idCopropriete: c.idCopropriete,
            idDeclaration,
            idDeclarationPrecedente: source.idDeclaration,
            ...(motif && { motif }),
          },
        }),
      ]),
    d,
    ouverte?.enMemoire !== undefined,
  );
  if (typeMaj === 'MODIFICATION_ADMIN') await prevenirSyndic(c, motif!, maintenant);
  const verrou = typeMaj === 'ANNUELLE' && exerciceVerrouille(exercices, valeur.donneesFinancieres.dateClotureComptes);
  return {
    idCopropriete: c.idCopropriete,
    idDeclaration,
    typeMaj,
    message:
      `${LIBELLES_TYPE_MAJ[typeMaj]} de la copropriété ${c.immatriculation ? formaterImmatriculation(c.immatriculation) : ''} enregistrée.` +
      (verrou ? ` L'exercice clos le ${dateIsoVersFr(verrou.dateClotureComptes)} est désormais verrouillé.` : ''),
  };
}

// what a recorded update writes on the condominium, and the mail to the syndic, are in ecrituresMiseAJour.ts

// the completion of an exercise declared with unapproved accounts is in completionExercice.ts
