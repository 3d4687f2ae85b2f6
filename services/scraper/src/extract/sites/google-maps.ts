import { asText, isObject, nodesOfType, type JsonNode } from '../json-ld.js';
import type { PageContext } from '../page-context.js';
import { displayText, jsonText } from '../text.js';
import type { Location, SiteRule } from './site-rule.js';

const GOOGLE_HOST = /^(www\.)?google\.[a-z.]+$/;

function isGoogleMapsUrl(url: URL): boolean {
  if (GOOGLE_HOST.test(url.hostname)) return url.pathname === '/maps' || url.pathname.startsWith('/maps/');
  if (/^maps\.google\.[a-z.]+$/.test(url.hostname)) return true;
  if (url.hostname === 'maps.app.goo.gl') return true;
  return url.hostname === 'goo.gl' && url.pathname.startsWith('/maps');
}

const PLACE_TYPES = new Set([
  'Place',
  'LocalBusiness',
  'Restaurant',
  'CafeOrCoffeeShop',
  'BarOrPub',
  'Bakery',
  'FoodEstablishment',
  'Hotel',
  'LodgingBusiness',
  'TouristAttraction',
  'Museum',
  'Park',
  'Store',
  'Landmark',
  'LandmarksOrHistoricalBuildings',
  'NightClub',
  'CivicStructure',
  'Airport',
  'Beach',
  'Winery',
  'Brewery',
]);
const SUFFIX = /\s*[·\-–|]\s*Google\s+Maps\s*$/i;

/** `/maps/place/Caf%C3%A9+Lisboa/@38.71,-9.14,17z/data=…!3d38.7104!4d-9.1435` → name and position. */
function placeFromUrl(url: URL): Location | null {
  const name = /\/maps\/place\/([^/]+)/.exec(url.pathname)?.[1];
  if (!name) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    decoded = name.replace(/\+/g, ' ');
  }
  const precise = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(url.href);
  const view = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(url.pathname);
  const lat = Number(precise?.[1] ?? view?.[1]);
  const lng = Number(precise?.[2] ?? view?.[2]);
  return {
    name: decoded.trim(),
    ...(Number.isFinite(lat) && Number.isFinite(lng) && (precise || view)
      ? { latitude: lat, longitude: lng }
      : {}),
    url: url.href,
  };
}

function locationFromNode(node: JsonNode, ctx: PageContext): Location | null {
  const name = jsonText(asText(node.name));
  if (!name) return null;
  const geo = isObject(node.geo) ? node.geo : {};
  const lat = Number(geo.latitude);
  const lng = Number(geo.longitude);
  const address = isObject(node.address)
    ? ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry']
        .map((k) => asText((node.address as JsonNode)[k]))
        .filter(Boolean)
        .join(', ')
    : asText(node.address);
  const url = ctx.abs(asText(node.url) ?? asText(node.hasMap));
  return {
    name,
    ...(address ? { address: jsonText(address) ?? undefined } : {}),
    ...(Number.isFinite(lat) && Number.isFinite(lng) && geo.latitude !== undefined
      ? { latitude: lat, longitude: lng }
      : {}),
    ...(url ? { url } : {}),
  };
}

/** Every place the page describes in structured data (JSON-LD, also inside ItemLists; microdata). */
function readLocations(ctx: PageContext): Location[] {
  const found: Location[] = [];
  const seen = new Set<string>();
  const add = (location: Location | null) => {
    if (!location) return;
    const key = `${location.name}|${location.address ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(location);
  };
  add(placeFromUrl(ctx.url));
  for (const node of nodesOfType(ctx.jsonLd, PLACE_TYPES)) add(locationFromNode(node, ctx));
  for (const item of ctx.scan.microdata) {
    const type = item.type.split('/').pop() ?? '';
    if (!PLACE_TYPES.has(type)) continue;
    const name = displayText(item.props.get('name'));
    if (name)
      add({
        name,
        ...(item.props.get('address') ? { address: displayText(item.props.get('address'))! } : {}),
      });
  }
  return found.slice(0, 200);
}

/**
 * Google Maps places and saved lists become bookmarks (spec 01 §2: the user names them): the
 * name is the list's or place's, and with extractIndividualLocations the places it can read.
 */
export const googleMaps: SiteRule = {
  name: 'google-maps',
  matches: isGoogleMapsUrl,
  apply(ctx, generic, options) {
    const place = placeFromUrl(ctx.url);
    const named = [displayText(ctx.meta('og:title')), displayText(ctx.scan.title), generic.title]
      .map((t) => t?.replace(SUFFIX, '').trim())
      .find((t) => t && !/^google maps$/i.test(t));
    const isList =
      !place && /!11m\d|\/lists?\/|placelists/i.test(ctx.url.href + ' ' + (ctx.meta('og:description') ?? ''));
    return {
      title: named ?? place?.name ?? null,
      publisher: 'Google Maps',
      requiresBookmark: true,
      category: place ? 'Travel' : isList ? 'Lists' : 'Travel',
      ...(options.extractLocations ? { locations: readLocations(ctx) } : {}),
    };
  },
};
