import { CheckOutlined, ClockCircleOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Hint } from '../components/lazy-overlays';
import { useToast } from '../feedback/use-toast';
import { useFollow } from './use-follow';

export interface FollowButtonProps {
  userId: number;
  username: string;
  size?: ButtonProps['size'];
}

/**
 * Follow / Following / Requested (spec 02 §2/§4). Following unfollows on click, Requested
 * cancels the pending request; a visitor is sent to /login (spec 02 §6); nothing on one's own.
 */
export function FollowButton({ userId, username, size }: FollowButtonProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const { state, error, busy, follow, unfollow, cancel } = useFollow(userId, username);

  if (state === 'self') return null;
  if (state === 'visitor')
    return (
      <Button
        type="primary"
        size={size}
        icon={<UserAddOutlined aria-hidden />}
        onClick={() => {
          toast.info('Authentication required', 'Please log in to follow users');
          navigate('/login');
        }}
      >
        Follow
      </Button>
    );
  if (state === 'loading') {
    const button = (
      <Button type="primary" size={size} loading={!error} disabled={!!error}>
        Follow
      </Button>
    );
    return error ? <Hint title={error.message}>{button}</Hint> : button;
  }
  if (state === 'following')
    return (
      <Button
        size={size}
        icon={<CheckOutlined aria-hidden />}
        loading={busy}
        title={`Unfollow ${username}`}
        onClick={() => unfollow.mutate()}
      >
        Following
      </Button>
    );
  if (state === 'requested')
    return (
      <Button
        size={size}
        icon={<ClockCircleOutlined aria-hidden />}
        loading={busy}
        title={`Cancel your follow request to ${username}`}
        onClick={() => cancel.mutate()}
      >
        Requested
      </Button>
    );
  return (
    <Button
      type="primary"
      size={size}
      icon={<UserAddOutlined aria-hidden />}
      loading={busy}
      onClick={() => follow.mutate()}
    >
      Follow
    </Button>
  );
}
