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
import type { ApiArea } from '../operation.js';

export const rewardsArea: ApiArea = {
  tag: 'rewards',
  description: 'Points, tokens, the leaderboard, invites and referrals',
  operations: [
    {
      method: 'get',
      path: '/api/rewards/balance',
      summary: 'The signed-in user’s points and tokens',
      access: 'user',
      answers: { 200: { description: 'The balance', schema: zRewardBalance } },
    },
    {
      method: 'get',
      path: '/api/rewards/history',
      summary: 'Points awarded to the signed-in user, newest first',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of point events', schema: z.array(zRewardEvent), paged: true } },
    },
    {
      method: 'get',
      path: '/api/rewards/leaderboard',
      summary: 'Curators by lifetime points',
      access: 'public',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of ranks', schema: z.array(zLeaderboardEntry), paged: true } },
    },
    {
      method: 'get',
      path: '/api/rewards/rules',
      summary: 'How to earn: the active point rules',
      access: 'public',
      answers: { 200: { description: 'Active rules', schema: z.array(zPointRule) } },
    },
    {
      method: 'get',
      path: '/api/rewards/invites',
      summary: 'The signed-in user’s invite codes',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of invite codes', schema: z.array(zInviteCode), paged: true } },
    },
    {
      method: 'post',
      path: '/api/rewards/invite-code',
      summary: 'Make an invite code',
      access: 'user',
      answers: { 201: { description: 'The new code', schema: zInviteCode } },
      errors: { 429: { description: 'Too many codes made recently' } },
    },
    {
      method: 'get',
      path: '/api/rewards/referrals',
      summary: 'People the signed-in user referred',
      access: 'user',
      query: zRewardsListQuery,
      answers: { 200: { description: 'A page of referrals', schema: z.array(zReferral), paged: true } },
    },
  ],
};
