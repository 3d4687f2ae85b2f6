import type { RewardEvent } from '@gems/contracts';

const TITLE_LIMIT = 50;

/** Titles from metadata are cut at 50 characters with an ellipsis (spec 02 §2). */
export const cutTitle = (title: string) =>
  title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT)}...` : title;

const quoted = (title: unknown) => (typeof title === 'string' && title ? ` "${cutTitle(title)}"` : '');

/**
 * A history line's description by action type; unknown types upper-case, underscores as spaces.
 * An action that earned nothing (a daily limit, a link saved before) says why.
 */
export function describeEvent(event: Pick<RewardEvent, 'actionType' | 'metadata' | 'points'>): string {
  const text = describeAction(event);
  const reason = event.metadata?.reason;
  return event.points === 0 && typeof reason === 'string' && reason ? `${text} (no points: ${reason})` : text;
}

function describeAction(event: Pick<RewardEvent, 'actionType' | 'metadata'>): string {
  const m = event.metadata ?? {};
  switch (event.actionType) {
    case 'create_gem':
      return `Created a gem${quoted(m.title ?? m.gemTitle)}`;
    case 'like_gem':
      return `Liked a gem${quoted(m.gemTitle ?? m.title)}`;
    case 'comment_gem':
    case 'comment':
      return `Commented on a gem${quoted(m.gemTitle ?? m.title)}`;
    case 'external_share':
      return `Someone opened a gem you shared${quoted(m.gemTitle ?? m.title)}`;
    case 'gem_deleted':
      return `Gem deleted, its points taken back${quoted(m.gemTitle ?? m.title)}`;
    case 'like_removed':
      return `Like removed, its points taken back${quoted(m.gemTitle ?? m.title)}`;
    case 'successful_referral':
      return typeof m.referredUsername === 'string' && m.referredUsername
        ? `Successful referral: ${m.referredUsername}`
        : 'Successful referral';
    default:
      return event.actionType.toUpperCase().replace(/_/g, ' ');
  }
}

/** "+N pts" for a gain, "-N pts" for a loss. */
export const signedPoints = (points: number) => `${points > 0 ? '+' : ''}${points} pts`;

/** Spec 02 §2 invite link form: {origin}/?invite={code}. */
export const inviteLink = (origin: string, code: string) => `${origin}/?invite=${encodeURIComponent(code)}`;
