/**
 * The complaint/contact form (spec 001 §7 "Complaint form") and the keepers' inbox (extension).
 *
 * Deposit: the fields are checked by the shared schema (the platform, 400 in French), then the fields the claim
 * type requires, then the captcha is consumed (once), then the attachment is checked by its CONTENT (the supporting
 * documents' checker), then the reference is drawn from an atomic counter (`REC-<year>-<6 digits>`), the PDF filed
 * in the documents bucket and the complaint written with its journal line in one transaction; the requester gets
 * an acknowledgement by mail. Rate: every anonymous route has its own throttle at the gateway (infra
 * LIMITES_ROUTE_ANONYME), and each deposit consumes a solved captcha.
 *
 * Inbox: list by status, open one, assign, answer by mail, close; each change is one conditional write (its
 * `version`) with its journal line.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { verifierNombre } from '@registre/shared/domain/pdf';
import { AUTORITES_PAR_PROFIL, estTeneur, type Profil } from '@registre/shared/domain/profils';
import {
  OBJETS_RECLAMATION,
  TYPES_DEMANDEUR,
  TYPES_RECLAMATION,
  estOuverte,
  estTypeReclamation,
  formaterReference,
  objetsDe,
  obligations,
  statutApres,
  typesDe,
  typesDemandeur,
  type ActionReclamation,
  type ObjetReclamation,
  type TypeDemandeur,
} from '@registre/shared/domain/reclamation/listes';
import { estPublie } from '@registre/shared/domain/rnic/registre';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { ERREURS, ErreurMetier } from '@registre/shared/errors/catalogue';
import type { FichierRecu } from '@registre/shared/routes/documents.routes';
import { reclamation as routes } from '@registre/shared/routes/index';
import {
  MESSAGES_RECLAMATION,
  TRAITEURS_RECLAMATION,
  type Reclamation,
  type ResumeReclamation,
} from '@registre/shared/routes/reclamation.routes';
import * as captcha from '../adapters/captcha/index.ts';
import { controlerJustificatif } from '../adapters/documents/analysePdf.ts';
import { deposerJustificatif, justificatif, lienTemporaire, supprimerJustificatif } from '../adapters/documents/index.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { ReclamationEnregistree } from '../adapters/dynamodb/reclamation.ts';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { envoyerCourriel, prevenir } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { implementer, ReponseHttp } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { exigerFichierValide } from './pdf.ts';

const liste = <T>(valeur: T | null): T => {
  if (valeur === null) throw new ErreurMetier('RECLAMATION_LISTE_INCONNUE');
  return valeur;
};

/* ---------- mails ---------- */

export function accuseReception(r: Pick<ReclamationEnregistree, 'reference' | 'email' | 'nom' | 'type'>) {
  const libelle = estTypeReclamation(r.type) ? TYPES_RECLAMATION[r.type].libelle : r.type;
  return {
    a: r.email,
    sujet: `Registre des copropriétés : votre demande ${r.reference} a bien été reçue`,
    texte: [
      `Bonjour ${r.nom},`,
      '',
      `Votre demande « ${libelle} » a bien été reçue par le teneur du registre national des copropriétés.`,
      `Sa référence est ${r.reference} : rappelez-la dans vos échanges avec l'assistance.`,
      '',
      'Un conseiller vous répondra par courriel à cette adresse.',
      '',
      `Le teneur du registre national des copropriétés — ${config().APP_URL}`,
      'Ce courriel est envoyé automatiquement : merci de ne pas y répondre, utilisez le formulaire de contact du site.',
    ].join('\n'),
  };
}

export function courrielReponse(r: Pick<ReclamationEnregistree, 'reference' | 'email' | 'nom'>, texte: string) {
  return {
    a: r.email,
    sujet: `Registre des copropriétés : réponse à votre demande ${r.reference}`,
    texte: [
      `Bonjour ${r.nom},`,
      '',
      `En réponse à votre demande ${r.reference} :`,
      '',
      texte,
      '',
      'Pour compléter votre demande, écrivez-nous à nouveau par le formulaire de contact en rappelant sa référence.',
      '',
      `Le teneur du registre national des copropriétés — ${config().APP_URL}/aide/formulaire`,
    ].join('\n'),
  };
}

/* ---------- reading ---------- */

const libelleType = (t: string) => (estTypeReclamation(t) ? TYPES_RECLAMATION[t].libelle : t);

function resume(r: ReclamationEnregistree): ResumeReclamation {
  return {
    reference: r.reference,
    dateDepot: r.dateDepot,
    statut: r.statut,
    typeDemandeur: r.typeDemandeur,
    objet: r.objet,
    type: r.type,
    libelleType: libelleType(r.type),
    nom: r.nom,
    immatriculation: r.immatriculation ?? null,
    attribueA: r.attribueA ?? null,
  };
}

