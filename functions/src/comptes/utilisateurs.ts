/**
 * Users of a declarant (spec 001 §6, "My user accounts"; keepers' "user accounts of one declarant"). The
 * decisions come from shared/src/domain/utilisateurs.ts; every change is one transaction with the user's
 * `version`, the per-declarant count of secondary administrators (condition `valeur < 4`, so that concurrent
 * creations never exceed it) and a journal line; the identity provider follows (profile group, deletion).
 */
import { MAX_ADMIN_SECONDAIRES } from '@registre/shared/domain/teledeclarant';
import { estTeneur, type Autorite, type Profil } from '@registre/shared/domain/profils';
import { normaliserTexte } from '@registre/shared/domain/recherche';
import {
  peutCreerAvecProfil,
  peutRestreindre,
  profilsPossiblesPour,
  variationAdminsSecondaires,
  verdict,
  type Action,
} from '@registre/shared/domain/utilisateurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { UtilisateurDto } from '@registre/shared/schemas/teledeclarant';
import { db, transaction, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';
import * as identite from '../adapters/cognito/index.ts';
import { envoyerCourriel } from '../adapters/messagerie/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import {
  acteur,
  chargerTeledeclarant,
  chargerUtilisateur,
  cible,
  nouvelleCle,
  utilisateursDe,
  versUtilisateurDto,
} from './commun.ts';
import { courrielActivation } from './courriels.ts';

/** Name of the counter of secondary administrators of a declarant. */
export const compteurAdminsSecondaires = (idTeledeclarant: number) => `adminsSecondaires.${idTeledeclarant}`;

/** The counter update of a change of profile, or nothing (grows only while below the maximum). */
function ecritureCompteur(e: EntitesTransaction, idTeledeclarant: number, variation: -1 | 0 | 1) {
  if (variation === 0) return [];
  const maj = e.compteur.update({ nom: compteurAdminsSecondaires(idTeledeclarant) }).add({ valeur: variation });
  return [
    variation > 0
      ? maj.where((a, { notExists, lt }) => `${notExists(a.valeur)} OR ${lt(a.valeur, MAX_ADMIN_SECONDAIRES)}`).commit()
      : maj.commit(),
  ];
}

function exiger(session: Session, u: Utilisateur | null, action: Action): Utilisateur {
  const v = verdict(acteur(session), u ? cible(u) : null, action);
  if (v === 'INTROUVABLE') throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (v === 'INTERDIT') throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  return u!;
}

export async function lireUtilisateur(session: Session, login: string): Promise<UtilisateurDto> {
  return versUtilisateurDto(exiger(session, await chargerUtilisateur(login), 'voir'), acteur(session));
}

export interface FormulaireUtilisateur {
  civilite: 'M' | 'MME';
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
  profil: Profil;
  restrictions: Autorite[];
  idTeledeclarant?: number;
}

