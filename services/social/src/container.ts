import { fileURLToPath } from 'node:url';
import type { Envelope } from '@gems/contracts';
import type { Logger } from '@gems/platform/logger';
import { createServiceInfra } from '@gems/platform/service/service-infra';
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
  const infra = await createServiceInfra<Tx, ReturnType<typeof createPrisma>>({
    name: 'social',
    config,
    logger,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma },
  });
  const { prisma, cache, bus, relay, inTransaction } = infra;
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
    readiness: infra.readiness,
    async close() {
      for (const subscription of subscriptions) await subscription.drain();
      await infra.close();
    },
  };
}
export type SocialContainer = Awaited<ReturnType<typeof createContainer>>;
