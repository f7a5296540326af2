/**
 * Sign-up of a declarant and its activation (spec 001 §3–§5, §7, §9): ATT_CREA_COMPTE -> (activation key by
 * mail, password chosen) ATT_ACTIVATION -> (code received by post, entered) ACTIF. Also the SIRET lookups of the
 * sign-up form. Failed checks of a key or a code answer `false`, never an error telling whether an account exists.
 */
import { randomBytes } from 'node:crypto';
import { apeAutorise } from '@registre/shared/domain/codesApe';
import { cleValide, codeBloque, codeDepuisOctets, normaliserCode } from '@registre/shared/domain/activation';
import type { Profil } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { etablissementSchema, type Etablissement } from '@registre/shared/schemas/teledeclarant';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Teledeclarant } from '../adapters/dynamodb/teledeclarant.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';
import * as captcha from '../adapters/captcha/index.ts';
import * as identite from '../adapters/cognito/index.ts';
import { envoyerCourriel } from '../adapters/messagerie/index.ts';
import { envoyerCourrier } from '../adapters/messagerie/courrier.ts';
import { chercherEtablissement, type EtablissementSirene } from '../adapters/sirene/index.ts';
import { config } from '../platform/config.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import {
  chargerTeledeclarant,
  chargerUtilisateur,
  exigerTeledeclarant,
  hacher,
  hacherCode,
  nouvelleCle,
  utilisateursDe,
} from './commun.ts';
import { courrielActivation, courrielCourrierEnvoye } from './courriels.ts';
import { lettreActivationPdf, texteLettre } from './lettreActivation.ts';

export type TypeInscription = 'PRO' | 'NON_PRO';
const PROFIL_PRINCIPAL: Record<TypeInscription, Profil> = { PRO: 'TELE_PRO_ADMIN_PRINC', NON_PRO: 'TELE_NONPRO_ADMIN_PRINC' };
/** Declarant ids come from an atomic counter; sign-ups start at 10 001 (the demo declarants are 1001–1004). */
const PREMIER_ID = 10_000;

export interface FormulaireInscription {
  siret: string;
  email: string;
  civilite: 'M' | 'MME';
  nom: string;
  prenom: string;
  emailGestionnaire: string;
  telephone: string;
  raisonSociale: string;
  l1: string | null;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  l5: string | null;
  l6: string | null;
  l7: string | null;
  domicilieFrance: boolean;
  captcha: string;
}

const actifs = <T extends { statut: string }>(l: T[]) => l.filter((x) => x.statut !== 'SUPPRIME');
async function declarantsDuSiret(siret: string): Promise<Teledeclarant[]> {
  return actifs((await db().entities.teledeclarant.query.parSiret({ siret }).go({ pages: 'all' })).data);
}
async function declarantsDeLEmail(email: string): Promise<Teledeclarant[]> {
  return actifs((await db().entities.teledeclarant.query.parEmail({ email: email.toLowerCase() }).go({ pages: 'all' })).data);
}

async function prochainId(): Promise<number> {
  const r = await db().entities.compteur.update({ nom: 'sequence.teledeclarant' }).add({ valeur: 1 }).go({ response: 'all_new' });
  return PREMIER_ID + (r.data as { valeur: number }).valeur;
}

/**
 * "Email and SIRET match" (spec 001 §5, §8; the rule is ours): an email address belongs to one establishment.
 * At sign-up, the declarant's email may not be the contact email of a declarant of another SIRET, and the
 * principal administrator's email (which becomes their login) may not be the email of an existing account.
 */
async function emailsCorrespondent(f: FormulaireInscription): Promise<boolean> {
  if ((await declarantsDeLEmail(f.email)).some((t) => t.siret !== f.siret)) return false;
  const login = f.emailGestionnaire.toLowerCase();
  const existant = await chargerUtilisateur(login);
  if (existant && existant.statut !== 'SUPPRIME') return false;
  const memeEmail = (await db().entities.utilisateur.query.parEmail({ email: login }).go({ pages: 'all' })).data;
  return actifs(memeEmail).length === 0;
}

