/**
 * True when `error` is a unique-constraint violation (Prisma P2002, or Postgres 23505 surfaced
 * through the driver adapter) mentioning `column`. Pre-checks give friendly messages; this
 * catches the race between two simultaneous writes (sign-ups, saves).
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: string; meta?: unknown; message?: string };
  const text = `${JSON.stringify(e.meta ?? {})} ${e.message ?? ''}`;
  return (e.code === 'P2002' || e.code === '23505') && text.includes(column);
}
