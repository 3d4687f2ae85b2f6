import { Alert, Popconfirm, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { awaitedByAntd } from '../components/awaited-by-antd';
import { lazyNamed } from '../components/lazy-named';
import { LightAvatar } from '../components/light-avatar';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { Paragraph, Text, Title } from '../components/typography';
import { timeAgo } from './relative-time';
import { commentAuthorName, type Comment } from './social-api';
import { useCommentMutations, useComments } from './use-comments';

// The comment box and its rules (the contracts' comment limits come with their zod schemas) load
// for signed-in users only: a visitor's gem page reads comments and loads no zod (issue 31).
const CommentBox = lazyNamed(() => import('./comment-box'), 'CommentBox');
/** The box's height (two rows of text, the counter and the button), kept while it loads. */
const BOX_HEIGHT = 90;

/**
 * The comments of a gem (spec 01 §2/§4/§6): a counter, the list with each author's username and
 * avatar (decision: not "User {id}"), adding for signed-in users, inline edit and delete after
 * confirmation for the author only, and "Sign in to comment" with the /auth/login link for visitors.
 */
export function CommentsPanel({
  gemId,
  headingLevel = 4,
}: {
  gemId: number;
  /** One below the heading it sits under: 4 in a card (h3 title), 2 on the gem's page (h1). */
  headingLevel?: 2 | 4 | 5;
}) {
  const { user } = useAuth();
  const comments = useComments(gemId);
  const { add } = useCommentMutations(gemId);
  const headingId = `comments-${gemId}`;

  return (
    <section aria-labelledby={headingId}>
      <PlainFlex vertical gap={12}>
        <Title level={headingLevel} id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {`Comments (${comments.comments.length}${comments.hasNextPage ? '+' : ''})`}
        </Title>
        {comments.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        ) : comments.isError ? (
          <Alert
            type="warning"
            showIcon
            title="Comments cannot be shown right now"
            description={comments.error.message}
          />
        ) : comments.comments.length === 0 ? (
          <Text type="secondary">No comments yet.</Text>
        ) : (
          <PlainFlex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {comments.comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                gemId={gemId}
                mine={user?.id === comment.userId}
              />
            ))}
          </PlainFlex>
        )}
        {comments.hasNextPage ? (
          <PlainButton
            look="link"
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          >
            Show more comments
          </PlainButton>
        ) : null}
        {user ? (
          <Suspense fallback={<div style={{ minHeight: BOX_HEIGHT }} />}>
            <CommentBox
              label="Write a comment"
              submitText="Post"
              busy={add.isPending}
              onSubmit={async (content) => {
                try {
                  await add.mutateAsync({ userId: user.id, content });
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          </Suspense>
        ) : (
          <Text>
            <Link to="/auth/login">Sign in to comment</Link>
          </Text>
        )}
      </PlainFlex>
    </section>
  );
}

function CommentItem({ comment, gemId, mine }: { comment: Comment; gemId: number; mine: boolean }) {
  const [editing, setEditing] = useState(false);
  const { edit, remove } = useCommentMutations(gemId);
  const author = comment.author;
  const name = commentAuthorName(comment);

  return (
    <PlainFlex component="li" gap={12} align="flex-start" aria-label={`Comment by ${name}`}>
      <LightAvatar src={author?.profileImageUrl} name={name} />
      <PlainFlex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <PlainFlex gap={8} align="baseline" wrap>
          {author ? (
            <Link to={`/profile/${encodeURIComponent(author.username)}`}>
              <Text strong>{name}</Text>
            </Link>
          ) : (
            <Text strong>{name}</Text>
          )}
          <Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
          </Text>
        </PlainFlex>
        {editing ? (
          <Suspense fallback={<div style={{ minHeight: BOX_HEIGHT }} />}>
            <CommentBox
              label="Edit your comment"
              initial={comment.content}
              submitText="Save"
              autoFocus
              busy={edit.isPending}
              onCancel={() => setEditing(false)}
              onSubmit={async (content) => {
                try {
                  await edit.mutateAsync({ id: comment.id, content });
                  setEditing(false);
                  return true;
                } catch {
                  return false;
                }
              }}
            />
          </Suspense>
        ) : (
          <Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.content}
          </Paragraph>
        )}
        {mine && !editing ? (
          <PlainFlex gap={4}>
            <PlainButton
              size="small"
              look="link"
              onClick={() => setEditing(true)}
              style={{ paddingInline: 0 }}
            >
              Edit
            </PlainButton>
            <Popconfirm
              title="Delete this comment?"
              description="This cannot be undone."
              okText="Delete"
              okButtonProps={{ danger: true, loading: remove.isPending }}
              cancelText="Cancel"
              onConfirm={awaitedByAntd(() => remove.mutateAsync(comment.id).catch(() => undefined))}
            >
              <PlainButton size="small" look="link" danger>
                Delete
              </PlainButton>
            </Popconfirm>
          </PlainFlex>
        ) : null}
      </PlainFlex>
    </PlainFlex>
  );
}
