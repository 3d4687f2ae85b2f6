import { Avatar, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

interface Creator {
  id: number;
  username: string | null;
  profileImageUrl: string | null;
}

/** Avatar and name linking to the creator's profile (a removed account has no link). */
export function CreatorLink({ creator }: { creator: Creator }) {
  const name = creator.username ?? `User ${creator.id}`;
  const avatar = (
    <Avatar size="small" src={creator.profileImageUrl || undefined} alt="" aria-hidden>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
  if (!creator.username)
    return (
      <Flex gap={8} align="center">
        {avatar}
        <Typography.Text type="secondary">{name}</Typography.Text>
      </Flex>
    );
  return (
    <Link to={`/profile/${encodeURIComponent(creator.username)}`} style={{ minWidth: 0 }}>
      <Flex gap={8} align="center">
        {avatar}
        <Typography.Text ellipsis>{name}</Typography.Text>
      </Flex>
    </Link>
  );
}
