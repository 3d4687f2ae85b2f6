// A redelivered event changes nothing. JetStream drops a second publish of the same id, so a
// redelivery (the handler ran, the ack was lost) is replayed here through the very handlers the
// durable consumers run, on real Postgres, against a container of its own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pgModule from 'pg';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { createEnvelope } from '@gems/platform/events';
import type { SocialContainer } from './handlers-container.js';
import { startHandlersContainer, type HandlersContainer } from './handlers-container.js';

let c: SocialContainer;
let url: string;
let schema: string;
let container: HandlersContainer | undefined;
beforeAll(async () => {
  container = await startHandlersContainer('social_replay');
  ({ c, url, schema } = container);
});
afterAll(async () => {
  await container?.close();
});

const claims = (userId: number) => ({ userId }) as SessionClaims;
type Handler = SocialContainer['handlers']['users'];
const twice = async (handle: Handler, e: Parameters<Handler>[0]) => {
  await handle(e);
  await handle(e);
};

describe('redelivered events', () => {
  it('write one user card, one gem replica, one notification and remove a user once', async () => {
    for (const [userId, username] of [
      [1, 'owner'],
      [2, 'fan'],
    ] as const)
      await twice(
        c.handlers.users,
        createEnvelope(
          'user.registered',
          {
            userId,
            username,
            email: null,
            profileImageUrl: null,
            isPublic: true,
            referredBy: null,
            createdAt: '',
          },
          { producer: 'identity' },
        ),
      );
    const gem = createEnvelope(
      'gem.created',
      {
        gemId: 10,
        userId: 1,
        visibility: 'public',
        title: 'Replayed',
        url: '',
        canonicalUrl: null,
        categories: [],
        tags: [],
        imageUrl: '',
        createdAt: '',
      },
      { producer: 'curation' },
    );
    await twice(c.handlers.curation, gem);
    expect(await c.likes.count(undefined, 'gem', 10)).toEqual({ count: 0 });

    const liked = createEnvelope(
      'gem.liked',
      { gemId: 10, userId: 2, ownerId: 1, at: '' },
      { producer: 'social' },
    );
    await twice(c.handlers.notifications, liked);
    // The comment's row (the notification quotes it as it is when written), without its own event.
    const commentId = await pg(
      `INSERT INTO "${schema}".comments (gem_id, user_id, content, updated_at)
       VALUES (10, 2, 'hi', now()) RETURNING id AS n`,
    );
    const commented = createEnvelope(
      'comment.created',
      { commentId, gemId: 10, userId: 2, gemOwnerId: 1, excerpt: 'hi', createdAt: '' },
      { producer: 'social' },
    );
    await twice(c.handlers.notifications, commented);
    await c.handlers.notifications(commented);
    expect(await c.notifications.count(claims(1))).toEqual({ count: 2 });

    // A deletion replayed after the user's data is gone removes nothing more and emits nothing more.
    await c.likes.like(claims(2), 'gem', 10);
    const deleted = createEnvelope('user.deleted', { userId: 2, deletedBy: 1 }, { producer: 'identity' });
    await twice(c.handlers.users, deleted);
    expect(await c.likes.count(undefined, 'gem', 10)).toEqual({ count: 0 });
    expect(await c.notifications.count(claims(1))).toEqual({ count: 0 });

    const unliked = await pg(
      `SELECT count(*)::int AS n FROM "${schema}".outbox_events WHERE subject = 'gem.unliked'`,
    );
    expect(unliked).toBe(1);
  });

  it('keeps the gem replica right when its lifecycle events arrive out of order', async () => {
    const gem = (type: 'gem.created' | 'gem.updated', visibility: 'public' | 'private', at: string) => {
      const data = {
        gemId: 20,
        userId: 1,
        visibility,
        title: type,
        url: '',
        canonicalUrl: null,
        categories: [],
        tags: [],
        imageUrl: '',
        createdAt: '',
      };
      const envelope =
        type === 'gem.created'
          ? createEnvelope(type, data, { producer: 'curation' })
          : createEnvelope(type, { ...data, updatedAt: at }, { producer: 'curation' });
      return { ...envelope, occurredAt: at };
    };
    // The update (later) is applied before the creation (earlier): the update wins.
    await c.handlers.curation(gem('gem.updated', 'private', '2026-01-01T00:00:02.000Z'));
    await c.handlers.curation(gem('gem.created', 'public', '2026-01-01T00:00:01.000Z'));
    await expect(c.likes.count(undefined, 'gem', 20)).rejects.toThrow('Gem not found');
    expect(await c.likes.count(claims(1), 'gem', 20)).toEqual({ count: 0 });

    // Deleted, then a late update: it stays deleted.
    const removed = createEnvelope('gem.deleted', { gemId: 20, userId: 1 }, { producer: 'curation' });
    await c.handlers.curation({ ...removed, occurredAt: '2026-01-01T00:00:03.000Z' });
    await c.handlers.curation(gem('gem.updated', 'public', '2026-01-01T00:00:04.000Z'));
    await expect(c.likes.count(claims(1), 'gem', 20)).rejects.toThrow('Gem not found');
  });
});

async function pg(sql: string): Promise<number> {
  const client = new pgModule.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql)).rows[0]!.n;
  } finally {
    await client.end();
  }
}
