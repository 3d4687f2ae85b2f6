import type { LinkCheckFacts, LinkHealthStatus } from '@gems/contracts';

/** What one check says about a link, before its history is taken into account. */
export type CheckVerdict =
  | { kind: 'ok'; httpStatus: number }
  | { kind: 'moved'; httpStatus: number; movedTo: string }
  /** Gone or unreachable for good if it happens again: 404, 410, no such host, refused. */
  | { kind: 'failed'; httpStatus: number | null }
  /** Says nothing either way: timeouts, 5xx, bot walls (401/403/429), our own address rules. */
  | { kind: 'inconclusive'; httpStatus: number | null };

/** A link's remembered state (the gem's link columns). */
export interface LinkState {
  status: LinkHealthStatus;
  httpStatus: number | null;
  movedTo: string | null;
  /** Failed checks in a row. */
  strikes: number;
  /** When it became broken (null unless broken). */
  brokenAt: Date | null;
}

/** Failed checks in a row that make a link broken: one glitch never does. */
const STRIKES_TO_BREAK = 2;

const GONE = new Set([404, 410]);
const PERMANENT = new Set([301, 308]);

/**
 * The verdict of one check. `moved` only when every redirect on the way was permanent (301/308)
 * and the end answered 2xx: a temporary hop (302/307, a login wall, a geo-redirect) means the
 * saved address is still the one to use.
 */
export function verdictOf(url: string, facts: LinkCheckFacts): CheckVerdict {
  if (facts.failure === 'unknown-host' || facts.failure === 'refused')
    return { kind: 'failed', httpStatus: null };
  if (facts.failure || facts.httpStatus === null) return { kind: 'inconclusive', httpStatus: null };
  const status = facts.httpStatus;
  if (GONE.has(status)) return { kind: 'failed', httpStatus: status };
  if (status < 200 || status > 299) return { kind: 'inconclusive', httpStatus: status };
  const first = facts.redirects[0];
  const permanent = first !== undefined && facts.redirects.every((s) => PERMANENT.has(s));
  if (permanent && facts.finalUrl !== url)
    return { kind: 'moved', httpStatus: first, movedTo: facts.finalUrl };
  return { kind: 'ok', httpStatus: status };
}

/**
 * The link's state after a check (pure: the checker, the owner's check-now and the unit test share
 * it). A conclusive answer (ok, moved) sets the status and clears the strikes; a failure counts a
 * strike and turns the link broken at the second in a row, keeping the previous status before that;
 * an inconclusive check changes nothing but the last status seen.
 */
export function nextLinkState(prev: LinkState, verdict: CheckVerdict, now: Date): LinkState {
  switch (verdict.kind) {
    case 'ok':
      return { status: 'ok', httpStatus: verdict.httpStatus, movedTo: null, strikes: 0, brokenAt: null };
    case 'moved':
      return {
        status: 'moved',
        httpStatus: verdict.httpStatus,
        movedTo: verdict.movedTo,
        strikes: 0,
        brokenAt: null,
      };
    case 'failed': {
      const strikes = prev.strikes + 1;
      if (strikes < STRIKES_TO_BREAK) return { ...prev, httpStatus: verdict.httpStatus, strikes };
      return {
        status: 'broken',
        httpStatus: verdict.httpStatus,
        movedTo: null,
        strikes,
        brokenAt: prev.status === 'broken' && prev.brokenAt ? prev.brokenAt : now,
      };
    }
    case 'inconclusive':
      return { ...prev, httpStatus: verdict.httpStatus };
  }
}
