/**
 * Area `mandats` (issue 5, spec 000 §4 "Attachment flow", §7 "Rattachement and mandates"): the attachment checks
 * a syndic runs in order on a registration number, the mandates they read, and the attachment request without a
 * supporting document. A syndic only sees the mandates of its own establishment.
 */
import { z } from 'zod';
import type { Autorite } from '../domain/profils.ts';
import { idNumerique } from '../schemas/commun.ts';
import { etablissementSchema } from '../schemas/teledeclarant.ts';
import {
  confirmationSuccesseurSchema,
  declarationSuccesseurLueSchema,
  declarationSuccesseurSchema,
  demandeRenouvellementSchema,
  detailMandatCoproSchema,
  successeurConfirmeSchema,
  verificationSuccesseurSchema,
  demandeRattachementJustifieSchema,
  demandeRattachementSchema,
  etatCoproprieteSchema,
  mandatSchema,
  resultatRattachementSchema,
} from '../schemas/mandats.ts';
import { dateChemin, raisonSuppression } from '../schemas/suppressions.ts';
import { reponseChamp, route } from './route.ts';

const RATTACHER: readonly Autorite[] = ['RATTACHER_COPROPRIETE'];
const CONSULTER: readonly Autorite[] = ['VISUALISER_COPRO', 'LIST_RATTACHEMENT'];
const parImmat = z.object({ immat: z.string().trim().min(1).max(20) });
/** a registration number or a condominium id */
const parX = z.object({ x: z.string().trim().min(1).max(20) });

export const existe = route({
  id: 'mandats.existe',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/existe/{immat}',
  acces: RATTACHER,
  resume: "Contrôle 1 du rattachement : une copropriété immatriculée porte ce numéro (true), sinon l'erreur IMMAT_NOT_EXISTANT.",
  params: parImmat,
  response: reponseChamp(z.boolean()),
});

export const rattachementOk = route({
  id: 'mandats.rattachementOk',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/rattachementOk/{immat}',
  acces: RATTACHER,
  resume:
    "Contrôles 1 et 2 : la copropriété existe, n'est pas déjà rattachée à votre établissement (ALREADY_ATTACHED) et n'a pas de demande de rattachement en cours (RATTACHEMENT_EN_COURS).",
  params: parImmat,
  response: reponseChamp(z.boolean()),
});

export const etatOk = route({
  id: 'mandats.etatOk',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/etatOk/{immat}',
  acces: RATTACHER,
  resume: 'Contrôles 1 à 3 dans cet ordre : le statut de la copropriété permet le rattachement, sinon IMMAT_STATUS_INCORRECT.',
  params: parImmat,
  response: reponseChamp(z.boolean()),
});

export const mandatMemeSiren = route({
  id: 'mandats.mandatMemeSiren',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/mandatMemeSiren/{x}',
  acces: RATTACHER,
  resume:
    "Le mandat (courant, sinon à valider) d'un établissement de la même entreprise (même SIREN) sur la copropriété x (numéro ou identifiant), sinon null.",
  params: parX,
  response: mandatSchema.nullable(),
});

export const getEtat = route({
  id: 'mandats.getEtat',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/getetat/{x}',
  acces: CONSULTER,
  resume:
    "Le statut de la copropriété x : par numéro d'immatriculation, ou par identifiant pour les copropriétés de votre établissement (teneurs : toutes).",
  params: parX,
  response: etatCoproprieteSchema,
});

export const courant = route({
  id: 'mandats.courant',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/courant/{id}',
  acces: CONSULTER,
  resume: 'Le mandat courant de la copropriété id (AUCUN_MANDAT sinon) ; un syndic ne voit que les mandats de son établissement.',
  params: z.object({ id: idNumerique }),
  response: mandatSchema,
});

export const enCours = route({
  id: 'mandats.enCours',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/encours',
  acces: CONSULTER,
  resume:
    'La liste des rattachements de votre établissement : mandats courants, à valider, refusés ou expirés (pas les archivés), avec le numéro et le nom de leur copropriété.',
  response: z.array(mandatSchema),
});

