import { CheckOutlined, ClockCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { Hint } from '../components/lazy-overlays';
import { PlainButton } from '../components/plain-button';
import { useToast } from '../feedback/use-toast';
import { useFollow } from './use-follow';

export interface FollowButtonProps {
  userId: number;
  username: string;
  size?: 'small';
}

/**
 * Follow / Following / Requested (spec 02 §2/§4). Following unfollows on click, Requested
 * cancels the pending request; a visitor is sent to /login (spec 02 §6); nothing on one's own.
 * Plain buttons in antd's look: drawn on every profile and beside every curator (issue 31).
 */
export function FollowButton({ userId, username, size }: FollowButtonProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { state, error, busy, follow, unfollow, cancel } = useFollow(userId, username);

  if (state === 'self') return null;
  if (state === 'visitor')
    return (
      <PlainButton
        look="primary"
        size={size}
        icon={<UserAddOutlined aria-hidden />}
        onClick={() => {
          toast.info('Authentication required', 'Please log in to follow users');
          navigate('/login');
        }}
      >
        Follow
      </PlainButton>
    );
  if (state === 'loading') {
    const button = (
      <PlainButton look="primary" size={size} loading={!error} disabled={!!error}>
        Follow
      </PlainButton>
    );
    return error ? <Hint title={error.message}>{button}</Hint> : button;
  }
  if (state === 'following')
    return (
      <PlainButton
        look="default"
        size={size}
        icon={<CheckOutlined aria-hidden />}
        loading={busy}
        title={`Unfollow ${username}`}
        onClick={() => unfollow.mutate()}
      >
        Following
      </PlainButton>
    );
  if (state === 'requested')
    return (
      <PlainButton
        look="default"
        size={size}
        icon={<ClockCircleOutlined aria-hidden />}
        loading={busy}
        title={`Cancel your follow request to ${username}`}
        onClick={() => cancel.mutate()}
      >
        Requested
      </PlainButton>
    );
  return (
    <PlainButton
      look="primary"
      size={size}
      icon={<UserAddOutlined aria-hidden />}
      loading={busy}
      onClick={() => follow.mutate()}
    >
      Follow
    </PlainButton>
  );
}