/** POST api/teledeclarant/{type}: captcha, Sirene checks, then ONE transaction, then the activation mail. */
export async function inscrire(
  type: TypeInscription,
  f: FormulaireInscription,
  maintenant: Date,
): Promise<{ idTeledeclarant: number }> {
  if (!(await captcha.consommer(f.captcha, maintenant))) throw new ErreurMetier('CAPTCHA_INVALIDE');
  const etab = await chercherEtablissement(f.siret);
  if (!etab) throw new ErreurMetier('ETABLISSEMENT_INCONNU');
  if (!etab.actif) throw new ErreurMetier('ETABLISSEMENT_FERME');
  if (!etab.codeApe || !apeAutorise(type, etab.codeApe)) throw new ErreurMetier('CODE_APE_NON_AUTORISE');
  if ((await declarantsDuSiret(f.siret)).length) throw new ErreurMetier('SIRET_DEJA_UTILISE');
  if (!(await emailsCorrespondent(f))) throw new ErreurMetier('EMAIL_SIRET_DIFFERENTS');

  const idTeledeclarant = await prochainId();
  const login = f.emailGestionnaire.toLowerCase();
  const profil = PROFIL_PRINCIPAL[type];
  const quand = maintenant.toISOString();
  // the address lines the person confirmed (prefilled from Sirene by the form), else Sirene's
  const adresse = {
    l1: f.l1 ?? f.raisonSociale.slice(0, 38),
    l2: f.l2 ?? etab.l2,
    l3: f.l3 ?? etab.l3,
    l4: f.l4 ?? etab.l4,
    l5: f.l5 ?? etab.l5,
    l6: f.l6 ?? etab.l6,
    l7: f.l7 ?? etab.l7,
  };
  const { cle, ecritures } = await nouvelleCle(login, 'ACTIVATION', maintenant);
  await transaction(
    (e) => [
      e.teledeclarant
        .create({
          idTeledeclarant,
          type,
          statut: 'ATT_CREA_COMPTE',
          siret: f.siret,
          raisonSociale: f.raisonSociale,
          codeApe: etab.codeApe!,
          email: f.email.toLowerCase(),
          telephone: f.telephone,
          domicilieFrance: f.domicilieFrance,
          nomAdmin: f.nom,
          prenomAdmin: f.prenom,
          loginAdmin: login,
          motDePasseActive: false,
          ...(etab.codePostal && { codePostal: etab.codePostal }),
          ...(etab.localite && { commune: etab.localite }),
          dateCreation: quand,
        })
        .commit(),
      // the SIRET is free if no establishment item holds a declarant (a deleted declarant releases it)
      e.etablissement
        .put({ ...sansNull(etablissementDe(etab, f.raisonSociale, adresse, f.telephone)), idTeledeclarant, dateMiseAJour: quand })
        .where((a, { notExists }) => `${notExists(a.siret)} OR ${notExists(a.idTeledeclarant)}`)
        .commit(),
      // the login is the administrator's email; a deleted account's login may be taken again
      e.utilisateur
        .put({
          login,
          email: login,
          civilite: f.civilite,
          nom: f.nom,
          prenom: f.prenom,
          telephone: f.telephone,
          profil,
          statut: 'ATT_ACTIVATION',
          adminPrincipal: true,
          activated: false,
          idTeledeclarant,
          typeTeledeclarant: type,
          dateCreation: quand,
        })
        .where((a, { notExists, eq }) => `${notExists(a.login)} OR ${eq(a.statut, 'SUPPRIME')}`)
        .commit(),
      ...ecritures(e),
      ligneJournal(e, {
        categorie: 'TELEDECLARANT',
        type: 'INSCRIPTION_TELEDECLARANT',
        acteur: login,
        profil,
        cible: String(idTeledeclarant),
        details: { type, siret: f.siret },
        quand: maintenant,
      }),
    ],
    (echecs) =>
      echecs.includes(1) ? 'SIRET_DEJA_UTILISE' : echecs.includes(2) ? 'EMAIL_SIRET_DIFFERENTS' : 'CONFLIT_MODIFICATION',
  );
  await envoyerCourriel(
    courrielActivation({
      a: login,
      prenom: f.prenom,
      nom: f.nom,
      login,
      cle,
      raisonSociale: f.raisonSociale,
      nouveauTeledeclarant: true,
    }),
    maintenant,
  );
  return { idTeledeclarant };
}