export const rattachementEnCours = route({
  id: 'mandats.rattachementEnCours',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/rattachementEnCours/{idMandat}',
  acces: CONSULTER,
  resume:
    'true quand une demande de rattachement attend le teneur sur la copropriété du mandat idMandat (mandat de votre établissement ; teneurs : tous).',
  params: z.object({ idMandat: idNumerique }),
  response: reponseChamp(z.boolean()),
});

export const rattachementSansJustificatif = route({
  id: 'mandats.rattachementSansJustificatif',
  area: 'mandats',
  method: 'POST',
  path: '/api/coproprietes/rattachement/pasJustif',
  acces: RATTACHER,
  exigeActivation: true,
  resume:
    "Demande de rattachement sans justificatif : contrôles, règles du mandat, déclaration sur l'honneur ; le mandat est créé à valider et la demande transmise au teneur du registre (réponse sous un jour ouvré).",
  body: demandeRattachementSchema,
  response: resultatRattachementSchema,
});

const parId = z.object({ id: idNumerique });
const VISIBILITE = 'un syndic ne voit que les copropriétés et les mandats de son établissement (404 sinon), les teneurs tout';

export const mandatEnCoursAVenir = route({
  id: 'mandats.mandatEnCoursAVenir',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/findMandatEnCoursAvenir/{id}',
  acces: CONSULTER,
  resume: `Le mandat validé en cours de la copropriété id, sinon le prochain à commencer, sinon null ; ${VISIBILITE}.`,
  params: parId,
  response: mandatSchema.nullable(),
});

export const mandatPrecArchive = route({
  id: 'mandats.mandatPrecArchive',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/mandatPrecArchive/{id}',
  acces: CONSULTER,
  resume: `Le dernier mandat terminé (archivé ou expiré, la fin la plus tardive) de la copropriété id, sinon null ; ${VISIBILITE} (parmi ceux de son établissement).`,
  params: parId,
  response: mandatSchema.nullable(),
});

export const dateDebutMandatPrec = route({
  id: 'mandats.dateDebutMandatPrec',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/findDateDebutMandatPrec/{id}/{bool}',
  acces: CONSULTER,
  resume: `La date de début (aaaa-mm-jj, ou null) du mandat précédent de la copropriété id : le mandat archivé ou expiré qui finit le plus tard ; bool = true : les mandats courants comptent aussi, false : seuls les mandats terminés ; ${VISIBILITE} (parmi ceux de son établissement).`,
  params: z.object({
    id: idNumerique,
    bool: z.enum(['true', 'false'], { error: 'true ou false attendu.' }).transform((v) => v === 'true'),
  }),
  response: reponseChamp(z.string().nullable()),
});

export const successeurDeclare = route({
  id: 'mandats.successeurDeclare',
  area: 'mandats',
  method: 'GET',
  path: '/api/coproprietes/is-successeur-declare/{x}',
  acces: CONSULTER,
  resume:
    "true quand un successeur est déclaré sur la copropriété x (une déclaration de successeur en attente de confirmation, ou confirmée sans que le successeur ait encore repris la copropriété) : par numéro d'immatriculation, ou par identifiant pour les copropriétés de votre établissement (teneurs : toutes).",
  params: parX,
  response: reponseChamp(z.boolean()),
});

export const etablissementDuMandat = route({
  id: 'mandats.etablissementDuMandat',
  area: 'mandats',
  method: 'GET',
  path: '/api/etablissement/mandat/{idMandat}',
  acces: CONSULTER,
  resume:
    "L'établissement qui détient le mandat idMandat (un syndic : seulement les mandats de son établissement ; teneurs : tous).",
  params: z.object({ idMandat: idNumerique }),
  response: etablissementSchema,
});

