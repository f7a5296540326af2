/**
 * [issue 11] A condominium's record (`visualisation/{id}`), what an action may do on it (`infos/{id}/{authority}`),
 * one of its declarations read-only (`declaration-donnee-copropriete/{id}`) and the error flag on a declaration
 * (`declarerErreur/{id}`).
 *
 * Who sees what (spec 000 §6 and the issue: "each only what their role may see"):
 * - the users of the declarant that holds it (syndic, or the notary firm that registered it) and the keepers: the
 *   whole record — blocks, mandate, exercises, history with authors and changes, errors flagged, draft in progress;
 * - a notary firm that does not hold it (notaries may dissolve any registered condominium): its public part —
 *   identification, procedures and technical data, status, mandate dates and the professional syndic's name; no
 *   financial data, no exercises, no authors, no errors; and only once registered;
 * - anyone else (another syndic): 404, ids reveal nothing.
 * A volunteer syndic's identity (titulaire, representantLegal) is shown to its own users and to keepers only.
 */
import { differencesDeclarations } from '@registre/shared/domain/copropriete/differences';
import { LIBELLES_MAJ_ANNUELLE, type StatutMajAnnuelle } from '@registre/shared/domain/copropriete/majAnnuelle';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { exerciceVerrouille, raisonVerrou, type ExerciceEnregistre } from '@registre/shared/domain/copropriete/verrou';
import { estNotaire } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { immatCoproprieteDepuisServeur } from '@registre/shared/schemas/copropriete/immatCopropriete';
import { LIBELLES_TYPE_MAJ, type FicheCopropriete, type TypeMajAssistant } from '@registre/shared/schemas/copropriete/miseAJour';
import type { AUTORITES_ACTION_COPROPRIETE } from '@registre/shared/routes/coproprietes.routes';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { chargerDeclaration } from '../declarations/commun.ts';
import { brouillonMiseAJour, chargerCopropriete } from '../declarations/miseAJour.ts';
import {
  estTeneur,
  estTitulaire,
  possibiliteMiseAJour,
  type Possibilite,
} from '@registre/shared/domain/copropriete/possibiliteMiseAJour';
import { versMandatDto } from '../mandats/commun.ts';
import { statutRattachement } from './filtres.ts';

type Vue = 'complete' | 'publique';
const STATUTS_HISTORIQUE = ['COURANT', 'ARCHIVE', 'A_VALIDER', 'VALIDATION_EN_COURS', 'REFUSE', 'EXPIRE'];

/** The view the caller has of the condominium, or 404. */
function vueDe(s: Session, c: Copropriete): Vue {
  if (estTitulaire(s, c) || estTeneur(s)) return 'complete';
  if (estNotaire(s.profil) && c.immatriculation && c.etat !== 'SUPPRIMEE') return 'publique';
  throw new ErreurMetier('RESSOURCE_INTROUVABLE');
}

const exercicesDe = (c: Copropriete) => (c.exercices as ExerciceEnregistre[] | undefined) ?? [];

/** The blocks a view shows, in form shape (the financial block emptied for the public view). */
function blocsVisibles(v: ImmatCopropriete, vue: Vue) {
  const forme = immatCoproprieteDepuisServeur(v);
  return vue === 'complete' ? forme : { ...forme, donneesFinancieres: immatCoproprieteDepuisServeur(null).donneesFinancieres };
}

const libelleDeclaration = (d: Declaration) =>
  d.typeDeclaration === 'IMMATRICULATION'
    ? 'Immatriculation'
    : (LIBELLES_TYPE_MAJ[d.typeMaj ?? ''] ?? (d.statut === 'A_VALIDER' ? "Demande d'immatriculation" : 'Déclaration'));

async function nomsDe(logins: readonly string[]): Promise<Map<string, string>> {
  const uniques = [...new Set(logins)];
  if (!uniques.length) return new Map();
  const { data } = await db()
    .entities.utilisateur.get(uniques.map((login) => ({ login })))
    .go({ attributes: ['login', 'prenom', 'nom'] });
  return new Map(data.map((u) => [u.login!, `${u.prenom ?? ''} ${u.nom ?? ''}`.trim() || u.login!]));
}

const ACTIONS: Record<
  'annuelle' | 'standard' | 'completerExercice' | 'modifierDemande' | 'modificationAdmin',
  TypeMajAssistant | 'COMPTESNONAPPROUVES'
> = {
  annuelle: 'ANNUELLE',
  standard: 'STANDARD',
  modifierDemande: 'MODIF_DEMANDE',
  completerExercice: 'COMPTESNONAPPROUVES',
  modificationAdmin: 'MODIFICATION_ADMIN',
};

