// A like from someone whose user.registered has not reached social yet (NATS was down, or social
// restarted with a backlog) must still notify: the writer asks identity, the source of truth.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createEnvelope } from '@gems/platform/events';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startHandlersContainer, type HandlersContainer } from '../../test/handlers-container.js';

/** Far from the ids the stack's identity hands out, so no fan is the owner. */
const OWNER = 900_001;
let stack: TestStack;
let container: HandlersContainer;
let db: pg.Pool;

beforeAll(async () => {
  stack = await startTestStack(); // a real identity; its events go to the stack's own namespace
  container = await startHandlersContainer('social_late_actor', { IDENTITY_URL: stack.identity.url });
  db = new pg.Pool({ connectionString: container.url, max: 2 });
  const owner = { userId: OWNER, username: 'owner', email: null, profileImageUrl: null, isPublic: true };
  await container.c.handlers.users(
    createEnvelope(
      'user.registered',
      { ...owner, referredBy: null, createdAt: '' },
      { producer: 'identity' },
    ),
  );
});

afterAll(async () => {
  await db?.end();
  await container?.close();
  await stack?.stop();
});

const liked = (userId: number) =>
  createEnvelope('gem.liked', { gemId: 10, userId, ownerId: OWNER, at: '' }, { producer: 'social' });

const messages = async () =>
  (
    await db.query<{ message: string }>(
      `SELECT message FROM "${container.schema}".notifications WHERE user_id = ${OWNER} ORDER BY id`,
    )
  ).rows.map((r) => r.message);

describe('a notification whose actor the user-card replica does not know yet', () => {
  it('is written with the name identity has, and the card joins the replica', async () => {
    const fan = stack.client();
    const { body } = await fan.post('/api/auth/register', newAccount());
    await container.c.handlers.notifications(liked(body.id));
    expect(await messages()).toEqual([`${body.username} liked your gem`]);
    const card = await db.query(`SELECT username FROM "${container.schema}".user_cards WHERE user_id = $1`, [
      body.id,
    ]);
    expect(card.rows).toEqual([{ username: body.username }]);
  });

  it('is not written for someone identity does not know', async () => {
    const before = await messages();
    await container.c.handlers.notifications(liked(987_654));
    expect(await messages()).toEqual(before);
  });
});
