import type { Account, Collection, GemDetail, ListedGem, PublicUser, TopCreator } from '@gems/contracts';

// Sample answers for the pages the build draws (build/prerender.ts): enough that each page shows
// what it shows with real data (cards with pictures, a profile, a collection), so antd generates
// the styles those need. Typed by the contracts; any other read answers 404, as for a visitor.

const AT = '2026-01-01T00:00:00.000Z';
const PICTURE = '/icon.svg';

const creator = { id: 1, username: 'curator', profileImageUrl: PICTURE };

const gem = (id: number): ListedGem => ({
  id,
  userId: 1,
  title: `A sample gem ${id}`,
  description: 'A description of the saved page.',
  userNote: 'Why it was saved.',
  url: `https://example.com/${id}`,
  canonicalUrl: null,
  imageUrl: id % 2 ? PICTURE : '',
  domain: 'example.com',
  categories: ['Design'],
  tags: ['sample'],
  visibility: 'public',
  isBookmark: false,
  siteName: 'Example',
  logoUrl: null,
  publishedAt: AT,
  author: 'Someone',
  sourceImageUrl: null,
  imageSrcset: null,
  createdAt: AT,
  updatedAt: AT,
  linkHealth: { status: 'ok', httpStatus: 200, checkedAt: AT, movedTo: null },
  creator,
  likeCount: 2,
  commentCount: 1,
  likedByViewer: false,
  extraImageUrls: id === 1 ? [PICTURE] : [],
});

const gemDetail: GemDetail = { ...gem(1), savedByCount: 2, readableCopySavedAt: null };

const collection = (id: number): Collection => ({
  id,
  userId: 1,
  title: `A sample collection ${id}`,
  description: 'Things worth keeping.',
  visibility: 'public',
  isPublic: true,
  createdAt: AT,
  updatedAt: AT,
  gemCount: 3,
  previewImages: [PICTURE, PICTURE],
  creator,
  likeCount: 1,
  likedByViewer: false,
});

const person: PublicUser = {
  id: 1,
  username: 'curator',
  firstName: 'Sam',
  lastName: 'Curator',
  bio: 'Saves good things.',
  location: 'Somewhere',
  website: 'https://example.com',
  instagramHandle: null,
  facebookHandle: null,
  linkedinHandle: null,
  twitterHandle: 'curator',
  profileImageUrl: PICTURE,
  isPublic: true,
  createdAt: AT,
};

const topCreator: TopCreator = { ...creator, username: 'curator', gemCount: 3, categories: ['Design'] };

/** The signed-in pages are drawn as this account (its own profile, dashboard, rewards…). */
export const SAMPLE_ACCOUNT: Account = {
  ...person,
  id: 2,
  username: 'member',
  email: 'member@example.com',
  referralCode: null,
  referredBy: null,
  customTag1: null,
  customTag2: null,
  customTag3: null,
  customTag4: null,
  walletAddress: null,
  walletType: null,
  walletConnected: false,
  gemTokenBalance: '0',
  totalEarned: '0',
  role: 'user',
  isAdmin: false,
  status: 'active',
  emailVerified: true,
  hasPassword: true,
  socialConnected: false,
  pendingEmail: null,
};

/** The pages drawn: the ones people land on, as a visitor and signed in. */
export const SAMPLE_PAGES = {
  visitor: [
    '/',
    '/landing',
    '/explore',
    '/gem/1',
    '/collections/1',
    '/profile/curator',
    '/login',
    '/register',
  ],
  signedIn: ['/', '/dashboard', '/notifications', '/rewards', '/profile/member'],
};

const ANSWERS: [RegExp, () => unknown][] = [
  [/^\/api\/gems\/\d+$/, () => gemDetail],
  [/^\/api\/gems\/\d+\/images$/, () => []],
  [/^\/api\/(gems|collections\/\d+\/gems|users\/\d+\/gems)$/, () => [1, 2, 3].map(gem)],
  [/^\/api\/collections\/public$/, () => [1, 2, 3].map(collection)],
  [/^\/api\/collections\/\d+$/, () => collection(1)],
  [/^\/api\/users\/top-creators$/, () => [topCreator]],
  [/^\/api\/users\/\d+\/follow-counts$/, () => ({ followers: 3, following: 2 })],
  [/^\/api\/users\/[^/]+$/, () => person],
];

/** The build's stand-in for the network: a sample answer, or the 404 a visitor would get. */
export const sampleAnswers: typeof fetch = async (input) => {
  const path = new URL(String(input), 'http://build.invalid').pathname;
  const found = ANSWERS.find(([pattern]) => pattern.test(path));
  if (process.env.GEMS_PRERENDER_DEBUG) console.log(`prerender sample ${found ? 'answer' : '404'}: ${path}`);
  return new Response(JSON.stringify(found ? found[1]() : { message: 'Not found' }), {
    status: found ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
};
