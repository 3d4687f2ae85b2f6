import { fileURLToPath } from 'node:url';
import type { Env } from '@gems/platform/config';
import { startService } from '@gems/platform/service';
import { identityUsers } from '@gems/platform/auth/identity-users';
import { createImageStorage } from '@gems/platform/storage';
import { loadCurationConfig } from './config.js';
import { createPrisma } from './db/prisma.js';
import { GemsRepository } from './gems/gems.repository.js';
import { FeedTimelineCatchUp } from './gems/feed-timeline-catch-up.js';
import { FeedTimelinesRepository } from './gems/feed-timelines.repository.js';
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
import { GemCardPages } from './gems/gem-card-pages.js';
import { VisibilityPolicy } from './gems/gem-visibility.js';
import { GemOrdersRepository } from './gems/gem-orders.repository.js';
import { GemOrderService } from './gems/gem-order.service.js';
import { SocialReplicaRepository } from './social/social-replica.repository.js';
import { socialEventsConsumer } from './social/social-events.consumer.js';
import { TopCreatorsRepository } from './users/top-creators.repository.js';
import { CachedTopCreators } from './users/top-creators.cache.js';
import { CollectionsService } from './collections/collections.service.js';
import { UserCardsRepository } from './users/user-cards.repository.js';
import { UserDataRemover } from './users/user-data-remover.js';
import { userEventsConsumer } from './users/user-events.consumer.js';
import { loadImportsConfig } from './imports/imports.config.js';
import { ImportJobsRepository } from './imports/import-jobs.repository.js';
import { ImportedGemsRepository } from './imports/imported-gems.repository.js';
import { ImportWorker } from './imports/import-worker.js';
import { ImportsService } from './imports/imports.service.js';
import { BatchImportService } from './imports/batch-import.service.js';
import { internalPreviews, scraperPreviews } from './imports/link-previews.js';
import { ImportPreviewsRepository } from './imports/import-previews.repository.js';
import { ImportPreviewFiller } from './imports/import-preview-filler.js';
import { GemsExportRepository } from './exports/gems-export.repository.js';
import { GemsExportService } from './exports/gems-export.service.js';
import { gemsRoutes } from './http/routes/gems.routes.js';
import { collectionsRoutes } from './http/routes/collections.routes.js';
import { labelsRoutes } from './http/routes/labels.routes.js';
import { sitemapRoutes } from './http/routes/sitemap.routes.js';
import { PublicPagesRepository } from './sitemap/public-pages.repository.js';
import { shortLinksRoutes } from './http/routes/short-links.routes.js';
import { gemImagesRoutes } from './http/routes/gem-images.routes.js';
import { gemsBatchRoutes } from './http/routes/gems-batch.routes.js';
import { importsRoutes } from './http/routes/imports.routes.js';
import { exportsRoutes } from './http/routes/exports.routes.js';
import { internalRoutes } from './http/routes/internal.routes.js';
import { adminContentRoutes } from './http/routes/admin-content.routes.js';
import { ContentSummaryRepository } from './gems/content-summary.repository.js';
import { loadPreviewImagesConfig } from './gems/preview-images/preview-images.config.js';
import { PreviewImagesRepository } from './gems/preview-images/preview-images.repository.js';
import { PreviewImageKeeper } from './gems/preview-images/preview-image-keeper.js';
import { scraperImages } from './gems/preview-images/scraper-images.js';
import { loadGemArchivesConfig } from './gems/archives/gem-archives.config.js';
import { GemArchivesRepository } from './gems/archives/gem-archives.repository.js';
import { ArchiveKeeper } from './gems/archives/archive-keeper.js';
import { scraperReadable } from './gems/archives/scraper-readable.js';
import { GemArchivesService } from './gems/archives/gem-archives.service.js';
import { gemArchivesRoutes } from './http/routes/gem-archives.routes.js';
import { loadLinkHealthConfig } from './links/link-health.config.js';
import { LinkChecksRepository } from './links/link-checks.repository.js';
import { LinkChecker } from './links/link-checker.js';
import { LinkCheckNowService } from './links/link-check-now.service.js';
import { LinkDigestRepository } from './links/link-digest.repository.js';
import { scraperLinkChecks } from './links/scraper-link-checks.js';
import { WeeklyLinkDigest } from './links/weekly-link-digest.js';
import { linkHealthRoutes } from './http/routes/link-health.routes.js';

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

