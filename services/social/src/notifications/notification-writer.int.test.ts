// The notification durables write the events waiting in one statement: the batch must come out as
// the same events one after another would, and a redelivered batch must write nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { createEnvelope } from '@gems/platform/events';
import { startHandlersContainer, type HandlersContainer } from '../../test/handlers-container.js';
import type { SocialContainer } from '../../test/handlers-container.js';

let c: SocialContainer;
let db: pg.Pool;
let schema: string;
let container: HandlersContainer | undefined;

beforeAll(async () => {
  container = await startHandlersContainer('social_batch');
  ({ c, schema } = container);
  db = new pg.Pool({ connectionString: container.url, max: 2 });
  for (const userId of [1, 2, 3])
    await c.handlers.users(
      createEnvelope(
        'user.registered',
        {
          userId,
          username: `u${userId}`,
          email: null,
          profileImageUrl: null,
          isPublic: true,
          referredBy: null,
          createdAt: '',
        },
        { producer: 'identity' },
      ),
    );
  for (const gemId of [10, 11])
    await c.handlers.curation(
      createEnvelope(
        'gem.created',
        {
          gemId,
          userId: 1,
          visibility: 'public',
          title: `Gem ${gemId}`,
          url: '',
          canonicalUrl: null,
          categories: [],
          tags: [],
          imageUrl: '',
          createdAt: '',
        },
        { producer: 'curation' },
      ),
    );
});

afterAll(async () => {
  await db?.end();
  await container?.close();
});

const liked = (gemId: number, userId: number) =>
  createEnvelope('gem.liked', { gemId, userId, ownerId: 1, at: '' }, { producer: 'social' });
const commented = (commentId: number, userId: number) =>
  createEnvelope(
    'comment.created',
    { commentId, gemId: 10, userId, gemOwnerId: 1, excerpt: `c${commentId}`, createdAt: '' },
    { producer: 'social' },
  );

const notifications = async () =>
  (
    await db.query<{ type: string; related_user_id: number; related_gem_id: number; message: string }>(
      `SELECT type, related_user_id, related_gem_id, message FROM "${schema}".notifications ORDER BY id`,
    )
  ).rows.map((n) => `${n.type} ${n.related_user_id} ${n.related_gem_id}: ${n.message}`);

const claims = (userId: number) => ({ userId }) as SessionClaims;
/**
 * A comment row by `userId` on gem 10, without the event its creation would publish (the tests
 * send that themselves): notifications quote the comment row, not the event.
 */
const comment = async (userId: number, content: string) =>
  (
    await db.query<{ id: number }>(
      `INSERT INTO "${schema}".comments (gem_id, user_id, content, updated_at)
       VALUES (10, $1, $2, now()) RETURNING id`,
      [userId, content],
    )
  ).rows[0]!.id;

describe('notification batches', () => {
  it('write what the events one after another would, in their order, and nothing when redelivered', async () => {
    const [c1, c2] = [await comment(3, 'c1'), await comment(3, 'c2')];
    const batch = [
      liked(10, 2),
      commented(c1, 3),
      liked(10, 2), // liked again (after an unlike): no second notification
      liked(10, 1), // the owner's own like
      liked(11, 3),
      commented(c2, 3), // every comment notifies
    ];
    await c.handlers.notifications.many(batch);
    const expected = [
      'gem_liked 2 10: u2 liked your gem “Gem 10”',
      'gem_commented 3 10: u3 commented on your gem “Gem 10”: c1',
      'gem_liked 3 11: u3 liked your gem “Gem 11”',
      'gem_commented 3 10: u3 commented on your gem “Gem 10”: c2',
    ];
    expect(await notifications()).toEqual(expected);

    await c.handlers.notifications.many(batch); // redelivered
    await c.handlers.notifications(liked(10, 2)); // a later like by the same fan
    expect(await notifications()).toEqual(expected);
  });

  it('quote a comment edited before the notification was written as it is now; skip a deleted one', async () => {
    await db.query(`DELETE FROM "${schema}".notifications`);
    const edited = await comment(2, 'first words');
    await c.comments.update(claims(2), edited, 'second thoughts');
    const deleted = await comment(2, 'regrettable');
    await c.comments.delete(claims(2), deleted);
    await c.handlers.notifications.many([commented(edited, 2), commented(deleted, 2)]);
    expect(await notifications()).toEqual([
      'gem_commented 2 10: u2 commented on your gem “Gem 10”: second thoughts',
    ]);

    // Written, then edited and deleted: the text follows, then the notification goes.
    await c.comments.update(claims(2), edited, 'third time lucky');
    expect(await notifications()).toEqual([
      'gem_commented 2 10: u2 commented on your gem “Gem 10”: third time lucky',
    ]);
    await c.comments.delete(claims(2), edited);
    expect(await notifications()).toEqual([]);
  });
});
