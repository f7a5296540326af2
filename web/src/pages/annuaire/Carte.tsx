/**
 * [issue 12] The directory's map (spec 001 §2 "directory with a map popup"), MapLibre GL in a chunk of its own
 * (loaded lazily by the directory's pages: the home page bundle does not carry it).
 *
 * - Basemap, controls, French strings: components/fondCarte.ts (shared with the categorisation tool's map).
 * - The condominiums are a GeoJSON source clustered by MapLibre (`cluster: true`); the points the server groups at
 *   low zoom (`annuaire.carte`, `nombre` > 1) add up in the clusters (`total`).
 * - Keyboard: MapLibre's keyboard handlers (arrows move, + and − zoom once the map has the focus), and every
 *   condominium and cluster is an HTML marker, a real button reached with Tab: a condominium's opens its popup
 *   (its name, its address, a link to its record), a cluster's zooms on it. The list beside stays the accessible
 *   alternative.
 */
import { useEffect, useRef, useState } from 'react';
import { LngLatBounds, Map as CarteMapLibre, Marker, Popup, type GeoJSONSource, type MapGeoJSONFeature } from 'maplibre-gl';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { carteAnnuaire } from '@registre/shared/routes/annuaire.routes';
import { appeler } from '../../api/client.ts';
import { routeMontee } from '../../lib/navigation/index.ts';
import { ouvrirCarte } from '../../components/fondCarte.ts';
import '../../components/carte.css';

export interface PointAnnuaire {
  id: number;
  x: number;
  y: number;
  nom: string | null;
  numero: string;
  adresse: string | null;
}

export interface ProprietesCarte {
  /** accessible name of the map (its region) */
  titre: string;
  points: readonly PointAnnuaire[];
  /** the record of a condominium (a link of the popup) */
  lien: (id: number) => string;
  /** follows a link of the popup inside the SPA */
  naviguer: (chemin: string) => void;
  /** when the user moves the map, the condominiums of the visible area are loaded too (`annuaire.carte`) */
  zone?: boolean;
  /** a single record: centred on it, closer */
  zoomPoint?: number;
}

const SOURCE = 'coproprietes';

interface Proprietes {
  id: number;
  nombre: number;
  nom: string;
  numero: string;
  adresse: string;
}

interface Collection {
  type: 'FeatureCollection';
  features: { type: 'Feature'; geometry: { type: 'Point'; coordinates: [number, number] }; properties: Proprietes }[];
}

function enGeoJson(points: readonly (PointAnnuaire & { nombre?: number })[]): Collection {
  return {
    type: 'FeatureCollection',
    features: points.map((p) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.x, p.y] },
      properties: { id: p.id, nombre: p.nombre ?? 1, nom: p.nom ?? '', numero: p.numero, adresse: p.adresse ?? '' },
    })),
  };
}

const nomCopropriete = (p: { nom: string; numero: string }) => p.nom || `Copropriété ${p.numero}`;

