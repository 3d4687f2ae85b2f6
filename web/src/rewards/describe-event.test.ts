import { describe, expect, it } from '@jest/globals';
import { cutTitle, describeEvent, inviteLink, signedPoints } from './describe-event';

describe('reward history lines', () => {
  it('describes each action type; others upper-case with spaces', () => {
    expect(describeEvent({ actionType: 'create_gem', points: 10, metadata: { title: 'Lisbon tiles' } })).toBe(
      'Created a gem "Lisbon tiles"',
    );
    expect(describeEvent({ actionType: 'like_gem', points: 2, metadata: { gemTitle: 'A' } })).toBe(
      'Liked a gem "A"',
    );
    expect(describeEvent({ actionType: 'comment', points: 5, metadata: null })).toBe('Commented on a gem');
    expect(
      describeEvent({ actionType: 'successful_referral', points: 50, metadata: { referredUsername: 'ana' } }),
    ).toBe('Successful referral: ana');
    expect(describeEvent({ actionType: 'admin_adjustment', points: -3, metadata: { reason: 'x' } })).toBe(
      'ADMIN ADJUSTMENT',
    );
  });

  it('says why an action earned nothing, and names points taken back', () => {
    expect(
      describeEvent({
        actionType: 'create_gem',
        points: 0,
        metadata: { title: 'T', reason: 'Daily limit reached: 20 new gems a day earn points' },
      }),
    ).toBe('Created a gem "T" (no points: Daily limit reached: 20 new gems a day earn points)');
    expect(
      describeEvent({ actionType: 'gem_deleted', points: -10, metadata: { gemTitle: 'T', reason: 'x' } }),
    ).toBe('Gem deleted, its points taken back "T"');
    expect(describeEvent({ actionType: 'external_share', points: 3, metadata: { gemTitle: 'T' } })).toBe(
      'Someone opened a gem you shared "T"',
    );
  });

  it('cuts titles at 50 characters with an ellipsis and signs points', () => {
    expect(cutTitle('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutTitle('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
    expect(signedPoints(10)).toBe('+10 pts');
    expect(signedPoints(-5)).toBe('-5 pts');
    expect(inviteLink('https://gems.example', 'ABC')).toBe('https://gems.example/?invite=ABC');
  });
});
