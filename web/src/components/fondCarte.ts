/**
 * What the register's maps share (the directory's, issue 12, and the categorisation tool's, issue 13): MapLibre GL
 * on the configured basemap, its interface in French, its canvas named and reachable from the keyboard.
 *
 * - Basemap: the style configured as `fondCarteUrl` (/config.json; the IGN Géoplateforme's plan in AWS), else a
 *   plain style drawn here (a background: locally and in the tests no network is reachable, and no geometry of
 *   France is shipped), with a note on the map saying so (issue 27).
 * - The worker is a file of the site (`setWorkerUrl`): the CSP needs no `blob:` worker.
 */
import {
  AttributionControl,
  Map as CarteMapLibre,
  NavigationControl,
  setWorkerUrl,
  type IControl,
  type MapOptions,
} from 'maplibre-gl';
import urlWorker from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { chargerConfig } from '../lib/config.ts';

setWorkerUrl(urlWorker);

type Style = Exclude<MapOptions['style'], string | undefined>;
/** The plain basemap: DSFR's light grey-blue background, nothing to fetch. */
export const STYLE_LOCAL: Style = {
  version: 8,
  name: 'Fond neutre du registre',
  sources: {},
  layers: [{ id: 'fond', type: 'background', paint: { 'background-color': '#e8edff' } }],
};

/** MapLibre's interface strings, in French. */
const LIBELLES_CARTE: Record<string, string> = {
  'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
  'Map.Title': 'Carte',
  'Marker.Title': 'Copropriété',
  'NavigationControl.ResetBearing': 'Réorienter la carte vers le nord',
  'NavigationControl.ZoomIn': 'Zoomer',
  'NavigationControl.ZoomOut': 'Dézoomer',
  'Popup.Close': 'Fermer la fenêtre',
};

/** Metropolitan France, where a map opens when there is nothing to show. */
export const FRANCE: [[number, number], [number, number]] = [
  [-5.2, 41.3],
  [9.6, 51.1],
];

/** [issue 27] Said on the map when no basemap is configured (locally, in the tests): why the background is empty. */
export const NOTE_FOND_LOCAL =
  'Fond de carte absent en local : les contours, les rues et les noms de lieux apparaissent avec les tuiles de production (IGN). Les copropriétés sont placées à leurs coordonnées.';

/** The note as a map control: visible text over the canvas, read by screen readers in the page's order. */
function noteFondLocal(): IControl {
  const note = document.createElement('p');
  note.className = 'maplibregl-ctrl carte-note-fond';
  note.dataset.testid = 'note-fond-carte';
  note.textContent = NOTE_FOND_LOCAL;
  Object.assign(note.style, {
    maxWidth: '28rem',
    margin: '0 0 0.5rem 0.5rem',
    padding: '0.25rem 0.5rem',
    background: '#ffffff',
    color: '#161616',
    fontSize: '0.75rem',
    lineHeight: '1.25rem',
  });
  return { onAdd: () => note, onRemove: () => note.remove() };
}

export const WEBGL_INDISPONIBLE = "La carte ne peut pas s'afficher dans ce navigateur (WebGL indisponible).";

/**
 * A map in the element `conteneur()` gives once the configuration is read: zoom buttons, the basemap's attribution,
 * the canvas named `titre` (the arrows then move the map, + and − zoom). Null when the component went away meanwhile
 * (`annule()`) or the browser cannot draw it (no WebGL: `erreur` is told, as it is later when WebGL is lost).
 */
export async function ouvrirCarte(o: {
  conteneur: () => HTMLElement | null;
  titre: string;
  erreur: (message: string) => void;
  annule: () => boolean;
}): Promise<CarteMapLibre | null> {
  const config = await chargerConfig().catch(() => null);
  const element = o.conteneur();
  if (o.annule() || !element) return null;
  let carte: CarteMapLibre;
  try {
    carte = new CarteMapLibre({
      container: element,
      style: config?.fondCarteUrl ?? STYLE_LOCAL,
      bounds: FRANCE,
      locale: LIBELLES_CARTE,
      keyboard: true,
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      maxZoom: 19,
    });
  } catch {
    o.erreur(WEBGL_INDISPONIBLE);
    return null;
  }
  carte.touchZoomRotate.disableRotation();
  carte.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  if (config?.fondCarteUrl)
    carte.addControl(new AttributionControl({ compact: true, customAttribution: 'Fond de carte © IGN – Géoplateforme' }));
  else carte.addControl(noteFondLocal(), 'bottom-left');
  carte.getCanvas().setAttribute('aria-label', `${o.titre} : flèches pour déplacer la carte, + et − pour zoomer`);
  carte.on('error', (e) => {
    // a tile of the configured basemap failing is not fatal (the data is drawn on what is there); no WebGL is
    if (/webgl/i.test(String(e.error?.message ?? ''))) o.erreur(WEBGL_INDISPONIBLE);
  });
  return carte;
}
