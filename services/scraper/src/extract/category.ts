import { DEFAULT_CATEGORY, type CATEGORIES } from '@gems/contracts';
import { schemaTypes } from './generic-rules.js';
import type { PageContext } from './page-context.js';
import type { PreviewFields } from './sites/site-rule.js';
import { registrableDomain } from './urls.js';

/**
 * A best guess among the 16 fixed categories (spec 01 §3), "Article" when nothing points
 * anywhere. Strongest signal first: what the page says it is (schema.org type, og:type), then
 * what the site is known for, then words in its title and description.
 */
type Category = (typeof CATEGORIES)[number];

const SCHEMA_TYPES: Array<[RegExp, Category]> = [
  [/^(Product|ProductGroup|Offer|AggregateOffer|IndividualProduct|ProductModel|Vehicle|Car)$/, 'Products'],
  [
    /^(Recipe|Restaurant|FoodEstablishment|Bakery|CafeOrCoffeeShop|FastFoodRestaurant|IceCreamShop|Menu|MenuItem|Winery|Brewery)$/,
    'Food & Drink',
  ],
  [/^(BarOrPub|NightClub|Distillery)$/, 'Bars & Nightlife'],
  [
    /^(Event|MusicEvent|Festival|ComedyEvent|TheaterEvent|SportsEvent|ScreeningEvent|ExhibitionEvent|SocialEvent|DanceEvent)$/,
    'Events',
  ],
  [/^(MusicRecording|MusicAlbum|MusicGroup|MusicPlaylist|MusicComposition|MusicRelease)$/, 'Music'],
  [
    /^(VideoObject|Movie|TVSeries|TVEpisode|PodcastEpisode|PodcastSeries|RadioSeries|Clip|VideoGame|Book)$/,
    'Media',
  ],
  [/^(NewsArticle|ReportageNewsArticle|AnalysisNewsArticle|LiveBlogPosting|OpinionNewsArticle)$/, 'News'],
  [
    /^(Hotel|LodgingBusiness|Resort|BedAndBreakfast|Hostel|Campground|TouristAttraction|TouristDestination|TouristTrip|Airport|LandmarksOrHistoricalBuildings|Trip|Flight)$/,
    'Travel',
  ],
  [/^(Park|Beach|Mountain|BodyOfWater|LakeBodyOfWater|NaturalFeature|HikingTrail)$/, 'Outdoors'],
  [/^(VisualArtwork|Painting|Sculpture|Photograph|ArtGallery|Museum)$/, 'Art'],
  [/^(ClothingStore|ShoeStore|JewelryStore)$/, 'Fashion'],
  [
    /^(Store|OnlineStore|ShoppingCenter|DepartmentStore|BookStore|ElectronicsStore|GroceryStore|HomeGoodsStore|ToyStore)$/,
    'Retail',
  ],
  [/^(ChildCare|Preschool|ChildrensEvent)$/, 'Kids'],
  [
    /^(Service|ProfessionalService|FinancialService|LegalService|HomeAndConstructionBusiness|AutomotiveBusiness|HealthAndBeautyBusiness|MedicalBusiness|EmergencyService|SoftwareApplication|WebApplication)$/,
    'Services',
  ],
  [/^(ItemList|CollectionPage)$/, 'Lists'],
];

const OG_TYPES: Array<[RegExp, Category]> = [
  [/^(product|og:product|product\.item|product\.group)$/, 'Products'],
  [/^music\./, 'Music'],
  [/^(video\.|video$)/, 'Media'],
  [/^restaurant\./, 'Food & Drink'],
  [/^(books\.book|book)$/, 'Media'],
];