/** POST api/utilisateurs: a user of one's own declarant; the login is the email; a key by mail sets the password. */
export async function creerUtilisateur(session: Session, f: FormulaireUtilisateur, maintenant: Date): Promise<UtilisateurDto> {
  const a = acteur(session);
  const id = session.idTeledeclarant;
  if (id === null || (f.idTeledeclarant !== undefined && f.idTeledeclarant !== id))
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!peutCreerAvecProfil(a, f.profil)) throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  const t = await chargerTeledeclarant(id);
  if (!t || t.statut === 'SUPPRIME') throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const login = f.email.toLowerCase();
  const existant = await chargerUtilisateur(login);
  const memeEmail = (await db().entities.utilisateur.query.parEmail({ email: login }).go({ pages: 'all' })).data;
  if ((existant && existant.statut !== 'SUPPRIME') || memeEmail.some((u) => u.statut !== 'SUPPRIME'))
    throw new ErreurMetier('COMPTE_EXISTANT');
  const quand = maintenant.toISOString();
  const restrictions = f.restrictions.length && !estTeneur(a.profil) && a.profil.endsWith('_ADMIN_PRINC') ? f.restrictions : [];
  const { cle, ecritures } = await nouvelleCle(login, 'ACTIVATION', maintenant);
  await transaction(
    (e) => [
      e.utilisateur
        .put({
          login,
          email: login,
          civilite: f.civilite,
          nom: f.nom,
          prenom: f.prenom,
          ...(f.telephone && { telephone: f.telephone }),
          profil: f.profil,
          statut: 'ATT_ACTIVATION',
          ...(restrictions.length && { restrictions }),
          idTeledeclarant: id,
          typeTeledeclarant: t.type,
          adminPrincipal: false,
          activated: false,
          dateCreation: quand,
        })
        .where((x, { notExists, eq }) => `${notExists(x.login)} OR ${eq(x.statut, 'SUPPRIME')}`)
        .commit(),
      ...ecritureCompteur(e, id, variationAdminsSecondaires(null, f.profil)),
      ...ecritures(e),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: 'CREATION_UTILISATEUR',
        ...acteurDe(session),
        cible: login,
        details: { profil: f.profil, idTeledeclarant: id },
        quand: maintenant,
      }),
    ],
    (echecs) => (echecs.includes(0) ? 'COMPTE_EXISTANT' : echecs.includes(1) ? 'TROP_ADMIN_SECONDAIRES' : 'CONFLIT_MODIFICATION'),
  );
  await envoyerCourriel(
    courrielActivation({
      a: login,
      prenom: f.prenom,
      nom: f.nom,
      login,
      cle,
      raisonSociale: t.raisonSociale ?? null,
      nouveauTeledeclarant: false,
    }),
    maintenant,
  );
  return versUtilisateurDto((await chargerUtilisateur(login))!, a);
}

export interface ModificationUtilisateur extends FormulaireUtilisateur {
  login: string;
  version: number;
  /** keepers only: reactivate (ACTIF) or deactivate (INACTIF) */
  statut?: 'ACTIF' | 'INACTIF';
}

