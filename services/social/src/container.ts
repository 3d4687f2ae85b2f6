import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Envelope } from '@gems/contracts';
import type { Logger } from '@gems/platform/logger';
import { createPool, pingPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { createUnitOfWork } from '@gems/platform/db/unit-of-work';
import { createCache } from '@gems/platform/cache';
import { createEventBus, OutboxRelay } from '@gems/platform/events';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import type { SocialConfig } from './config.js';
import { createPrisma, type Tx } from './db/prisma.js';
import { RefsRepository } from './replicas/refs.repository.js';
import { Access } from './replicas/access.js';
import { consumeCurationEvents, curationEventsHandler } from './replicas/curation-events.consumer.js';
import { FollowsRepository } from './follows/follows.repository.js';
import { FollowsService } from './follows/follows.service.js';
import { LikesRepository } from './likes/likes.repository.js';
import { LikesService } from './likes/likes.service.js';
import { CommentsRepository } from './comments/comments.repository.js';
import { CommentsService } from './comments/comments.service.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { NotificationsService } from './notifications/notifications.service.js';
import {
  consumeNotificationEvents,
  notificationWriter,
} from './notifications/notification-writer.consumer.js';
import { UserCardsRepository } from './users/user-cards.repository.js';
import { UserDataRemover } from './users/user-data-remover.js';
import { consumeUserEvents, userEventsHandler } from './users/user-events.consumer.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Social's composition root: picks adapters by configuration and wires the services. */
export async function createContainer(config: SocialConfig, logger: Logger) {
  const pool: pg.Pool = createPool(config.DATABASE_URL, { applicationName: 'social' });
  await runMigrations(pool, { schema: config.DB_SCHEMA, dir: MIGRATIONS_DIR, logger });
  const prisma = createPrisma(pool, config.DB_SCHEMA);

  const cache = await createCache({ redisUrl: config.REDIS_URL, logger, namespace: config.CACHE_PREFIX });
  const bus = await createEventBus({
    natsUrl: config.NATS_URL,
    pool,
    schema: config.EVENTBUS_SCHEMA,
    logger,
    name: 'social',
    namespace: config.EVENTS_NAMESPACE,
  });
  const relay = new OutboxRelay({ pool, schema: config.DB_SCHEMA, bus, logger });
  const inTransaction = createUnitOfWork<Tx>({
    transaction: (fn) => prisma.$transaction(fn),
    schema: config.DB_SCHEMA,
    producer: 'social',
    onCommitted: () => relay.kick(),
  });
  const verifier = createTokenVerifier({
    jwksUrl: config.AUTH_JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).href,
    denyList: cache,
  });

  const schema = config.DB_SCHEMA;
  const refs = new RefsRepository(prisma, schema);
  const cards = new UserCardsRepository(prisma);
  const followsRepo = new FollowsRepository(prisma);
  const likesRepo = new LikesRepository(prisma, schema);
  const commentsRepo = new CommentsRepository(prisma);
  const notificationsRepo = new NotificationsRepository(prisma, schema);
  const access = new Access(followsRepo);

  // The same handlers the durable consumers run; `handlers` lets a test replay a delivery.
  const handlers = {
    users: userEventsHandler({
      schema,
      inTransaction,
      cards,
      remover: new UserDataRemover(followsRepo, likesRepo, commentsRepo, notificationsRepo, refs, cards),
    }),
    curation: curationEventsHandler({ schema, inTransaction, refs }),
    notifications: notificationWriter({ notifications: notificationsRepo }),
  } satisfies Record<string, (envelope: Envelope) => Promise<void>>;
  const subscriptions = [
    await consumeUserEvents(bus, logger, handlers.users),
    ...(await consumeCurationEvents(bus, logger, handlers.curation)),
    ...(await consumeNotificationEvents(bus, logger, handlers.notifications)),
  ];

  return {
    verifier,
    relay,
    handlers,
    likes: new LikesService(likesRepo, refs, access, () => relay.kick()),
    comments: new CommentsService(commentsRepo, refs, cards, access, inTransaction),
    follows: new FollowsService(followsRepo, cards, inTransaction),
    notifications: new NotificationsService(notificationsRepo, cards),
    readiness: { postgres: () => pingPool(pool), cache: () => cache.ping(), events: () => bus.ping() },
    async close() {
      for (const subscription of subscriptions) await subscription.drain();
      await relay.stop();
      await bus.close();
      await cache.close();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
export type SocialContainer = Awaited<ReturnType<typeof createContainer>>;
