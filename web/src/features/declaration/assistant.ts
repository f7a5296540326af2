/**
 * The pure part of the registration wizard (spec 000 §2–§5): the order of the steps as the user walks them, the
 * context of the block rules, the check of one step with the block's shared schema (the same the server runs),
 * the warnings to confirm, the paths of the errors and the addresses of the wizard's pages.
 */
import type { z } from 'zod';
import { BLOC_PAR_ETAPE, ETAPE_PAR_BLOC, etapesDuParcours, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { avertissements, type Avertissement } from '@registre/shared/domain/copropriete/avertissements';
import type { CodeListe, ContexteDeclaration, NomBloc } from '@registre/shared/domain/copropriete/types';
import { NOMS_BLOCS } from '@registre/shared/domain/copropriete/types';
import type { TypeImmat } from '@registre/shared/domain/enums';
import { lireDate, lireEntier } from '@registre/shared/domain/copropriete/conversions';
import {
  SCHEMAS_PAR_BLOC,
  immatCoproprieteBrouillonSchema,
  immatCoproprieteDepuisServeur,
  type ImmatCoproprieteFormulaire,
} from '@registre/shared/schemas/copropriete/immatCopropriete';
import { infoRattachementDepuisServeur } from '@registre/shared/schemas/copropriete/infoRattachement';
import { libelleConnu } from '@registre/shared/schemas/erreurs';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';

export type CodeTypeImmat = CodeListe<typeof TypeImmat>;
export const CHEMIN_IMMATRICULER = '/immatriculer-copropriete';

/**
 * The steps in the order the user walks them: those of `etapesDuParcours`, with the duplicates step (when the
 * check found some) before the summary — the check runs after the technical data (spec 000 §4.3,
 * `etapeApresVerificationDoublons`), and the summary is the last page, the one that submits.
 */
export function ordreEtapes(typeImmat: CodeTypeImmat, avecDoublons: boolean): CleEtape[] {
  const etapes = etapesDuParcours(typeImmat, avecDoublons).filter((e) => e !== 'doublons');
  if (!avecDoublons) return etapes;
  const i = etapes.indexOf('recapitulatif');
  return [...etapes.slice(0, i), 'doublons', ...etapes.slice(i)];
}

export const etapeVoisine = (etape: CleEtape, typeImmat: CodeTypeImmat, avecDoublons: boolean, sens: 1 | -1) => {
  const ordre = ordreEtapes(typeImmat, avecDoublons);
  const i = ordre.indexOf(etape);
  return i < 0 ? null : (ordre[i + sens] ?? null);
};

/** The wizard's address for a step: the draft id when it was saved, else the route and the syndic's email. */
export function cheminEtape(
  etape: CleEtape,
  d: { id: number | null; typeImmat: CodeTypeImmat; emailSyndic?: string | null },
  extra: Record<string, string> = {},
): string {
  const qs = new URLSearchParams();
  if (d.id !== null) qs.set('id', String(d.id));
  else {
    qs.set('immatriculationType', d.typeImmat);
    if (d.emailSyndic) qs.set('email', d.emailSyndic);
  }
  for (const [k, v] of Object.entries(extra)) qs.set(k, v);
  return `${CHEMIN_IMMATRICULER}/${etape}?${qs.toString()}`;
}

/**
 * The form values of a draft as the server sent them, completed: every block and field present (the draft
 * schema reads them, the "depuis serveur" conversions write them back), the mandate block on the syndic's route.
 */
export function formulaireDepuisDeclaration(
  d: Pick<DeclarationDto, 'immatCopropriete' | 'typeImmat'>,
): ImmatCoproprieteFormulaire {
  const lu = immatCoproprieteBrouillonSchema.safeParse(d.immatCopropriete ?? {});
  const valeurs = lu.success
    ? immatCoproprieteDepuisServeur(lu.data)
    : { ...immatCoproprieteDepuisServeur(null), ...(d.immatCopropriete as ImmatCoproprieteFormulaire) };
  if (d.typeImmat === 'DEFAULT' && !valeurs.infoRattachement)
    return { ...valeurs, infoRattachement: infoRattachementDepuisServeur(null) };
  if (d.typeImmat !== 'DEFAULT') return { ...valeurs, infoRattachement: null };
  return valeurs;
}

/**
 * The context of the block rules: the server's (today, route, previous exercises…) completed with what the form
 * holds now — the settlement date and the number of lots of the identification step (read by the financial and
 * technical rules) — and the geocoding outage seen during this session.
 */
export function contexteDuFormulaire(
  contexte: ContexteDeclaration,
  valeurs: ImmatCoproprieteFormulaire,
  geolocalisationIndisponible: boolean,
): ContexteDeclaration {
  return {
    ...contexte,
    dateReglementCopropriete:
      lireDate(valeurs.identification?.dateReglementCopropriete) ?? contexte.dateReglementCopropriete ?? null,
    nbLots: lireEntier(valeurs.identification?.nbLots) ?? contexte.nbLots ?? null,
    geolocalisationIndisponible: geolocalisationIndisponible || contexte.geolocalisationIndisponible === true,
  };
}

/** Field errors keyed by their full path in the form (`identification.parcelle.0.numero`). */
export type Erreurs = Record<string, string>;

export type ResultatVerification = { ok: true; bloc: NomBloc; valeur: unknown } | { ok: false; bloc: NomBloc; erreurs: Erreurs };

/** Checks the block of a step with its shared schema; paths are prefixed by the block. */
export function verifierBloc(bloc: NomBloc, valeurs: ImmatCoproprieteFormulaire, ctx: ContexteDeclaration): ResultatVerification {
  const schema = SCHEMAS_PAR_BLOC[bloc](ctx) as z.ZodType;
  const r = schema.safeParse(valeurs[bloc] ?? {});
  if (r.success) return { ok: true, bloc, valeur: r.data };
  const erreurs: Erreurs = {};
  for (const i of r.error.issues) {
    const chemin = [bloc, ...i.path.map(String)].join('.');
    if (!(chemin in erreurs)) erreurs[chemin] = i.message;
  }
  return { ok: false, bloc, erreurs };
}

/** The warnings of a checked block (its server value) that the user has not confirmed yet. */
export function avertissementsAConfirmer(
  bloc: NomBloc,
  valeur: unknown,
  ctx: ContexteDeclaration,
  confirmations: ReadonlySet<string>,
): Avertissement[] {
  const liste = avertissements({ bloc, valeur } as Parameters<typeof avertissements>[0], ctx);
  return liste.filter((a) => !confirmations.has(a.code));
}

/** The warnings grouped by code: one confirmation per code (confirming a code confirms all its warnings). */
export function parCode(liste: readonly { code: string; message: string; champ?: string }[]) {
  const groupes = new Map<string, { code: string; messages: string[] }>();
  for (const a of liste) {
    const g = groupes.get(a.code) ?? { code: a.code, messages: [] };
    if (!g.messages.includes(a.message)) g.messages.push(a.message);
    groupes.set(a.code, g);
  }
  return [...groupes.values()];
}

/**
 * A server field error's path in the form: the server may key it from the body (`immatCopropriete.x.y`), from
 * the declaration (`x.y` with x a block) or from the block of the step (`y`).
 */
export function cheminErreurServeur(champ: string, bloc: NomBloc | null): string {
  const sansCorps = champ.replace(/^immatCopropriete\./, '');
  const tete = sansCorps.split('.')[0];
  if ((NOMS_BLOCS as readonly string[]).includes(tete)) return sansCorps;
  return bloc ? `${bloc}.${sansCorps}` : sansCorps;
}

export function erreursServeur(erreurs: Record<string, string> | undefined, bloc: NomBloc | null): Erreurs {
  const resultat: Erreurs = {};
  for (const [champ, message] of Object.entries(erreurs ?? {})) {
    const chemin = cheminErreurServeur(champ, bloc);
    if (!(chemin in resultat)) resultat[chemin] = message;
  }
  return resultat;
}

/** The step where an error path is edited (the summary links each error to its step). */
export function etapeDuChemin(chemin: string): CleEtape | null {
  const bloc = chemin.split('.')[0] as NomBloc;
  return (NOMS_BLOCS as readonly string[]).includes(bloc) ? ETAPE_PAR_BLOC[bloc] : null;
}

/** The DOM id of a field, from its path: `identification.parcelle.0.numero` → `champ-identification-parcelle-0-numero`. */
export const idChamp = (chemin: string) => `champ-${chemin.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** The errors under a path (a list row, a sub-form), keyed by what follows it. */
export function erreursSous(erreurs: Erreurs, prefixe: string): Erreurs {
  const resultat: Erreurs = {};
  for (const [chemin, message] of Object.entries(erreurs))
    if (chemin.startsWith(`${prefixe}.`)) resultat[chemin.slice(prefixe.length + 1)] = message;
  return resultat;
}

/** The block a step edits (null for the summary and the duplicates). */
export const blocDeLEtape = (etape: CleEtape): NomBloc | null => BLOC_PAR_ETAPE[etape];

/** "Étape 2 sur 6" and the titles, for the DSFR Stepper. */
export function positionStepper(etape: CleEtape, ordre: readonly CleEtape[]) {
  const i = ordre.indexOf(etape);
  return { numero: i + 1, total: ordre.length, suivante: ordre[i + 1] ?? null };
}

/** The notary's start: the route chosen, with the ex officio conditions (spec 000 §1). */
export interface DepartNotaire {
  typeImmat: 'INITIALE' | 'OFFICE' | '';
  emailSyndic: string;
  syndicExistant: '' | 'true' | 'false';
  dateMiseEnDemeure: string;
}

/** The body of `POST teledeclarant/immatriculation/{type}/continuer` from the start form. */
export function corpsContinuer(d: DepartNotaire) {
  const office = d.typeImmat === 'OFFICE';
  const syndic = office && d.syndicExistant === 'true';
  return {
    emailSyndic: d.emailSyndic.trim() ? d.emailSyndic.trim() : null,
    syndicExistant: syndic,
    dateMiseEnDemeure: syndic ? d.dateMiseEnDemeure.trim() : null,
  };
}

/**
 * An error of the summary as people read it: the field's label, its row in a list, then the message
 * (« Nombre total de lots : Ce champ est obligatoire. »); the message alone when it already names the field or
 * when the path is not a field (a whole block).
 */
export function texteErreur(chemin: string, message: string): string {
  const cles = chemin.split('.');
  const libelle = libelleConnu(cles);
  if (!libelle || message.includes(`« ${libelle} »`)) return message;
  const rangs = cles.filter((k) => /^\d+$/.test(k)).map((k) => Number(k) + 1);
  return `${libelle}${rangs.length ? ` (n° ${rangs.join(', ')})` : ''} : ${message}`;
}