/**
 * MULTIPART CONTRACT of `POST /api/coproprietes/rattachement` (multipart/form-data; see
 * `demandeRattachementJustifieSchema`):
 * - text fields: `immatriculation`; `adminProvisoire` "true" | "false"; `dateDebutMandat`, `dateFinMandat`
 *   dd/mm/yyyy; `typeJustifMandat` (TypeJustifMandat code); `confirmations` = ONE field holding a JSON array of
 *   the confirmed warning codes, e.g. `["DUREE_MANDAT"]` (absent or "" = none; a repeated field is NOT read:
 *   only its last value would arrive); `declarationHonneur` "true";
 * - the document, EITHER the text field `idDocument` (the uuid returned by `POST /api/documents/verifier` to the
 *   same user) OR exactly one file part named `justificatif` (PDF checked by its content, 5 MB at most) —
 *   none or both → 400 NOMBRE_FICHIERS_INCORRECT; a bad file → 400 FORMAT_FICHIER_NON_AUTORISE / PDF_INVALIDE /
 *   PDF_CONTENU_ACTIF / PDF_CHIFFRE / PDF_TROP_COMPLEXE (functions/src/adapters/documents/analysePdf.ts) /
 *   FICHIER_TROP_VOLUMINEUX; an idDocument unknown or deposited by someone else → 404 RESSOURCE_INTROUVABLE.
 * Answer: as `rattachement/pasJustif` (`resultatRattachementSchema`); the mandate keeps idDocument, the file
 * name, the upload date (today) and the proof type.
 */