export async function ficheCopropriete(s: Session, idCopropriete: number): Promise<FicheCopropriete> {
  const c = await chargerCopropriete(idCopropriete);
  const vue = vueDe(s, c);
  const complete = vue === 'complete';
  const [declarations, mandat, titulaire] = await Promise.all([
    db().entities.declaration.query.parCopropriete({ idCopropriete }).go({ pages: 'all' }),
    c.idMandatCourant !== undefined
      ? db().entities.mandat.get({ idCopropriete, idMandat: c.idMandatCourant }).go()
      : Promise.resolve({ data: null }),
    c.idTeledeclarant !== undefined
      ? db().entities.teledeclarant.get({ idTeledeclarant: c.idTeledeclarant }).go()
      : Promise.resolve({ data: null }),
  ]);
  const t = titulaire.data;
  const benevole = t?.type === 'NON_PRO';
  const identiteVisible = complete || !benevole;
  const decls = declarations.data;
  const historiques = decls
    .filter((d) => STATUTS_HISTORIQUE.includes(d.statut))
    .sort(
      (a, b) =>
        (a.dateTraitement ?? a.dateSoumission ?? a.dateCreation).localeCompare(
          b.dateTraitement ?? b.dateSoumission ?? b.dateCreation,
        ) || a.idDeclaration - b.idDeclaration,
    );
  const noms = complete ? await nomsDe(historiques.map((d) => d.loginDeclarant ?? d.loginCreateur)) : new Map<string, string>();
  const historique = historiques
    .map((d, i) => {
      const avant = i > 0 ? (historiques[i - 1].immatCopropriete as ImmatCopropriete) : null;
      const diffs = differencesDeclarations(avant, d.immatCopropriete as ImmatCopropriete).filter(
        (x) => complete || x.bloc !== 'donneesFinancieres',
      );
      const login = d.loginDeclarant ?? d.loginCreateur;
      const erreurs = complete
        ? ((d.erreursDeclarees as { message: string; login: string; date: string }[] | undefined) ?? []).map((e) => ({
            message: e.message,
            auteur: e.login,
            date: e.date,
          }))
        : [];
      return {
        idDeclaration: d.idDeclaration,
        date: d.dateTraitement ?? d.dateSoumission ?? d.dateCreation,
        typeDeclaration: d.typeDeclaration,
        typeMaj: d.typeMaj ?? null,
        libelle: libelleDeclaration(d),
        statut: d.statut,
        auteur: complete ? (noms.get(login) ?? login) : null,
        motif: complete ? (d.motifModification ?? null) : null,
        differences: diffs,
        erreurs,
      };
    })
    .reverse();
  const courante = decls.find((d) => d.idDeclaration === c.idDeclarationCourante) ?? null;
  const brouillon = complete ? await brouillonMiseAJour(idCopropriete) : null;
  const possibilite = (p: Possibilite) => ({ possible: p.possible, raison: p.possible ? null : p.raison });
  const actions = Object.fromEntries(
    Object.entries(ACTIONS).map(([cle, typeMaj]) => [cle, possibilite(possibiliteMiseAJour(s, c, typeMaj))]),
  ) as Record<keyof typeof ACTIONS, Possibilite>;
  const enregistree = Boolean(c.immatriculation) && c.etat !== 'SUPPRIMEE';
  return {
    idCopropriete,
    version: c.version,
    immatriculation: c.immatriculation ?? null,
    etat: c.etat,
    statutRattachement: statutRattachement(c.etat),
    typeImmat: c.typeImmat,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    dateImmatriculation: c.dateImmatriculation ?? null,
    origine: c.origine ?? null,
    idDeclarationCourante: c.idDeclarationCourante ?? null,
    immatCopropriete: courante ? blocsVisibles(courante.immatCopropriete as ImmatCopropriete, vue) : null,
    mandat: mandat.data ? versMandatDto(mandat.data, c, identiteVisible ? (t?.raisonSociale ?? null) : null) : null,
    representantLegal: identiteVisible ? (c.representantLegal ?? null) : null,
    titulaire:
      t && identiteVisible
        ? { idTeledeclarant: t.idTeledeclarant, raisonSociale: t.raisonSociale ?? null, siret: t.siret ?? null }
        : null,
    majAnnuelle:
      complete && c.statutMajAnnuelle && c.majAnnuelleExigibleLe && c.majAnnuelleDateLimite
        ? {
            statut: c.statutMajAnnuelle,
            libelle: LIBELLES_MAJ_ANNUELLE[c.statutMajAnnuelle as StatutMajAnnuelle],
            exigibleLe: c.majAnnuelleExigibleLe,
            dateLimite: c.majAnnuelleDateLimite,
            dateDerniereMajAnnuelle: c.dateDerniereMajAnnuelle ?? null,
            dateClotureDernierExercice: c.dateClotureDernierExercice ?? null,
          }
        : null,
    exerciceNonApprouve: complete && (c.exerciceNonApprouve ?? false),
    exercices: complete ? exercicesDe(c) : [],
    historique,
    brouillon: brouillon
      ? {
          idDeclaration: brouillon.idDeclaration,
          typeMaj: brouillon.typeMaj ?? null,
          dateModification: brouillon.dateModification,
        }
      : null,
    actions: {
      ...actions,
      declarerErreur:
        complete && courante
          ? { possible: true, raison: null }
          : { possible: false, raison: 'Aucune déclaration en vigueur à signaler.' },
      attestation:
        complete && enregistree
          ? { possible: true, raison: null }
          : { possible: false, raison: "L'attestation est délivrée au titulaire d'une copropriété immatriculée." },
    },
  };
}