function detail(r: ReclamationEnregistree): Reclamation {
  return {
    ...resume(r),
    libelleTypeDemandeur: TYPES_DEMANDEUR[r.typeDemandeur as TypeDemandeur] ?? r.typeDemandeur,
    libelleObjet: OBJETS_RECLAMATION[r.objet as ObjetReclamation] ?? r.objet,
    email: r.email,
    telephone: r.telephone ?? null,
    message: r.message,
    adresseReference: r.adresseReference ?? null,
    pieceJointe: r.idDocument ? { nomFichier: r.nomFichier ?? 'piece-jointe.pdf', taille: r.taille ?? 0 } : null,
    reponses: (r.reponses as Reclamation['reponses'] | undefined) ?? [],
    dateModification: r.dateModification,
    version: r.version,
  };
}

async function lire(reference: string): Promise<ReclamationEnregistree> {
  const { data } = await db().entities.reclamation.get({ reference }).go({ consistent: true });
  if (!data) throw new ErreurMetier('RECLAMATION_INTROUVABLE');
  return data;
}

/* ---------- changes ---------- */

const TYPES_JOURNAL = { ATTRIBUER: 'ATTRIBUTION', REPONDRE: 'REPONSE', CLORE: 'CLOTURE' } as const;

/**
 * One change of an open complaint: the write conditioned on the version the keeper read (409 otherwise, nothing
 * written) and its journal line, in one transaction. Answers the complaint as written.
 */
