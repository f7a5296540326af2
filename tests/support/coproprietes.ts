/**
 * Helpers of the registration tests (issue 4), over the HTTP API: a complete valid declaration (form shape, from
 * the shared fixtures) with its own address, street, parcel and name so that tests never meet each other's
 * condominiums as duplicates (the integration cloud is shared by every test file), drafts saved and
 * submitted, and a validation request with a duplicate for the keepers' tests.
 *
 * Dates follow the clock (mandate from the first of this month for 12 months, exercise of the year before
 * last): the rules compare them with today.
 */
import { randomInt } from 'node:crypto';
import {
  donneesFinancieresValides,
  donneesTechniquesValides,
  identificationValide,
  infoRattachementValide,
  proceduresValides,
} from '@registre/shared/schemas/copropriete/fixtures';
import type { ImmatCoproprieteFormulaire } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { IdentificationFormulaire } from '@registre/shared/schemas/copropriete/identification';
import { appeler, type Reponse } from './api.ts';

export type TypeImmat = 'DEFAULT' | 'INITIALE' | 'OFFICE';

let compteur = 0;
/** A token unique to this call (letters only: it goes into names and streets). */
export function unique(): string {
  const lettres = 'abcdefghijklmnopqrstuvwxyz';
  let n = Date.now() * 1000 + (compteur++ % 1000) * 7 + randomInt(0, 7);
  let s = '';
  while (n > 0) {
    s = lettres[n % 26] + s;
    n = Math.floor(n / 26);
  }
  return s;
}

const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** A geolocated reference address of its own: street `Rue <token>`, number 12 unless told, Paris 2e. */
export function adresseUnique(jeton = unique(), numero = 12) {
  return {
    geolocalisee: 'true' as const,
    libelle: `${numero} Rue ${jeton} 75002 Paris`,
    numero: String(numero),
    voie: `Rue ${jeton}`,
    codePostal: '75002',
    commune: 'Paris',
    codeInsee: '75102',
    x: 2.331,
    y: 48.869,
    idBan: `75102_${jeton}_${String(numero).padStart(5, '0')}`,
    idRnb: 'ABCD1234EFGH',
  };
}

/**
 * A geolocated parcel of its own in Paris 2e: random prefix, section and number, 6.8 billion of them. Section and
 * number alone (6.8 million) made two of a few thousand registrations the same parcel, hence probable duplicates
 * by chance (one in a benchmark of 800 registrations).
 */
export function parcelleUnique() {
  const l = () => String.fromCharCode(65 + randomInt(0, 26));
  return {
    codePostal: '75002',
    commune: 'Paris',
    codeInsee: '75102',
    prefixe: String(randomInt(0, 1000)).padStart(3, '0'),
    section: l() + l(),
    numero: String(randomInt(1, 10000)),
    geolocalisee: 'true' as const,
  };
}

export interface AjoutsDeclaration {
  infoRattachement?: Record<string, unknown> | null;
  identification?: Partial<IdentificationFormulaire>;
  procedures?: Record<string, unknown>;
  donneesFinancieres?: Record<string, unknown>;
  donneesTechniques?: Record<string, unknown>;
}

/**
 * A complete valid declaration of route `typeImmat` (form shape), unique address, parcel and name; `ajouts`
 * override fields block by block. Settlement date: 15/03/1985 (DEFAULT, OFFICE) or 15/03/2018 (INITIALE).
 */
export function declarationValide(ajouts: AjoutsDeclaration = {}, typeImmat: TypeImmat = 'DEFAULT'): ImmatCoproprieteFormulaire {
  const jeton = unique();
  const maintenant = new Date();
  const debut = new Date(Date.UTC(maintenant.getUTCFullYear(), maintenant.getUTCMonth(), 1));
  const fin = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), 0));
  const an = maintenant.getUTCFullYear();
  return {
    infoRattachement:
      typeImmat === 'DEFAULT'
        ? {
            // [issue 27] a supporting document is the caller's own, checked at submission: none unless a test deposits one
            ...infoRattachementValide({
              dateDebutMandat: fr(debut),
              dateFinMandat: fr(fin),
              idDocument: '',
              nomFichierJustifMandat: '',
            }),
            ...(ajouts.infoRattachement ?? {}),
          }
        : null,
    identification: identificationValide({
      adressePrincipale: adresseUnique(jeton),
      parcelle: [parcelleUnique()],
      nomCopropriete: `Résidence ${jeton}`.slice(0, 50),
      ...(typeImmat === 'INITIALE' && { dateReglementCopropriete: '15/03/2018' }),
      ...ajouts.identification,
    }),
    procedures: proceduresValides(ajouts.procedures),
    donneesFinancieres: donneesFinancieresValides({
      dateDebutExercice: `01/01/${an - 2}`,
      dateClotureComptes: `31/12/${an - 2}`,
      dateAg: `20/05/${an - 1}`,
      ...ajouts.donneesFinancieres,
    }),
    donneesTechniques: donneesTechniquesValides(ajouts.donneesTechniques),
  };
}

/**
 * The financial block of the exercise that follows the one `declarationValide` declares: year Y-1, approved on
 * 15/03/Y (Y the current year): what an annual update declares.
 */
