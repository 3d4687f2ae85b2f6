import type { CreateComment, GemComment, SocialListQuery } from '@gems/contracts';
import { forbidden, notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { CommentRow } from './comments.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { isRecordNotFound } from '@gems/platform/db/record-not-found';
import { socialEvents } from '../events/social-events.js';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { Access } from '../replicas/access.js';
import type { RefsRepository } from '../replicas/refs.repository.js';
import { GEM_NOT_FOUND } from '../likes/likes.service.js';
import { toCardRef, type UserCardsRepository } from '../users/user-cards.repository.js';
import type { CommentsRepository } from './comments.repository.js';
import type { CommentNotifications } from '../notifications/comment-notifications.js';

const COMMENT_NOT_FOUND = 'Comment not found';

const notFoundWhenGone =
  (message: string) =>
  (error: unknown): never => {
    throw isRecordNotFound(error) ? notFound(message) : error;
  };

/** What CommentsService is built from. */
export interface CommentsServiceDeps {
  comments: CommentsRepository;
  refs: Pick<RefsRepository, 'findGem' | 'findCollection'>;
  cards: UserCardsRepository;
  access: Access;
  inTransaction: UnitOfWork;
  notifications: Pick<CommentNotifications, 'edited' | 'deleted'>;
}

/**
 * Comments on gems (spec 01 §4-§6): anyone who may see the gem reads them, signed-in users write
 * them, only the author edits or deletes. Authors show with name and avatar.
 */
export class CommentsService {
  constructor(private readonly deps: CommentsServiceDeps) {}

  async list(viewer: SessionClaims | undefined, gemId: number, query: SocialListQuery) {
    await this.visibleGem(gemId, viewer?.userId);
    const rows = await this.deps.comments.page(gemId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    return { items: await this.withAuthors(page.items), nextCursor: page.nextCursor };
  }

  async create(user: SessionClaims, input: CreateComment): Promise<GemComment> {
    const gem = await this.visibleGem(input.gemId, user.userId);
    const row = await this.deps
      .inTransaction(async (tx, emit) => {
        const comment = await this.deps.comments.create(tx, {
          gemId: input.gemId,
          userId: user.userId,
          content: input.content,
        });
        socialEvents.commentCreated(emit, comment, gem.ownerId);
        return comment;
      })
      .catch(notFoundWhenGone(GEM_NOT_FOUND));
    return (await this.withAuthors([row]))[0]!;
  }

  async update(user: SessionClaims, id: number, content: string): Promise<GemComment> {
    await this.authored(user, id, 'You can only edit your own comments');
    const row = await this.deps
      .inTransaction(async (tx) => {
        const updated = await this.deps.comments.update(tx, id, content);
        // The gem owner's notification quotes the comment: it says what the comment says now.
        await this.deps.notifications.edited(tx, id);
        return updated;
      })
      .catch(notFoundWhenGone(COMMENT_NOT_FOUND));
    return (await this.withAuthors([row]))[0]!;
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    await this.authored(user, id, 'You can only delete your own comments');
    await this.deps
      .inTransaction(async (tx, emit) => {
        socialEvents.commentDeleted(emit, await this.deps.comments.delete(tx, id));
        await this.deps.notifications.deleted(tx, id);
      })
      .catch(notFoundWhenGone(COMMENT_NOT_FOUND));
  }

  private async visibleGem(gemId: number, viewerId: number | undefined) {
    const gem = await this.deps.refs.findGem(gemId);
    if (!gem || !(await this.deps.access.canSee(gem, viewerId))) throw notFound(GEM_NOT_FOUND);
    return gem;
  }

  /** The comment if the user wrote it; 404 if it is gone, 403 if someone else wrote it. */
  private async authored(user: SessionClaims, id: number, refusal: string): Promise<CommentRow> {
    const comment = await this.deps.comments.find(id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.userId !== user.userId) throw forbidden(refusal);
    return comment;
  }

  private async withAuthors(rows: CommentRow[]): Promise<GemComment[]> {
    const cards = await this.deps.cards.byIds(rows.map((r) => r.userId));
    return rows.map((r) => ({
      id: r.id,
      gemId: r.gemId,
      userId: r.userId,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      author: toCardRef(cards.get(r.userId)),
    }));
  }
}
