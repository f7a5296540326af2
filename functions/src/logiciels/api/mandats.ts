/**
 * [issue 25] The establishment's mandates through the web service, by the forms' use cases:
 * - `POST coproprietes/{numero}/renouvellements`: the renewal of its mandate (`demanderRenouvellement`, the form
 *   `mandats/renouvellement`): the condominium by its number, the new mandate, the supporting document REQUIRED;
 * - `POST rattachements`: the attachment of a registered condominium (`demanderRattachement`, the forms
 *   `coproprietes/rattachement` and `rattachement/pasJustif`), its document optional as on the site.
 * Each request goes to the keepers (one working day): ONE transaction writes the mandate to validate, the request
 * and its journal line (naming the software through the request context); `GET demandes/{idDemande}` follows it.
 *
 * The document comes base64-encoded in the JSON body: decoded, it is handed to the use case as the file part
 * `justificatif` of a multipart form, so that the forms' own PDF checks judge it (`pieceDeLaDemande`) and file it
 * once every rule has passed. A refusal of the file answers with the path `justificatif.contenuBase64`, the use
 * case's mandate errors under `mandat.`.
 */
import { avertissementsInfoRattachement } from '@registre/shared/domain/copropriete/avertissements';
import { sousChemin } from '@registre/shared/domain/logiciels/chemins';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { infoRattachementVersServeur } from '@registre/shared/schemas/copropriete/infoRattachement';
import type {
  JustificatifLogiciel,
  RattachementLogiciel,
  RenouvellementLogiciel,
  ResultatDemandeMandat,
} from '@registre/shared/schemas/logiciels/api';
import type { FichierRecu } from '@registre/shared/routes/documents.routes';
import { ReponseHttp } from '../../platform/http.ts';
import type { Session } from '../../platform/session.ts';
import { coproprieteParImmat } from '../../mandats/commun.ts';
import { demanderRattachement, type ResultatRattachement } from '../../mandats/rattachement.ts';
import { CHAMP_JUSTIFICATIF, demanderRattachementJustifie } from '../../mandats/rattachementJustifie.ts';
import { demanderRenouvellement } from '../../mandats/renouvellement.ts';
import { exigerEtablissement, introuvable } from './commun.ts';

/** The codes of a supporting document refused by its content (the forms' PDF checks). */
const REFUS_FICHIER: readonly CodeErreur[] = [
  'FORMAT_FICHIER_NON_AUTORISE',
  'FICHIER_TROP_VOLUMINEUX',
  'NOMBRE_FICHIERS_INCORRECT',
  'PDF_INVALIDE',
  'PDF_CONTENU_ACTIF',
  'PDF_CHIFFRE',
  'PDF_TROP_COMPLEXE',
];
const CHEMIN_CONTENU = 'justificatif.contenuBase64';

/** The document as the file part of a multipart form (what the forms' use cases read). */
function fichierDe(j: JustificatifLogiciel | undefined): FichierRecu[] {
  if (!j) return [];
  const octets = Buffer.from(j.contenuBase64, 'base64');
  return [
    {
      champ: CHAMP_JUSTIFICATIF,
      nom: j.nomFichier,
      type: 'application/pdf',
      octets: new Uint8Array(octets.buffer, octets.byteOffset, octets.byteLength),
    },
  ];
}

/** The codes of the mandate's warnings, when the software confirms them (the form's confirmations). */
function confirmations(corps: RenouvellementLogiciel | RattachementLogiciel): string[] {
  return corps.confirmerAvertissements
    ? avertissementsInfoRattachement(infoRattachementVersServeur(corps.mandat)).map((a) => a.code)
    : [];
}

/**
 * Runs a mandate use case; its errors come out with the body's JSON paths: a refused file at
 * `justificatif.contenuBase64`, the mandate's fields under `mandat.`.
 */
async function avecChemins<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (!(e instanceof ErreurMetier)) throw e;
    if (REFUS_FICHIER.includes(e.code))
      throw new ErreurMetier(e.code, { [CHEMIN_CONTENU]: e.message }, e.message, e.entetes, e.details);
    if (e.erreurs && Object.keys(e.erreurs).length > 0) {
      const erreurs: Record<string, string> = {};
      for (const [chemin, message] of Object.entries(e.erreurs))
        erreurs[chemin === 'declarationHonneur' ? chemin : sousChemin('mandat', chemin)] ??= message;
      throw new ErreurMetier(e.code, erreurs, e.message, e.entetes, e.details);
    }
    throw e;
  }
}

/** 202: the request sent to the keepers (a mandate is never validated at once, on the site neither). */
const resultat = (numero: string, r: ResultatRattachement) =>
  new ReponseHttp(202, {
    statut: 'EN_ATTENTE_VALIDATION',
    idDemande: r.idDemande,
    numeroImmatriculation: numero,
    idMandat: r.idMandat,
    dateLimite: r.echeance,
    message: r.message,
  } satisfies ResultatDemandeMandat);

/** The renewal of the establishment's mandate on its condominium `numero` (another's: 404). */
export async function renouvelerParLogiciel(
  s: Session | null,
  numero: string,
  corps: RenouvellementLogiciel,
  maintenant: Date,
): Promise<ReponseHttp> {
  const session = exigerEtablissement(s);
  const c = await coproprieteParImmat(numero);
  if (!c || c.etat === 'SUPPRIMEE') throw introuvable(numero);
  const r = await avecChemins(() =>
    demanderRenouvellement(
      session,
      {
        idCopropriete: c.idCopropriete,
        ...corps.mandat,
        confirmations: confirmations(corps),
        declarationHonneur: corps.declarationHonneur,
        idDocument: undefined,
        fichiers: fichierDe(corps.justificatif),
      },
      maintenant,
    ),
  ).catch((e: unknown) => {
    // not its establishment's (the use case's 404): the service's own words
    throw e instanceof ErreurMetier && e.code === 'RESSOURCE_INTROUVABLE' ? introuvable(numero) : e;
  });
  return resultat(numero, r);
}

/** The attachment of the registered condominium `numeroImmatriculation` to the establishment. */
export async function rattacherParLogiciel(
  s: Session | null,
  corps: RattachementLogiciel,
  maintenant: Date,
): Promise<ReponseHttp> {
  const session = exigerEtablissement(s);
  const demande = {
    immatriculation: corps.numeroImmatriculation,
    ...corps.mandat,
    confirmations: confirmations(corps),
    declarationHonneur: corps.declarationHonneur,
  };
  // with a document: the form `coproprietes/rattachement` (its checks, then filed); without: `rattachement/pasJustif`
  const r = await avecChemins(() =>
    corps.justificatif
      ? demanderRattachementJustifie(
          session,
          { ...demande, idDocument: undefined, fichiers: fichierDe(corps.justificatif) },
          maintenant,
        )
      : demanderRattachement(session, demande, maintenant),
  );
  return resultat(corps.numeroImmatriculation, r);
}
