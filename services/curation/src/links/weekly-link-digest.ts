import { EVENT, LINKS_BROKEN_LISTED_MAX } from '@gems/contracts';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { LinkDigestRepository, NewlyBroken } from './link-digest.repository.js';

/** The Monday (UTC) of the week `now` is in, as YYYY-MM-DD. */
export function weekOf(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The weekly broken-link notice (issue 29 §4): once per week (from Monday 00:00 UTC, at the first
 * look after it), every owner whose links broke since they were last told gets ONE gem.links-broken
 * event listing them, never one per link; social turns it into one notification. The week's row,
 * the "told" marks and the events are one transaction: whichever replica takes the week sends it,
 * exactly once, and a crash sends nothing half.
 */
export class WeeklyLinkDigest {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly deps: {
      repo: LinkDigestRepository;
      inTransaction: UnitOfWork;
      logger: Logger;
      /** How often to look whether this week's notice is still to send. */
      pollMs: number;
    },
  ) {}

  start(): void {
    const tick = () => {
      this.running ??= this.sendDue()
        .catch((err: unknown) => this.deps.logger.warn({ err }, 'broken-link notices: not sent'))
        .finally(() => (this.running = null));
    };
    tick();
    this.timer = setInterval(tick, this.deps.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends this week's notices unless they were sent: how many owners were told, or null. */
  sendDue(now = new Date()): Promise<number | null> {
    const week = weekOf(now);
    return this.deps.inTransaction(async (tx, emit) => {
      if (!(await this.deps.repo.takeWeek(tx, week))) return null;
      const owners = byOwner(await this.deps.repo.takeNewlyBroken(tx));
      for (const [userId, gems] of owners)
        emit(EVENT.gemLinksBroken, {
          userId,
          gems: gems
            .slice(0, LINKS_BROKEN_LISTED_MAX)
            .map((g) => ({ gemId: g.id, title: g.title, url: g.url })),
          total: gems.length,
          week,
        });
      await this.deps.repo.noteOwners(tx, week, owners.size);
      if (owners.size) this.deps.logger.info({ week, owners: owners.size }, 'broken-link notices sent');
      return owners.size;
    });
  }
}

function byOwner(rows: NewlyBroken[]): Map<number, NewlyBroken[]> {
  const owners = new Map<number, NewlyBroken[]>();
  for (const row of rows) {
    const list = owners.get(row.userId);
    if (list) list.push(row);
    else owners.set(row.userId, [row]);
  }
  return owners;
}
