import { EVENT } from '@gems/contracts';
import { randomInt } from 'node:crypto';
import { notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { isUniqueViolation } from '@gems/platform/db/unique-violation';
import type { GemsService } from '../gems/gems.service.js';
import type { ShortUrlsRepository } from './short-urls.repository.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LENGTH = 8;
const ATTEMPTS = 5;

const newShortCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Short share links /s/{code} (spec 02): one code per gem and sharer, clicks counted. Making a
 * link shares nothing yet; gem.shared is published when someone other than the sharer opens it,
 * once per distinct opener (what rewards pays for: docs/decisions.md, issue 25).
 */
export class ShortLinksService {
  constructor(
    private readonly shortUrls: ShortUrlsRepository,
    private readonly gems: GemsService,
    private readonly inTransaction: UnitOfWork,
  ) {}

  /** The caller's code for the gem (made on first share); anyone who may see the gem may share it. */
  async share(viewer: SessionClaims | undefined, gemId: number): Promise<{ shortCode: string }> {
    const gem = await this.gems.visible(viewer, gemId);
    const sharedBy = viewer?.userId ?? null;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.inTransaction(async (tx) => {
          const row =
            (await this.shortUrls.findFor(tx, gem.id, sharedBy)) ??
            (await this.shortUrls.create(tx, gem.id, sharedBy, newShortCode()));
          return { shortCode: row.shortCode };
        });
      } catch (error) {
        // Two codes out of 62^8 colliding is rare, and so is the same sharer's double click
        // (gem_id, created_by): another try settles either.
        if (
          attempt >= ATTEMPTS ||
          !(isUniqueViolation(error, 'short_code') || isUniqueViolation(error, 'gem_id'))
        )
          throw error;
      }
    }
  }

  /**
   * The gem page path a code leads to; the click is counted, and the first open by each person
   * other than the sharer is published as the sharer's share (`opener`: openerKey()).
   */
  async follow(shortCode: string, opener: { userId?: number; key: string | null }): Promise<string> {
    const gemId = await this.inTransaction(async (tx, emit) => {
      const link = await this.shortUrls.click(tx, shortCode);
      if (!link) return null;
      const sharer = link.createdBy;
      if (sharer !== null && opener.key && opener.userId !== sharer)
        if (await this.shortUrls.firstOpen(tx, link.id, opener.key))
          emit(EVENT.gemShared, {
            gemId: link.gemId,
            userId: link.ownerId,
            sharedBy: sharer,
            shortCode,
            openedBy: opener.key,
          });
      return link.gemId;
    });
    if (gemId === null) throw notFound('Short link not found');
    return `/gem/${gemId}`;
  }
}
