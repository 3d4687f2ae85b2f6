import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useViewer } from '../auth/viewer';
import type { SignupPreview } from '../components/signup-dialog';
import { useSignupPrompt } from '../components/signup-prompt-context';
import { pluralize } from '../components/pluralize';
import { Hint } from '../components/lazy-overlays';
import { PlainButton } from '../components/plain-button';
import { PlainIcon } from '../components/plain-icon';
import { useToast } from '../feedback/use-toast';
import { initialLike, likeReducer } from './like-state';
import { likeRequest, socialKeys, type LikeTarget } from './social-api';
import { usePatchCards } from './use-patch-cards';

export interface LikeButtonProps {
  target: LikeTarget;
  id: number;
  /** The gem's or collection's owner: nobody likes their own (spec 01 §6). */
  ownerId: number;
  likeCount: number;
  liked: boolean;
  /** What the guest's signup prompt shows (the gem's picture, title and site). */
  preview?: SignupPreview | null;
}

const WORDS = {
  gem: { noun: 'gem', title: 'Gem' },
  collection: { noun: 'collection', title: 'Collection' },
} as const;

/**
 * Like with count (spec 01 §4/§8): optimistic, rolled back with "Failed to like gem" (title
 * Error) when the server refuses; visitors get "Authentication required"; on one's own gem or
 * collection the count shows but the button is disabled.
 */
export function LikeButton({ target, id, ownerId, likeCount, liked, preview }: LikeButtonProps) {
  const user = useViewer();
  const askToSignUp = useSignupPrompt();
  const toast = useToast();
  const queryClient = useQueryClient();
  const patchCards = usePatchCards();
  const [state, dispatch] = useReducer(likeReducer, initialLike(liked, likeCount));
  const words = WORDS[target];

  useEffect(() => dispatch({ type: 'sync', liked, count: likeCount }), [liked, likeCount]);

  const own = user?.id === ownerId;
  const pending = state.before !== null;

  async function toggle() {
    if (!user) {
      toast.error('Authentication required', `Please log in to like this ${words.noun}`);
      // The "Save your gem!" prompt (spec 01 §2), and the like is done once the account exists.
      askToSignUp?.({ preview, onComplete: (created) => void send(created.id, true) });
      return;
    }
    if (own || pending) return;
    await send(user.id, !state.liked);
  }

  async function send(userId: number, like: boolean) {
    dispatch({ type: 'toggle' });
    try {
      const answer = await likeRequest(target, id, like);
      dispatch({ type: 'confirmed', count: answer.count });
      patchCards(target, id, () => ({ likedByViewer: answer.isLiked, likeCount: answer.count }));
      if (target === 'gem') void queryClient.invalidateQueries({ queryKey: socialKeys.likedGems(userId) });
      toast.success(`${words.title} ${like ? 'liked' : 'unliked'}`);
    } catch {
      dispatch({ type: 'failed' });
      toast.error('Error', `Failed to ${like ? 'like' : 'unlike'} ${words.noun}`);
    }
  }

  // The name carries the count the button shows (WCAG 2.5.3, label in name): "Like this gem, 3 likes".
  const label = `${
    own
      ? `Likes on your ${words.noun}`
      : state.liked
        ? `Unlike this ${words.noun}`
        : `Like this ${words.noun}`
  }, ${pluralize(state.count, 'like')}`;
  // A plain button (antd's look, plain-button.css): one on every card of a page.
  const button = (
    <PlainButton
      aria-label={label}
      disabled={own}
      icon={
        state.liked ? <PlainIcon name="heartFilled" className="liked-heart" /> : <PlainIcon name="heart" />
      }
      onClick={() => void toggle()}
    >
      <span data-testid="like-count">{state.count}</span>
    </PlainButton>
  );
  return own ? <Hint title={`You cannot like your own ${words.noun}`}>{button}</Hint> : button;
}
