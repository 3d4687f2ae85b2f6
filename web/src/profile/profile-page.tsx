import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useAuth } from '../auth/use-auth';
import { lazyNamed, useOpenedOnce } from '../components/lazy-named';
import { LinkButton } from '../components/link-button';
import { Panel } from '../components/panel';
import { PlainFlex } from '../components/plain-flex';
import { usePageTitle } from '../layout/use-page-title';
import type { ConnectionsTab } from './connections-dialog';
import { FollowRequestsCard } from './follow-requests-card';
import { profileKeys, profileRequest } from './profile-api';
import { ProfileGems } from './profile-gems';
import { ProfileHeader } from './profile-header';

// The owner's profile form (with the contracts' schemas, zod) loads when first opened: a visitor's
// profile page never needs it (issue 31).
const EditProfileDialog = lazyNamed(() => import('./edit-profile-dialog'), 'EditProfileDialog');
// Followers and following (a modal with tabs) load when first asked for: antd's Modal, mounted
// closed, was part of what a phone adopted on every profile page (issue 31).
const ConnectionsDialog = lazyNamed(() => import('./connections-dialog'), 'ConnectionsDialog');

/** Spec 02 §2 profile page /profile/{username}. */
export function ProfilePage() {
  const { username = '' } = useParams();
  usePageTitle(username);
  const { user: me } = useAuth();
  const profile = useQuery({
    queryKey: profileKeys.byName(username),
    queryFn: () => profileRequest(username),
  });
  const [editing, setEditing] = useState(false);
  const [editCount, setEditCount] = useState(0);
  const [connections, setConnections] = useState<ConnectionsTab | null>(null);
  // Mounted once first opened, so it can close with its animation.
  const connectionsOpened = useOpenedOnce(connections !== null);

  if (profile.isPending) return <Skeleton active avatar paragraph={{ rows: 4 }} />;
  if (profile.isError) {
    // Spec 02 §8: a profile load error shows User Not Found; other failures say what happened.
    const missing =
      profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400);
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            {missing ? 'User Not Found' : 'This profile cannot be shown right now'}
          </Typography.Title>
        }
        subTitle={missing ? `There is no one called "${username}" here.` : profile.error.message}
        extra={
          <LinkButton to="/" look="primary">
            Go Home
          </LinkButton>
        }
      />
    );
  }

  const person = profile.data;
  const isOwner = me?.id === person.id;

  return (
    <PlainFlex vertical gap={24}>
      <ProfileHeader
        person={isOwner && me ? { ...person, ...pickPublic(me) } : person}
        isOwner={isOwner}
        onEdit={() => {
          setEditCount((n) => n + 1);
          setEditing(true);
        }}
        onConnections={setConnections}
      />
      {isOwner ? <FollowRequestsCard ownerId={person.id} /> : null}
      <Panel title={isOwner ? 'Your Gems' : `${person.username}'s Gems`}>
        <ProfileGems key={person.id} userId={person.id} username={person.username} isOwner={isOwner} />
      </Panel>
      {isOwner && me && editCount > 0 ? (
        // A new key per opening: the form starts from the saved profile every time.
        <Suspense fallback={null}>
          <EditProfileDialog key={editCount} user={me} open={editing} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {connectionsOpened ? (
        <Suspense fallback={null}>
          <ConnectionsDialog
            userId={person.id}
            username={person.username}
            open={connections !== null}
            tab={connections ?? 'followers'}
            onTabChange={setConnections}
            onClose={() => setConnections(null)}
          />
        </Suspense>
      ) : null}
    </PlainFlex>
  );
}

/** The owner's own session copy is the freshest right after an edit. */
const pickPublic = (me: NonNullable<ReturnType<typeof useAuth>['user']>) => ({
  username: me.username,
  firstName: me.firstName,
  lastName: me.lastName,
  bio: me.bio,
  location: me.location,
  website: me.website,
  instagramHandle: me.instagramHandle,
  facebookHandle: me.facebookHandle,
  linkedinHandle: me.linkedinHandle,
  twitterHandle: me.twitterHandle,
  profileImageUrl: me.profileImageUrl,
  isPublic: me.isPublic,
});
