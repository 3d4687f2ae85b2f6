import type { CreateFeedback } from '@gems/contracts';
import { badRequest, notFound } from '@gems/platform/errors';
import type { UnitOfWork } from './db/unit-of-work.js';
import type { FeedbackRepository } from './feedback/feedback.repository.js';
import type { AdminActionsRepository } from './feedback/admin-actions.repository.js';
import type { ScraperErrorLog } from './errors/scraper-error-log.js';
import type { PricesRepository } from './usage/prices.repository.js';
import type { UsageMetrics } from './usage/usage-metrics.js';

const today = () => new Date().toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** What the admin dashboard and the feedback dialog do here; every admin change is recorded. */
export class AdminMetricsService {
  constructor(
    private readonly deps: {
      feedback: FeedbackRepository;
      errors: ScraperErrorLog;
      usage: UsageMetrics;
      prices: PricesRepository;
      actions: AdminActionsRepository;
      inTransaction: UnitOfWork;
    },
  ) {}

  sendFeedback(userId: number | null, input: CreateFeedback) {
    return this.deps.feedback.create(userId, input);
  }

  listFeedback(includeResolved: boolean, limit: number, offset: number) {
    return this.deps.feedback.list(includeResolved, limit, offset);
  }

  async resolveFeedback(adminId: number, id: number, notes: string) {
    const resolved = await this.deps.inTransaction(async (tx) => {
      const row = await this.deps.feedback.resolve(tx, id, adminId, notes);
      if (row)
        await this.deps.actions.record(tx, {
          adminId,
          actionType: 'resolve_feedback',
          targetEntityType: 'feedback',
          targetEntityId: String(id),
          changes: { notes },
        });
      return row;
    });
    if (resolved) return resolved;
    throw notFound(
      (await this.deps.feedback.exists(id)) ? 'Feedback already resolved' : 'Feedback not found',
    );
  }

  listErrors(includeResolved: boolean, limit: number, offset: number) {
    return this.deps.errors.list(includeResolved, limit, offset);
  }

  async resolveError(adminId: number, id: string, notes: string) {
    const entry = await this.deps.errors.find(id);
    if (!entry) throw notFound('Error not found');
    if (entry.resolved) return entry;
    const resolved = (await this.deps.errors.resolve(id, adminId, notes))!;
    await this.deps.inTransaction((tx) =>
      this.deps.actions.record(tx, {
        adminId,
        actionType: 'resolve_scraper_error',
        targetEntityType: 'scraper_error',
        targetEntityId: id,
        changes: { notes, url: entry.url },
      }),
    );
    return resolved;
  }

  /** Costs & Usage over [from, to] (default: the last 30 days, today included). */
  async costs(range: { from?: string; to?: string }) {
    const to = range.to ?? today();
    const from = range.from ?? daysBefore(to, 29);
    if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000)
      throw badRequest('Choose a range of at most a year');
    const prices = await this.deps.prices.all();
    const overview = await this.deps.usage.overview(from, to, prices);
    return { ...overview, prices: Object.entries(prices).map(([key, cents]) => ({ key, cents })) };
  }

  async setPrice(adminId: number, key: string, cents: number) {
    if (!this.deps.prices.isKnown(key)) throw notFound('Unknown price');
    await this.deps.inTransaction(async (tx) => {
      await this.deps.prices.set(tx, key, cents, adminId);
      await this.deps.actions.record(tx, {
        adminId,
        actionType: 'set_unit_price',
        targetEntityType: 'unit_price',
        targetEntityId: key,
        changes: { cents },
      });
    });
    return { key, cents };
  }

  /** Admin actions of every service, newest first. */
  actions(limit: number, cursor: string | undefined) {
    return this.deps.actions.page(limit, cursor);
  }
}
