import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { LightAvatar } from '../../components/light-avatar';
import { Text } from '../../components/typography';

interface Creator {
  id: number;
  username: string | null;
  profileImageUrl: string | null;
}

/** Avatar and name linking to the creator's profile (a removed account has no link). */
export function CreatorLink({ creator }: { creator: Creator }) {
  const name = creator.username ?? `User ${creator.id}`;
  const avatar = <LightAvatar size={24} src={creator.profileImageUrl} name={name} />;
  if (!creator.username)
    return (
      <Flex gap={8} align="center">
        {avatar}
        <Text type="secondary">{name}</Text>
      </Flex>
    );
  return (
    <Link to={`/profile/${encodeURIComponent(creator.username)}`} style={{ minWidth: 0 }}>
      <Flex gap={8} align="center">
        {avatar}
        <Text ellipsis>{name}</Text>
      </Flex>
    </Link>
  );
}
