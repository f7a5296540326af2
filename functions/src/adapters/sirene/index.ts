/**
 * Sirene port (DESIGN.md §6): the establishment behind a SIRET, from INSEE's Sirene register. Two adapters chosen
 * by configuration: `insee` (HTTP, API Sirene 3.11, key in SIRENE_API_KEY) and `local` (the fixture register
 * `registre-local.json` shipped beside this file, same shape as the API's answers). Both go through the same
 * mapping (`versEtablissement`), which the unit tests exercise with recorded answers.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { libelleApe, normaliserApe } from '@registre/shared/domain/codesApe';
import { config } from '../../platform/config.ts';
import { logger } from '../../platform/logger.ts';

/** `etablissement` of the API's answer to GET /siret/{siret} (only the fields the register reads). */
export interface EtablissementInsee {
  siren: string;
  siret: string;
  etablissementSiege?: boolean;
  uniteLegale: {
    denominationUniteLegale?: string | null;
    sigleUniteLegale?: string | null;
    nomUniteLegale?: string | null;
    nomUsageUniteLegale?: string | null;
    prenomUsuelUniteLegale?: string | null;
    prenom1UniteLegale?: string | null;
    activitePrincipaleUniteLegale?: string | null;
  };
  adresseEtablissement: {
    complementAdresseEtablissement?: string | null;
    numeroVoieEtablissement?: string | null;
    indiceRepetitionEtablissement?: string | null;
    typeVoieEtablissement?: string | null;
    libelleVoieEtablissement?: string | null;
    codePostalEtablissement?: string | null;
    libelleCommuneEtablissement?: string | null;
    libelleCommuneEtrangerEtablissement?: string | null;
    distributionSpecialeEtablissement?: string | null;
    codeCommuneEtablissement?: string | null;
    codeCedexEtablissement?: string | null;
    libelleCedexEtablissement?: string | null;
    libellePaysEtrangerEtablissement?: string | null;
  };
  periodesEtablissement: {
    dateFin?: string | null;
    etatAdministratifEtablissement?: string | null;
    activitePrincipaleEtablissement?: string | null;
    enseigne1Etablissement?: string | null;
    denominationUsuelleEtablissement?: string | null;
  }[];
}

/** What the register keeps of an establishment (spec 001 §3 "Establishment"), address lines as on an envelope. */
export interface EtablissementSirene {
  siret: string;
  raisonSociale: string;
  /** APE code without its dot, like the spec writes it (6832A) */
  codeApe: string | null;
  libelleNaf: string | null;
  typeEtab: 'SIEGE' | 'SECONDAIRE';
  libelleTypeEtab: string;
  /** AFNOR NF Z10-011 lines: 1 name, 2 complement of name, 3 building, 4 number and street, 5 special
   * distribution, 6 postal code and town, 7 country */
  l1: string;
  l2: string | null;
  l3: string | null;
  l4: string | null;
  l5: string | null;
  l6: string | null;
  l7: string;
  immeuble: string | null;
  voie: string | null;
  codePostal: string | null;
  localite: string | null;
  codeInsee: string | null;
  /** false when the register says the establishment is closed (etatAdministratifEtablissement F) */
  actif: boolean;
}

const TYPES_VOIE: Record<string, string> = {
  ALL: 'ALLÉE',
  AV: 'AVENUE',
  BD: 'BOULEVARD',
  CHE: 'CHEMIN',
  CRS: 'COURS',
  IMP: 'IMPASSE',
  PL: 'PLACE',
  QU: 'QUAI',
  RTE: 'ROUTE',
  RUE: 'RUE',
  SQ: 'SQUARE',
  PAS: 'PASSAGE',
  FG: 'FAUBOURG',
  PRO: 'PROMENADE',
  ESP: 'ESPLANADE',
};
const joindre = (...morceaux: (string | null | undefined)[]) =>
  morceaux
    .filter((m) => m && m.trim())
    .join(' ')
    .trim() || null;

