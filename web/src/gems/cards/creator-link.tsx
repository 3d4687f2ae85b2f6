import { Link } from 'react-router-dom';
import { LightAvatar } from '../../components/light-avatar';

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
      <div className="gem-card-person">
        {avatar}
        <span className="gem-card-secondary">{name}</span>
      </div>
    );
  return (
    <Link to={`/profile/${encodeURIComponent(creator.username)}`} className="gem-card-person-link">
      <span className="gem-card-person">
        {avatar}
        <span className="gem-card-name typo-ellipsis">{name}</span>
      </span>
    </Link>
  );
}
