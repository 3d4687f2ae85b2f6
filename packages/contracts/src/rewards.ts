import { z } from 'zod';

/** 100 points = 1 token, distributed weekly. */
export const POINTS_PER_TOKEN = 100;
export const INVITE_CODE_LENGTH = 12;
/** Largest manual adjustment, either way: anything bigger is a typo, not a correction. */
const MAX_POINT_ADJUSTMENT = 1_000_000;

export const zRewardsListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  cursor: z.string().max(200).optional(),
});
export type RewardsListQuery = z.infer<typeof zRewardsListQuery>;

/** GET /api/rewards/balance. Tokens live here too (rewards is their one owner). */
export const zRewardBalance = z.object({
  currentPoints: z.number().int(),
  weeklyPoints: z.number().int(),
  lifetimePoints: z.number().int(),
  gemTokenBalance: z.number().int(),
  totalEarned: z.number().int(),
});
export type RewardBalance = z.infer<typeof zRewardBalance>;

const zRewardMetadata = z
  .object({
    title: z.string().optional(),
    gemTitle: z.string().optional(),
    referredUsername: z.string().optional(),
    reason: z.string().optional(),
  })
  .catchall(z.unknown());

/** One line of GET /api/rewards/history: points actually awarded, newest first. */
export const zRewardEvent = z.object({
  id: z.number().int(),
  actionType: z.string(),
  points: z.number().int(),
  createdAt: z.string(),
  entityType: z.string().nullable(),
  entityId: z.number().int().nullable(),
  metadata: zRewardMetadata.nullable(),
});
export type RewardEvent = z.infer<typeof zRewardEvent>;

export const zLeaderboardEntry = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  username: z.string().nullable(),
  lifetimePoints: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof zLeaderboardEntry>;