/** The API's answer -> the register's establishment. */
export function versEtablissement(e: EtablissementInsee): EtablissementSirene {
  const ul = e.uniteLegale;
  const periode = e.periodesEtablissement.find((p) => !p.dateFin) ?? e.periodesEtablissement[0];
  const personne = joindre(ul.prenomUsuelUniteLegale ?? ul.prenom1UniteLegale, ul.nomUsageUniteLegale ?? ul.nomUniteLegale);
  const raisonSociale = ul.denominationUniteLegale ?? personne ?? ul.sigleUniteLegale ?? e.siret;
  const a = e.adresseEtablissement;
  const typeVoie = a.typeVoieEtablissement ? (TYPES_VOIE[a.typeVoieEtablissement] ?? a.typeVoieEtablissement) : null;
  const voie = joindre(typeVoie, a.libelleVoieEtablissement);
  const l4 = joindre(a.numeroVoieEtablissement, a.indiceRepetitionEtablissement, voie);
  const commune = a.libelleCommuneEtrangerEtablissement ?? a.libelleCommuneEtablissement ?? null;
  const l6 = a.codeCedexEtablissement
    ? joindre(a.codeCedexEtablissement, a.libelleCedexEtablissement)
    : joindre(a.codePostalEtablissement, commune);
  const ape = periode?.activitePrincipaleEtablissement ?? ul.activitePrincipaleUniteLegale ?? null;
  const siege = e.etablissementSiege !== false;
  return {
    siret: e.siret,
    raisonSociale,
    codeApe: ape ? normaliserApe(ape) : null,
    libelleNaf: ape ? libelleApe(ape) : null,
    typeEtab: siege ? 'SIEGE' : 'SECONDAIRE',
    libelleTypeEtab: siege ? 'Siège' : 'Établissement secondaire',
    l1: raisonSociale.slice(0, 38),
    l2: joindre(periode?.enseigne1Etablissement ?? periode?.denominationUsuelleEtablissement),
    l3: joindre(a.complementAdresseEtablissement),
    l4,
    l5: joindre(a.distributionSpecialeEtablissement),
    l6,
    l7: a.libellePaysEtrangerEtablissement ?? 'FRANCE',
    immeuble: joindre(a.complementAdresseEtablissement),
    voie,
    codePostal: a.codePostalEtablissement ?? null,
    // "PARIS 7" -> "PARIS": the town without its district number
    localite: commune ? commune.replace(/\s+\d+(ER|E)?$/i, '') : null,
    codeInsee: a.codeCommuneEtablissement ?? null,
    actif: (periode?.etatAdministratifEtablissement ?? 'A') === 'A',
  };
}

export type Recherche = (siret: string) => Promise<EtablissementSirene | null>;

/** HTTP adapter: GET {base}/siret/{siret} with the integration key header; 404 -> null. */
export function adaptateurInsee(base: string, cle: string, f: typeof fetch = fetch): Recherche {
  return async (siret) => {
    let r: Response;
    try {
      r = await f(`${base.replace(/\/$/, '')}/siret/${encodeURIComponent(siret)}`, {
        headers: { 'X-INSEE-Api-Key-Integration': cle, Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
    } catch (e) {
      logger.error('Sirene injoignable', { erreur: e instanceof Error ? e.name : 'inconnue' });
      throw new ErreurMetier('SERVICE_INDISPONIBLE');
    }
    // 404: unknown SIRET; 403: an establishment whose data may not be published (treated as unknown)
    if (r.status === 404 || r.status === 403) return null;
    if (!r.ok) {
      logger.error('Sirene en erreur', { status: r.status });
      throw new ErreurMetier('SERVICE_INDISPONIBLE');
    }
    const corps = (await r.json()) as { etablissement?: EtablissementInsee };
    return corps.etablissement ? versEtablissement(corps.etablissement) : null;
  };
}

/** Local adapter: the fixture register shipped beside this file (bundled with the code that uses it). */
export function adaptateurLocal(): Recherche {
  let index: Promise<Map<string, EtablissementInsee>> | undefined;
  return async (siret) => {
    index ??= import('./registre-local.json', { with: { type: 'json' } }).then(
      (m) => new Map((m.default as unknown as { etablissements: EtablissementInsee[] }).etablissements.map((e) => [e.siret, e])),
    );
    const e = (await index).get(siret);
    return e ? versEtablissement(e) : null;
  };
}

let courant: Recherche | undefined;
/** The establishment of a SIRET, or null when the register does not know it. */
export function chercherEtablissement(siret: string): Promise<EtablissementSirene | null> {
  if (!courant) {
    const c = config();
    if (c.SIRENE_ADAPTER === 'insee') {
      if (!c.SIRENE_API_KEY) {
        logger.error('SIRENE_API_KEY manquante : le répertoire Sirene ne peut pas être interrogé');
        throw new ErreurMetier('SERVICE_INDISPONIBLE');
      }
      courant = adaptateurInsee(c.SIRENE_API_URL, c.SIRENE_API_KEY);
    } else courant = adaptateurLocal();
  }
  return courant(siret);
}