const TYPE_PAR_AUTORITE: Record<(typeof AUTORITES_ACTION_COPROPRIETE)[number], TypeMajAssistant | null> = {
  VISUALISER_COPRO: null,
  MAJ_COPROPRIETE_ANNUELLE: 'ANNUELLE',
  MAJ_COPROPRIETE_ANNUELLE_EXPIRE: 'ANNUELLE',
  MAJ_COPROPRIETE_STANDARD: 'STANDARD',
  MAJ_COPROPRIETE_STANDARD_EXPIRE: 'STANDARD',
  MAJ_COPROPRIETE_AVANT_VALIDATION: 'MODIF_DEMANDE',
};

/**
 * GET infos/{id}/{authority}: may the caller start the action of that authority now (a keeper's
 * MAJ_COPROPRIETE_STANDARD is the administrative update), the draft in progress, the locked exercise.
 */
export async function infosAction(s: Session, idCopropriete: number, autorite: (typeof AUTORITES_ACTION_COPROPRIETE)[number]) {
  const c = await chargerCopropriete(idCopropriete);
  vueDe(s, c);
  const teneur = s.autorites.includes('VALIDER_RATTACHEMENT_DECLARATION');
  const typeMaj = autorite === 'MAJ_COPROPRIETE_STANDARD' && teneur ? 'MODIFICATION_ADMIN' : TYPE_PAR_AUTORITE[autorite];
  const p = typeMaj ? possibiliteMiseAJour(s, c, typeMaj) : { possible: true, raison: null, visible: true };
  const brouillon = p.visible ? await brouillonMiseAJour(idCopropriete) : null;
  const verrou = exerciceVerrouille(exercicesDe(c), c.dateClotureDernierExercice);
  return {
    idCopropriete,
    version: c.version,
    immatriculation: c.immatriculation ?? null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    etat: c.etat,
    possible: p.possible,
    raison: p.possible ? null : p.raison,
    typeMaj,
    brouillon: brouillon
      ? {
          idDeclaration: brouillon.idDeclaration,
          typeMaj: brouillon.typeMaj ?? null,
          dateModification: brouillon.dateModification,
        }
      : null,
    exerciceVerrouille: verrou
      ? { dateClotureComptes: verrou.dateClotureComptes, raison: raisonVerrou(verrou.dateClotureComptes) }
      : null,
  };
}

/** A declaration of a condominium the caller may see (never a draft), with the condominium. */
async function declarationVisible(s: Session, idDeclaration: number) {
  const d = await chargerDeclaration(idDeclaration);
  if (!d || d.idCopropriete === undefined || !STATUTS_HISTORIQUE.includes(d.statut))
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const c = await chargerCopropriete(d.idCopropriete);
  return { d, c, vue: vueDe(s, c) };
}

export async function declarationCopropriete(s: Session, idDeclaration: number) {
  const { d, vue } = await declarationVisible(s, idDeclaration);
  return {
    idDeclaration,
    idCopropriete: d.idCopropriete!,
    statut: d.statut,
    typeDeclaration: d.typeDeclaration,
    typeMaj: d.typeMaj ?? null,
    date: d.dateTraitement ?? d.dateSoumission ?? d.dateCreation,
    isExerciceNonApprouve: vue === 'complete' && (d.isExerciceNonApprouve ?? false),
    immatCopropriete: blocsVisibles(d.immatCopropriete as ImmatCopropriete, vue),
  };
}

/**
 * GET declarerErreur/{id}?erreur=: the holder's users or a keeper flag a declaration as erroneous; the message is
 * kept on the declaration (shown on the record) and journaled, in one transaction.
 */
export async function declarerErreur(s: Session, idDeclaration: number, erreur: string, maintenant: Date) {
  const { d, c, vue } = await declarationVisible(s, idDeclaration);
  if (vue !== 'complete') throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(s);
  const erreurs = [
    ...((d.erreursDeclarees as unknown[] | undefined) ?? []),
    { message: erreur, login: s.login, profil: s.profil, date: quand },
  ];
  await transaction((e) => [
    e.declaration
      .patch({ idDeclaration })
      .set({ erreursDeclarees: erreurs })
      .add({ version: 1 })
      .where((a, { eq }) => eq(a.version, d.version))
      .commit(),
    ligneJournal(e, {
      categorie: 'MISE_A_JOUR',
      type: 'ERREUR_DECLAREE',
      acteur,
      profil,
      cible: c.immatriculation ?? String(c.idCopropriete),
      details: { idCopropriete: c.idCopropriete, idDeclaration, erreur: erreur.slice(0, 500) },
      quand: maintenant,
    }),
  ]);
  return { response: true };
}
