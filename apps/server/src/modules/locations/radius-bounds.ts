/** The sphere earthdistance measures on: `earth()` is 6,378,168 m. */
const EARTH_RADIUS_METRES = 6_378_168;
/** About a centimetre, outwards: the database's arithmetic may differ from this in the last digits. */
const MARGIN_DEGREES = 1e-7;

export interface LatLngBounds {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The latitude and longitude rectangle that holds every point within `radiusMetres` of the origin on
 * earthdistance's sphere (bounding coordinates of a spherical cap: J. P. Matuschek, "Finding Points
 * Within a Distance of a Latitude/Longitude Using Bounding Coordinates"). A point outside it is
 * surely beyond the radius, which a row's stored lat and lng tell without any trigonometry.
 */
export function boundsAround(lat: number, lng: number, radiusMetres: number): LatLngBounds {
  const angle = radiusMetres / EARTH_RADIUS_METRES;
  const latitude = (lat * Math.PI) / 180;
  const minLat = degrees(latitude - angle) - MARGIN_DEGREES;
  const maxLat = degrees(latitude + angle) + MARGIN_DEGREES;
  const ratio = Math.sin(angle) / Math.cos(latitude);
  // A pole within reach, or a rectangle across the antimeridian: every longitude, bounded by latitude alone.
  if (minLat <= -90 || maxLat >= 90 || ratio >= 1) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  const spread = degrees(Math.asin(ratio)) + MARGIN_DEGREES;
  if (lng - spread < -180 || lng + spread > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: lng - spread, maxLng: lng + spread };
}