async function changer(
  reference: string,
  version: number,
  action: ActionReclamation,
  session: Session,
  maintenant: Date,
  modifications: Partial<Pick<ReclamationEnregistree, 'attribueA' | 'reponses' | 'motifCloture'>>,
  details: Record<string, string | number | boolean>,
): Promise<ReclamationEnregistree> {
  const r = await lire(reference);
  if (!estOuverte(r.statut)) throw new ErreurMetier('RECLAMATION_CLOSE');
  if (r.version !== version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const statut = statutApres(action, r.statut);
  const dateModification = maintenant.toISOString();
  await transaction((e) => [
    e.reclamation
      .patch({ reference })
      .set({ ...modifications, statut, dateModification })
      .add({ version: 1 })
      .where((a, { eq, ne }) => `${eq(a.version, version)} AND ${ne(a.statut, 'CLOSE')}`)
      .commit(),
    ligneJournal(e, {
      categorie: 'RECLAMATION',
      type: TYPES_JOURNAL[action],
      ...acteurDe(session),
      cible: reference,
      details: { statut, ...details },
      quand: maintenant,
    }),
  ]);
  return { ...r, ...modifications, statut, dateModification, version: r.version + 1 };
}

/** The keeper a complaint may be assigned to: an account of a keeper profile that may handle complaints. */
async function exigerTeneur(login: string): Promise<string> {
  const { data: u } = await db().entities.utilisateur.get({ login }).go();
  const profil = u?.profil as Profil | undefined;
  const peutTraiter = profil && estTeneur(profil) && TRAITEURS_RECLAMATION.some((a) => AUTORITES_PAR_PROFIL[profil].includes(a));
  if (!u || !peutTraiter || u.statut === 'SUPPRIME')
    throw new ErreurMetier('RECLAMATION_ATTRIBUTAIRE_INVALIDE', {
      attribueA: ERREURS.RECLAMATION_ATTRIBUTAIRE_INVALIDE.message,
    });
  return u.login;
}

export const implementationsReclamation = [
  implementer(routes.typesDemandeur, async ({ params }) => typesDemandeur(params.x)),
  implementer(routes.objets, async ({ params }) => liste(objetsDe(params.x))),
  implementer(routes.types, async ({ params }) => liste(typesDe(params.x, params.y))),
  implementer(routes.obligatoires, async ({ params }) => liste(obligations(params.x))),

  implementer(routes.nomCopropriete, async ({ params }) => {
    const numero = normaliserImmatriculation(params.immat);
    if (!numero) throw new ErreurMetier('COPROPRIETE_NON_TROUVEE_IMMAT');
    const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation: numero }).go();
    // public information only: a condominium the directory shows (registered, not dissolved nor deleted)
    const c = data.find((x) => estPublie(x.etat, x.immatriculation));
    if (!c) throw new ErreurMetier('COPROPRIETE_NON_TROUVEE_IMMAT');
    return {
      immatriculation: numero,
      nom: c.nomCopropriete ?? null,
      codePostal: c.codePostal ?? null,
      commune: c.commune ?? null,
    };
  }),

  implementer(routes.enregistrer, async ({ body, maintenant }) => {
    // the parts the platform read: a Blob only ever comes from the browser's side of the schema
    const fichiers = body.fichiers.filter((f): f is FichierRecu => !(f instanceof Blob));
    if (obligations(body.type)!.pjOblig && fichiers.length === 0)
      throw new ErreurMetier('REQUETE_INVALIDE', { pieceJointe: MESSAGES_RECLAMATION.pieceObligatoire });
    if (fichiers.length > 0) exigerFichierValide(verifierNombre(fichiers.length));
    if (!(await captcha.consommer(body.recaptcha, maintenant))) throw new ErreurMetier('CAPTCHA_INVALIDE');
    const piece = fichiers[0];
    if (piece) exigerFichierValide(await controlerJustificatif(piece.octets));

    const annee = Number(dateDuJourParis(maintenant).slice(0, 4));
    const { data: compteur } = await db()
      .entities.compteur.update({ nom: `sequence.reclamation.${annee}` })
      .add({ valeur: 1 })
      .go({ response: 'all_new' });
    const reference = formaterReference(annee, compteur.valeur ?? 1);
    const nomFichier = piece ? piece.nom.replace(/[\\/]/g, '_').slice(-120) || 'piece-jointe.pdf' : undefined;
    const depose = piece ? await deposerJustificatif(piece.octets, nomFichier!, `reclamation:${reference}`) : null;

    const horodatage = maintenant.toISOString();
    const r: ReclamationEnregistree = {
      reference,
      toutes: 'TOUTES',
      statut: 'NOUVELLE',
      typeDemandeur: body.typeDemandeur,
      objet: body.objet,
      type: body.type,
      nom: body.nom,
      email: body.email,
      ...(body.telephone && { telephone: body.telephone }),
      message: body.message,
      ...(body.immatriculation && { immatriculation: body.immatriculation }),
      ...(body.adresseReference && { adresseReference: body.adresseReference }),
      ...(depose && { idDocument: depose.idDocument, nomFichier: depose.nomFichier, taille: depose.taille }),
      reponses: [],
      dateDepot: horodatage,
      dateModification: horodatage,
      version: 1,
    };
    try {
      await transaction((e) => [
        e.reclamation.create(r).commit(),
        ligneJournal(e, {
          categorie: 'RECLAMATION',
          type: 'DEPOT_RECLAMATION',
          acteur: body.email,
          profil: 'DEFAULT',
          cible: reference,
          details: {
            typeDemandeur: body.typeDemandeur,
            objet: body.objet,
            typeReclamation: body.type,
            ...(body.immatriculation && { immatriculation: body.immatriculation }),
            pieceJointe: Boolean(depose),
          },
          quand: maintenant,
        }),
      ]);
    } catch (e) {
      if (depose) await supprimerJustificatif(depose.idDocument);
      throw e;
    }
    await prevenir(accuseReception(r), maintenant, `accusé de réception ${reference}`);
    return new ReponseHttp(201, { reference });
  }),

  implementer(routes.liste, async ({ query }) => {
    const options = { order: 'desc' as const, limit: query.taille, cursor: query.curseur ?? null };
    const e = db().entities.reclamation;
    try {
      const { data, cursor } = query.statut
        ? await e.query.parStatut({ statut: query.statut }).go(options)
        : await e.query.parDate({ toutes: 'TOUTES' }).go(options);
      return { lignes: data.map(resume), curseur: cursor ?? null };
    } catch (err) {
      // a cursor that is not one this list gave (typed by hand, or of another filter)
      if (query.curseur && err instanceof Error && /cursor/i.test(err.message))
        throw new ErreurMetier('REQUETE_INVALIDE', {
          curseur: 'Le curseur de pagination est invalide : reprenez à la première page.',
        });
      throw err;
    }
  }),

  implementer(routes.detail, async ({ params }) => detail(await lire(params.reference))),

  implementer(routes.lienPiece, async ({ params, maintenant }) => {
    const r = await lire(params.reference);
    const j = r.idDocument ? await justificatif(r.idDocument) : null;
    if (!j) throw new ErreurMetier('RECLAMATION_SANS_PIECE');
    return lienTemporaire(j, maintenant);
  }),

  implementer(routes.attribuer, async ({ params, body, session, maintenant }) => {
    const attribueA = body.attribueA ? await exigerTeneur(body.attribueA) : session.login;
    const r = await changer(params.reference, body.version, 'ATTRIBUER', session, maintenant, { attribueA }, { attribueA });
    return detail(r);
  }),

  implementer(routes.repondre, async ({ params, body, session, maintenant }) => {
    const avant = await lire(params.reference);
    const reponses = [
      ...((avant.reponses as Reclamation['reponses'] | undefined) ?? []),
      { auteur: session.login, date: maintenant.toISOString(), texte: body.texte },
    ];
    const r = await changer(
      params.reference,
      body.version,
      'REPONDRE',
      session,
      maintenant,
      { reponses },
      {
        longueur: body.texte.length,
      },
    );
    // the answer is the mail: it leaves once the answer is recorded (a failure to send is the server's 500)
    await envoyerCourriel(courrielReponse(r, body.texte), maintenant);
    return detail(r);
  }),

  implementer(routes.clore, async ({ params, body, session, maintenant }) => {
    const r = await changer(
      params.reference,
      body.version,
      'CLORE',
      session,
      maintenant,
      body.motif ? { motifCloture: body.motif } : {},
      body.motif ? { motif: body.motif } : {},
    );
    return detail(r);
  }),
];
