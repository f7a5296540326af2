/**
 * [issue 11] The pure part of a registered condominium's pages (spec 000 §2–§5): its record
 * (`/copropriete/fiche/:id`), its updates through the registration's stepper (`/copropriete/mise-a-jour/:id/:typeMaj`)
 * and the completion of an exercise whose accounts were not approved (`/copropriete/fiche/:id/exercice-non-approuve`):
 * the addresses, the authority each update opens with, the steps of an update, the answers of the API, the labels.
 */
import type { z } from 'zod';
import type { CleEtape } from '@registre/shared/domain/copropriete/etapes';
import type { ContexteDeclaration, ExerciceDeclare } from '@registre/shared/domain/copropriete/types';
import { lireDate, lireEntier } from '@registre/shared/domain/copropriete/conversions';
import { TypeMaj } from '@registre/shared/domain/enums';
import type { AUTORITES_ACTION_COPROPRIETE } from '@registre/shared/routes/coproprietes.routes';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import type { DonneesFinancieresFormulaire } from '@registre/shared/schemas/copropriete/donneesFinancieres';
import {
  LIBELLES_TYPE_MAJ,
  TYPES_MAJ_ASSISTANT,
  type FicheCopropriete,
  type TypeMajAssistant,
  type resultatMiseAJourSchema,
  type statutMajAnnuelleSchema,
} from '@registre/shared/schemas/copropriete/miseAJour';
import { dateFr } from '../../lib/format.ts';

export const CHEMIN_FICHE = '/copropriete/fiche';
export const CHEMIN_MISE_A_JOUR = '/copropriete/mise-a-jour';

export const cheminFiche = (idCopropriete: number) => `${CHEMIN_FICHE}/${idCopropriete}`;
export const cheminCompletion = (idCopropriete: number) => `${CHEMIN_FICHE}/${idCopropriete}/exercice-non-approuve`;

/**
 * The update stepper's address: the draft (`declaration`, once opened: a reload resumes it) and the step
 * (`etape`) in the query string.
 */
export function cheminMiseAJour(
  idCopropriete: number,
  typeMaj: TypeMajAssistant,
  o: { etape?: CleEtape | null; declaration?: number | null } = {},
): string {
  const qs = new URLSearchParams();
  if (o.declaration) qs.set('declaration', String(o.declaration));
  if (o.etape) qs.set('etape', o.etape);
  const s = qs.toString();
  return `${CHEMIN_MISE_A_JOUR}/${idCopropriete}/${typeMaj}${s ? `?${s}` : ''}`;
}

export const estTypeMajAssistant = (v: string | null | undefined): v is TypeMajAssistant =>
  v !== null && v !== undefined && (TYPES_MAJ_ASSISTANT as readonly string[]).includes(v);

export type AutoriteAction = (typeof AUTORITES_ACTION_COPROPRIETE)[number];

/** The authority `GET coproprietes/infos/{id}/{authority}` is asked with, for each update. */
export const AUTORITE_MISE_A_JOUR: Record<TypeMajAssistant, AutoriteAction> = {
  ANNUELLE: 'MAJ_COPROPRIETE_ANNUELLE',
  STANDARD: 'MAJ_COPROPRIETE_STANDARD',
  MODIFICATION_ADMIN: 'MAJ_COPROPRIETE_STANDARD',
  MODIF_DEMANDE: 'MAJ_COPROPRIETE_AVANT_VALIDATION',
};

export const libelleTypeMaj = (t: string | null | undefined): string =>
  (t && (LIBELLES_TYPE_MAJ[t] ?? TypeMaj.labels[t as keyof typeof TypeMaj.labels])) || 'Mise à jour';

/**
 * The steps of an update: no mandate step (the mandate changes through its renewal), no duplicates step (the
 * condominium is registered already); the summary records.
 */
export const ETAPES_MISE_A_JOUR: readonly CleEtape[] = [
  'identification',
  'procedures',
  'donnees-financieres',
  'donnees-techniques',
  'recapitulatif',
];

