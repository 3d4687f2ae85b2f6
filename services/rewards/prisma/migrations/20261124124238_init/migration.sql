-- CreateTable
CREATE TABLE "point_rules" (
    "id" SERIAL NOT NULL,
    "action_type" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "point_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "point_events" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "action_type" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "entity_type" TEXT,
    "entity_id" INTEGER,
    "metadata" JSONB,
    "flagged" BOOLEAN NOT NULL DEFAULT false,
    "flag_reason" TEXT,
    "review" TEXT,
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "point_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "point_balances" (
    "user_id" INTEGER NOT NULL,
    "current_points" INTEGER NOT NULL DEFAULT 0,
    "weekly_points" INTEGER NOT NULL DEFAULT 0,
    "lifetime_points" INTEGER NOT NULL DEFAULT 0,
    "last_distribution_id" INTEGER,
    "gem_token_balance" INTEGER NOT NULL DEFAULT 0,
    "total_earned" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "point_balances_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "invite_codes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code" VARCHAR(12) NOT NULL,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "max_uses" INTEGER,
    "expires_at" TIMESTAMPTZ(3),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invite_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invite_events" (
    "id" SERIAL NOT NULL,
    "invite_code_id" INTEGER NOT NULL,
    "inviter_id" INTEGER NOT NULL,
    "invitee_id" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "invitee_email" TEXT,
    "points_awarded" INTEGER NOT NULL DEFAULT 0,
    "metadata" JSONB,
    "completed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invite_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_events" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "gem_id" INTEGER NOT NULL,
    "short_code" TEXT NOT NULL,
    "platform" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "points_awarded" INTEGER NOT NULL DEFAULT 0,
    "metadata" JSONB,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "referrals" (
    "id" SERIAL NOT NULL,
    "referrer_id" INTEGER NOT NULL,
    "referred_user_id" INTEGER NOT NULL,
    "referral_code" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "flag_reason" TEXT,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "referrals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "social_invites" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "platform" TEXT NOT NULL,
    "invite_code" TEXT NOT NULL,
    "contact_info" TEXT,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "social_invites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "token_distributions" (
    "id" SERIAL NOT NULL,
    "week_start" TIMESTAMPTZ(3) NOT NULL,
    "week_end" TIMESTAMPTZ(3) NOT NULL,
    "total_points_distributed" INTEGER NOT NULL DEFAULT 0,
    "total_tokens_distributed" INTEGER NOT NULL DEFAULT 0,
    "points_to_token_ratio" INTEGER NOT NULL,
    "participant_count" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "executed_by" INTEGER,
    "metadata" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "token_distributions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "distribution_payouts" (
    "distribution_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "points_earned" INTEGER NOT NULL,
    "tokens_received" INTEGER NOT NULL,
    "transaction_hash" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "distribution_payouts_pkey" PRIMARY KEY ("distribution_id","user_id")
);

-- CreateTable
CREATE TABLE "crypto_rewards" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "reward_type" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "token_type" TEXT NOT NULL DEFAULT 'GEM',
    "transaction_hash" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "gem_id" INTEGER,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "crypto_rewards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admin_actions" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER,
    "action" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" INTEGER,
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reward_users" (
    "user_id" INTEGER NOT NULL,
    "username" TEXT NOT NULL,
    "email_key" TEXT,
    "signup_address" TEXT,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reward_users_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "user_addresses" (
    "user_id" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_addresses_pkey" PRIMARY KEY ("user_id","address")
);

-- CreateTable
CREATE TABLE "gem_refs" (
    "gem_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "gem_refs_pkey" PRIMARY KEY ("gem_id")
);

-- CreateTable
CREATE TABLE "activity_marks" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_marks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "envelope" JSONB NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(6),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "point_rules_action_type_key" ON "point_rules"("action_type");

-- CreateIndex
CREATE INDEX "point_events_user_id_created_at_id_idx" ON "point_events"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "point_events_review_created_at_idx" ON "point_events"("review", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "point_events_user_id_action_type_entity_type_entity_id_key" ON "point_events"("user_id", "action_type", "entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "point_balances_lifetime_points_user_id_idx" ON "point_balances"("lifetime_points" DESC, "user_id");

-- CreateIndex
CREATE INDEX "point_balances_current_points_idx" ON "point_balances"("current_points");

-- CreateIndex
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes"("code");

-- CreateIndex
CREATE INDEX "invite_codes_user_id_created_at_id_idx" ON "invite_codes"("user_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "invite_events_invitee_id_key" ON "invite_events"("invitee_id");

-- CreateIndex
CREATE INDEX "invite_events_invite_code_id_idx" ON "invite_events"("invite_code_id");

-- CreateIndex
CREATE INDEX "share_events_user_id_gem_id_idx" ON "share_events"("user_id", "gem_id");

-- CreateIndex
CREATE UNIQUE INDEX "referrals_referred_user_id_key" ON "referrals"("referred_user_id");

-- CreateIndex
CREATE INDEX "referrals_referrer_id_created_at_id_idx" ON "referrals"("referrer_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "social_invites_invite_code_key" ON "social_invites"("invite_code");

-- CreateIndex
CREATE UNIQUE INDEX "token_distributions_week_start_key" ON "token_distributions"("week_start");

-- CreateIndex
CREATE INDEX "distribution_payouts_distribution_id_status_user_id_idx" ON "distribution_payouts"("distribution_id", "status", "user_id");

-- CreateIndex
CREATE INDEX "crypto_rewards_user_id_idx" ON "crypto_rewards"("user_id");

-- CreateIndex
CREATE INDEX "admin_actions_created_at_idx" ON "admin_actions"("created_at");

-- CreateIndex
CREATE INDEX "reward_users_email_key_idx" ON "reward_users"("email_key");

-- CreateIndex
CREATE INDEX "user_addresses_address_idx" ON "user_addresses"("address");

-- CreateIndex
CREATE INDEX "gem_refs_user_id_deleted_at_idx" ON "gem_refs"("user_id", "deleted_at");

-- CreateIndex
CREATE INDEX "activity_marks_user_id_kind_at_idx" ON "activity_marks"("user_id", "kind", "at");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_created_at_idx" ON "outbox_events"("published_at", "created_at");
