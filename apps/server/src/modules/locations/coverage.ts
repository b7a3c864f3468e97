import { parseLocationQuery } from './gazetteer/query.ts';

// What the locator covers: Great Britain. Its gazetteer (Code-Point Open, OS Open Names) has no
// Northern Irish postcodes or places, so a search there would only ever say "not found"; it says
// plainly that Northern Ireland is not covered yet instead (docs/api.md, "Recycling locations").

/** [lat, lng] corners, drawn a few kilometres out to sea; near the land border either answer is honest. */
type Polygon = readonly (readonly [number, number])[];

/** The island of Ireland, clear of Kintyre, the Rhins of Galloway, the Isle of Man and Wales. */
const IRELAND: Polygon = [
  [55.45, -7.6],
  [55.45, -6.1],
  [55.2, -5.85],
  [54.7, -5.35],
  [54.35, -5.35],
  [54.0, -5.8],
  [53.3, -5.9],
  [52.2, -6.1],
  [51.3, -8.5],
  [51.3, -10.7],
  [52.5, -10.7],
  [54.3, -10.5],
  [55.3, -8.6],
];

/** Northern Ireland: its coasts as IRELAND draws them, and the land border with the Republic, roughly. */
const NORTHERN_IRELAND: Polygon = [
  [55.45, -6.98],
  [55.45, -6.1],
  [55.2, -5.85],
  [54.7, -5.35],
  [54.35, -5.35],
  [54.0, -5.8],
  [54.02, -6.25],
  [54.1, -6.65],
  [54.35, -7.0],
  [54.2, -7.2],
  [54.12, -7.6],
  [54.3, -7.9],
  [54.47, -8.18],
  [54.6, -7.95],
  [54.7, -7.75],
  [54.83, -7.5],
  [55.0, -7.42],
  [55.1, -7.25],
];

/** Even-odd ray casting on the plane of latitude and longitude: exact enough at this scale. */
function inside(polygon: Polygon, lat: number, lng: number): boolean {
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [latI, lngI] = polygon[i]!;
    const [latJ, lngJ] = polygon[j]!;
    if (latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI) result = !result;
  }
  return result;
}

export type Coverage = 'great-britain' | 'northern-ireland' | 'elsewhere';

/** Where a position within UK_BOUNDS lies: Great Britain, Northern Ireland, or elsewhere (the Republic of Ireland). */
export function coverageOf(lat: number, lng: number): Coverage {
  if (inside(NORTHERN_IRELAND, lat, lng)) return 'northern-ireland';
  if (inside(IRELAND, lat, lng)) return 'elsewhere';
  return 'great-britain';
}

/**
 * Northern Ireland's cities, towns and counties, lower case: what a visitor may type there. Asked only
 * after the gazetteer has no place of the name, so Bangor and Newcastle find their British namesakes.
 */
const NORTHERN_IRISH_PLACES = new Set([
  'northern ireland',
  'belfast',
  'derry',
  'londonderry',
  'derry~londonderry',
  'lisburn',
  'newry',
  'armagh',
  'bangor',
  'newtownabbey',
  'craigavon',
  'portadown',
  'lurgan',
  'ballymena',
  'coleraine',
  'omagh',
  'enniskillen',
  'dungannon',
  'antrim',
  'larne',
  'carrickfergus',
  'newtownards',
  'holywood',
  'downpatrick',
  'banbridge',
  'strabane',
  'limavady',
  'cookstown',
  'magherafelt',
  'ballymoney',
  'portrush',
  'portstewart',
  'ballycastle',
  'comber',
  'dromore',
  'kilkeel',
  'warrenpoint',
  'ballyclare',
  'carryduff',
  'dundonald',
  'ballynahinch',
  'saintfield',
  'randalstown',
  'coalisland',
  'keady',
  'county antrim',
  'county armagh',
  'county down',
  'county fermanagh',
  'county londonderry',
  'county tyrone',
  'co antrim',
  'co armagh',
  'co down',
  'co fermanagh',
  'co londonderry',
  'co tyrone',
  'fermanagh',
  'tyrone',
]);

/** A postcode, outcode or sector of the BT area, or an address holding one: Northern Ireland's. */
export function isNorthernIrishCode(query: string): boolean {
  const parsed = parseLocationQuery(query);
  return parsed.kind !== 'invalid' && parsed.kind !== 'place' && /^BT\d/.test(parsed.key);
}

/** A place search naming a Northern Irish town or county ("Belfast", "Lisburn, County Antrim"). */
export function namesNorthernIrishPlace(query: string): boolean {
  const parsed = parseLocationQuery(query);
  if (parsed.kind !== 'place') return false;
  const named = (text: string) => NORTHERN_IRISH_PLACES.has(text.toLowerCase().replace(/\./g, '').trim());
  return named(parsed.name) || parsed.otherParts.some(named);
}
