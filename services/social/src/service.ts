import { fileURLToPath } from 'node:url';
import type { Env } from '@gems/platform/config';
import { startService } from '@gems/platform/service';
import { identityUsers } from '@gems/platform/auth/identity-users';
import { loadSocialConfig } from './config.js';
import { createPrisma } from './db/prisma.js';
import { RefsRepository } from './replicas/refs.repository.js';
import { Access } from './replicas/access.js';
import { ReplicaThrough } from './replicas/replica-through.js';
import { curationEventsConsumer } from './replicas/curation-events.consumer.js';
import { FollowsRepository } from './follows/follows.repository.js';
import { FollowsService } from './follows/follows.service.js';
import { LikesRepository } from './likes/likes.repository.js';
import { LikesService } from './likes/likes.service.js';
import { CommentsRepository } from './comments/comments.repository.js';
import { CommentsService } from './comments/comments.service.js';
import { CommentNotifications } from './notifications/comment-notifications.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { notificationsConsumer } from './notifications/notification-writer.consumer.js';
import { linksBrokenConsumer } from './notifications/links-broken.consumer.js';
import { UserCardsRepository } from './users/user-cards.repository.js';
import { UserDataRemover } from './users/user-data-remover.js';
import { userEventsConsumer } from './users/user-events.consumer.js';
import { likesRoutes } from './http/routes/likes.routes.js';
import { commentsRoutes } from './http/routes/comments.routes.js';
import { followsRoutes } from './http/routes/follows.routes.js';
import { notificationsRoutes } from './http/routes/notifications.routes.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Social: follows and requests, likes, comments, notifications. */
export function startSocial(env: Env) {
  const config = loadSocialConfig(env);
  return startService({
    name: 'social',
    config,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma },
    compose({ pool, prisma, relay, inTransaction, schema }) {
      const refs = new RefsRepository(prisma, schema);
      const cards = new UserCardsRepository(prisma);
      const followsRepo = new FollowsRepository(prisma);
      const likesRepo = new LikesRepository(prisma, schema, pool);
      const commentsRepo = new CommentsRepository(prisma);
      const notificationsRepo = new NotificationsRepository(prisma, schema);
      const access = new Access(followsRepo);
      const users = identityUsers(config.IDENTITY_URL);
      // A like or a comment on an item saved a moment ago: the replica asks curation when it misses.
      const items = new ReplicaThrough(refs, prisma, config.CURATION_URL);
      const services = {
        likes: new LikesService(likesRepo, items, access, () => relay.kick()),
        comments: new CommentsService({
          comments: commentsRepo,
          refs: items,
          cards,
          access,
          inTransaction,
          notifications: new CommentNotifications(notificationsRepo),
        }),
        follows: new FollowsService(followsRepo, cards, inTransaction, users),
        notifications: new NotificationsService(notificationsRepo, cards),
      };
      return {
        services,
        routers: [
          likesRoutes({ likes: services.likes }),
          commentsRoutes({ comments: services.comments }),
          followsRoutes({ follows: services.follows }),
          notificationsRoutes({ notifications: services.notifications }),
        ],
        consumers: [
          userEventsConsumer({
            cards,
            remover: new UserDataRemover({
              follows: followsRepo,
              likes: likesRepo,
              comments: commentsRepo,
              notifications: notificationsRepo,
              refs,
              cards,
            }),
          }),
          curationEventsConsumer(refs),
          notificationsConsumer(notificationsRepo, { identityUrl: config.IDENTITY_URL, cards }),
          linksBrokenConsumer(notificationsRepo),
        ],
      };
    },
  });
}
