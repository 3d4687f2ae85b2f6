import { z } from 'zod';
import { zApiToken, zCreatedApiToken } from '../auth.js';
import { zAdminAction, zCostsOverview, zFeedback, zScraperError } from '../admin-metrics.js';
import { zCollection } from '../collections.js';
import { zErrorBody, zMessageAnswer } from '../common.js';
import { zContentSummary, zGem, zGemDetail, zGemImage, zListedGem, zTopCreator } from '../gem-answers.js';
import { zBatchImportResult, zImportJob } from '../imports.js';
import {
  zDistribution,
  zFlaggedEvent,
  zInviteCode,
  zLeaderboardEntry,
  zPointRule,
  zReferral,
  zRewardBalance,
  zRewardEvent,
} from '../rewards.js';
import { zScrapePreview } from '../scrape.js';
import {
  zConnection,
  zFollowRequest,
  zFollowResult,
  zGemComment,
  zLikeResult,
  zNotification,
} from '../social.js';
import { zListedUser, zPublicUser, zUser, zUsersSummary } from '../users.js';

/** Answer shapes shown once under components/schemas and referred to by name everywhere. */
const NAMED: Record<string, z.ZodType> = {
  ErrorBody: zErrorBody,
  Message: zMessageAnswer,
  User: zUser,
  PublicUser: zPublicUser,
  ListedUser: zListedUser,
  ApiToken: zApiToken,
  CreatedApiToken: zCreatedApiToken,
  Gem: zGem,
  ListedGem: zListedGem,
  GemDetail: zGemDetail,
  GemImage: zGemImage,
  TopCreator: zTopCreator,
  Collection: zCollection,
  BatchImportResult: zBatchImportResult,
  ImportJob: zImportJob,
  GemComment: zGemComment,
  LikeResult: zLikeResult,
  FollowResult: zFollowResult,
  Connection: zConnection,
  FollowRequest: zFollowRequest,
  Notification: zNotification,
  RewardBalance: zRewardBalance,
  RewardEvent: zRewardEvent,
  LeaderboardEntry: zLeaderboardEntry,
  PointRule: zPointRule,
  InviteCode: zInviteCode,
  Referral: zReferral,
  FlaggedEvent: zFlaggedEvent,
  Distribution: zDistribution,
  ScrapePreview: zScrapePreview,
  Feedback: zFeedback,
  ScraperError: zScraperError,
  CostsOverview: zCostsOverview,
  ContentSummary: zContentSummary,
  UsersSummary: zUsersSummary,
  AdminAction: zAdminAction,
};

/** A registry of its own (never zod's global one): building the document changes nothing else. */
export function namedSchemas() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(NAMED)) registry.add(schema, { id });
  return registry;
}