/** Curation: gems, collections, images, imports and exports, the feed and explore. */
export function startCuration(env: Env) {
  const config = loadCurationConfig(env);
  const importsConfig = loadImportsConfig(env);
  const previewImagesConfig = loadPreviewImagesConfig(env);
  const archivesConfig = loadGemArchivesConfig(env);
  const linkConfig = loadLinkHealthConfig(env);
  return startService({
    name: 'curation',
    config,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma, url: withoutJit(config.DATABASE_URL) },
    compose({ pool, prisma, cache, inTransaction, schema }, { logger }) {
      // Every writer of gems and of follows keeps the home feed's timelines (issue 33).
      const timelines = new FeedTimelinesRepository(schema);
      const timelineCatchUp = new FeedTimelineCatchUp({ timelines, inTransaction, logger });
      const gemsRepo = new GemsRepository(prisma, timelines);
      const shelves = new ShelvesRepository(prisma);
      const cards = new UserCardsRepository(prisma);
      const importJobs = new ImportJobsRepository(prisma, schema);
      const social = new SocialReplicaRepository(prisma, schema, timelines);
      const uploader = new GemImageUploader(createImageStorage(config, logger));
      const topCreators = new CachedTopCreators(
        new TopCreatorsRepository(pool, schema),
        cache,
        logger,
        config.TOP_CREATORS_CACHE_SECONDS,
      );
      const visibility = new VisibilityPolicy(social);
      const imageKeeper = previewImagesConfig.PREVIEW_IMAGES_KEEP
        ? new PreviewImageKeeper({
            repo: new PreviewImagesRepository(prisma, schema),
            remote: scraperImages(importsConfig.SCRAPER_URL),
            uploader,
            inTransaction,
            logger,
            options: {
              concurrency: previewImagesConfig.PREVIEW_IMAGES_CONCURRENCY,
              idleMs: previewImagesConfig.PREVIEW_IMAGES_IDLE_SECONDS * 1000,
            },
          })
        : null;
      const archives = new GemArchivesRepository(prisma, schema);
      const archiveKeeper = archivesConfig.GEM_ARCHIVES
        ? new ArchiveKeeper({
            repo: archives,
            pages: scraperReadable(importsConfig.SCRAPER_URL),
            logger,
            options: {
              concurrency: archivesConfig.GEM_ARCHIVES_CONCURRENCY,
              idleMs: archivesConfig.GEM_ARCHIVES_IDLE_SECONDS * 1000,
            },
          })
        : null;
      const cardsRepo = new GemCardsRepository(pool, schema);
      // Link health (issue 29 §4): the scheduled checker, the weekly notice, the owner's check now.
      const linkChecks = new LinkChecksRepository(prisma, schema);
      const linkScraper = scraperLinkChecks(importsConfig.SCRAPER_URL);
      const linkIntervalSeconds = linkConfig.LINK_CHECK_INTERVAL_HOURS * 3600;
      const linkChecker = linkConfig.LINK_CHECKS
        ? new LinkChecker({
            repo: linkChecks,
            links: linkScraper,
            logger,
            options: {
              concurrency: linkConfig.LINK_CHECK_CONCURRENCY,
              idleMs: linkConfig.LINK_CHECK_IDLE_SECONDS * 1000,
              intervalSeconds: linkIntervalSeconds,
              hostGapMs: linkConfig.LINK_CHECK_HOST_GAP_MS,
            },
          })
        : null;
      const linkDigest = linkConfig.LINK_CHECKS
        ? new WeeklyLinkDigest({
            repo: new LinkDigestRepository(schema),
            inTransaction,
            logger,
            pollMs: linkConfig.LINK_DIGEST_POLL_SECONDS * 1000,
          })
        : null;
      const gems = new GemsService({
        gems: gemsRepo,
        shelves,
        privacy: identityUsers(config.IDENTITY_URL),
        images: uploader,
        inTransaction,
        cardsRepo,
        cardPages: new GemCardPages(cardsRepo),
        visibility,
        remoteImageSaved: () => imageKeeper?.nudge(),
        pageSaved: () => archiveKeeper?.nudge(),
        // A new address is checked and copied again (the copy keeps the address it was made for).
        addressChanged: () => {
          linkChecker?.nudge();
          archiveKeeper?.nudge();
        },
      });
      const previewFiller = importsConfig.IMPORT_PREVIEWS
        ? new ImportPreviewFiller({
            repo: new ImportPreviewsRepository(prisma, schema),
            previews: internalPreviews(importsConfig.SCRAPER_URL),
            inTransaction,
            logger,
            options: {
              concurrency: importsConfig.IMPORT_PREVIEW_CONCURRENCY,
              idleMs: previewImagesConfig.PREVIEW_IMAGES_IDLE_SECONDS * 1000,
            },
            imageFound: () => imageKeeper?.nudge(),
          })
        : null;
      const importWorker = new ImportWorker({
        jobs: importJobs,
        gems: new ImportedGemsRepository(timelines),
        shelves,
        inTransaction,
        config: importsConfig,
        logger,
        jobDone: () => {
          previewFiller?.nudge();
          archiveKeeper?.nudge(); // the imported links' readable copies
        },
      });
      return {
        // A gem may carry its image as a data URL: 10 MB of image is about 13.4 MB of base64.
        bodyLimitBytes: 15 * 1024 * 1024,
        routers: [
          gemsRoutes({
            gems,
            gemOrder: new GemOrderService(new GemOrdersRepository(schema), inTransaction),
            topCreators,
          }),
          collectionsRoutes({
            collections: new CollectionsService({
              shelves,
              cardsRepo: new CollectionCardsRepository(pool, schema),
              gemLists: gems,
              visibility,
              inTransaction,
            }),
          }),
          labelsRoutes({ labels: new LabelsService(new LabelsRepository(prisma, schema)) }),
          shortLinksRoutes({
            shortLinks: new ShortLinksService(new ShortUrlsRepository(), gems, inTransaction),
          }),
          gemImagesRoutes({ images: new GemImagesService(gems, gemsRepo, uploader, inTransaction) }),
          gemsBatchRoutes({
            batch: new BatchImportService({
              gems,
              previews: scraperPreviews(importsConfig.SCRAPER_URL),
              findSaved: (userId, canonical) => gemsRepo.findByCanonicalUrl(userId, canonical),
              logger,
              options: { concurrency: importsConfig.BATCH_SCRAPE_CONCURRENCY },
            }),
          }),
          importsRoutes({ imports: new ImportsService(importJobs, importWorker, inTransaction) }),
          exportsRoutes({ exports: new GemsExportService(new GemsExportRepository(prisma, schema)) }),
          internalRoutes({ gems: gemsRepo, shelves }),
          adminContentRoutes({ content: new ContentSummaryRepository(pool, schema) }),
          sitemapRoutes({ pages: new PublicPagesRepository(pool, schema) }),
          gemArchivesRoutes({
            archives: new GemArchivesService({ gems, archives, pageOffered: () => archiveKeeper?.nudge() }),
          }),
          linkHealthRoutes({
            checkNow: new LinkCheckNowService({
              gems,
              repo: linkChecks,
              links: linkScraper,
              cache,
              intervalSeconds: linkIntervalSeconds,
            }),
          }),
        ],
        consumers: [
          userEventsConsumer({
            cards,
            remover: new UserDataRemover({ gems: gemsRepo, shelves, cards, social, imports: importJobs }),
            discardImages: (urls) => uploader.discard(urls),
            onCuratorChanged: () => topCreators.forget(),
          }),
          socialEventsConsumer(social),
        ],
        async start() {
          await importWorker.start(); // resumes imports an earlier process left unfinished
          imageKeeper?.start(); // copies remote preview images, new gems first, then the backfill
          previewFiller?.start(); // looks up imported links' previews, resuming where it stopped
          archiveKeeper?.start(); // readable copies of saved pages, new gems first, then the backfill
          linkChecker?.start(); // checks links as they fall due (new gems at once, then weekly)
          linkDigest?.start(); // this week's broken-link notices, if not sent yet
          timelineCatchUp.start(); // timelines of viewers queued when timelines shipped
        },
        async close() {
          await Promise.all([
            importWorker.stop(),
            imageKeeper?.stop(),
            previewFiller?.stop(),
            archiveKeeper?.stop(),
            linkChecker?.stop(),
            linkDigest?.stop(),
            timelineCatchUp.stop(),
          ]);
        },
      };
    },
  });
}
