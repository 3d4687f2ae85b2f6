import { fileURLToPath } from 'node:url';
import type { Logger } from '@gems/platform/logger';
import { createServiceInfra } from '@gems/platform/service/service-infra';
import { LocalImageStorage } from '@gems/platform/storage';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import type { CurationConfig } from './config.js';
import { createPrisma, type Tx } from './db/prisma.js';
import { GemsRepository } from './gems/gems.repository.js';
import { GemsService } from './gems/gems.service.js';
import { GemImageUploader } from './gems/gem-image-uploader.js';
import { GemImagesService } from './gems/gem-images.service.js';
import { LabelsRepository } from './gems/labels.repository.js';
import { LabelsService } from './gems/labels.service.js';
import { ShortUrlsRepository } from './short-links/short-urls.repository.js';
import { ShortLinksService } from './short-links/short-links.service.js';
import { ShelvesRepository } from './collections/shelves.repository.js';
import { CollectionCardsRepository } from './collections/collection-cards.repository.js';
import { GemCardsRepository } from './gems/gem-cards.repository.js';
import { VisibilityPolicy } from './gems/gem-visibility.js';
import { GemOrdersRepository } from './gems/gem-orders.repository.js';
import { GemOrderService } from './gems/gem-order.service.js';
import { SocialReplicaRepository } from './social/social-replica.repository.js';
import { consumeSocialEvents } from './social/social-events.consumer.js';
import { TopCreatorsRepository } from './users/top-creators.repository.js';
import { CachedTopCreators } from './users/top-creators.cache.js';
import { CollectionsService } from './collections/collections.service.js';
import { UserCardsRepository } from './users/user-cards.repository.js';
import { UserDataRemover } from './users/user-data-remover.js';
import { consumeUserEvents } from './users/user-events.consumer.js';
import { loadImportsConfig, type ImportsConfig } from './imports/imports.config.js';
import { ImportJobsRepository } from './imports/import-jobs.repository.js';
import { ImportedGemsRepository } from './imports/imported-gems.repository.js';
import { ImportWorker } from './imports/import-worker.js';
import { BulkOutbox } from './imports/bulk-outbox.js';
import { ImportsService } from './imports/imports.service.js';
import { BatchImportService } from './imports/batch-import.service.js';
import { GemsExportRepository } from './exports/gems-export.repository.js';
import { GemsExportService } from './exports/gems-export.service.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/**
 * Curation's reads are short OLTP statements whose cost estimates still cross jit_above_cost at
 * 200k gems; compiling them took 70 ms of a 106 ms search. Off for this service's connections
 * (startup option; the embedded Postgres has no JIT and ignores it). A URL naming options wins.
 */
function withoutJit(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.searchParams.has('options')) url.searchParams.set('options', '-c jit=off');
  return url.href;
}

/** Curation's composition root: picks adapters by configuration and wires the services. */
export async function createContainer(
  config: CurationConfig,
  logger: Logger,
  importsConfig: ImportsConfig = loadImportsConfig({}),
) {
  const infra = await createServiceInfra<Tx, ReturnType<typeof createPrisma>>({
    name: 'curation',
    config,
    logger,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma, url: withoutJit(config.DATABASE_URL) },
  });
  const { pool, prisma, cache, bus, relay, inTransaction } = infra;
  const verifier = createTokenVerifier({
    jwksUrl: config.AUTH_JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).href,
    denyList: cache,
  });

  const gemsRepo = new GemsRepository(prisma);
  const shelves = new ShelvesRepository(prisma);
  const cards = new UserCardsRepository(prisma);
  const importJobs = new ImportJobsRepository(prisma, config.DB_SCHEMA);
  const social = new SocialReplicaRepository(prisma, config.DB_SCHEMA);
  const uploader = new GemImageUploader(new LocalImageStorage(config.UPLOADS_DIR));
  const topCreators = new CachedTopCreators(
    new TopCreatorsRepository(pool, config.DB_SCHEMA),
    cache,
    logger,
    config.TOP_CREATORS_CACHE_SECONDS,
  );
  const userEvents = await consumeUserEvents({
    bus,
    logger,
    schema: config.DB_SCHEMA,
    inTransaction,
    cards,
    remover: new UserDataRemover(gemsRepo, shelves, cards, social, importJobs),
    discardImages: (urls) => uploader.discard(urls),
    onCuratorChanged: () => topCreators.forget(),
  });
  const socialEvents = await consumeSocialEvents({
    bus,
    logger,
    schema: config.DB_SCHEMA,
    inTransaction,
    replica: social,
  });

  const visibility = new VisibilityPolicy(social);
  const gems = new GemsService(
    gemsRepo,
    shelves,
    cards,
    uploader,
    inTransaction,
    new GemCardsRepository(pool, config.DB_SCHEMA),
    visibility,
  );
  const importWorker = new ImportWorker(
    importJobs,
    new ImportedGemsRepository(),
    shelves,
    inTransaction,
    importsConfig,
    logger,
    new BulkOutbox(config.DB_SCHEMA, () => relay.kick()),
  );

  return {
    verifier,
    relay,
    gems,
    images: new GemImagesService(gems, gemsRepo, uploader, inTransaction),
    shortLinks: new ShortLinksService(new ShortUrlsRepository(prisma), gems, inTransaction),
    collections: new CollectionsService(
      shelves,
      new CollectionCardsRepository(pool, config.DB_SCHEMA),
      gems,
      visibility,
      inTransaction,
    ),
    gemOrder: new GemOrderService(new GemOrdersRepository(config.DB_SCHEMA), inTransaction),
    topCreators,
    labels: new LabelsService(new LabelsRepository(prisma, config.DB_SCHEMA)),
    batch: new BatchImportService(gems, logger),
    imports: new ImportsService(importJobs, importWorker, inTransaction),
    importWorker,
    exports: new GemsExportService(new GemsExportRepository(prisma, config.DB_SCHEMA)),
    readiness: infra.readiness,
    async close() {
      await importWorker.stop();
      await userEvents.drain();
      await socialEvents.drain();
      await infra.close();
    },
  };
}
export type CurationContainer = Awaited<ReturnType<typeof createContainer>>;
