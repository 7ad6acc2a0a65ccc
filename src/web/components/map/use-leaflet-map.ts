import { useEffect, useState, type ComponentType } from 'react';
import type { LeafletMapProps } from './leaflet-map.tsx';

export type LeafletMapState =
  | { status: 'waiting' }
  | { status: 'ready'; Map: ComponentType<LeafletMapProps> }
  | { status: 'failed' };

/**
 * The Leaflet map's code (Leaflet and its stylesheet), fetched once `wanted` (the villa page's
 * map near the screen; the console's picker at once). A map that cannot load only degrades the
 * page (spec §2: a load failure is only logged).
 */
export function useLeafletMap(wanted: boolean): LeafletMapState {
  const [state, setState] = useState<LeafletMapState>({ status: 'waiting' });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import('./leaflet-map.tsx').then(
      (module) => {
        if (!cancelled) setState({ status: 'ready', Map: module.LeafletMap });
      },
      (error: unknown) => {
        console.warn('The map could not be loaded.', error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return state;
}
