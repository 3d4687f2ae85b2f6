import { Recorder } from './client.js';
import type { Ledger, Load } from './load.js';
import { settles } from './settle.js';

/**
 * Sends again the likes and follows whose answer was lost (both are idempotent), so the state
 * expected afterwards is exact: every pair attempted exists once.
 */
export async function resendInDoubt(base: string, load: Load): Promise<void> {
  const { ledger, recorder } = load;
  for (const key of ledger.likesInDoubt) {
    const [liker, gem] = key.split(':').map(Number) as [number, number];
    await recorder.call(base, 'retry', 'POST', `/api/gems/${gem}/like`, { session: ledger.users[liker] });
  }
  for (const key of ledger.followsInDoubt) {
    const [follower, followed] = key.split(':').map(Number) as [number, number];
    await recorder.call(base, 'retry', 'POST', '/api/follows', {
      session: ledger.users[follower],
      body: { followedId: ledger.users[followed]!.id },
    });
  }
}

/** How many of `pairs` (`a:b`) name each second member. */
function countSecond(pairs: Set<string>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const key of pairs) {
    const second = Number(key.split(':')[1]);
    counts.set(second, (counts.get(second) ?? 0) + 1);
  }
  return counts;
}

/** gem id → its likers, sorted by gem: what the gem_liked notifications must read. */
export const likersPerGem = (ledger: Ledger): Record<number, number> =>
  Object.fromEntries([...countSecond(ledger.likes)].sort(([a], [b]) => a - b));

/**
 * Every acknowledged gem is there with its likes (curation's copy and social's count) and
 * comments counted once each; a comment whose answer was lost may or may not exist.
 * Returns what does not match, after waiting for events still on their way.
 */
export async function counterMismatches(base: string, ledger: Ledger): Promise<unknown[]> {
  const likersOf = countSecond(ledger.likes);
  const client = new Recorder();
  // Each gem is read as its owner: the checks spread over the users' API windows (1,200 a minute).
  const read = async (path: string, owner: number) =>
    (await client.call(base, 'check', 'GET', path, { session: ledger.users[owner] })).body as Record<
      string,
      number
    >;
  const mismatches: unknown[] = [];
  for (const [gem, owner] of ledger.gems) {
    const likes = likersOf.get(gem) ?? 0;
    const comments = ledger.comments.get(gem) ?? { acked: 0, inDoubt: 0 };
    const counted = await settles(
      async () => {
        const g = await read(`/api/gems/${gem}`, owner);
        return {
          likes: g.likeCount,
          likeCount: (await read(`/api/gems/${gem}/like-count`, owner)).count,
          comments: g.commentCount,
        };
      },
      { likes, likeCount: likes, comments: comments.acked },
      comments.inDoubt ? 3_000 : 30_000,
    );
    const commentsOk =
      counted.comments !== undefined &&
      counted.comments >= comments.acked &&
      counted.comments <= comments.acked + comments.inDoubt;
    if (counted.likes !== likes || counted.likeCount !== likes || !commentsOk)
      mismatches.push({ gem, expected: { likes, comments }, counted });
  }
  return mismatches;
}

/** Each user's followers against the follows attempted; returns what does not match. */
export async function followerMismatches(base: string, ledger: Ledger): Promise<unknown[]> {
  const followersOf = countSecond(ledger.follows);
  const client = new Recorder();
  const mismatches: unknown[] = [];
  for (const [i, user] of ledger.users.entries()) {
    const followers = followersOf.get(i) ?? 0;
    const counted = await settles(
      async () =>
        (
          (await client.call(base, 'check', 'GET', `/api/users/${user.id}/follow-counts`, { session: user }))
            .body as { followers?: number }
        ).followers,
      followers,
    );
    if (counted !== followers) mismatches.push({ user: i, followers, counted });
  }
  return mismatches;
}

/** user id → the gems they liked, sorted by user: what their like_gem awards must read. */
export function likesPerLiker(ledger: Ledger): Record<number, number> {
  const counts = new Map<number, number>();
  for (const key of ledger.likes) {
    const id = ledger.users[Number(key.split(':')[0])]!.id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].sort(([a], [b]) => a - b));
}

/** What a user's award rows for saves and comments may read: [at least, at most]. */
interface AwardRange {
  saves: [number, number];
  comments: [number, number];
}

/**
 * user id → the create_gem and comment_gem awards the ledger allows: one per acknowledged save,
 * one per gem of someone else with an acknowledged comment; a save or comment whose answer was lost
 * may have happened, so it widens the upper bound only.
 */
export function awardRanges(ledger: Ledger): Map<number, AwardRange> {
  const ranges = new Map<number, AwardRange>();
  const of = (index: number) => {
    const id = ledger.users[index]!.id;
    const range = ranges.get(id) ?? { saves: [0, 0], comments: [0, 0] };
    ranges.set(id, range);
    return range;
  };
  for (const owner of ledger.gems.values()) {
    of(owner).saves[0]++;
    of(owner).saves[1]++;
  }
  for (const [owner, lost] of ledger.savesInDoubt) of(owner).saves[1] += lost;
  const othersGem = (key: string) => {
    const [author, gem] = key.split(':').map(Number) as [number, number];
    return ledger.gems.get(gem) === author ? undefined : author;
  };
  for (const key of ledger.commented) {
    const author = othersGem(key);
    if (author === undefined) continue;
    of(author).comments[0]++;
    of(author).comments[1]++;
  }
  for (const key of ledger.commentedInDoubt) {
    const author = othersGem(key);
    if (author !== undefined) of(author).comments[1]++;
  }
  return ranges;
}

/** The users whose save or comment awards fall outside what the ledger allows. */
export function awardMismatches(
  ranges: Map<number, AwardRange>,
  rows: { userId: number; saves: number; comments: number }[],
): unknown[] {
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const within = (n: number, [low, high]: [number, number]) => n >= low && n <= high;
  return [...ranges]
    .map(([userId, range]) => ({ userId, range, row: byUser.get(userId) ?? { saves: 0, comments: 0 } }))
    .filter(({ range, row }) => !within(row.saves, range.saves) || !within(row.comments, range.comments))
    .map(({ userId, range, row }) => ({ userId, expected: range, saves: row.saves, comments: row.comments }));
}
