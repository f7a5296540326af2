/**
 * [issue 25] What the editors' guide (« Connecter un logiciel de syndic au registre ») reads without React: the token
 * URL taken from the service's OpenAPI document, the curl commands of a first session, the error catalogue (one
 * anchor per code, the `type` of the service's problem details) and the service's fixed figures.
 */
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import { typeProbleme } from '@registre/shared/domain/logiciels/probleme';
import {
  DELAI_REVOCATION_MS,
  DUREE_IDEMPOTENCE_S,
  LIMITES_LOGICIEL,
  PREFIXE_API_LOGICIELS,
  TAILLE_MAX_LOT,
  scopeOAuth,
} from '@registre/shared/domain/logiciels/portees';

export const URL_OPENAPI = `${PREFIXE_API_LOGICIELS}/openapi.json`;
export const URL_REFERENCE = `${PREFIXE_API_LOGICIELS}/docs`;

/** The pages of the list and its filters (the query schema of `GET /coproprietes`; guide.test.ts checks them). */
export const PAGINATION = { limiteParDefaut: 50, limiteMax: 100, joursParDefaut: 90, joursMax: 365 } as const;

export const CHIFFRES = {
  parSeconde: LIMITES_LOGICIEL.parSeconde,
  rafale: LIMITES_LOGICIEL.rafale,
  tailleMaxLot: TAILLE_MAX_LOT,
  idempotenceHeures: DUREE_IDEMPOTENCE_S / 3600,
  revocationSecondes: DELAI_REVOCATION_MS / 1000,
};

/**
 * The token endpoint the OpenAPI document declares (`components.securitySchemes.oauth2.flows.clientCredentials
 * .tokenUrl`), made absolute against the site's origin; null when the document does not say.
 */
export function urlJetonDuDocument(document: unknown, origine: string): string | null {
  const brut = lire(document, ['components', 'securitySchemes', 'oauth2', 'flows', 'clientCredentials', 'tokenUrl']);
  if (typeof brut !== 'string' || !brut.trim()) return null;
  try {
    return new URL(brut.trim(), origine).href;
  } catch {
    return null;
  }
}

function lire(objet: unknown, chemin: readonly string[]): unknown {
  let courant = objet;
  for (const cle of chemin) {
    if (!courant || typeof courant !== 'object') return undefined;
    courant = (courant as Record<string, unknown>)[cle];
  }
  return courant;
}

/** The token URL as written in the commands while the document is not read (or does not say). */
export const URL_JETON_INCONNUE = '<URL_JETON>';

export const SCOPES_EXEMPLE = `${scopeOAuth('lecture')} ${scopeOAuth('mise-a-jour')}`;

/** Step 1 of a first session: the token (its JSON answer carries `access_token` and `expires_in`). */
export function commandeJeton(urlJeton: string | null): string {
  return [
    'curl -u CLIENT_ID:SECRET -d grant_type=client_credentials \\',
    `  -d 'scope=${SCOPES_EXEMPLE}' \\`,
    `  ${urlJeton ?? URL_JETON_INCONNUE}`,
  ].join('\n');
}

export const REPONSE_JETON = '{"access_token":"eyJhbGciOi…","token_type":"Bearer","expires_in":3600}';

/** Step 2: the condominiums whose annual update is due or late. */
export function commandeListe(origine: string): string {
  return [
    `JETON='eyJhbGciOi…'   # la valeur de access_token`,
    `curl -H "Authorization: Bearer $JETON" \\`,
    `  '${origine}${PREFIXE_API_LOGICIELS}/coproprietes?echeance=maj-annuelle'`,
  ].join('\n');
}

/** Both steps in one script (jq reads the token from the answer). */
export function scriptPremierAppel(origine: string, urlJeton: string | null): string {
  return [
    `JETON=$(curl -s -u "$CLIENT_ID:$SECRET" -d grant_type=client_credentials \\`,
    `  -d 'scope=${SCOPES_EXEMPLE}' \\`,
    `  ${urlJeton ?? URL_JETON_INCONNUE} | jq -r .access_token)`,
    `curl -H "Authorization: Bearer $JETON" \\`,
    `  '${origine}${PREFIXE_API_LOGICIELS}/coproprietes?echeance=maj-annuelle'`,
  ].join('\n');
}

export function commandesLot(origine: string): string {
  const base = `${origine}${PREFIXE_API_LOGICIELS}`;
  return [
    '# Envoi d’un lot (202 : le lot est accepté, traité en arrière-plan)',
    `curl -X POST -H "Authorization: Bearer $JETON" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H "Idempotency-Key: $(uuidgen)" \\`,
    `  --data @lot.json '${base}/lots'`,
    '# → {"idLot":"…","nombre":50,"statut":"EN_COURS"}',
    '',
    '# Suivi : à relire toutes les quelques secondes jusqu’à "statut":"TERMINE"',
    `curl -H "Authorization: Bearer $JETON" '${base}/lots/ID_LOT'`,
  ].join('\n');
}