/** The step of the address, the first one when it is missing or not a step of an update. */
export const etapeMiseAJour = (v: string | null | undefined): CleEtape =>
  (ETAPES_MISE_A_JOUR as readonly string[]).includes(v ?? '') ? (v as CleEtape) : ETAPES_MISE_A_JOUR[0];

export function etapeVoisineMiseAJour(etape: CleEtape, sens: 1 | -1): CleEtape | null {
  const i = ETAPES_MISE_A_JOUR.indexOf(etape);
  return i < 0 ? null : (ETAPES_MISE_A_JOUR[i + sens] ?? null);
}

export type ResultatMiseAJour = z.infer<typeof resultatMiseAJourSchema>;

/** `PUT coproprietes/declaration/{a}/{x}` answers the draft (a=false) or the recorded update (a=true). */
export function estResultatMiseAJour(r: DeclarationDto | ResultatMiseAJour): r is ResultatMiseAJour {
  return 'idDeclaration' in r && 'message' in r && !('immatCopropriete' in r);
}

/** Spec wording of a locked exercise, on the financial step of an update other than the annual one. */
export const messageExerciceVerrouille = (dateClotureComptes: string) =>
  `Exercice clos le ${dateFr(dateClotureComptes)} approuvé et enregistré par une mise à jour annuelle : ses données financières ne peuvent plus être modifiées.`;

/** Why an exercise of the record shows "Verrouillé". */
export const RAISON_EXERCICE_VERROUILLE =
  'Exercice approuvé et enregistré par une mise à jour annuelle : il ne peut plus être modifié.';

/** The financial step of an update is read-only when an exercise is locked, but on the annual update (a new exercise). */
export const financesEnLectureSeule = (typeMaj: TypeMajAssistant, exerciceVerrouille: { dateClotureComptes: string } | null) =>
  exerciceVerrouille !== null && typeMaj !== 'ANNUELLE';

/* ---------- the record ---------- */

export type StatutMajAnnuelle = z.infer<typeof statutMajAnnuelleSchema>;
export const LIBELLES_STATUT_MAJ_ANNUELLE: Record<StatutMajAnnuelle, string> = {
  A_FAIRE: 'À faire',
  FAITE: 'Faite',
  EN_RETARD: 'En retard',
};
export const severiteMajAnnuelle = (s: StatutMajAnnuelle): 'info' | 'success' | 'error' =>
  s === 'FAITE' ? 'success' : s === 'EN_RETARD' ? 'error' : 'info';

/** The update a draft in progress resumes with (a draft of another kind resumes as a standard update). */
export const typeMajDeReprise = (t: string | null | undefined): TypeMajAssistant => (estTypeMajAssistant(t) ? t : 'STANDARD');

/** "Mise à jour annuelle en cours depuis le 02/03/2025". */
export const libelleBrouillon = (b: { typeMaj: string | null; dateModification: string }) =>
  `${libelleTypeMaj(b.typeMaj)} en cours, modifiée le ${dateFr(b.dateModification)}`;

/** The registration certificate's file name. */
export const nomFichierAttestation = (immatriculation: string | null, idCopropriete: number) =>
  `attestation-immatriculation-${(immatriculation ?? String(idCopropriete)).replace(/[^A-Za-z0-9]+/g, '')}.pdf`;

/** The record's exercises as the financial rules read them (ISO dates). */
export function exercicesDeclares(exercices: FicheCopropriete['exercices']): ExerciceDeclare[] {
  return exercices.map((e) => ({
    dateDebutExercice: iso(e.dateDebutExercice),
    dateClotureComptes: iso(e.dateClotureComptes) ?? e.dateClotureComptes,
    dateAg: iso(e.dateAg),
  }));
}
const iso = (d: string | null | undefined): string | null => (d ? (lireDate(d) ?? d.slice(0, 10)) : null);

/**
 * Whether the record's financial block was communicated: the public view of a condominium (a notary that does not
 * hold it) carries it emptied, every field blank.
 */