const sansNull = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };

function etablissementDe(
  etab: EtablissementSirene,
  raisonSociale: string,
  adresse: Record<'l1' | 'l2' | 'l3' | 'l4' | 'l5' | 'l6' | 'l7', string | null>,
  telephone: string | null,
) {
  return {
    siret: etab.siret,
    codeApe: etab.codeApe,
    libelleNaf: etab.libelleNaf,
    libelleTypeEtab: etab.libelleTypeEtab,
    typeEtab: etab.typeEtab,
    raisonSociale,
    ...adresse,
    codeInsee: etab.codeInsee,
    codePostal: etab.codePostal,
    localite: etab.localite,
    immeuble: etab.immeuble,
    voie: etab.voie,
    telephone,
    actif: etab.actif,
  };
}

// --- SIRET lookups of the sign-up form -------------------------------------------------------------------

export async function etablissementSirene(siret: string): Promise<Etablissement> {
  const e = await chercherEtablissement(siret);
  if (!e)
    throw new ErreurMetier(
      'RESSOURCE_INTROUVABLE',
      undefined,
      'Aucun établissement ne correspond à ce SIRET dans le répertoire Sirene.',
    );
  // only the fields of the contract: the register's telephone and version do not exist for a Sirene record
  return etablissementSchema.parse({ ...e, telephone: null, version: null });
}

export const siretUtilise = async (siret: string) => (await declarantsDuSiret(siret)).length > 0;
export const siretProUtilise = async (siret: string) => (await declarantsDuSiret(siret)).some((t) => t.type === 'PRO');

export async function verifierSiret(
  siret: string,
  type: TypeInscription,
): Promise<'OK' | 'INCONNU' | 'FERME' | 'APE_NON_AUTORISE'> {
  const e = await chercherEtablissement(siret);
  if (!e) return 'INCONNU';
  if (!e.actif) return 'FERME';
  return e.codeApe && apeAutorise(type, e.codeApe) ? 'OK' : 'APE_NON_AUTORISE';
}

/** true when the email is a declarant's contact email (of another SIRET than `siret`, when given). */
export async function emailDejaUtilise(email: string, siret?: string): Promise<boolean> {
  return (await declarantsDeLEmail(email)).some((t) => siret === undefined || t.siret !== siret);
}

// --- activation --------------------------------------------------------------------------------------------

export async function cleActivationValide(key: string, maintenant: Date): Promise<boolean> {
  const { data: c } = await db()
    .entities.cle.get({ hash: hacher(key) })
    .go();
  if (!cleValide(c, 'ACTIVATION', maintenant)) return false;
  const u = await chargerUtilisateur(c!.login);
  return !!u && u.statut !== 'SUPPRIME' && u.statut !== 'INACTIF';
}

/**
 * POST api/activate: the key is consumed in the transaction that activates the account (once, even when two
 * requests race); then the sign-in is created with the chosen password and the profile group. The principal
 * administrator of a new declarant moves it to ATT_ACTIVATION and is posted the activation code.
 */