// Sites whose pages are nearly always one kind of thing (general knowledge, not tuned on tests).
const KNOWN_SITES: Record<string, Category> = {
  'spotify.com': 'Music',
  'soundcloud.com': 'Music',
  'bandcamp.com': 'Music',
  'music.apple.com': 'Music',
  'deezer.com': 'Music',
  'tidal.com': 'Music',
  'last.fm': 'Music',
  'genius.com': 'Music',
  'mixcloud.com': 'Music',
  'youtube.com': 'Media',
  'youtu.be': 'Media',
  'vimeo.com': 'Media',
  'tiktok.com': 'Media',
  'twitch.tv': 'Media',
  'imdb.com': 'Media',
  'netflix.com': 'Media',
  'dailymotion.com': 'Media',
  'goodreads.com': 'Media',
  'amazon.com': 'Products',
  'ebay.com': 'Products',
  'etsy.com': 'Products',
  'aliexpress.com': 'Products',
  'bestbuy.com': 'Products',
  'walmart.com': 'Retail',
  'target.com': 'Retail',
  'ikea.com': 'Retail',
  'airbnb.com': 'Travel',
  'booking.com': 'Travel',
  'tripadvisor.com': 'Travel',
  'expedia.com': 'Travel',
  'hotels.com': 'Travel',
  'lonelyplanet.com': 'Travel',
  'skyscanner.net': 'Travel',
  'allrecipes.com': 'Food & Drink',
  'seriouseats.com': 'Food & Drink',
  'bonappetit.com': 'Food & Drink',
  'epicurious.com': 'Food & Drink',
  'yelp.com': 'Food & Drink',
  'opentable.com': 'Food & Drink',
  'eventbrite.com': 'Events',
  'meetup.com': 'Events',
  'ticketmaster.com': 'Events',
  'dice.fm': 'Events',
  'residentadvisor.net': 'Bars & Nightlife',
  'ra.co': 'Bars & Nightlife',
  'dribbble.com': 'Design',
  'behance.net': 'Design',
  'figma.com': 'Design',
  'awwwards.com': 'Design',
  'artsy.net': 'Art',
  'deviantart.com': 'Art',
  'artstation.com': 'Art',
  'vogue.com': 'Fashion',
  'farfetch.com': 'Fashion',
  'asos.com': 'Fashion',
  'zara.com': 'Fashion',
  'hm.com': 'Fashion',
  'alltrails.com': 'Outdoors',
  'rei.com': 'Outdoors',
  'nps.gov': 'Outdoors',
  'reuters.com': 'News',
  'apnews.com': 'News',
  'bbc.co.uk': 'News',
  'bbc.com': 'News',
  'cnn.com': 'News',
  'nytimes.com': 'News',
  'theguardian.com': 'News',
  'washingtonpost.com': 'News',
  'nbcnews.com': 'News',
  'usatoday.com': 'News',
  'wsj.com': 'News',
  'bloomberg.com': 'News',
  'ft.com': 'News',
  'news.yahoo.com': 'News',
  'upwork.com': 'Services',
  'fiverr.com': 'Services',
  'thumbtack.com': 'Services',
  'taskrabbit.com': 'Services',
};

const KEYWORDS: Array<[RegExp, Category]> = [
  [
    /\b(recipes?|cooking|restaurants?|cuisine|menu|dinner|brunch|bakery|coffee|wine|foodie|delicious)\b/i,
    'Food & Drink',
  ],
  [
    /\b(cocktails?|nightlife|night ?club|pubs?|brewery|craft beer|speakeasy|happy hour|rooftop bar)\b/i,
    'Bars & Nightlife',
  ],
  [
    /\b(hotels?|flights?|travel(ing|ling)?|destinations?|vacation|holiday|itinerary|resort|tourism)\b/i,
    'Travel',
  ],
  [/\b(hiking|trails?|camping|outdoors?|national park|climbing|kayak|backpacking|ski(ing)?)\b/i, 'Outdoors'],
  [/\b(concerts?|festival|tickets|conference|webinar|meetup|exhibition|gig)\b/i, 'Events'],
  [/\b(album|songs?|playlist|music|band|singer|rapper|spotify|listen)\b/i, 'Music'],
  [/\b(podcast|episode|movie|film|trailer|tv series|documentary|video)\b/i, 'Media'],
  [/\b(fashion|outfits?|dress(es)?|sneakers|streetwear|runway|apparel|clothing)\b/i, 'Fashion'],
  [/\b(kids|children|toddlers?|baby|babies|parenting|family activities)\b/i, 'Kids'],
  [/\b(painting|artists?|gallery|museum|sculpture|artwork|illustration)\b/i, 'Art'],
  [/\b(design|typography|ui|ux|branding|logo|interior design|architecture)\b/i, 'Design'],
  [/\b(buy|price|add to cart|in stock|free shipping|product)\b/i, 'Products'],
  [/\b(shop|store|sale|discount|deals?|outlet)\b/i, 'Retail'],
  [/\b(services?|agency|consulting|booking an appointment|hire|plumber|lawyer|repair)\b/i, 'Services'],
  [/\b(top \d+|\d+ best|best \d+|list of|ranked)\b/i, 'Lists'],
  [/\b(breaking|news|reported|according to officials|election|government)\b/i, 'News'],
];

export function guessCategory(ctx: PageContext, fields: PreviewFields): string {
  for (const type of schemaTypes(ctx))
    for (const [pattern, category] of SCHEMA_TYPES) if (pattern.test(type)) return category;
  const ogType = (ctx.meta('og:type') ?? '').trim().toLowerCase();
  for (const [pattern, category] of OG_TYPES) if (pattern.test(ogType)) return category;
  const host = ctx.url.hostname.replace(/^www\./, '');
  const known = KNOWN_SITES[host] ?? KNOWN_SITES[registrableDomain(host)];
  if (known) return known;
  const text = [fields.title, fields.description, ctx.meta('keywords')].filter(Boolean).join(' ');
  let best: Category | null = null;
  let bestScore = 0;
  for (const [pattern, category] of KEYWORDS) {
    const matches = text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
    if (matches > bestScore) {
      best = category;
      bestScore = matches;
    }
  }
  return bestScore >= 2 && best ? best : DEFAULT_CATEGORY;
}
