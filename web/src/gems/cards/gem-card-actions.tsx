import { CommentOutlined } from '@ant-design/icons';
import type { ListedGem } from '@gems/contracts';
import { Button, Flex } from 'antd';
import { LikeButton } from '../../social/like-button';

export interface GemCardActionsProps {
  gem: ListedGem;
  isOwner: boolean;
  signedIn: boolean;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
}

/** Like, share, comments, add to collection; edit and delete for the owner only. */
export function GemCardActions({ gem, commentsOpen, commentsId, onToggleComments }: GemCardActionsProps) {
  return (
    <Flex gap={4} wrap align="center" role="group" aria-label="Gem actions">
      <LikeButton
        target="gem"
        id={gem.id}
        ownerId={gem.userId}
        likeCount={gem.likeCount}
        liked={gem.likedByViewer}
      />
      <Button
        type="text"
        icon={<CommentOutlined />}
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        aria-label={`Comments (${gem.commentCount})`}
        onClick={onToggleComments}
      >
        {gem.commentCount}
      </Button>
    </Flex>
  );
}