const memeEnsemble = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** PUT api/utilisateurs (and the keepers' PUT api/utilisateurs/teledeclarant). */
export async function modifierUtilisateur(
  session: Session,
  m: ModificationUtilisateur,
  maintenant: Date,
): Promise<UtilisateurDto> {
  const a = acteur(session);
  const u = exiger(session, await chargerUtilisateur(m.login), 'modifier');
  const c = cible(u);
  const changeProfil = m.profil !== u.profil;
  if (changeProfil && (verdict(a, c, 'changerProfil') !== 'PERMIS' || !profilsPossiblesPour(a, c).includes(m.profil))) {
    throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  }
  const restrictions = [...new Set(m.restrictions)];
  const changeRestrictions = !memeEnsemble(restrictions, u.restrictions ?? []);
  if (changeRestrictions && !peutRestreindre(a, c)) throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  const changeStatut = m.statut !== undefined && m.statut !== u.statut;
  if (changeStatut && (!estTeneur(a.profil) || !['ACTIF', 'INACTIF'].includes(u.statut) || u.login === session.login)) {
    throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  }
  if (u.version !== m.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const email = m.email.toLowerCase();
  const reactivation = changeStatut && m.statut === 'ACTIF';
  const quand = maintenant.toISOString();
  const variation = u.idTeledeclarant !== undefined ? variationAdminsSecondaires(u.profil, m.profil) : 0;
  await transaction(
    (e) => {
      let maj = e.utilisateur.patch({ login: u.login }).set({
        civilite: m.civilite,
        nom: m.nom,
        prenom: m.prenom,
        email,
        profil: m.profil,
        ...(m.telephone && { telephone: m.telephone }),
        ...(restrictions.length && { restrictions }),
        ...(changeStatut && { statut: m.statut }),
        // a keeper's reactivation counts as activity: a new inactivity period starts
        ...(reactivation && { dateDerniereActivite: quand }),
      });
      const aRetirer = [
        ...(m.telephone ? [] : ['telephone' as const]),
        ...(restrictions.length ? [] : ['restrictions' as const]),
        ...(changeStatut && m.statut === 'INACTIF' ? ['moisActivite' as const] : []),
      ];
      if (aRetirer.length) maj = maj.remove(aRetirer);
      return [
        maj
          .add({ version: 1 })
          .where((x, { eq }) => eq(x.version, m.version))
          .commit(),
        ...(u.idTeledeclarant !== undefined ? ecritureCompteur(e, u.idTeledeclarant, variation) : []),
        ...(u.adminPrincipal && u.idTeledeclarant !== undefined
          ? [
              e.teledeclarant
                .patch({ idTeledeclarant: u.idTeledeclarant })
                .set({ nomAdmin: m.nom, prenomAdmin: m.prenom })
                .commit(),
            ]
          : []),
        ligneJournal(e, {
          categorie: 'UTILISATEUR',
          type: reactivation ? 'REACTIVATION_COMPTE' : 'MODIFICATION_UTILISATEUR',
          ...acteurDe(session),
          cible: u.login,
          details: {
            ...(changeProfil && { ancienProfil: u.profil, nouveauProfil: m.profil }),
            ...(changeRestrictions && { restrictions: restrictions.join(',') }),
            ...(changeStatut && { statut: m.statut! }),
          },
          quand: maintenant,
        }),
      ];
    },
    (echecs) => (variation > 0 && echecs.includes(1) && !echecs.includes(0) ? 'TROP_ADMIN_SECONDAIRES' : 'CONFLIT_MODIFICATION'),
  );
  if (u.activated) {
    if (changeProfil) await identite.changerGroupe(u.login, m.profil);
    if (email !== u.email) await identite.changerEmail(u.login, email).catch(() => undefined);
  }
  return versUtilisateurDto((await chargerUtilisateur(u.login))!, a);
}

/** POST api/utilisateurs/delete-lot: all or nothing on the rights, then one transaction per user. */
export async function supprimerUtilisateurs(
  session: Session,
  logins: string[],
  maintenant: Date,
): Promise<{ supprimes: number }> {
  const uniques = [...new Set(logins.map((l) => l.trim().toLowerCase()))];
  const cibles = await Promise.all(uniques.map(chargerUtilisateur));
  const verdicts = cibles.map((u) => verdict(acteur(session), u ? cible(u) : null, 'supprimer'));
  if (verdicts.includes('INTROUVABLE')) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (verdicts.includes('INTERDIT')) throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  for (const u of cibles as Utilisateur[]) {
    await transaction((e) => [
      e.utilisateur
        .patch({ login: u.login })
        .set({ statut: 'SUPPRIME' })
        .remove(['moisActivite'])
        .add({ version: 1 })
        .where((x, { eq }) => eq(x.version, u.version))
        .commit(),
      ...(u.idTeledeclarant !== undefined
        ? ecritureCompteur(e, u.idTeledeclarant, variationAdminsSecondaires(u.profil, null))
        : []),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: 'SUPPRESSION_UTILISATEUR',
        ...acteurDe(session),
        cible: u.login,
        quand: maintenant,
      }),
    ]);
    await identite.supprimerIdentite(u.login);
  }
  return { supprimes: cibles.length };
}

export interface FiltresUtilisateurs {
  prenom?: string;
  nom?: string;
  email?: string;
  profil?: Profil;
}

/** The users of a declarant (its own users, or a keeper), deleted ones left out; text filters ignore case and accents. */
export async function listerUtilisateurs(
  session: Session,
  idTeledeclarant: number,
  f: FiltresUtilisateurs = {},
): Promise<UtilisateurDto[]> {
  if (!estTeneur(session.profil) && session.idTeledeclarant !== idTeledeclarant) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!(await chargerTeledeclarant(idTeledeclarant))) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const contient = (valeur: string, saisie?: string) => !saisie || normaliserTexte(valeur).includes(normaliserTexte(saisie));
  const a = acteur(session);
  return (await utilisateursDe(idTeledeclarant))
    .filter((u) => u.statut !== 'SUPPRIME')
    .filter(
      (u) =>
        contient(u.prenom, f.prenom) &&
        contient(u.nom, f.nom) &&
        contient(u.email, f.email) &&
        (!f.profil || u.profil === f.profil),
    )
    .sort(
      (x, y) =>
        Number(y.adminPrincipal ?? false) - Number(x.adminPrincipal ?? false) ||
        x.nom.localeCompare(y.nom, 'fr') ||
        x.prenom.localeCompare(y.prenom, 'fr'),
    )
    .map((u) => versUtilisateurDto(u, a));
}
