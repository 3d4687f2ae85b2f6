import { amazon } from './amazon.js';
import { dribbble } from './dribbble.js';
import { googleMaps } from './google-maps.js';
import { instagram } from './instagram.js';
import { reddit } from './reddit.js';
import type { SiteRule } from './site-rule.js';
import { soundcloud } from './soundcloud.js';
import { spotify } from './spotify.js';
import { telegram } from './telegram.js';
import { tiktok } from './tiktok.js';
import { uol } from './uol.js';
import { xTwitter } from './x-twitter.js';
import { youtube } from './youtube.js';

/** Site rules; the first whose host test matches corrects the generic result for that page. */
const RULES: readonly SiteRule[] = [
  googleMaps,
  amazon,
  youtube,
  xTwitter,
  instagram,
  reddit,
  spotify,
  soundcloud,
  tiktok,
  dribbble,
  telegram,
  uol,
];

export function siteRuleFor(url: URL): SiteRule | null {
  return RULES.find((rule) => rule.matches(url)) ?? null;
}
