/**
 * [issue 13] The map of the grouped figures (MapLibre, the directory's basemap; a chunk of its own, loaded when the
 * figures are there): one circle per territory, at the centre of gravity of its geolocated condominiums, its area
 * proportional to the count and its colour the count's class (carte.ts). A click on a circle names the territory and
 * its figures. The table above gives the same figures: it is the accessible reading, the map a visual one.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { LngLatBounds, Popup, type GeoJSONSource, type Map as CarteMapLibre, type MapGeoJSONFeature } from 'maplibre-gl';
import { fr } from '@codegouvfr/react-dsfr';
import { Alert } from '@codegouvfr/react-dsfr/Alert';
import { LIBELLES_REGROUPEMENT, type RegroupementCategorisation } from '@registre/shared/schemas/categorisation';
import { ouvrirCarte } from '../../components/fondCarte.ts';
import { lectureCarte, type Cercle } from './carte.ts';
import '../../components/carte.css';
import { nombreFr } from '../../lib/format.ts';

const SOURCE = 'repartition';
const coproprietes = (n: number) => `${nombreFr(n)} copropriété${n > 1 ? 's' : ''}`;

function enGeoJson(cercles: readonly Cercle[]) {
  return {
    type: 'FeatureCollection' as const,
    features: cercles.map((c) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [c.x, c.y] },
      properties: { nom: c.nom, nombre: c.nombre, lots: c.lots, rayon: c.rayon, couleur: c.couleur },
    })),
  };
}

export default function CarteRegroupement({ regroupement }: { regroupement: RegroupementCategorisation }) {
  const conteneur = useRef<HTMLDivElement>(null);
  const carte = useRef<CarteMapLibre | null>(null);
  const [prete, setPrete] = useState(false);
  const [erreur, setErreur] = useState<string | null>(null);
  const lecture = useMemo(() => lectureCarte(regroupement.groupes), [regroupement]);
  const niveau = LIBELLES_REGROUPEMENT[regroupement.regroupement].toLowerCase();

  /* ---------- the map, once ---------- */
  useEffect(() => {
    let annule = false;
    let instance: CarteMapLibre | null = null;
    let popup: Popup | null = null;
    void ouvrirCarte({
      conteneur: () => conteneur.current,
      titre: 'Carte de la répartition',
      erreur: setErreur,
      annule: () => annule,
    }).then((m) => {
      if (!m) return;
      instance = m;
      carte.current = m;
      m.on('load', () => {
        m.addSource(SOURCE, { type: 'geojson', data: enGeoJson([]) });
        m.addLayer({
          id: 'repartition-cercles',
          type: 'circle',
          source: SOURCE,
          paint: {
            'circle-radius': ['get', 'rayon'],
            'circle-color': ['get', 'couleur'],
            'circle-opacity': 0.85,
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1.5,
          },
        });
        m.on('click', 'repartition-cercles', (e) => {
          const f = e.features?.[0] as MapGeoJSONFeature | undefined;
          if (!f) return;
          const p = f.properties as { nom: string; nombre: number; lots: number };
          const contenu = document.createElement('div');
          contenu.className = 'annuaire-carte__popup';
          const titre = document.createElement('p');
          titre.className = fr.cx('fr-text--bold', 'fr-mb-1v');
          titre.textContent = p.nom;
          const chiffres = document.createElement('p');
          chiffres.className = fr.cx('fr-text--sm', 'fr-mb-0');
          chiffres.textContent = `${coproprietes(p.nombre)}, ${nombreFr(p.lots)} lots`;
          contenu.append(titre, chiffres);
          popup?.remove();
          popup = new Popup({ offset: 12, maxWidth: '260px', closeOnClick: true })
            .setLngLat((f.geometry as { coordinates: [number, number] }).coordinates)
            .setDOMContent(contenu)
            .addTo(m);
        });
        m.on('mouseenter', 'repartition-cercles', () => (m.getCanvas().style.cursor = 'pointer'));
        m.on('mouseleave', 'repartition-cercles', () => (m.getCanvas().style.cursor = ''));
        setPrete(true);
      });
    });
    return () => {
      annule = true;
      popup?.remove();
      instance?.remove();
      carte.current = null;
    };
  }, []);

  /* ---------- the figures: data and view ---------- */
  useEffect(() => {
    const m = carte.current;
    if (!prete || !m) return;
    (m.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(enGeoJson(lecture.cercles));
    if (lecture.cadres.length === 1) m.jumpTo({ center: [lecture.cadres[0].x, lecture.cadres[0].y], zoom: 8 });
    else if (lecture.cadres.length > 1) {
      const b = new LngLatBounds();
      for (const c of lecture.cadres) b.extend([c.x, c.y]);
      m.fitBounds(b, { padding: 48, maxZoom: 11, duration: 0 });
    }
  }, [prete, lecture]);

  return (
    <section aria-labelledby="carte-repartition" className={fr.cx('fr-mt-4w')} data-testid="carte-regroupement">
      <h4 id="carte-repartition">Carte par {niveau}</h4>
      <p className={fr.cx('fr-text--sm')}>
        Chaque cercle est placé au centre des copropriétés géolocalisées du territoire ; sa surface est proportionnelle au nombre
        de copropriétés et sa couleur en donne la classe. Le tableau ci-dessus donne les mêmes chiffres.
      </p>
      <div className="annuaire-carte">
        {erreur ? (
          <Alert severity="info" small description={`${erreur} Le tableau ci-dessus donne les mêmes chiffres.`} />
        ) : (
          <div ref={conteneur} className="annuaire-carte__carte" />
        )}
      </div>
      {lecture.classes.length > 0 && (
        <>
          <p className={fr.cx('fr-text--sm', 'fr-mt-2w', 'fr-mb-1v')} id="legende-repartition">
            Légende : copropriétés par {niveau}
          </p>
          <ul className="categorisation-legende" aria-labelledby="legende-repartition" data-testid="legende-carte">
            {lecture.classes.map((k) => (
              <li key={k.max}>
                <span className="categorisation-legende__pastille" style={{ backgroundColor: k.couleur }} aria-hidden="true" />
                {k.min === k.max ? nombreFr(k.min) : `de ${nombreFr(k.min)} à ${nombreFr(k.max)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {lecture.horsMetropole.length > 0 && (
        <p className={fr.cx('fr-text--sm')} data-testid="hors-metropole">
          Hors de la vue de la métropole : {lecture.horsMetropole.map((c) => `${c.nom} (${coproprietes(c.nombre)})`).join(', ')}.
        </p>
      )}
      {lecture.sansPosition > 0 && (
        <p className={fr.cx('fr-text--sm')} data-testid="sans-position">
          {coproprietes(lecture.sansPosition)} de territoires dont aucune adresse n'est géolocalisée : dans le tableau, pas sur la
          carte.
        </p>
      )}
    </section>
  );
}
