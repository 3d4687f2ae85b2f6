import type { EVENT } from '@gems/contracts';
import type { EventData } from '@gems/contracts';
import type { Transaction } from '../db/unit-of-work.js';
import type { InvitesRepository } from '../invites/invites.repository.js';
import { FLAG_REASONS } from '../points/farming.js';
import type { EarningService } from '../points/earning.service.js';
import { emailKey, type RewardUsersRepository } from '../users/users.repository.js';
import type { ReferralsRepository } from './referrals.repository.js';

/**
 * A sign-up (user.registered): through an invite code (counted in its signups when the code is
 * usable; an expired, inactive or used-up one gives no credit) or a referral code (?ref=), it
 * opens a pending referral. A referral that looks farmed (the inviter's own address or email) is
 * still recorded, and its award will wait for an admin. The first gem verifies it.
 */
export class Signups {
  constructor(
    private readonly deps: {
      users: RewardUsersRepository;
      invites: InvitesRepository;
      referrals: ReferralsRepository;
      earning: EarningService;
      /** Whether the person already saved a gem (a late sign-up event): then verify at once. */
      hasSavedGem: (tx: Transaction, userId: number) => Promise<boolean>;
    },
  ) {}

  async registered(tx: Transaction, data: EventData<typeof EVENT.userRegistered>): Promise<void> {
    const { users, invites, referrals } = this.deps;
    await this.hold(tx, data.userId);
    await users.upsert(tx, {
      userId: data.userId,
      username: data.username,
      email: data.email,
      signupAddress: data.signupAddress ?? null,
    });
    let referrerId: number | null = null;
    let code: string | null = null;
    if (data.inviteCode) {
      const invite = await invites.byCode(tx, data.inviteCode);
      if (invite && invite.userId !== data.userId) {
        const usable = await invites.takeUse(tx, invite.id, new Date());
        await invites.recordSignup(tx, {
          inviteCodeId: invite.id,
          inviterId: invite.userId,
          inviteeId: data.userId,
          status: usable ? 'completed' : 'rejected',
          inviteeEmail: data.email,
          reason: usable ? undefined : 'Invite code expired, inactive or used up',
        });
        if (usable) [referrerId, code] = [invite.userId, invite.code];
      }
    }
    if (referrerId === null && data.referrerId && data.referrerId !== data.userId)
      [referrerId, code] = [data.referrerId, data.referredBy];
    if (referrerId === null) return;

    const flagReason = await this.flagReason(tx, referrerId, data);
    await referrals.create(tx, { referrerId, referredUserId: data.userId, referralCode: code, flagReason });
    if (await this.deps.hasSavedGem(tx, data.userId)) await this.firstGem(tx, data.userId);
  }

  /**
   * Taken first by the sign-up and by each gem.created of the same person (before anything else
   * they lock), so the later of the two sees what the earlier committed (ReferralsRepository).
   */
  hold(tx: Transaction, userId: number): Promise<void> {
    return this.deps.referrals.holdInvitee(tx, userId);
  }

  /** The invited person's first gem verifies their referral; the referrer earns once. */
  async firstGem(tx: Transaction, userId: number): Promise<void> {
    const referral = await this.deps.referrals.verify(tx, userId);
    if (!referral) return;
    const invited = await this.deps.users.find(tx, userId);
    await this.deps.earning.award(tx, {
      userId: referral.referrerId,
      actionType: 'successful_referral',
      entityType: 'user',
      entityId: userId,
      metadata: invited ? { referredUsername: invited.username } : {},
      flagReason: referral.flagReason,
    });
  }

  private async flagReason(
    tx: Transaction,
    referrerId: number,
    data: EventData<typeof EVENT.userRegistered>,
  ) {
    const referrer = await this.deps.users.find(tx, referrerId);
    const key = emailKey(data.email);
    if (referrer?.emailKey && key && referrer.emailKey === key) return FLAG_REASONS.selfInvite;
    if (data.signupAddress && (await this.deps.users.usedAddress(tx, referrerId, data.signupAddress)))
      return FLAG_REASONS.sameAddress;
    return null;
  }
}
