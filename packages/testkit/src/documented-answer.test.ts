import { describe, expect, it } from '@jest/globals';
import { documentedAnswerProblems } from './documented-answer.js';

const balance = {
  currentPoints: 10,
  weeklyPoints: 10,
  lifetimePoints: 10,
  gemTokenBalance: 0,
  totalEarned: 0,
};

describe('documentedAnswerProblems', () => {
  it('accepts an answer that matches its documented schema', () => {
    expect(documentedAnswerProblems('GET', '/api/rewards/balance', 200, balance)).toEqual([]);
    expect(documentedAnswerProblems('GET', '/api/gems/12/like-count?x=1', 200, { count: 3 })).toEqual([]);
    expect(documentedAnswerProblems('GET', '/api/gems/12', 404, { message: 'Gem not found' })).toEqual([]);
    expect(documentedAnswerProblems('GET', '/api/gems', 503, { message: 'Down', code: 'x' })).toEqual([]);
  });

  it('names a missing field, a field of the wrong type and a field the contract does not name', () => {
    const { weeklyPoints: _, ...missing } = balance;
    expect(documentedAnswerProblems('GET', '/api/rewards/balance', 200, missing)).toEqual([
      expect.stringContaining("must have required property 'weeklyPoints'"),
    ]);
    expect(
      documentedAnswerProblems('GET', '/api/rewards/balance', 200, { ...balance, currentPoints: '10' }),
    ).toEqual([expect.stringContaining('/currentPoints must be integer')]);
    expect(documentedAnswerProblems('GET', '/api/rewards/balance', 200, { ...balance, secret: 1 })).toEqual([
      expect.stringContaining('(secret)'),
    ]);
  });

  it('checks the items of a list and prefers a literal path over a templated one', () => {
    expect(documentedAnswerProblems('GET', '/api/collections/public', 200, [{ id: 1 }])).not.toEqual([]);
    expect(documentedAnswerProblems('GET', '/api/collections/public', 200, [])).toEqual([]);
  });

  it('checks the answers documented once for any call (429, 503…) too', () => {
    expect(documentedAnswerProblems('GET', '/api/gems', 503, { error: 'Down' })).toEqual([
      expect.stringContaining("must have required property 'message'"),
      expect.stringContaining('(error)'),
    ]);
  });

  it('flags an operation or a status the document does not have', () => {
    expect(documentedAnswerProblems('GET', '/api/nothing-here', 200, {})).toEqual([
      'GET /api/nothing-here is not documented',
    ]);
    expect(documentedAnswerProblems('GET', '/api/rewards/balance', 418, {})).toEqual([
      'GET /api/rewards/balance does not document status 418',
    ]);
  });
});
