import { describe, expect, it } from '@jest/globals';
import { shareCards, type VisitorRead } from './card-source.js';

const publicGem = {
  id: 5,
  title: 'Hello',
  description: '',
  imageUrl: 'https://img.example/5.jpg',
  visibility: 'public',
  domain: 'example.com',
  creator: { username: 'ada' },
};

describe('shareCards', () => {
  it('asks the owning service as a visitor once per page within the cache time', async () => {
    const asked: string[] = [];
    const read: VisitorRead = async (service, path) => {
      asked.push(`${service} ${path}`);
      return path === '/api/gems/5' ? publicGem : null;
    };
    const cardOf = shareCards(read, { ttlMs: 60_000 });
    const [a, b] = await Promise.all([cardOf('/gem/5'), cardOf('/gem/5/')]);
    expect(a).toMatchObject({ title: 'Hello', path: '/gem/5' });
    expect(b).toEqual(a);
    expect(await cardOf('/gem/6')).toBeNull();
    expect(await cardOf('/profile/a%20b')).toBeNull();
    expect(asked).toEqual(['curation /api/gems/5', 'curation /api/gems/6', 'identity /api/users/a%20b']);
  });

  it('answers the generic head when the service fails or the path is malformed', async () => {
    const cardOf = shareCards(async () => {
      throw new Error('down');
    });
    expect(await cardOf('/gem/5')).toBeNull();
    expect(await cardOf('/profile/%E0%A4%A')).toBeNull();
    expect(await cardOf('/gem/abc')).toBeNull();
    expect(await cardOf('/settings')).toBeNull();
  });
});
