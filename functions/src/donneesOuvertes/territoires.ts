/**
 * The official geography of a commune code, as the RNIC file writes it (columns 1 and 63–72): the EPCI — for a
 * commune of the Grand Paris its territory (EPT) — in column 1, the official commune and, for Paris, Lyon and
 * Marseille, the municipal arrondissement, the EPCI proper (the Métropole du Grand Paris for Paris and its
 * territories), the department and the region. A delegated or associated commune, or the former code of a merged
 * commune, answers the geography of the commune it now belongs to.
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

interface Index {
  territoires: Map<string, TerritoireRnic>;
  communes: CommuneReference[];
}

const TERRITOIRE_INCONNU: TerritoireRnic = Object.freeze({
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
});

const departementDuCode = (code: string) => (/^9[78]/.test(code) ? code.slice(0, 3) : code.slice(0, 2));
const ouNull = (v: string | undefined) => v || null;

export function indexer(donnees: string): Index {
  const regions = new Map<string, string>();
  const departements = new Map<string, { nom: string; region: string }>();
  const groupements = new Map<string, string>();
  const territoires = new Map<string, TerritoireRnic>();
  const communes: CommuneReference[] = [];
  const arrondissements: string[][] = [];
  const anciens: string[][] = [];
  for (const ligne of donnees.split('\n')) {
    const champs = ligne.split('\t');
    const [code, genre, nom] = champs;
    switch (genre) {
      case 'R':
        regions.set(code, nom);
        break;
      case 'D':
        departements.set(code, { nom, region: champs[3] });
        break;
      case 'E':
      case 'T':
        groupements.set(code, nom);
        break;
      case 'C':
      case 'P': {
        const [, , , epci, ept, population, codesPostaux] = champs;
        const codeDepartement = departementDuCode(code);
        const d = departements.get(codeDepartement);
        territoires.set(
          code,
          Object.freeze({
            epci: ouNull(ept) ?? ouNull(epci),
            codeCommune: code,
            nomCommune: nom,
            codeArrondissement: null,
            nomArrondissement: null,
            codeEpci: ouNull(epci),
            nomEpci: (epci && groupements.get(epci)) || null,
            codeDepartement,
            nomDepartement: d?.nom ?? null,
            codeRegion: d?.region ?? null,
            nomRegion: (d && regions.get(d.region)) ?? null,
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
export function territoireDe(codeInsee: string): TerritoireRnic {
  return charger().territoires.get(codeInsee.trim().toUpperCase()) ?? TERRITOIRE_INCONNU;
}

/**
 * The current communes and municipal arrondissements, sorted by code: not Paris, Lyon and Marseille as a whole
 * (75056, 69123, 13055), whose arrondissements are listed instead. Shared: do not modify.
 */
export function communesReference(): readonly CommuneReference[] {
  return charger().communes;
}
