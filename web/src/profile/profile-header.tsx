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
import type { ReactNode } from 'react';
import { LightAvatar } from '../components/light-avatar';
import { Panel } from '../components/panel';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { PlainTag } from '../components/plain-tag';
import { Paragraph, Text, Title } from '../components/typography';
import { FollowButton } from '../social/follow-button';
import { followCountsRequest, socialKeys } from '../social/social-api';
import { nounFor } from '../components/pluralize';
import type { ConnectionsTab } from './connections-dialog';
import { gemCountFigure } from './profile-rules';
import { useProfileGemCount } from './use-profile-gem-count';

interface ProfileHeaderProps {
  person: PublicUser;
  isOwner: boolean;
  onEdit: () => void;
  onConnections: (tab: ConnectionsTab) => void;
}

/**
 * Spec 02 §2: avatar or initial, username, counts of gems, followers and following, bio. Plain
 * elements in antd's look, adopted on every profile a phone lands on (issue 31).
 */
export function ProfileHeader({ person, isOwner, onEdit, onConnections }: ProfileHeaderProps) {
  const counts = useQuery({
    queryKey: socialKeys.counts(person.id),
    queryFn: () => followCountsRequest(person.id),
  });
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  const dash = counts.isError ? '–' : '…';
  const gems = gemCountFigure(useProfileGemCount(person.id));
  const followers = counts.data?.followers;

  return (
    <Panel>
      <PlainFlex gap={24} align="center" wrap>
        <LightAvatar
          size={96}
          letterSize={18}
          src={person.profileImageUrl}
          name={person.username}
          alt={`${person.username}'s profile photo`}
        />
        <PlainFlex vertical gap={8} style={{ flex: 1, minWidth: 220 }}>
          <PlainFlex gap={8} align="center" wrap>
            <Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {person.username}
            </Title>
            {person.isPublic ? null : <PlainTag icon={<LockOutlined aria-hidden />}>Private</PlainTag>}
          </PlainFlex>
          {fullName ? <Text type="secondary">{fullName}</Text> : null}
          <PlainFlex gap={20} wrap aria-label="Counts" role="group">
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
          </PlainFlex>
          {person.bio ? (
            <Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{person.bio}</Paragraph>
          ) : null}
          <Details person={person} />
        </PlainFlex>
        <PlainFlex gap={8} wrap>
          {isOwner ? (
            <>
              <PlainButton look="primary" onClick={onEdit}>
                Edit Profile
              </PlainButton>
              <PlainButton look="default" onClick={() => onConnections('followers')}>
                See Followers
              </PlainButton>
            </>
          ) : (
            <FollowButton userId={person.id} username={person.username} />
          )}
        </PlainFlex>
      </PlainFlex>
    </Panel>
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
      <Text strong data-testid={`${id}-count`}>
        {value}
      </Text>{' '}
      <Text type="secondary">{label}</Text>
    </>
  );
  return onClick ? (
    <PlainButton look="link" onClick={onClick} style={{ padding: 0, height: 'auto' }}>
      {body}
    </PlainButton>
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
    <PlainFlex gap={16} wrap align="center">
      {person.location ? (
        <Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {person.location}
        </Text>
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
    </PlainFlex>
  );
}
