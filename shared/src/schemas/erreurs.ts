/**
 * The ONE French error map of the shared schemas (issue 15 item 6), installed once for the server and the
 * browser: every message zod would write by itself becomes a sentence naming the field by its French label
 * (« Le champ « Nombre total de lots » doit être un nombre entier. »), never zod's generic wording. A schema that
 * sets its own message keeps it (zod asks the schema first, this map only after).
 *
 * Labels are looked up by the issue's path: the longest dotted suffix without list indexes that has a label
 * (`identification.adressePrincipale.x` → `adressePrincipale.x` → `x`), first in the declaration's labels
 * (LIBELLES_CHAMPS_DECLARATION), then in the labels of the other forms below; else the key itself.
 */
import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';
import { LIBELLES_CHAMPS_DECLARATION } from '../domain/copropriete/differences.ts';

/** Labels of the fields outside the declaration's blocks (accounts, requests, mandates, parameters…). */
export const LIBELLES_CHAMPS: Readonly<Record<string, string>> = {
  // addresses and parcels
  'adressePrincipale.x': 'Longitude',
  'adressePrincipale.y': 'Latitude',
  x: 'Coordonnée x (longitude)',
  y: 'Coordonnée y (latitude)',
  libelle: 'Adresse',
  numero: 'Numéro',
  voie: 'Voie',
  codePostal: 'Code postal',
  commune: 'Commune',
  communeAbsorbee: 'Commune absorbée',
  codeInsee: 'Code INSEE',
  idBan: 'Identifiant BAN',
  idRnb: 'Identifiant RNB',
  cleBan: 'Clé BAN',
  section: 'Section cadastrale',
  prefixe: 'Préfixe cadastral',
  'parcelle.numero': 'Numéro de parcelle',
  dateArrete: "Date de l'arrêté",
  dateMainLevee: 'Date de mainlevée',
  // people and accounts
  civilite: 'Civilité',
  nom: 'Nom',
  prenom: 'Prénom',
  email: 'Adresse électronique',
  emailConfirmation: "Confirmation de l'adresse électronique",
  emailGestionnaire: 'Adresse électronique du gestionnaire',
  emailSyndic: 'Adresse électronique du syndic',
  telephone: 'Téléphone',
  login: 'Identifiant de connexion',
  j_username: 'Identifiant de connexion',
  j_password: 'Mot de passe',
  motDePasse: 'Mot de passe',
  motDePasseActuel: 'Mot de passe actuel',
  motDePasseActive: 'Mot de passe',
  'remember-me': 'Se souvenir de moi',
  captcha: 'Captcha',
  recaptcha: 'Captcha',
  reponse: 'Réponse',
  key: "Clé d'activation",
  cle: 'Clé',
  profil: 'Profil',
  statut: 'Statut',
  restrictions: 'Restrictions',
  nomAdmin: "Nom de l'administrateur",
  prenomAdmin: "Prénom de l'administrateur",
  representantLegal: 'Représentant légal',
  domicilieFrance: 'Domicilié en France',
  raisonSociale: 'Raison sociale',
  siret: 'SIRET',
  codeAPE: 'Code APE',
  numEtude: "Numéro de l'étude",
  numTeledeclarant: 'Numéro de télédéclarant',
  typeTeledeclarant: 'Type de télédéclarant',
  statutTeledeclarant: 'Statut du télédéclarant',
  empreinte: 'Empreinte du certificat',
  pem: 'Certificat',
  accepte: 'Acceptation',
  refreshToken: 'Jeton de rafraîchissement',
  // identifiers
  id: 'Identifiant',
  idCopropriete: 'Identifiant de la copropriété',
  idDeclaration: 'Identifiant de la déclaration',
  idDemande: 'Identifiant de la demande',
  idDissolution: 'Identifiant de la dissolution',
  idDocument: 'Identifiant du document',
  idMandat: 'Identifiant du mandat',
  idTeledeclarant: 'Identifiant du télédéclarant',
  idTeledeclarantSuccesseur: 'Identifiant du télédéclarant successeur',
  idsDeclarations: 'Déclarations',
  immat: "Numéro d'immatriculation",
  immatriculation: "Numéro d'immatriculation",
  immatriculationOuNom: "Numéro d'immatriculation ou nom",
  version: 'Version',
  execution: "Identifiant de l'export",
  authority: 'Autorité',
  // declarations and requests
  typeImmat: "Type d'immatriculation",
  typeMaj: 'Type de mise à jour',
  etape: 'Étape',
  immatCopropriete: 'Déclaration',
  confirmations: 'Confirmations',
  verifierEtape: "Vérification de l'étape",
  geolocalisationIndisponible: 'Géolocalisation indisponible',
  syndicExistant: 'Syndic existant',
  dateMiseEnDemeure: 'Date de mise en demeure',
  doublonsConserves: 'Doublons conservés',
  doublonsVerifies: 'Doublons vérifiés',
  nbBatiments: 'Nombre de bâtiments',
  declarationHonneur: "Déclaration sur l'honneur",
  typeDemande: 'Type de demande',
  raison: 'Raison',
  raisonAffectationTeneur: "Raison de l'affectation",
  raisonRefus: 'Raison du refus',
  motif: 'Motif',
  motifs: 'Motifs',
  autreMotif: 'Autre motif',
  typesMotifRefus: 'Motifs du refus',
  message: 'Message',
  erreur: 'Erreur',
  // mandates, documents, dissolution
  dateDebut: 'Date de début',
  dateFin: 'Date de fin',
  date: 'Date',
  bool: 'Indicateur',
  justifMandat: 'Justificatif du mandat',
  typeJustif: 'Type de justificatif',
  nomFichier: 'Nom du fichier',
  typeMime: 'Type de fichier',
  taille: 'Taille du fichier',
  fichier: 'Fichier',
  fichiers: 'Fichiers',
  faitGenerateur: 'Fait générateur',
  dateFaitGenerateur: 'Date du fait générateur',
  // searches and pages
  q: 'Recherche',
  filtre: 'Filtre',
  pageNumber: 'Numéro de page',
  pageSize: 'Nombre de lignes par page',
  sortDirection: 'Ordre de tri',
  sortField: 'Champ de tri',
  curseur: 'Curseur',
  etatsCopropriete: 'États de la copropriété',
  horsDelaiSeulement: 'Hors délai seulement',
  maximumResponses: 'Nombre maximal de réponses',
  type: 'Type',
  t: 'Type',
  n: 'Nombre de bâtiments',
};

