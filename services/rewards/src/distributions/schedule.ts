const WEEK_MS = 7 * 24 * 3600_000;

export interface Schedule {
  /** 0 = Sunday … 6 = Saturday, UTC. */
  day: number;
  hour: number;
}

/** The most recent scheduled time at or before `now` (default Monday 00:00 UTC). */
export function lastBoundary(now: Date, schedule: Schedule): Date {
  const b = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.hour));
  b.setUTCDate(b.getUTCDate() - ((b.getUTCDay() - schedule.day + 7) % 7));
  if (b > now) b.setUTCDate(b.getUTCDate() - 7);
  return b;
}

/**
 * The week a distribution run at `now` settles: the last full schedule week, [boundary − 7 days,
 * boundary). One distribution per such week: a second run in it is refused.
 */
export function weekToSettle(now: Date, schedule: Schedule): { weekStart: Date; weekEnd: Date } {
  const weekEnd = lastBoundary(now, schedule);
  return { weekStart: new Date(weekEnd.getTime() - WEEK_MS), weekEnd };
}

/** The scheduled run is due in the hour after a boundary (later, an admin runs it by hand). */
const SCHEDULE_GRACE_MS = 3600_000;
export const isDue = (now: Date, schedule: Schedule) =>
  now.getTime() - lastBoundary(now, schedule).getTime() < SCHEDULE_GRACE_MS;
