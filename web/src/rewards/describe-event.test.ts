import { describe, expect, it } from '@jest/globals';
import { cutTitle, describeEvent, inviteLink, signedPoints } from './describe-event';

describe('reward history lines', () => {
  it('describes each action type; others upper-case with spaces', () => {
    expect(describeEvent({ actionType: 'create_gem', metadata: { title: 'Lisbon tiles' } })).toBe(
      'Created a gem "Lisbon tiles"',
    );
    expect(describeEvent({ actionType: 'like_gem', metadata: { gemTitle: 'A' } })).toBe('Liked a gem "A"');
    expect(describeEvent({ actionType: 'comment', metadata: null })).toBe('Commented on a gem');
    expect(describeEvent({ actionType: 'successful_referral', metadata: { referredUsername: 'ana' } })).toBe(
      'Successful referral: ana',
    );
    expect(describeEvent({ actionType: 'admin_adjustment', metadata: { reason: 'x' } })).toBe(
      'ADMIN ADJUSTMENT',
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