export async function activerCompte(f: { key: string; motDePasse: string }, maintenant: Date): Promise<boolean> {
  const hash = hacher(f.key);
  const { data: c } = await db().entities.cle.get({ hash }).go();
  if (!cleValide(c, 'ACTIVATION', maintenant)) return false;
  const u = await chargerUtilisateur(c!.login);
  if (!u || u.statut === 'SUPPRIME' || u.statut === 'INACTIF') return false;
  const t = u.idTeledeclarant !== undefined ? await chargerTeledeclarant(u.idTeledeclarant) : null;
  if (t?.statut === 'SUPPRIME') return false;
  const declarantAActiver = !!t && u.adminPrincipal === true && t.statut === 'ATT_CREA_COMPTE';
  const code = declarantAActiver ? codeDepuisOctets(randomBytes(8)) : null;
  const quand = maintenant.toISOString();
  try {
    await transaction((e) => [
      e.cle
        .delete({ hash })
        .where((a, { exists }) => exists(a.hash))
        .commit(),
      e.utilisateur
        .patch({ login: u.login })
        .set({ statut: 'ACTIF', activated: true, dateValidationCleEmail: quand })
        .add({ version: 1 })
        .commit(),
      ...(t && u.adminPrincipal
        ? [
            e.teledeclarant
              .patch({ idTeledeclarant: t.idTeledeclarant })
              .set(
                declarantAActiver
                  ? {
                      statut: 'ATT_ACTIVATION',
                      codeActivationHash: hacherCode(t.idTeledeclarant, code!),
                      essaisCodeActivation: 0,
                      dateEnvoiCodeActivation: quand,
                      motDePasseActive: true,
                    }
                  : { motDePasseActive: true },
              )
              .add({ version: declarantAActiver ? 1 : 0 })
              .where((a, { eq }) => eq(a.statut, t.statut))
              .commit(),
          ]
        : []),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: u.activated ? 'REINITIALISATION_MOT_DE_PASSE' : 'ACTIVATION_COMPTE',
        acteur: u.login,
        profil: u.profil,
        cible: u.login,
        quand: maintenant,
      }),
      ...(declarantAActiver
        ? [
            ligneJournal(e, {
              categorie: 'TELEDECLARANT',
              type: 'ENVOI_CODE_ACTIVATION',
              acteur: u.login,
              profil: u.profil,
              cible: String(t!.idTeledeclarant),
              quand: maintenant,
            }),
          ]
        : []),
    ]);
  } catch (e) {
    if (e instanceof ErreurMetier) return false;
    throw e;
  }
  await identite.creerIdentite(u.login, u.email, f.motDePasse, u.profil);
  if (declarantAActiver) {
    await posterCodeActivation(t!, u, code!, maintenant);
    await envoyerCourriel(courrielCourrierEnvoye({ a: u.email, prenom: u.prenom, nom: u.nom }), maintenant);
  }
  return true;
}

/** Prints the activation letter and hands it to the postal port (outbox locally, mail house in AWS). */
export async function posterCodeActivation(
  t: Teledeclarant,
  admin: Pick<Utilisateur, 'civilite' | 'prenom' | 'nom'>,
  code: string,
  maintenant: Date,
) {
  const { data: etab } = t.siret ? await db().entities.etablissement.get({ siret: t.siret }).go() : { data: null };
  const civilite = admin.civilite === 'MME' ? 'Madame' : admin.civilite === 'M' ? 'Monsieur' : '';
  const destinataire = [
    etab?.l1 ?? t.raisonSociale ?? '',
    `À l'attention de ${[civilite, admin.prenom, admin.nom].filter(Boolean).join(' ')}`,
    ...[etab?.l2, etab?.l3, etab?.l4, etab?.l5, etab?.l6, etab?.l7].filter((l): l is string => !!l),
  ];
  const lettre = {
    idTeledeclarant: t.idTeledeclarant,
    siret: t.siret ?? '',
    destinataire,
    code,
    urlApplication: config().APP_URL.replace(/\/$/, ''),
    date: maintenant,
  };
  const { objet, paragraphes } = texteLettre(lettre);
  await envoyerCourrier(
    {
      destinataire,
      objet,
      texte: paragraphes.join('\n\n'),
      pdf: await lettreActivationPdf(lettre),
      reference: `code-activation-${t.idTeledeclarant}`,
    },
    maintenant,
  );
}

/**
 * POST api/teledeclarant/activate: the code received by post. Each try is counted BEFORE the comparison, with
 * a condition, so that no more than five codes are ever compared, even under concurrent requests.
 */