export const rattachement = route({
  id: 'mandats.rattachement',
  area: 'mandats',
  method: 'POST',
  path: '/api/coproprietes/rattachement',
  acces: RATTACHER,
  exigeActivation: true,
  resume:
    'Demande de rattachement avec justificatif (formulaire multipart) : champs texte de rattachement/pasJustif (dates jj/mm/aaaa, booléens "true"/"false", confirmations en UN champ contenant une liste JSON, ex. ["DUREE_MANDAT"]), plus SOIT idDocument (justificatif vérifié par /api/documents/verifier et déposé par vous), SOIT un seul fichier PDF `justificatif` de 5 Mo au plus ; le mandat est créé à valider avec son justificatif et la demande transmise au teneur du registre.',
  body: demandeRattachementJustifieSchema,
  bodyFormat: 'multipart',
  response: resultatRattachementSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// [issue 5] the mandates of a condominium, renewal
// ---------------------------------------------------------------------------------------------------------------

const AUTORITES_ACTION = ['RATTACHER_COPROPRIETE', 'RENOUVELER_MANDAT', 'VISUALISER_COPRO', 'LIST_RATTACHEMENT'] as const;

export const detailMandatCopro = route({
  id: 'mandats.detailMandatCopro',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/copro/{id}/{authority}',
  acces: [...CONSULTER, 'RATTACHER_COPROPRIETE', 'RENOUVELER_MANDAT'],
  resume: `Détail du rattachement de la copropriété id (numéro ou identifiant) pour l'action authority (RATTACHER_COPROPRIETE par défaut, RENOUVELER_MANDAT, VISUALISER_COPRO) : copropriété, mandat idMandat (sinon celui de l'action), statut du rattachement, successeur déclaré, mandat précédent archivé et sa date de début ; ${VISIBILITE}.`,
  params: z.object({
    id: z.string().trim().min(1).max(20),
    authority: z
      .string()
      .trim()
      .transform((v) =>
        (AUTORITES_ACTION as readonly string[]).includes(v) ? (v as (typeof AUTORITES_ACTION)[number]) : 'RATTACHER_COPROPRIETE',
      ),
  }),
  query: z.object({ idMandat: idNumerique.optional() }),
  response: detailMandatCoproSchema,
});

const RENOUVELER: readonly Autorite[] = ['RENOUVELER_MANDAT'];

export const detailRenouvellement = route({
  id: 'mandats.detailRenouvellement',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/copro/renouv/{id}',
  acces: RENOUVELER,
  resume:
    'Ce que la page de renouvellement montre de la copropriété id : le mandat à renouveler (courant ou expiré, de votre établissement), la demande de renouvellement en cours éventuelle, et si un renouvellement peut être déclaré.',
  params: parId,
  response: detailMandatCoproSchema,
});

/**
 * MULTIPART CONTRACT of `POST /api/mandats/renouvellement`: the text fields of `rattachement` with `idCopropriete`
 * instead of `immatriculation`, and a REQUIRED document (`idDocument` of a verified upload, or ONE file part
 * `justificatif`). Answer: `resultatRattachementSchema` (the request `RENOUVELLEMENT-<idMandat>`).
 */
export const renouvellement = route({
  id: 'mandats.renouvellement',
  area: 'mandats',
  method: 'POST',
  path: '/api/mandats/renouvellement',
  acces: RENOUVELER,
  exigeActivation: true,
  resume:
    "Déclaration du renouvellement du mandat (formulaire multipart) : nouveau mandat commençant après la fin du précédent, justificatif obligatoire (idDocument ou fichier PDF `justificatif`), confirmations en une liste JSON, déclaration sur l'honneur ; le nouveau mandat est à valider par le teneur du registre (réponse sous un jour ouvré).",
  body: demandeRenouvellementSchema,
  bodyFormat: 'multipart',
  response: resultatRattachementSchema,
});

// ---------------------------------------------------------------------------------------------------------------
// [issue 5] successor declaration (spec 001 "Establishment and successor")
// ---------------------------------------------------------------------------------------------------------------

const DECLARER_SUCCESSEUR: readonly Autorite[] = ['DECLARER_SUCCESSEUR'];
const VALIDER_PREDECESSEUR: readonly Autorite[] = ['VALIDER_DECLA_PREDECESSEUR'];

export const verifierSuccesseurPossible = route({
  id: 'mandats.verifierSuccesseurPossible',
  area: 'mandats',
  method: 'POST',
  path: '/api/teledeclarant/verifieDeclSuccPossible',
  acces: DECLARER_SUCCESSEUR,
  resume:
    "true quand vous pouvez déclarer un successeur pour la copropriété idCopropriete : votre établissement en a la charge (mandat courant, ou copropriété immatriculée par votre étude), aucun successeur n'est déjà déclaré et aucune demande n'est en cours ; sinon l'erreur qui l'empêche.",
  body: verificationSuccesseurSchema,
  response: reponseChamp(z.boolean()),
});

export const declarerSuccesseur = route({
  id: 'mandats.declarerSuccesseur',
  area: 'mandats',
  method: 'POST',
  path: '/api/teledeclarant/successeur',
  acces: DECLARER_SUCCESSEUR,
  exigeActivation: true,
  resume:
    'Déclaration du successeur (SIRET, syndic professionnel ou bénévole, adresse électronique) pour la copropriété idCopropriete : le successeur reçoit par courriel un lien valable 30 jours pour confirmer (statut SUCCESSEUR_DECLARE).',
  body: declarationSuccesseurSchema,
  response: declarationSuccesseurLueSchema,
});

export const lireSuccesseur = route({
  id: 'mandats.lireSuccesseur',
  area: 'mandats',
  method: 'GET',
  path: '/api/public/successeur/{key}',
  acces: 'public',
  resume:
    "La déclaration de successeur du lien reçu par courriel (copropriété, prédécesseur, SIRET désigné) ; 404 si le lien n'est pas valide, a expiré ou a servi.",
  params: z.object({ key: confirmationSuccesseurSchema.shape.cle }),
  response: declarationSuccesseurLueSchema,
});

export const confirmerSuccesseur = route({
  id: 'mandats.confirmerSuccesseur',
  area: 'mandats',
  method: 'PUT',
  path: '/api/successeur',
  acces: VALIDER_PREDECESSEUR,
  resume:
    "Le successeur confirme la déclaration de son prédécesseur avec la clé du lien (compte de l'établissement au SIRET désigné) : statut SUCCESSEUR_VALIDE ; il déclare ensuite son mandat par le rattachement.",
  body: confirmationSuccesseurSchema,
  response: successeurConfirmeSchema,
});

export const supprimerDeclarationPredecesseur = route({
  id: 'mandats.supprimerDeclarationPredecesseur',
  area: 'mandats',
  method: 'DELETE',
  path: '/api/coproprietes/declarationpredecesseur/{id}',
  acces: [...VALIDER_PREDECESSEUR, ...DECLARER_SUCCESSEUR],
  resume:
    "Suppression de la déclaration de successeur id : par le successeur désigné qui la décline (query cle, la clé du lien), ou par le prédécesseur qui la retire ; l'autre partie est prévenue.",
  params: parId,
  query: z.object({ cle: confirmationSuccesseurSchema.shape.cle.optional() }),
  response: reponseChamp(z.boolean()),
});

// ---------------------------------------------------------------------------------------------------------------
// [issue 5] the keepers: deletable mandates, deletion, date edits
// ---------------------------------------------------------------------------------------------------------------

const TENEUR: readonly Autorite[] = ['VALIDER_RATTACHEMENT_DECLARATION'];

export const mandatsSupprimables = route({
  id: 'mandats.mandatsSupprimables',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/listeMandatSupprimable/{id}',
  acces: TENEUR,
  resume:
    "Les mandats de la copropriété id qu'un teneur peut supprimer : terminés (archivés, expirés) ou refusés — ni le mandat courant (retirer ou supprimer le rattachement), ni celui d'une demande en cours.",
  params: parId,
  response: z.array(mandatSchema),
});

export const supprimerMandat = route({
  id: 'mandats.supprimerMandat',
  area: 'mandats',
  method: 'DELETE',
  path: '/api/mandats/{id}',
  acces: TENEUR,
  resume:
    "Suppression par le teneur d'un mandat supprimable (voir listeMandatSupprimable) avec une raison obligatoire (query raison) : statut SUPPRIME, journalisé, le syndic prévenu.",
  params: parId,
  query: z.object({ raison: raisonSuppression }),
  response: reponseChamp(z.boolean()),
});

export const modifierDateDebutMandat = route({
  id: 'mandats.modifierDateDebutMandat',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/updateDateDebutMandat/{idMandat}/{date}',
  acces: TENEUR,
  resume:
    "Le teneur corrige la date de début du mandat idMandat (date JJ-MM-AAAA) : avant sa fin, après la fin du mandat précédent, pas dans le futur pour un mandat en cours ; refusé pendant un rattachement en cours ou si les mandats voisins l'interdisent.",
  params: z.object({ idMandat: idNumerique, date: dateChemin }),
  response: mandatSchema,
});

export const modifierDateFinMandatArchive = route({
  id: 'mandats.modifierDateFinMandatArchive',
  area: 'mandats',
  method: 'GET',
  path: '/api/mandats/updateDateFinMandatArchive/{idMandat}/{date}',
  acces: TENEUR,
  resume:
    "Le teneur corrige la date de fin du mandat archivé (ou expiré) idMandat (date JJ-MM-AAAA) : après son début, avant le début du mandat suivant ; refusé pendant un rattachement en cours ou si les mandats voisins l'interdisent.",
  params: z.object({ idMandat: idNumerique, date: dateChemin }),
  response: mandatSchema,
});

export const ROUTES_MANDATS = [
  existe,
  rattachementOk,
  etatOk,
  mandatMemeSiren,
  getEtat,
  courant,
  enCours,
  rattachementEnCours,
  rattachementSansJustificatif,
  rattachement,
  mandatEnCoursAVenir,
  mandatPrecArchive,
  dateDebutMandatPrec,
  successeurDeclare,
  etablissementDuMandat,
  detailMandatCopro,
  detailRenouvellement,
  renouvellement,
  verifierSuccesseurPossible,
  declarerSuccesseur,
  lireSuccesseur,
  confirmerSuccesseur,
  supprimerDeclarationPredecesseur,
  mandatsSupprimables,
  supprimerMandat,
  modifierDateDebutMandat,
  modifierDateFinMandatArchive,
];