export default function Carte({ titre, points, lien, naviguer, zone = false, zoomPoint }: ProprietesCarte) {
  const conteneur = useRef<HTMLDivElement>(null);
  const carte = useRef<CarteMapLibre | null>(null);
  const marqueurs = useRef(new Map<string, Marker>());
  const popup = useRef<Popup | null>(null);
  const supplementaires = useRef<(PointAnnuaire & { nombre: number })[]>([]);
  const [prete, setPrete] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  // the latest props, for the map's listeners
  const props = useRef({ points, lien, naviguer, zone });
  props.current = { points, lien, naviguer, zone };

  /* ---------- the map, once ---------- */
  useEffect(() => {
    let annule = false;
    let instance: CarteMapLibre | null = null;
    const cartesMarqueurs = marqueurs.current;
    void ouvrirCarte({ conteneur: () => conteneur.current, titre, erreur: setErreur, annule: () => annule }).then((m) => {
      if (!m) return;
      instance = m;
      carte.current = m;
      m.on('load', () => {
        if (!instance) return;
        instance.addSource(SOURCE, {
          type: 'geojson',
          data: enGeoJson(props.current.points),
          cluster: true,
          clusterRadius: 48,
          clusterMaxZoom: 17,
          clusterProperties: { total: ['+', ['get', 'nombre']] },
        });
        // the source is drawn by the HTML markers; this invisible layer makes MapLibre compute it
        instance.addLayer({
          id: 'coproprietes-calcul',
          type: 'circle',
          source: SOURCE,
          paint: { 'circle-radius': 1, 'circle-opacity': 0 },
        });
        instance.on('render', () => synchroniserMarqueurs());
        instance.on('moveend', (e) => {
          if ((e as { originalEvent?: Event }).originalEvent) void chargerZone();
        });
        setPrete(true);
      });
    });
    return () => {
      annule = true;
      popup.current?.remove();
      for (const m of cartesMarqueurs.values()) m.remove();
      cartesMarqueurs.clear();
      instance?.remove();
      carte.current = null;
    };
    // the map is created once; its listeners read the latest props
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /* ---------- the results: data and view ---------- */
  useEffect(() => {
    const m = carte.current;
    if (!prete || !m) return;
    supplementaires.current = [];
    popup.current?.remove();
    (m.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(enGeoJson(points));
    if (points.length === 1) m.jumpTo({ center: [points[0].x, points[0].y], zoom: zoomPoint ?? 16 });
    else if (points.length > 1) {
      const b = new LngLatBounds();
      for (const p of points) b.extend([p.x, p.y]);
      m.fitBounds(b, { padding: 48, maxZoom: 16, duration: 0 });
    }
  }, [prete, points, zoomPoint]);

  /** The condominiums of the visible area (extension `annuaire.carte`), added to the results. */
  async function chargerZone() {
    const m = carte.current;
    if (!m || !props.current.zone || !routeMontee(carteAnnuaire)) return;
    const b = m.getBounds();
    try {
      const r = await appeler(carteAnnuaire, {
        query: {
          ouest: Math.max(-180, b.getWest()),
          sud: Math.max(-90, b.getSouth()),
          est: Math.min(180, b.getEast()),
          nord: Math.min(90, b.getNorth()),
          zoom: Math.round(m.getZoom() * 10) / 10,
        },
        erreursGerees: [400, 429, 500, 503],
      });
      const connus = new Set(props.current.points.map((p) => p.id));
      supplementaires.current = r.points
        .filter((p) => p.idCopropriete === null || !connus.has(p.idCopropriete))
        .map((p) => ({
          id: p.idCopropriete ?? -1,
          x: p.x,
          y: p.y,
          nombre: p.nombre,
          nom: p.nom,
          numero: p.numeroImmatriculation ?? '',
          adresse: p.adressePrincipale,
        }));
      (m.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(
        enGeoJson([...props.current.points, ...supplementaires.current]),
      );
    } catch {
      // the results stay on the map
    }
  }

  /** One HTML marker per cluster and per condominium shown (MapLibre's clustering decides which). */
  function synchroniserMarqueurs() {
    const m = carte.current;
    if (!m || !m.getSource(SOURCE) || !m.isSourceLoaded(SOURCE)) return;
    const vus = new Set<string>();
    for (const f of m.querySourceFeatures(SOURCE) as MapGeoJSONFeature[]) {
      const [x, y] = (f.geometry as { coordinates: [number, number] }).coordinates;
      const p = f.properties as Partial<Proprietes> & { cluster?: boolean; cluster_id?: number; total?: number };
      const groupe = p.cluster === true || (p.nombre ?? 1) > 1;
      const cle = p.cluster ? `g${p.cluster_id}` : groupe ? `s${x},${y}` : `c${p.id}`;
      if (vus.has(cle)) continue;
      vus.add(cle);
      if (marqueurs.current.has(cle)) continue;
      const bouton = document.createElement('button');
      bouton.type = 'button';
      if (groupe) {
        const n = p.cluster ? (p.total ?? 0) : (p.nombre ?? 0);
        bouton.className = 'annuaire-carte__groupe';
        bouton.textContent = n > 999 ? `${Math.round(n / 1000)} k` : String(n);
        bouton.setAttribute('aria-label', `${n} copropriétés ici : zoomer sur ce groupe`);
        bouton.addEventListener('click', (e) => {
          e.stopPropagation();
          void zoomerSur(p.cluster ? p.cluster_id : undefined, x, y);
        });
      } else {
        const nom = nomCopropriete({ nom: p.nom ?? '', numero: p.numero ?? '' });
        bouton.className = 'annuaire-carte__point';
        bouton.setAttribute('aria-label', `${nom}${p.adresse ? `, ${p.adresse}` : ''} : ouvrir sa fenêtre`);
        bouton.setAttribute('data-id', String(p.id));
        // (the click stays on the marker: on the map it would close the popup it opens)
        bouton.addEventListener('click', (e) => {
          e.stopPropagation();
          ouvrirPopup(bouton, p as Proprietes, x, y);
        });
      }
      const marqueur = new Marker({ element: bouton, anchor: groupe ? 'center' : 'bottom' }).setLngLat([x, y]).addTo(m);
      marqueurs.current.set(cle, marqueur);
    }
    for (const [cle, marqueur] of marqueurs.current) {
      if (!vus.has(cle)) {
        marqueur.remove();
        marqueurs.current.delete(cle);
      }
    }
  }

  async function zoomerSur(idGroupe: number | undefined, x: number, y: number) {
    const m = carte.current;
    if (!m) return;
    let zoom = m.getZoom() + 2;
    if (idGroupe !== undefined) {
      try {
        zoom = await (m.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(idGroupe);
      } catch {
        // the cluster went away meanwhile: zoom in a little
      }
    }
    m.easeTo({ center: [x, y], zoom: Math.min(zoom, 18) });
  }

  function ouvrirPopup(bouton: HTMLButtonElement, p: Proprietes, x: number, y: number) {
    const m = carte.current;
    if (!m) return;
    popup.current?.remove();
    const contenu = document.createElement('div');
    contenu.className = 'annuaire-carte__popup';
    const titrePopup = document.createElement('p');
    titrePopup.className = fr.cx('fr-text--bold', 'fr-mb-1v');
    titrePopup.textContent = nomCopropriete(p);
    const numero = document.createElement('p');
    numero.className = fr.cx('fr-text--sm', 'fr-mb-1v');
    numero.textContent = `N° d'immatriculation ${p.numero}`;
    contenu.append(titrePopup, numero);
    if (p.adresse) {
      const adresse = document.createElement('p');
      adresse.className = fr.cx('fr-text--sm', 'fr-mb-1v');
      adresse.textContent = p.adresse;
      contenu.append(adresse);
    }
    const chemin = props.current.lien(p.id);
    const a = document.createElement('a');
    a.className = fr.cx('fr-link', 'fr-link--sm');
    a.href = chemin;
    a.textContent = 'Voir la fiche';
    const cache = document.createElement('span');
    cache.className = fr.cx('fr-sr-only');
    cache.textContent = ` de ${nomCopropriete(p)}`;
    a.append(cache);
    a.addEventListener('click', (e) => {
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      props.current.naviguer(chemin);
    });
    contenu.append(a);
    const nouvelle = new Popup({ offset: 28, maxWidth: '280px', focusAfterOpen: true, closeOnClick: true })
      .setLngLat([x, y])
      .setDOMContent(contenu)
      .addTo(m);
    // closed (its button, Escape, a click on the map): the focus goes back to the marker
    nouvelle.on('close', () => {
      if (document.activeElement === document.body || contenu.contains(document.activeElement)) bouton.focus();
    });
    contenu.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') nouvelle.remove();
    });
    popup.current = nouvelle;
  }

  return (
    <div className="annuaire-carte">
      {erreur ? (
        <Alert
          severity="info"
          small
          description={`${erreur} La liste des résultats donne les mêmes copropriétés.`}
          className={fr.cx('fr-mb-2w')}
        />
      ) : (
        <div ref={conteneur} className="annuaire-carte__carte" data-testid="carte-annuaire" />
      )}
    </div>
  );
}