export async function activerTeledeclarant(session: Session, saisie: string, maintenant: Date): Promise<boolean> {
  if (session.idTeledeclarant === null) return false;
  const id = session.idTeledeclarant;
  const t = await chargerTeledeclarant(id);
  if (!t || t.statut !== 'ATT_ACTIVATION' || !t.codeActivationHash || codeBloque(t.essaisCodeActivation ?? 0)) return false;
  try {
    await db()
      .entities.teledeclarant.patch({ idTeledeclarant: id })
      .add({ essaisCodeActivation: 1 })
      .where((a, { eq, lt }) => `${eq(a.codeActivationHash, t.codeActivationHash!)} AND ${lt(a.essaisCodeActivation, 5)}`)
      .go();
  } catch {
    return false;
  }
  const { acteur, profil } = acteurDe(session);
  const juste = hacherCode(id, normaliserCode(saisie)) === t.codeActivationHash;
  try {
    await transaction((e) => [
      ...(juste
        ? [
            e.teledeclarant
              .patch({ idTeledeclarant: id })
              .set({ statut: 'ACTIF', dateActivation: maintenant.toISOString() })
              .remove(['codeActivationHash', 'essaisCodeActivation'])
              .add({ version: 1 })
              .where((a, { eq }) => `${eq(a.statut, 'ATT_ACTIVATION')} AND ${eq(a.codeActivationHash, t.codeActivationHash!)}`)
              .commit(),
          ]
        : []),
      ligneJournal(e, {
        categorie: 'TELEDECLARANT',
        type: juste ? 'ACTIVATION_TELEDECLARANT' : 'ECHEC_CODE_ACTIVATION',
        acteur,
        profil,
        cible: String(id),
        quand: maintenant,
      }),
    ]);
  } catch (e) {
    if (e instanceof ErreurMetier) return false;
    throw e;
  }
  return juste;
}

/**
 * GET api/regenerate/{id} (keeper): a new activation key for the declarant's principal administrator, mailed
 * again and returned as `clef`; if the postal code was locked by five wrong entries, a new code is posted.
 */
export async function regenererCle(session: Session, idTeledeclarant: number, maintenant: Date): Promise<{ clef: string }> {
  const t = await exigerTeledeclarant(idTeledeclarant);
  if (t.statut === 'SUPPRIME') throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const admin = (await utilisateursDe(idTeledeclarant)).find((u) => u.adminPrincipal && u.statut !== 'SUPPRIME');
  if (!admin) throw new ErreurMetier('RESSOURCE_INTROUVABLE', undefined, "Ce télédéclarant n'a pas d'administrateur principal.");
  const { cle, ecritures } = await nouvelleCle(admin.login, 'ACTIVATION', maintenant);
  const nouveauCode =
    t.statut === 'ATT_ACTIVATION' && codeBloque(t.essaisCodeActivation ?? 0) ? codeDepuisOctets(randomBytes(8)) : null;
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    ...ecritures(e),
    ...(nouveauCode
      ? [
          e.teledeclarant
            .patch({ idTeledeclarant })
            .set({
              codeActivationHash: hacherCode(idTeledeclarant, nouveauCode),
              essaisCodeActivation: 0,
              dateEnvoiCodeActivation: maintenant.toISOString(),
            })
            .where((a, { eq }) => eq(a.statut, 'ATT_ACTIVATION'))
            .commit(),
        ]
      : []),
    ligneJournal(e, {
      categorie: 'TELEDECLARANT',
      type: 'REGENERATION_CLE',
      acteur,
      profil,
      cible: String(idTeledeclarant),
      details: { nouveauCodePostal: nouveauCode !== null },
      quand: maintenant,
    }),
  ]);
  await envoyerCourriel(
    courrielActivation({
      a: admin.email,
      prenom: admin.prenom,
      nom: admin.nom,
      login: admin.login,
      cle,
      raisonSociale: t.raisonSociale ?? null,
      nouveauTeledeclarant: t.statut === 'ATT_CREA_COMPTE',
    }),
    maintenant,
  );
  if (nouveauCode) await posterCodeActivation(t, admin, nouveauCode, maintenant);
  return { clef: cle };
}
