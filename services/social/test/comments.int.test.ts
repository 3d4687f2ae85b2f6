import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer } from '@gems/testkit';
import { startSocialHarness, type SocialHarness } from './social-stack.js';

let h: SocialHarness;
beforeAll(async () => {
  h = await startSocialHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('comments', () => {
  it('lets visitors read, signed-in users write, and shows the author’s name and avatar', async () => {
    const owner = await h.signedIn();
    const author = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const visitor = h.stack.client();

    expect((await visitor.post('/api/comments', { gemId, content: 'hi' })).status).toBe(401);
    const created = await author.client.post('/api/comments', {
      gemId,
      content: '  Lovely find  ',
      userId: 1,
    });
    expect(created.status).toBe(201);
    expectDocumentedAnswer(created);
    expect(created.body).toMatchObject({
      gemId,
      userId: author.user.id,
      content: 'Lovely find',
      author: { id: author.user.id, username: author.user.username, profileImageUrl: null },
    });
    await owner.client.post('/api/comments', { gemId, content: 'Thanks!' });

    const listed = await visitor.get(`/api/gems/${gemId}/comments`);
    expectDocumentedAnswer(listed);
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { content: string }) => c.content)).toEqual(['Lovely find', 'Thanks!']);
    expect(listed.body[1].author.username).toBe(owner.user.username);

    const first = await visitor.get(`/api/gems/${gemId}/comments?limit=1`);
    expect(first.body).toHaveLength(1);
    const rest = await visitor.get(
      `/api/gems/${gemId}/comments?limit=1&cursor=${first.headers.get('x-next-cursor')}`,
    );
    expect(rest.body.map((c: { content: string }) => c.content)).toEqual(['Thanks!']);
  });

  it('refuses blank and over-long comments with clear messages; 500 characters is fine', async () => {
    const owner = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const blank = await owner.client.post('/api/comments', { gemId, content: '   ' });
    expectDocumentedAnswer(blank);
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      message: 'Comment cannot be empty',
      fields: { content: 'Comment cannot be empty' },
    });
    expect((await owner.client.post('/api/comments', { gemId })).body.message).toBe(
      'Comment cannot be empty',
    );
    const long = await owner.client.post('/api/comments', { gemId, content: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Comment must be at most 500 characters');
    expect((await owner.client.post('/api/comments', { gemId, content: 'x'.repeat(500) })).status).toBe(201);
    expect((await owner.client.post('/api/comments', { gemId, content: 'a\u0000b' })).status).toBe(400);
    expect((await owner.client.post('/api/comments', { gemId: 'x', content: 'a' })).status).toBe(400);
  });

  it('lets only the author edit or delete a comment', async () => {
    const owner = await h.signedIn();
    const author = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const { body } = await author.client.post('/api/comments', { gemId, content: 'first' });

    const foreignEdit = await owner.client.put(`/api/comments/${body.id}`, { content: 'changed' });
    expect(foreignEdit.status).toBe(403);
    expect(foreignEdit.body.message).toBe('You can only edit your own comments');
    const foreignDelete = await owner.client.delete(`/api/comments/${body.id}`);
    expect(foreignDelete.status).toBe(403);
    expect(foreignDelete.body.message).toBe('You can only delete your own comments');
    expect((await h.stack.client().put(`/api/comments/${body.id}`, { content: 'x' })).status).toBe(401);

    const edited = await author.client.put(`/api/comments/${body.id}`, { content: ' second ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: body.id, content: 'second' });
    expect((await author.client.put(`/api/comments/${body.id}`, { content: '' })).status).toBe(400);

    expect((await author.client.delete(`/api/comments/${body.id}`)).body).toEqual({
      message: 'Comment deleted',
    });
    const gone = await author.client.delete(`/api/comments/${body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Comment not found');
    expect((await author.client.get(`/api/gems/${gemId}/comments`)).body).toEqual([]);

    const subjects = await h.query<{ subject: string }>(
      `SELECT subject FROM $schema.outbox_events WHERE subject LIKE 'comment.%'
          AND (envelope->'data'->>'commentId')::int = $1 ORDER BY created_at`,
      [body.id],
    );
    expect(subjects.map((s) => s.subject)).toEqual(['comment.created', 'comment.deleted']);
  });

  it('hides the comments of a gem the viewer may not see', async () => {
    const owner = await h.signedIn();
    const other = await h.signedIn();
    const secret = await h.gem(owner.user.id, 'private');
    await owner.client.post('/api/comments', { gemId: secret, content: 'note to self' });
    expect((await owner.client.get(`/api/gems/${secret}/comments`)).body).toHaveLength(1);
    const hidden = await other.client.get(`/api/gems/${secret}/comments`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Gem not found');
    expect((await other.client.post('/api/comments', { gemId: secret, content: 'hi' })).status).toBe(404);
  });
});