export function blocFinancierCommunique(df: Record<string, unknown> | null | undefined): boolean {
  if (!df) return false;
  return Object.values(df).some((v) => v !== null && v !== undefined && v !== '' && v !== 'false' && v !== false);
}

/* ---------- completion of an exercise whose accounts were not approved ---------- */

const oui = (v: unknown) => v === true || v === 'true';

/**
 * The financial block of the completion form: the exercise declared with accounts not approved (the record's
 * financial block when it is that one, else the dates of the record's unapproved exercise), now approved, the
 * general assembly's date to type.
 */
export function valeursCompletion(fiche: Pick<FicheCopropriete, 'immatCopropriete' | 'exercices'>): DonneesFinancieresFormulaire {
  const bloc = fiche.immatCopropriete?.donneesFinancieres ?? null;
  // the latest exercise with accounts not approved (the server completes the last one recorded)
  const exercice =
    fiche.exercices
      .filter((e) => e.nonApprouve)
      .sort((a, b) => (iso(b.dateClotureComptes) ?? '').localeCompare(iso(a.dateClotureComptes) ?? ''))[0] ?? null;
  const blocEstLExercice =
    bloc !== null &&
    oui(bloc.comptesNonApprouves) &&
    (exercice === null || iso(String(bloc.dateClotureComptes ?? '')) === iso(exercice.dateClotureComptes));
  const base: DonneesFinancieresFormulaire = blocEstLExercice
    ? { ...bloc }
    : {
        dateDebutExercice: exercice?.dateDebutExercice ? dateFr(exercice.dateDebutExercice) : '',
        dateClotureComptes: exercice ? dateFr(exercice.dateClotureComptes) : '',
      };
  return { ...base, donneesFinancieresInconnues: 'false', comptesNonApprouves: 'false', dateAg: '' };
}

/** The context of the financial rules on the completion form. */
export function contexteCompletion(
  fiche: Pick<FicheCopropriete, 'immatCopropriete' | 'exercices' | 'typeImmat'>,
  aujourdhui: string,
): ContexteDeclaration {
  const identification = fiche.immatCopropriete?.identification;
  return {
    aujourdhui,
    typeImmat: fiche.typeImmat,
    typeMaj: 'COMPTESNONAPPROUVES',
    exercicesPrecedents: exercicesDeclares(fiche.exercices),
    dateReglementCopropriete: lireDate(identification?.dateReglementCopropriete) ?? null,
    nbLots: lireEntier(identification?.nbLots) ?? null,
  };
}

/* ---------- the server's warnings ---------- */

/**
 * 400 AVERTISSEMENTS_NON_CONFIRMES carries `erreurs` (field → message) but not the codes: each is matched with a
 * warning known to the browser (computed with the same shared rules, or listed on the draft) by its field; those
 * that match nothing stay errors.
 */
export function avertissementsDuServeur(
  erreurs: Record<string, string>,
  connus: readonly { code: string; champ: string; message: string; bloc?: string }[],
): { avertissements: { code: string; champ: string; message: string }[]; restantes: Record<string, string> } {
  const avertissements: { code: string; champ: string; message: string }[] = [];
  const restantes: Record<string, string> = {};
  const complet = (a: { champ: string; bloc?: string }) =>
    a.bloc && !a.champ.startsWith(`${a.bloc}.`) ? `${a.bloc}.${a.champ}` : a.champ;
  for (const [champ, message] of Object.entries(erreurs)) {
    const chemin = champ.replace(/^immatCopropriete\./, '');
    const trouve =
      connus.find((a) => complet(a) === chemin && a.message === message) ??
      connus.find((a) => complet(a) === chemin) ??
      connus.find((a) => a.champ === chemin || chemin.endsWith(`.${a.champ}`));
    if (trouve) avertissements.push({ code: trouve.code, champ: complet(trouve), message });
    else restantes[champ] = message;
  }
  return { avertissements, restantes };
}
