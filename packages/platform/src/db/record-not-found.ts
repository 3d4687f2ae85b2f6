/**
 * True when a write failed because a row it needs is gone: the row to update or delete (P2025) or
 * one a new row refers to (P2003 / Postgres 23503). A concurrent delete won the race.
 */
export const isRecordNotFound = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: string }).code;
  return code === 'P2025' || code === 'P2003' || code === '23503';
};
