import {
  EnvironmentOutlined,
  FacebookOutlined,
  InstagramOutlined,
  LinkOutlined,
  LinkedinOutlined,
  LockOutlined,
  XOutlined,
} from '@ant-design/icons';
import type { PublicUser } from '@gems/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FollowButton } from '../social/follow-button';
import { followCountsRequest, socialKeys } from '../social/social-api';
import { nounFor } from '../components/pluralize';
import type { ConnectionsTab } from './connections-dialog';
import { gemCountFigure, type GemCount } from './profile-rules';

interface ProfileHeaderProps {
  person: PublicUser;
  isOwner: boolean;
  gemCount: GemCount | null;
  onEdit: () => void;
  onConnections: (tab: ConnectionsTab) => void;
}

/** Spec 02 §2: avatar or initial, username, counts of gems, followers and following, bio. */
export function ProfileHeader({ person, isOwner, gemCount, onEdit, onConnections }: ProfileHeaderProps) {
  const counts = useQuery({
    queryKey: socialKeys.counts(person.id),
    queryFn: () => followCountsRequest(person.id),
  });
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const dash = counts.isError ? '–' : '…';
  const gems = gemCountFigure(gemCount);
  const followers = counts.data?.followers;

  return (
    <Card>
      <Flex gap={24} align="center" wrap>
        <Avatar
          size={96}
          src={person.profileImageUrl ?? undefined}
          alt={`${person.username}'s profile photo`}
        >
          {person.username.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 220 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {person.username}
            </Typography.Title>
            {person.isPublic ? null : (
              <Tag icon={<LockOutlined aria-hidden />} color="default">
                Private
              </Tag>
            )}
          </Flex>
          {fullName ? <Typography.Text type="secondary">{fullName}</Typography.Text> : null}
          <Flex gap={20} wrap aria-label="Counts" role="group">
            <Count id="gems" label={gems.noun} value={gems.value} />
            <Count
              id="followers"
              label={followers === undefined ? 'followers' : nounFor(followers, 'follower')}
              value={followers ?? dash}
              onClick={() => onConnections('followers')}
            />
            <Count
              id="following"
              label="following"
              value={counts.data?.following ?? dash}
              onClick={() => onConnections('following')}
            />
          </Flex>
          {person.bio ? (
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              {person.bio}
            </Typography.Paragraph>
          ) : null}
          <Details person={person} />
        </Flex>
        <Flex gap={8} wrap>
          {isOwner ? (
            <>
              <Button type="primary" onClick={onEdit}>
                Edit Profile
              </Button>
              <Button onClick={() => onConnections('followers')}>See Followers</Button>
            </>
          ) : (
            <FollowButton userId={person.id} username={person.username} />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

function Count({
  id,
  label,
  value,
  onClick,
}: {
  id: string;
  label: string;
  value: ReactNode;
  onClick?: () => void;
}) {
  const body = (
    <>
      <Typography.Text strong data-testid={`${id}-count`}>
        {value}
      </Typography.Text>{' '}
      <Typography.Text type="secondary">{label}</Typography.Text>
    </>
  );
  return onClick ? (
    <Button type="link" onClick={onClick} style={{ padding: 0, height: 'auto' }}>
      {body}
    </Button>
  ) : (
    <span>{body}</span>
  );
}

const SOCIAL = [
  {
    key: 'instagramHandle',
    icon: <InstagramOutlined />,
    url: (h: string) => `https://instagram.com/${h}`,
    name: 'Instagram',
  },
  {
    key: 'facebookHandle',
    icon: <FacebookOutlined />,
    url: (h: string) => `https://facebook.com/${h}`,
    name: 'Facebook',
  },
  {
    key: 'linkedinHandle',
    icon: <LinkedinOutlined />,
    url: (h: string) => `https://www.linkedin.com/in/${h}`,
    name: 'LinkedIn',
  },
  { key: 'twitterHandle', icon: <XOutlined />, url: (h: string) => `https://x.com/${h}`, name: 'X' },
] as const;

/** Location, website and social handles, when the user filled them in. */
function Details({ person }: { person: PublicUser }) {
  const handles = SOCIAL.filter((s) => person[s.key]);
  if (!person.location && !person.website && handles.length === 0) return null;
  return (
    <Flex gap={16} wrap align="center">
      {person.location ? (
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {person.location}
        </Typography.Text>
      ) : null}
      {person.website ? (
        <a href={person.website} target="_blank" rel="noopener noreferrer nofollow">
          <LinkOutlined aria-hidden /> {person.website.replace(/^https?:\/\//, '')}
        </a>
      ) : null}
      {handles.map((s) => {
        const handle = person[s.key] as string;
        return (
          <a
            key={s.key}
            href={s.url(encodeURIComponent(handle))}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={`${s.name}: ${handle}`}
          >
            {s.icon}
          </a>
        );
      })}
    </Flex>
  );
}
