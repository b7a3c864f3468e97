import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LocationResult, LocationSearchResult, SiteInfo } from '@recircuit/contract';
import classes from './locations.module.css';

const METRES_PER_MILE = 1609.344;
const POINT_STYLE = { radius: 9, color: '#ffffff', weight: 2, fillColor: '#137a48', fillOpacity: 1 };
const CHOSEN_STYLE = { radius: 12, color: '#0a3d24', weight: 3, fillColor: '#137a48', fillOpacity: 1 };
const ORIGIN_STYLE = { radius: 7, color: '#ffffff', weight: 3, fillColor: '#14211b', fillOpacity: 1 };

export interface LocationMapProps {
  origin: LocationSearchResult['origin'];
  results: LocationResult[];
  radiusMiles: number;
  tiles: SiteInfo['mapTiles'];
  /** The point a "Show on map" asked for; `at` tells two asks for the same point apart. */
  selection: { id: string; at: number } | null;
  /** The origin's tooltip, e.g. "You searched: M1 1AE". */
  originLabel: string;
}

/** A tooltip's text as a text node: names come from open data and are never read as HTML. */
function textTooltip(text: string): HTMLElement {
  const element = document.createElement('span');
  element.textContent = text;
  return element;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The results on a Leaflet map (loaded only with this component, see the page's lazy import):
 * tiles when the site has them, otherwise the points alone on a plain background; circle
 * markers, no images. Keyboard navigation of the map itself is off, so Tab passes through it
 * (only its zoom buttons and credit links take focus); the list is the way to every point.
 */
export default function LocationMap({ origin, results, radiusMiles, tiles, selection, originLabel }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const chosen = useRef<string | null>(null);

  useEffect(() => {
    if (!container.current) return undefined;
    const created = L.map(container.current, {
      keyboard: false,
      scrollWheelZoom: false,
      zoomSnap: 0.5,
    });
    // A map without a view defers its layers; Great Britain until the points are placed.
    created.setView([54.5, -3], 5);
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(created);
    }
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      layer.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    markers.current.clear();
    chosen.current = null;
    const centre = L.latLng(origin.lat, origin.lng);
    const reach = L.circle(centre, {
      radius: radiusMiles * METRES_PER_MILE,
      color: '#137a48',
      weight: 1,
      dashArray: '6 6',
      fill: false,
      interactive: false,
    }).addTo(group);
    L.circleMarker(centre, ORIGIN_STYLE)
      .bindTooltip(textTooltip(originLabel), { direction: 'top' })
      .addTo(group)
      .getElement()
      ?.setAttribute('tabindex', '-1');
    results.forEach((result, index) => {
      const marker = L.circleMarker([result.lat, result.lng], POINT_STYLE)
        .bindTooltip(textTooltip(`${index + 1}. ${result.name}`), { direction: 'top', offset: [0, -6] })
        .addTo(group);
      const element = marker.getElement();
      element?.setAttribute('data-location-id', result.id);
      // The tooltip's focus listener makes Chromium put each circle in the Tab order, nameless:
      // the list already offers every point, so Tab passes the circles by.
      element?.setAttribute('tabindex', '-1');
      markers.current.set(result.id, marker);
    });
    const bounds = L.latLngBounds([centre, ...results.map((result) => L.latLng(result.lat, result.lng))]);
    // Everything found, and the search circle when the results are spread across it.
    current.fitBounds(results.length > 0 ? bounds : reach.getBounds(), { padding: [28, 28], maxZoom: 15 });
  }, [origin, results, radiusMiles, originLabel, tiles]);

  useEffect(() => {
    const current = map.current;
    if (!current || !selection) return;
    const marker = markers.current.get(selection.id);
    if (!marker) return;
    const previous = chosen.current ? markers.current.get(chosen.current) : undefined;
    previous?.setStyle(POINT_STYLE);
    marker.setStyle(CHOSEN_STYLE).bringToFront();
    chosen.current = selection.id;
    current.setView(marker.getLatLng(), Math.max(current.getZoom(), 12));
    marker.openTooltip();
  }, [selection]);

  return (
    <div
      ref={container}
      className={`${classes.map} ${tiles ? '' : classes.noTiles}`}
      data-testid="location-map"
      data-tiles={tiles ? 'yes' : 'no'}
    />
  );
}
