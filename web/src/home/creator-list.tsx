import { Link } from 'react-router-dom';
import { LightAvatar } from '../components/light-avatar';
import { PlainFlex } from '../components/plain-flex';
import { FollowButton } from '../social/follow-button';
import type { TopCreator } from './use-top-creators';
import { Text } from '../components/typography';

/** Curators with their gem count and favourite categories, each with a Follow button. */
export function CreatorList({ creators, label }: { creators: readonly TopCreator[]; label: string }) {
  return (
    <PlainFlex
      vertical
      gap={12}
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {creators.map((person) => (
        <PlainFlex key={person.id} component="li" gap={12} align="center" justify="space-between" wrap>
          <PlainFlex gap={12} align="center" style={{ minWidth: 0 }}>
            <LightAvatar src={person.profileImageUrl} name={person.username} />
            <PlainFlex vertical style={{ minWidth: 0 }}>
              <Link to={`/profile/${encodeURIComponent(person.username)}`}>{person.username}</Link>
              <Text type="secondary" ellipsis>
                {[
                  person.gemCount === undefined
                    ? null
                    : `${person.gemCount} ${person.gemCount === 1 ? 'gem' : 'gems'}`,
                  ...(person.categories ?? []).slice(0, 3),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </PlainFlex>
          </PlainFlex>
          <FollowButton userId={person.id} username={person.username} size="small" />
        </PlainFlex>
      ))}
    </PlainFlex>
  );
}
