import { z } from 'zod';
import {
  zInviteCode,
  zLeaderboardEntry,
  zPointRule,
  zReferral,
  zRewardBalance,
  zRewardEvent,
  zRewardsListQuery,
} from '../../rewards.js';
import { defineArea } from '../operation.js';

export const rewardsArea = defineArea({
  tag: 'rewards',
  description: 'Points, tokens, the leaderboard, invites and referrals',
  operations: {
    getRewardsBalance: {
      method: 'get',
      path: '/api/rewards/balance',
      service: 'rewards',
      summary: 'The signed-in user’s points and tokens',
      access: 'user',
      answers: { 200: { description: 'The balance', schema: zRewardBalance } },
    },
    getRewardsHistory: {
      method: 'get',
      path: '/api/rewards/history',
      service: 'rewards',
      summary: 'Points awarded to the signed-in user, newest first',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of point events', schema: z.array(zRewardEvent), paged: true } },
    },
    getRewardsLeaderboard: {
      method: 'get',
      path: '/api/rewards/leaderboard',
      service: 'rewards',
      summary: 'Curators by lifetime points',
      access: 'public',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of ranks', schema: z.array(zLeaderboardEntry), paged: true } },
    },
    getRewardsRules: {
      method: 'get',
      path: '/api/rewards/rules',
      service: 'rewards',
      summary: 'How to earn: the active point rules',
      access: 'public',
      answers: { 200: { description: 'Active rules', schema: z.array(zPointRule) } },
    },
    getRewardsInvites: {
      method: 'get',
      path: '/api/rewards/invites',
      service: 'rewards',
      summary: 'The signed-in user’s invite codes',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of invite codes', schema: z.array(zInviteCode), paged: true } },
    },
    postRewardsInviteCode: {
      method: 'post',
      path: '/api/rewards/invite-code',
      service: 'rewards',
      summary: 'Make an invite code',
      access: 'user',
      answers: { 201: { description: 'The new code', schema: zInviteCode } },
      errors: { 429: { description: 'Too many codes made recently' } },
    },
    getRewardsReferrals: {
      method: 'get',
      path: '/api/rewards/referrals',
      service: 'rewards',
      summary: 'People the signed-in user referred',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of referrals', schema: z.array(zReferral), paged: true } },
    },
  },
});