export function exerciceSuivant(ajouts: Record<string, string> = {}) {
  const an = new Date().getUTCFullYear();
  return {
    dateDebutExercice: `01/01/${an - 1}`,
    dateClotureComptes: `31/12/${an - 1}`,
    dateAg: `15/03/${an}`,
    comptesNonApprouves: 'false' as const,
    premierExerciceComptable: 'false' as const,
    presenceEmployes: 'false' as const,
    chargesOperationsCourantes: '120000',
    chargesOperationsExceptionnelles: '0',
    montantDettes: '1000',
    montantFondTravaux: '5000',
    montantImpayesCoproprietaires: '2000',
    nbCoproprietairesImpayes: '1',
    donneesFinancieresInconnues: 'false' as const,
    ...ajouts,
  };
}

export interface DeclarationLue {
  id: number;
  version: number;
  idCopropriete: number | null;
  statut: string;
  typeImmat: TypeImmat;
  etape: string | null;
  immatCopropriete: ImmatCoproprieteFormulaire;
  confirmations: string[];
  avertissements: { code: string; bloc: string; champ: string; message: string; confirme: boolean }[];
}

/** PUT brouillon/save/{etape}: the raw answer. */
export function enregistrer(
  jeton: string,
  etape: string,
  corps: {
    id?: number | null;
    version?: number | null;
    typeImmat: TypeImmat;
    immatCopropriete: unknown;
    confirmations?: string[];
    verifierEtape?: boolean;
    emailSyndic?: string;
    syndicExistant?: boolean;
    dateMiseEnDemeure?: string;
    geolocalisationIndisponible?: boolean;
  },
): Promise<Reponse<any>> {
  return appeler('PUT', `/api/coproprietes/brouillon/save/${etape}`, { jeton, json: corps });
}

/** A complete draft saved in one go (step donnees-techniques), throwing if refused. */
export async function enregistrerBrouillonComplet(
  jeton: string,
  typeImmat: TypeImmat = 'DEFAULT',
  ajouts: AjoutsDeclaration = {},
  autres: { emailSyndic?: string; syndicExistant?: boolean; dateMiseEnDemeure?: string; confirmations?: string[] } = {},
): Promise<DeclarationLue> {
  const r = await enregistrer(jeton, 'donnees-techniques', {
    typeImmat,
    immatCopropriete: declarationValide(ajouts, typeImmat),
    ...autres,
  });
  if (r.status !== 200) throw new Error(`brouillon refusé : ${r.status} ${JSON.stringify(r.corps)}`);
  return r.corps;
}

export interface ResultatSoumission {
  resultat: 'IMMATRICULEE' | 'A_VALIDER';
  idCopropriete: number;
  idDeclaration: number;
  immatriculation: string | null;
  idDemande: string | null;
  echeance: string | null;
  message: string;
}

/** PUT brouillon/submit (syndic) or POST notaire/…/submit (notary, `notaire: true`): the raw answer. */
export function soumettre(
  jeton: string,
  id: number,
  version: number,
  options: { doublonsConserves?: boolean; confirmations?: string[]; notaire?: boolean; idTeledeclarantSuccesseur?: number } = {},
): Promise<Reponse<any>> {
  const { notaire, ...corps } = options;
  return notaire
    ? appeler('POST', `/api/coproprietes/notaire/immatriculation/td/${id}/submit`, {
        jeton,
        json: { version, confirmations: [], ...corps },
      })
    : appeler('PUT', '/api/coproprietes/brouillon/submit', { jeton, json: { id, version, confirmations: [], ...corps } });
}

/** A condominium registered at once by the syndic of `jeton` (no duplicate): its number and ids. */
export async function immatriculerCopropriete(jeton: string, ajouts: AjoutsDeclaration = {}) {
  const b = await enregistrerBrouillonComplet(jeton, 'DEFAULT', ajouts);
  const r = await soumettre(jeton, b.id, b.version);
  if (r.status !== 200 || r.corps.resultat !== 'IMMATRICULEE')
    throw new Error(`immatriculation refusée : ${r.status} ${JSON.stringify(r.corps)}`);
  return { ...(r.corps as ResultatSoumission), declaration: b };
}

/**
 * A validation request with one duplicate: the syndic of `jetonSyndic` registers a condominium, then submits a
 * second one at the same address (same street, number, BAN key), keeping the duplicate.
 */
export async function creerDemandeAvecDoublon(jetonSyndic: string) {
  const premiere = await immatriculerCopropriete(jetonSyndic);
  const adresse = premiere.declaration.immatCopropriete.identification.adressePrincipale;
  const b = await enregistrerBrouillonComplet(jetonSyndic, 'DEFAULT', {
    identification: { adressePrincipale: { ...adresse } },
  });
  const r = await soumettre(jetonSyndic, b.id, b.version, { doublonsConserves: true });
  if (r.status !== 200 || r.corps.resultat !== 'A_VALIDER')
    throw new Error(`demande de validation non créée : ${r.status} ${JSON.stringify(r.corps)}`);
  const s = r.corps as ResultatSoumission;
  return {
    idDemande: s.idDemande!,
    idDeclaration: s.idDeclaration,
    idCopropriete: s.idCopropriete,
    echeance: s.echeance!,
    doublon: { idCopropriete: premiere.idCopropriete, immatriculation: premiere.immatriculation! },
  };
}