export const zInviteCode = z.object({
  id: z.number().int(),
  code: z.string(),
  isActive: z.boolean(),
  signups: z.number().int(),
  uses: z.number().int(),
  maxUses: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type InviteCode = z.infer<typeof zInviteCode>;

const REFERRAL_STATUSES = ['pending', 'verified'] as const;
export const zReferral = z.object({
  id: z.number().int(),
  referredUserId: z.number().int(),
  referredUsername: z.string().nullable(),
  referralCode: z.string().nullable(),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type Referral = z.infer<typeof zReferral>;

// ---- Admin -------------------------------------------------------------------------------

export const zPointRule = z.object({
  id: z.number().int(),
  actionType: z.string(),
  description: z.string(),
  points: z.number().int(),
  isActive: z.boolean(),
  /** How many times a day one person earns by this rule; past it the action earns 0. null: no limit. */
  dailyCap: z.number().int().nullable(),
});
export type PointRule = z.infer<typeof zPointRule>;

const MAX_RULE_POINTS = 10_000;
const MAX_DAILY_CAP = 10_000;

export const zRulePoints = z
  .number({ message: 'Points must be a number' })
  .int('Points must be a whole number')
  .min(0, `Points must be between 0 and ${MAX_RULE_POINTS}`)
  .max(MAX_RULE_POINTS, `Points must be between 0 and ${MAX_RULE_POINTS}`);

export const zRuleDailyCap = z
  .number({ message: 'The daily limit must be a number' })
  .int('The daily limit must be a whole number')
  .min(1, `The daily limit must be between 1 and ${MAX_DAILY_CAP}`)
  .max(MAX_DAILY_CAP, `The daily limit must be between 1 and ${MAX_DAILY_CAP}`)
  .nullable();

/** PUT /api/admin/rewards/rules/{id}: any of the fields (dailyCap null lifts the limit). */
export const zUpdatePointRule = z
  .object({
    points: zRulePoints.optional(),
    isActive: z.boolean({ message: 'isActive must be true or false' }).optional(),
    dailyCap: zRuleDailyCap.optional(),
  })
  .refine((body) => body.points !== undefined || body.isActive !== undefined || body.dailyCap !== undefined, {
    message: 'Points, isActive or dailyCap is required',
  });
export type UpdatePointRule = z.infer<typeof zUpdatePointRule>;

const ADJUSTMENT_REQUIRED_MESSAGE = 'User ID, points, and reason are required';

/** POST /api/admin/rewards/adjust: all three required (spec 02 §8). */
export const zPointAdjustment = z.object({
  userId: z.coerce
    .number({ message: ADJUSTMENT_REQUIRED_MESSAGE })
    .int('User ID must be a whole number')
    .positive('User ID must be a whole number')
    .max(2_147_483_647, 'User ID must be a whole number'),
  points: z
    .number({ message: ADJUSTMENT_REQUIRED_MESSAGE })
    .int('Points must be a whole number')
    .refine((n) => n !== 0, 'Points must not be zero')
    .refine(
      (n) => Math.abs(n) <= MAX_POINT_ADJUSTMENT,
      `Points must be between -${MAX_POINT_ADJUSTMENT} and ${MAX_POINT_ADJUSTMENT}`,
    ),
  reason: z
    .string({ message: ADJUSTMENT_REQUIRED_MESSAGE })
    .trim()
    .min(1, ADJUSTMENT_REQUIRED_MESSAGE)
    .max(500, 'Reason must be at most 500 characters'),
});
export type PointAdjustment = z.infer<typeof zPointAdjustment>;

export const zFlaggedEvent = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string().nullable(),
  actionType: z.string(),
  points: z.number().int(),
  createdAt: z.string(),
  flagReason: z.string(),
  /** What it was for, in words: the gem's title, or the invited person for a referral. */
  about: z.string().nullable(),
});
export type FlaggedEvent = z.infer<typeof zFlaggedEvent>;

export const zRewardsAnalytics = z.object({
  totalPoints: z.number().int(),
  activeUsers: z.number().int(),
  flaggedEventsCount: z.number().int(),
  totalUsers: z.number().int(),
});
export type RewardsAnalytics = z.infer<typeof zRewardsAnalytics>;

export const zDistributionPreview = z.object({
  totalPoints: z.number().int(),
  totalTokens: z.number().int(),
  participantCount: z.number().int(),
  pointsToTokenRatio: z.number().int(),
  /** Flagged points waiting for an admin: not paid until approved. */
  heldBackPoints: z.number().int(),
  heldBackEvents: z.number().int(),
  /** The settlement week a run now would record (one run per such week). */
  weekStart: z.string(),
  weekEnd: z.string(),
  /** The points it would pay were earned from here (the last distribution, or the first point) to now. */
  periodStart: z.string().nullable(),
  /** Whether that week has already been distributed (a run now would be refused). */
  alreadyDistributed: z.boolean(),
});
export type DistributionPreview = z.infer<typeof zDistributionPreview>;

const DISTRIBUTION_STATUSES = ['pending', 'running', 'completed'] as const;
export const zDistribution = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  participantCount: z.number().int(),
  totalPointsDistributed: z.number().int(),
  totalTokensDistributed: z.number().int(),
  pointsToTokenRatio: z.number().int(),
  status: z.enum(DISTRIBUTION_STATUSES),
  executedBy: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /**
   * The period whose points it paid: from the previous distribution (or the first point) to the
   * moment it read the balances. null for runs recorded before this was kept.
   */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
});
export type Distribution = z.infer<typeof zDistribution>;

/** POST /api/admin/rewards/adjust: the point event written. */
export const zPointAdjustmentResult = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** The user's current points before and after the adjustment. */
  currentBefore: z.number().int(),
  currentAfter: z.number().int(),
});
export type PointAdjustmentResult = z.infer<typeof zPointAdjustmentResult>;

/** GET /api/admin/rewards/users/{id}/balance: what an adjustment's confirmation shows. */
export const zAdminUserBalance = z.object({
  userId: z.number().int(),
  username: z.string().nullable(),
  currentPoints: z.number().int(),
  lifetimePoints: z.number().int(),
});
export type AdminUserBalance = z.infer<typeof zAdminUserBalance>;

/** POST /api/admin/rewards/flagged/{id}/approve and /reject */
export const zFlagReview = z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']) });
