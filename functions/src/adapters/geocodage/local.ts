/**
 * Local adapters of the geocoding and building-id ports (`npm start`, tests): the gazetteer
 * `repertoire-local.json` shipped beside this file, answering in the shapes of the HTTP adapters so that a person
 * can go through every path of the wizard.
 *
 * Addresses: every word typed must be a word of the label (accents, case and punctuation ignored), the last one
 * may be its beginning. "rue de la paix" gives several towns and numbers, "12 Rue de la Paix 75002 Paris" exactly
 * that address, "10 rue de rivoli" one address whose label differs from the text, an unknown street nothing.
 * Parcels: the ranges listed in the gazetteer (e.g. Paris 2e, 75102, section AB, numbers 1 to 50; Annecy 74010,
 * prefix 093 (Cran-Gevrier), section AB, 1 to 60), and in ANY commune of the communes reference section AA,
 * prefix 000, numbers 1 to 9999 (placed around the department's prefecture). Buildings: the RNB ids of the
 * gazetteer's addresses (some have none).
 * Service down: an address text containing "indisponible", a parcel of section ZZ or a BAN key numbered 99999
 * answer GEOLOCALISATION_INDISPONIBLE, as the HTTP adapters do when the national services fail.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { AdresseGeocodee, ParcelleGeocodee } from '@registre/shared/schemas/geographie';
import { lireNumeroParcelle, lireSection } from '@registre/shared/schemas/copropriete/identification';
import { communeParCode } from '../../referentiels/communes.ts';
import type { Geocodeur, ReferentielBatiments } from './port.ts';

interface AdresseLocale extends Omit<AdresseGeocodee, 'score'> {
  idRnb: string | null;
}
interface PlageParcelles {
  codeInsee: string;
  commune: string;
  codePostal: string;
  prefixe: string;
  section: string;
  de: number;
  a: number;
  x: number;
  y: number;
}
export interface RepertoireLocal {
  adresses: AdresseLocale[];
  parcelles: PlageParcelles[];
  centresDepartements: Record<string, [number, number]>;
}

/** Marks that simulate the national services being down. */
export const SIMULATION_PANNE = { adresse: 'indisponible', section: 'ZZ', numeroBan: '99999' } as const;
/** Section found in any commune of the reference (prefix 000, numbers 1 to 9999). */
export const SECTION_TOUTES_COMMUNES = 'AA';

const indisponible = () => new ErreurMetier('GEOLOCALISATION_INDISPONIBLE');
const COMMUNES_DIVISEES = new Set(['75056', '69123', '13055']);
const collateur = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

let repertoire: Promise<RepertoireLocal> | undefined;
const charger = () =>
  (repertoire ??= import('./repertoire-local.json', { with: { type: 'json' } }).then(
    (m) => m.default as unknown as RepertoireLocal,
  ));

export const mots = (texte: string) =>
  texte
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Every word but the last is a word of the label; the last begins one (completion as the user types). */
function correspond(saisis: string[], libelle: string[]): boolean {
  return saisis.every((m, i) => (i === saisis.length - 1 ? libelle.some((l) => l.startsWith(m)) : libelle.includes(m)));
}

const departement = (codeInsee: string) =>
  codeInsee.startsWith('97') || codeInsee.startsWith('98') ? codeInsee.slice(0, 3) : codeInsee.slice(0, 2);
/** A small deterministic offset (degrees) so that two parcels do not share a position. */
function decalage(graine: string, amplitude: number): [number, number] {
  let h = 2166136261;
  for (const c of graine) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return [((h & 0xffff) / 0xffff - 0.5) * amplitude, ((h >>> 16) / 0xffff - 0.5) * amplitude];
}
const arrondi = (v: number) => Math.round(v * 1e6) / 1e6;

export function geocodeurLocal(): Geocodeur {
  return {
    async completerAdresse(q, max) {
      const saisis = mots(q);
      if (saisis.includes(SIMULATION_PANNE.adresse)) throw indisponible();
      if (!saisis.length) return [];
      const exact = saisis.join(' ');
      return (await charger()).adresses
        .filter((a) => correspond(saisis, mots(a.libelle)))
        .map(({ idRnb: _idRnb, ...a }): AdresseGeocodee => ({ ...a, score: mots(a.libelle).join(' ') === exact ? 0.97 : 0.62 }))
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || collateur.compare(a.libelle, b.libelle))
        .slice(0, max);
    },

    async chercherParcelle(r) {
      const section = lireSection(r.section);
      const numero = lireNumeroParcelle(r.numero);
      if (section === SIMULATION_PANNE.section) throw indisponible();
      if (!section || !numero) return [];
      const codeInsee = r.codeInsee.toUpperCase();
      const prefixe = r.prefixe || '000';
      const n = Number(numero);
      const { parcelles, centresDepartements } = await charger();
      const plage = parcelles.find(
        (p) => p.codeInsee === codeInsee && p.prefixe === prefixe && p.section === section && n >= p.de && n <= p.a,
      );
      const trouvee = (commune: string, codePostal: string | null, [x, y]: [number, number]): ParcelleGeocodee[] => [
        { codeInsee, commune, codePostal, prefixe, section, numero, x: arrondi(x), y: arrondi(y) },
      ];
      if (plage) {
        const [dx, dy] = decalage(`${codeInsee}${section}${numero}`, 0.004);
        return trouvee(plage.commune, plage.codePostal, [plage.x + dx, plage.y + dy]);
      }
      if (section !== SECTION_TOUTES_COMMUNES || prefixe !== '000' || COMMUNES_DIVISEES.has(codeInsee)) return [];
      const commune = await communeParCode(codeInsee);
      const centre = centresDepartements[departement(codeInsee)];
      if (!commune || !centre) return [];
      const [dx, dy] = decalage(`${codeInsee}${numero}`, 0.16);
      return trouvee(commune.nom, commune.codesPostaux.length === 1 ? commune.codesPostaux[0] : null, [
        centre[0] + dx,
        centre[1] + dy,
      ]);
    },
  };
}

export function batimentsLocal(): ReferentielBatiments {
  return {
    async idRnbParCleBan(cleBan) {
      const cle = cleBan.toLowerCase();
      if (cle.split('_')[2] === SIMULATION_PANNE.numeroBan) throw indisponible();
      return (await charger()).adresses.find((a) => a.idBan?.toLowerCase() === cle)?.idRnb ?? null;
    },
  };
}