const LIBELLES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(LIBELLES_CHAMPS),
  ...Object.entries(LIBELLES_CHAMPS_DECLARATION).flatMap(([bloc, champs]) =>
    Object.entries(champs).flatMap(([champ, libelle]) => [
      [champ, libelle] as [string, string],
      [`${bloc}.${champ}`, libelle] as [string, string],
    ]),
  ),
]);

/** The French label of the field at `chemin` (list indexes ignored), undefined when none is known. */
export function libelleConnu(chemin: readonly PropertyKey[]): string | undefined {
  const cles = chemin.filter((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  for (let i = 0; i < cles.length; i++) {
    const l = LIBELLES.get(cles.slice(i).join('.'));
    if (l) return l;
  }
  return undefined;
}

/** The French label of the field at `chemin`; the last key itself when none is known. */
export function libelleChamp(chemin: readonly PropertyKey[]): string | null {
  return libelleConnu(chemin) ?? chemin.filter((k): k is string => typeof k === 'string').at(-1) ?? null;
}

/** 99999 → "99 999" (non-breaking space), as French writes numbers. */
const nombre = (n: number | bigint) =>
  Number(n)
    .toLocaleString('fr-FR', { maximumFractionDigits: 20 })
    .replace(/[\u202f ]/g, '\u00a0');

const TYPES: Record<string, string> = {
  string: 'un texte',
  number: 'un nombre',
  int: 'un nombre entier',
  bigint: 'un nombre entier',
  boolean: 'vrai ou faux',
  array: 'une liste',
  tuple: 'une liste',
  object: 'un ensemble de champs',
  record: 'un ensemble de champs',
  date: 'une date au format jj/mm/aaaa',
  file: 'un fichier',
};

const FORMATS: Record<string, string> = {
  email: 'doit être une adresse électronique valide (exemple : prenom.nom@exemple.fr)',
  date: 'doit être une date au format jj/mm/aaaa',
  datetime: 'doit être une date et une heure valides',
  time: 'doit être une heure valide',
  url: 'doit être une adresse web valide',
  uuid: 'doit être un identifiant valide',
  regex: "n'est pas au bon format",
};

const SUR = Number.MAX_SAFE_INTEGER;

type Issue = z.core.$ZodRawIssue & { input?: unknown; path?: PropertyKey[] };

/** The bounds a number schema declares (to say "between X and Y" rather than only one side). */
function bornes(issue: Issue): { min?: number; max?: number } {
  type Verif = { _zod?: { def?: { check?: string; value?: unknown } } };
  const schema = (issue as { schema?: { _zod?: { def?: { checks?: Verif[] } } } }).schema;
  let min: number | undefined;
  let max: number | undefined;
  for (const c of schema?._zod?.def?.checks ?? []) {
    const d = c._zod?.def;
    if (d?.check === 'greater_than' && typeof d.value === 'number') min = d.value;
    if (d?.check === 'less_than' && typeof d.value === 'number') max = d.value;
  }
  if (issue.code === 'too_small') min = Number(issue.minimum);
  if (issue.code === 'too_big') max = Number(issue.maximum);
  const ok = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < SUR;
  return { ...(ok(min) ? { min } : {}), ...(ok(max) ? { max } : {}) };
}

/** What is wrong, as the end of a sentence whose subject is the field ("doit être un nombre entier"). */
function predicat(issue: Issue): string | null {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'est obligatoire';
      if (issue.expected === 'undefined' || issue.expected === 'never') return null; // see `message`
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'doit être un nombre fini';
      return `doit être ${TYPES[issue.expected] ?? 'une valeur valide'}`;
    }
    case 'too_big':
    case 'too_small': {
      const petit = issue.code === 'too_small';
      const limite = Number(petit ? issue.minimum : issue.maximum);
      if (issue.origin === 'string') {
        if (petit) return limite <= 1 ? 'est obligatoire' : `doit contenir au moins ${nombre(limite)} caractères`;
        return `ne doit pas dépasser ${nombre(limite)} caractères`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        if (petit) return limite <= 1 ? 'doit contenir au moins un élément' : `doit contenir au moins ${nombre(limite)} éléments`;
        return `doit contenir au plus ${nombre(limite)} éléments`;
      }
      if (issue.origin === 'file') return petit ? 'est vide' : `ne doit pas dépasser ${nombre(limite)} octets`;
      if (issue.origin === 'date') return petit ? 'est trop ancienne' : 'est trop récente';
      const { min, max } = bornes(issue);
      if (min !== undefined && max !== undefined) return `doit être compris entre ${nombre(min)} et ${nombre(max)}`;
      if (!Number.isFinite(limite) || Math.abs(limite) >= SUR) return petit ? 'est trop petit' : 'est trop grand';
      if (petit)
        return issue.inclusive ? `doit être supérieur ou égal à ${nombre(limite)}` : `doit être supérieur à ${nombre(limite)}`;
      return issue.inclusive ? `doit être inférieur ou égal à ${nombre(limite)}` : `doit être inférieur à ${nombre(limite)}`;
    }
    case 'invalid_format': {
      const f = issue.format;
      if (f === 'starts_with') return `doit commencer par « ${(issue as { prefix?: string }).prefix} »`;
      if (f === 'ends_with') return `doit se terminer par « ${(issue as { suffix?: string }).suffix} »`;
      if (f === 'includes') return `doit contenir « ${(issue as { includes?: string }).includes} »`;
      return FORMATS[f] ?? "n'est pas au bon format";
    }
    case 'not_multiple_of':
      return `doit être un multiple de ${nombre(Number(issue.divisor))}`;
    case 'invalid_value': {
      const valeurs = issue.values.map((v) => (typeof v === 'string' ? v : String(v)));
      if (valeurs.length === 1) return `doit valoir « ${valeurs[0]} »`;
      if (valeurs.length <= 8)
        return `doit valoir ${valeurs
          .slice(0, -1)
          .map((v) => `« ${v} »`)
          .join(', ')} ou « ${valeurs.at(-1)} »`;
      return 'ne fait pas partie des valeurs possibles';
    }
    case 'invalid_union':
      return issue.input === undefined ? 'est obligatoire' : "n'est pas valide";
    case 'invalid_key':
    case 'invalid_element':
      return 'contient une valeur non valide';
    default:
      return "n'est pas valide";
  }
}

