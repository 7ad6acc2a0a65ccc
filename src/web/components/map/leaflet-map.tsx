/**
 * The Leaflet map itself. This module (with Leaflet and its stylesheet) is loaded only when the map
 * comes near the screen (villa-map.tsx), so a guest who never scrolls that far never downloads it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MAP_ZOOM } from './places.ts';

/** OpenStreetMap's tile server, unless the deployment names another (DESIGN.md, Chosen stack). */
const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_TILE_URL;
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A pin drawn in CSS and inline SVG: no marker image files to ship or to fail. */
const PIN_HTML = `<span class="flex h-11 w-11 items-center justify-center rounded-full border-[3px] border-white bg-teal-800 text-sand-50 shadow-lg">
<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5"/></svg>
</span>`;

export interface LeafletMapProps {
  latitude: number;
  longitude: number;
  /** The villa's name: the marker's label and the map's accessible name. */
  title: string;
  placeName: string;
  /**
   * The console's location picker (issue 15 §2): a click on the map, or the pin dragged, gives
   * the new position; the pin follows the props.
   */
  onPick?: ((latitude: number, longitude: number) => void) | undefined;
}

function popupContent(title: string, placeName: string): HTMLElement {
  // Built as nodes, not HTML text, so a name can never inject markup.
  const root = document.createElement('div');
  root.className = 'font-sans';
  const name = document.createElement('p');
  name.className = 'm-0! font-display text-lg font-semibold text-teal-900';
  name.textContent = title;
  const place = document.createElement('p');
  place.className = 'm-0! text-sm text-ink-soft';
  place.textContent = placeName;
  root.append(name, place);
  return root;
}

export function LeafletMap({ latitude, longitude, title, placeName, onPick }: LeafletMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const drawn = useRef<{ map: L.Map; marker: L.Marker } | null>(null);
  // The map is made once per villa; a position that changes moves its pin (the picker's).
  const position = useRef<[number, number]>([latitude, longitude]);
  const pick = useRef(onPick);
  const picking = onPick !== undefined;
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: L.Map | null = null;
    try {
      map = L.map(container, {
        center: position.current,
        zoom: MAP_ZOOM,
        // The page scrolls under a wheel or a one-finger swipe; the map never captures them.
        scrollWheelZoom: false,
        dragging: !L.Browser.mobile,
      });
      let warned = false;
      L.tileLayer(TILE_URL, { attribution: OSM_ATTRIBUTION, maxZoom: 19 })
        .on('tileerror', () => {
          // Offline or blocked tiles only degrade the map (DESIGN.md targets): say so once, quietly.
          if (warned) return;
          warned = true;
          console.warn('Map tiles could not be loaded; the map shows without them.');
        })
        .addTo(map);
      const marker = L.marker(position.current, {
        icon: L.divIcon({
          html: PIN_HTML,
          className: 'villa-map-marker',
          iconSize: [44, 44],
          iconAnchor: [22, 22],
          popupAnchor: [0, -22],
        }),
        title: picking ? `${title}: drag to move` : `${title}: show the place name`,
        riseOnHover: true,
        draggable: picking,
      });
      if (picking) {
        map.on('click', (event: L.LeafletMouseEvent) =>
          pick.current?.(event.latlng.lat, event.latlng.lng),
        );
        marker.on('dragend', () => {
          const { lat, lng } = marker.getLatLng();
          pick.current?.(lat, lng);
        });
      } else {
        marker.bindPopup(popupContent(title, placeName));
      }
      marker.addTo(map);
      drawn.current = { map, marker };
    } catch (error) {
      console.warn('The map could not be shown.', error);
    }
    return () => {
      drawn.current = null;
      map?.remove();
    };
  }, [title, placeName, picking]);

  useEffect(() => {
    position.current = [latitude, longitude];
    if (!drawn.current) return;
    drawn.current.marker.setLatLng(position.current);
    drawn.current.map.panTo(position.current);
  }, [latitude, longitude]);

  return (
    <div
      ref={containerRef}
      role="region"
      aria-label={`Map showing ${title}, ${placeName}`}
      // Sand, not Leaflet's grey, behind tiles that are loading or could not load.
      className="h-full w-full bg-sand-100! font-sans!"
    />
  );
}
