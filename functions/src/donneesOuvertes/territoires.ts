/**
 * The official geography of a commune code, as the RNIC file writes it (columns 1 and 63–72, see
 * ../shared/opendata/rnic-colonnes.md): the EPCI in column 1 and in columns 67–68 — for a commune of the Métropole du
 * Grand Paris outside Paris, its territory (EPT), named as the file names it (`T8 -  Est Ensemble`: number, space,
 * hyphen, two spaces, name) —, the official commune, in columns 65–66 the municipal arrondissement for Paris, Lyon
 * and Marseille and the commune itself for every other commune, the department and the region (named as the file
 * names it: `Ile-de-France`, without the accent). A delegated or associated commune, or the former code of a merged
 * commune, answers the geography of the commune it now belongs to.
 *
 * Beside the file's columns, `sirenEpci` and `sirenEpt` give the EPCI proper (the Métropole du Grand Paris for Paris
 * and its territories) and the EPT: the register's statistics count a Grand Paris commune in both.
 *
 * The data (`territoires.donnees.ts`, generated from @etalab/decoupage-administratif by
 * functions/scripts/territoires.ts) is parsed once, on the first call.
 */
import type { TerritoireRnic } from '@registre/shared/domain/rnic/ligne';
import { DONNEES_TERRITOIRES } from './territoires.donnees.ts';

/** A current commune or municipal arrondissement, for the synthetic RNIC generator. */
export interface CommuneReference {
  code: string;
  nom: string;
  departement: string;
  codesPostaux: string[];
  population: number;
}

/** A commune's geography: the RNIC file's columns, and the EPCI proper and the EPT the statistics count it in. */
export interface TerritoireOfficiel extends TerritoireRnic {
  /** the EPCI the commune is a member of (the Métropole du Grand Paris for Paris and its territories) */
  sirenEpci: string | null;
  /** the territory of the Grand Paris (EPT), null elsewhere (and for Paris) */
  sirenEpt: string | null;
}

interface Index {
  territoires: Map<string, TerritoireOfficiel>;
  communes: CommuneReference[];
}

const TERRITOIRE_INCONNU: TerritoireOfficiel = Object.freeze({
  epci: null,
  codeCommune: null,
  nomCommune: null,
  codeArrondissement: null,
  nomArrondissement: null,
  codeEpci: null,
  nomEpci: null,
  codeDepartement: null,
  nomDepartement: null,
  codeRegion: null,
  nomRegion: null,
  sirenEpci: null,
  sirenEpt: null,
});

/** Region names as the RNIC file writes them, where it departs from the official name. */
const NOMS_REGION_RNIC: Readonly<Record<string, string>> = { '11': 'Ile-de-France' };

/** An EPT's name as the RNIC file writes it: `T8 -  Est Ensemble` (two spaces after the hyphen). */
export const nomEptRnic = (numero: string | number, nom: string) => `T${numero} -  ${nom}`;

const departementDuCode = (code: string) => (/^9[78]/.test(code) ? code.slice(0, 3) : code.slice(0, 2));
const ouNull = (v: string | undefined) => v || null;

export function indexer(donnees: string): Index {
  const regions = new Map<string, string>();
  const departements = new Map<string, { nom: string; region: string }>();
  const groupements = new Map<string, string>();
  const territoires = new Map<string, TerritoireOfficiel>();
  const communes: CommuneReference[] = [];
  const arrondissements: string[][] = [];
  const anciens: string[][] = [];
  for (const ligne of donnees.split('\n')) {
    const champs = ligne.split('\t');
    const [code, genre, nom] = champs;
    switch (genre) {
      case 'R':
        regions.set(code, NOMS_REGION_RNIC[code] ?? nom);
        break;
      case 'D':
        departements.set(code, { nom, region: champs[3] });
        break;
      case 'E':
        groupements.set(code, nom);
        break;
      case 'T':
        groupements.set(code, nomEptRnic(champs[3], nom));
        break;
      case 'C':
      case 'P': {
        const [, , , epci, ept, population, codesPostaux] = champs;
        const codeDepartement = departementDuCode(code);
        const d = departements.get(codeDepartement);
        // the file's EPCI (columns 1, 67, 68): the EPT for a Grand Paris commune, else the EPCI
        const groupement = ouNull(ept) ?? ouNull(epci);
        territoires.set(
          code,
          Object.freeze({
            epci: groupement,
            codeCommune: code,
            nomCommune: nom,
            // columns 65–66: the commune itself, unless it is one of Paris, Lyon, Marseille's arrondissements
            codeArrondissement: code,
            nomArrondissement: nom,
            codeEpci: groupement,
            nomEpci: (groupement && groupements.get(groupement)) || null,
            codeDepartement,
            nomDepartement: d?.nom ?? null,
            codeRegion: d?.region ?? null,
            nomRegion: (d && regions.get(d.region)) ?? null,
            sirenEpci: ouNull(epci),
            sirenEpt: ouNull(ept),
          }),
        );
        if (genre === 'C')
          communes.push({
            code,
            nom,
            departement: codeDepartement,
            codesPostaux: codesPostaux ? codesPostaux.split(' ') : [],
            population: Number(population) || 0,
          });
        break;
      }
      case 'M':
        arrondissements.push(champs);
        break;
      case 'X':
        anciens.push(champs);
        break;
    }
  }
  // arrondissements and former codes come sorted by code, not after their commune
  for (const [code, , nom, parent, population, codesPostaux] of arrondissements) {
    const commune = territoires.get(parent)!;
    territoires.set(code, Object.freeze({ ...commune, codeArrondissement: code, nomArrondissement: nom }));
    communes.push({
      code,
      nom,
      departement: commune.codeDepartement!,
      codesPostaux: codesPostaux ? codesPostaux.split(' ') : [],
      population: Number(population) || 0,
    });
  }
  for (const [code, , actuelle] of anciens) territoires.set(code, territoires.get(actuelle)!);
  communes.sort((a, b) => (a.code < b.code ? -1 : 1));
  return { territoires, communes };
}

let index: Index | undefined;
const charger = () => (index ??= indexer(DONNEES_TERRITOIRES));

/** The official geography of a commune code (case and spaces ignored); every field null for an unknown code. */
export function territoireDe(codeInsee: string): TerritoireOfficiel {
  return charger().territoires.get(codeInsee.trim().toUpperCase()) ?? TERRITOIRE_INCONNU;
}

/**
 * The current communes and municipal arrondissements, sorted by code: not Paris, Lyon and Marseille as a whole
 * (75056, 69123, 13055), whose arrondissements are listed instead. Shared: do not modify.
 */
export function communesReference(): readonly CommuneReference[] {
  return charger().communes;
}