/** The French sentence of an issue zod would word by itself (raw, while parsing, or final). */
export function messageErreur(brute: Issue | z.core.$ZodIssue): string {
  const issue = brute as Issue;
  const chemin = issue.path ?? [];
  const libelle = libelleChamp(chemin);
  if (issue.code === 'unrecognized_keys') {
    const cles = issue.keys.map((k) => `« ${libelleChamp([...chemin, k])} »`);
    return cles.length === 1 ? `Le champ ${cles[0]} n'est pas attendu.` : `Les champs ${cles.join(', ')} ne sont pas attendus.`;
  }
  if (issue.code === 'invalid_type' && (issue.expected === 'undefined' || issue.expected === 'never')) {
    return libelle ? `Le champ « ${libelle} » n'est pas attendu.` : "Cette requête n'attend pas de contenu.";
  }
  const p = predicat(issue) ?? "n'est pas valide";
  return libelle ? `Le champ « ${libelle} » ${p}.` : `La valeur ${p}.`;
}

let installe = false;
/** Installs the map (once): zod's French locale for anything left, this map before it. */
export function installerErreursFrancaises() {
  if (installe) return;
  installe = true;
  z.config(fr());
  z.config({ customError: (issue) => messageErreur(issue as Issue) });
}

installerErreursFrancaises();
