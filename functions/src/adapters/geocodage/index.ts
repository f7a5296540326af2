/**
 * The geocoding and building-id ports as the use cases reach them: the adapter of GEOCODAGE_ADAPTER, built once
 * per Lambda (`ign`: IGN Géoplateforme at GEOCODAGE_URL and the RNB at RNB_URL; `local`: the gazetteer).
 */
import { config } from '../../platform/config.ts';
import { batimentsRnb, geocodeurIgn } from './ign.ts';
import { batimentsLocal, geocodeurLocal } from './local.ts';
import type { Geocodeur, ReferentielBatiments } from './port.ts';

export type { Geocodeur, ReferentielBatiments } from './port.ts';

let adaptateurs: { geocodeur: Geocodeur; batiments: ReferentielBatiments } | undefined;
function courants() {
  if (!adaptateurs) {
    const c = config();
    adaptateurs =
      c.GEOCODAGE_ADAPTER === 'ign'
        ? { geocodeur: geocodeurIgn(c.GEOCODAGE_URL), batiments: batimentsRnb(c.RNB_URL) }
        : { geocodeur: geocodeurLocal(), batiments: batimentsLocal() };
  }
  return adaptateurs;
}

export const geocodeur = (): Geocodeur => courants().geocodeur;
export const referentielBatiments = (): ReferentielBatiments => courants().batiments;
