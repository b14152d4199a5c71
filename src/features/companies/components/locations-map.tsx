// The Company Locations map: only loaded (its own chunk, with @vis.gl/react-google-maps) when the
// server has a Maps key. The list beside it carries the same information for keyboard and screen readers.
import { APIProvider, Map as GoogleMap, Marker } from '@vis.gl/react-google-maps';
import type { CompanyLocation } from '@/features/companies/types';

/** SPEC.md section 9: the map starts here. */
export const MAP_START = { center: { lat: 20, lng: 78 }, zoom: 3 } as const;

export function LocationsMap({ apiKey, locations }: { apiKey: string; locations: CompanyLocation[] }) {
  const placed = locations.filter(
    (l): l is CompanyLocation & { lat: number; lng: number } => l.lat !== null && l.lng !== null,
  );
  return (
    <APIProvider apiKey={apiKey}>
      <GoogleMap
        className="co-map"
        defaultCenter={MAP_START.center}
        defaultZoom={MAP_START.zoom}
        gestureHandling="cooperative"
        aria-label="Map of company locations"
      >
        {placed.map((location) => (
          <Marker
            key={location.city}
            position={{ lat: location.lat, lng: location.lng }}
            title={`${location.city}: ${location.companies.map((c) => c.name).join(', ')}`}
          />
        ))}
      </GoogleMap>
    </APIProvider>
  );
}
