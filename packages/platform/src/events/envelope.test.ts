import { describe, expect, it } from '@jest/globals';
import type { EventType } from '@gems/contracts';
import { createEnvelope } from './envelope.js';

const user = { userId: 3, username: 'ada', profileImageUrl: null, isPublic: false };

describe('createEnvelope', () => {
  it('wraps valid data with a fresh id, the current version, the time and the producer', () => {
    const before = Date.now();
    const envelope = createEnvelope('user.updated', user, { producer: 'identity' });
    expect(envelope).toMatchObject({ type: 'user.updated', version: 1, producer: 'identity', data: user });
    expect(envelope.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(envelope.occurredAt)).toBeGreaterThanOrEqual(before - 1);
    expect(createEnvelope('user.updated', user, { producer: 'identity' }).id).not.toBe(envelope.id);
  });

  it('has no traceparent when no span is active', () => {
    expect(createEnvelope('user.updated', user, { producer: 'identity' })).not.toHaveProperty('traceparent');
  });

  it('drops fields the schema does not know', () => {
    const envelope = createEnvelope('user.updated', { ...user, passwordHash: 'x' } as typeof user, {
      producer: 'identity',
    });
    expect(envelope.data).toEqual(user);
  });

  it('throws on data that does not match the event schema', () => {
    expect(() =>
      createEnvelope('user.updated', { ...user, userId: 'three' } as unknown as typeof user, {
        producer: 'identity',
      }),
    ).toThrow();
  });

  it('throws on an event type missing from EVENTS', () => {
    expect(() =>
      createEnvelope('gem.exploded' as EventType, user as never, { producer: 'curation' }),
    ).toThrow('Unknown event type "gem.exploded"');
  });
});