export const EXEMPLE_LOT = JSON.stringify(
  {
    misesAJour: [
      {
        numeroImmatriculation: 'AB1234567',
        version: 7,
        donneesFinancieres: { montantImpayesCoproprietaires: 1250.5 },
      },
    ],
  },
  null,
  2,
);

export const EXEMPLE_PROBLEME = JSON.stringify(
  {
    type: typeProbleme('REQUETE_INVALIDE'),
    title: ERREURS.REQUETE_INVALIDE.message,
    status: 400,
    detail: ERREURS.REQUETE_INVALIDE.message,
    instance: 'urn:uuid:5f0c6a1e-8d1b-4c55-9a57-2b8f2d0e7c11',
    code: 'REQUETE_INVALIDE',
    erreurs: [
      { chemin: 'misesAJour[3].donneesFinancieres.montantImpayesCoproprietaires', message: 'Le montant doit être positif.' },
    ],
  },
  null,
  2,
);

/** The anchor of a code in the catalogue: the fragment of the `type` of its problem details. */
export const ancreErreur = (code: CodeErreur) => typeProbleme(code).split('#')[1] ?? code;

/** What each status means for a software, and what to do (the catalogue's summary table). */
export const STATUTS_HTTP: readonly { status: number; sens: string; conduite: string }[] = [
  {
    status: 400,
    sens: 'Requête invalide',
    conduite: 'Corrigez les champs listés dans erreurs (chemin JSON et message) ; ne renvoyez pas la même requête telle quelle.',
  },
  {
    status: 401,
    sens: 'Jeton absent, invalide ou expiré, ou accès révoqué',
    conduite: 'Demandez un nouveau jeton ; si l’accès est révoqué, l’administrateur principal doit en créer un autre.',
  },
  {
    status: 403,
    sens: 'Portée manquante ou droit insuffisant',
    conduite: 'Demandez la portée nécessaire avec le jeton, si l’accès la permet ; sinon créez un accès qui la porte.',
  },
  {
    status: 404,
    sens: 'Introuvable, ou pas à votre établissement',
    conduite: 'Vérifiez le numéro d’immatriculation : une copropriété d’un autre établissement répond toujours 404.',
  },
  {
    status: 409,
    sens: 'Conflit de version ou mise à jour impossible',
    conduite: 'Relisez la fiche (nouvelle version) puis renvoyez, ou traitez le motif indiqué dans detail.',
  },
  {
    status: 422,
    sens: 'Clé d’idempotence réutilisée pour un autre corps',
    conduite: 'Une nouvelle requête prend une nouvelle clé Idempotency-Key.',
  },
  {
    status: 429,
    sens: 'Trop de requêtes',
    conduite: 'Attendez le nombre de secondes de l’en-tête Retry-After avant de réessayer.',
  },
  {
    status: 500,
    sens: 'Erreur du service (500, 503)',
    conduite: 'Réessayez plus tard avec la même clé Idempotency-Key : une écriture n’est jamais faite deux fois.',
  },
];

/** The codes a software meets most, each with its anchor; the others are listed after them. */
export const CODES_PRINCIPAUX: readonly CodeErreur[] = [
  'REQUETE_INVALIDE',
  'AVERTISSEMENTS_NON_CONFIRMES',
  'REQUETE_TROP_VOLUMINEUSE',
  'JETON_LOGICIEL_INVALIDE',
  'ACCES_LOGICIEL_REVOQUE',
  'PORTEE_INSUFFISANTE',
  'ACCES_NON_AUTORISE',
  'ACTIVATION_REQUISE',
  'RESSOURCE_INTROUVABLE',
  'ROUTE_INCONNUE',
  'CONFLIT_MODIFICATION',
  'MISE_A_JOUR_IMPOSSIBLE',
  'DOUBLON_TROUVE',
  'IDEMPOTENCE_EN_COURS',
  'IDEMPOTENCE_AUTRE_CORPS',
  'TROP_DE_REQUETES',
  'ERREUR_SERVEUR',
  'SERVICE_INDISPONIBLE',
];

export interface LigneCode {
  code: CodeErreur;
  status: number;
  titre: string;
  ancre: string;
}

const ligne = (code: CodeErreur): LigneCode => ({
  code,
  status: ERREURS[code].status,
  titre: ERREURS[code].message,
  ancre: ancreErreur(code),
});

/** The main codes, by status (the list's order within a status). */
export const lignesPrincipales = (): LigneCode[] => CODES_PRINCIPAUX.map(ligne).sort((a, b) => a.status - b.status);

/** Every other code of the register's catalogue, by status then code (a use case of the forms may answer any). */
export const autresLignes = (): LigneCode[] =>
  (Object.keys(ERREURS) as CodeErreur[])
    .filter((c) => !CODES_PRINCIPAUX.includes(c))
    .map(ligne)
    .sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));

/** The code an address's fragment names (`#erreur-trop-de-requetes`), or null. */
export function codeDeLAncre(fragment: string): CodeErreur | null {
  const ancre = decodeURIComponent(fragment.replace(/^#/, ''));
  return (Object.keys(ERREURS) as CodeErreur[]).find((c) => ancreErreur(c) === ancre) ?? null;
}
