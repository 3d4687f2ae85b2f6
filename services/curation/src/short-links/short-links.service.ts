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

/** Short share links /s/{code} (spec 02): one code per gem, clicks counted, gem.shared published. */
export class ShortLinksService {
  constructor(
    private readonly shortUrls: ShortUrlsRepository,
    private readonly gems: GemsService,
    private readonly inTransaction: UnitOfWork,
  ) {}

  /** The gem's code (made on first share); anyone who may see the gem may share it. */
  async share(viewer: SessionClaims | undefined, gemId: number): Promise<{ shortCode: string }> {
    const gem = await this.gems.visible(viewer, gemId);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.inTransaction(async (tx, emit) => {
          const row =
            (await this.shortUrls.findByGem(tx, gem.id)) ??
            (await this.shortUrls.create(tx, gem.id, newShortCode()));
          // A share is someone's: a signed-out visitor gets the link, and no event claims a sharer.
          if (viewer)
            emit('gem.shared', {
              gemId: gem.id,
              userId: gem.userId,
              sharedBy: viewer.userId,
              shortCode: row.shortCode,
            });
          return { shortCode: row.shortCode };
        });
      } catch (error) {
        // Two codes out of 62^8 colliding is rare; another try settles it.
        if (attempt >= ATTEMPTS || !isUniqueViolation(error, 'short_code')) throw error;
      }
    }
  }

  /** The gem page path a code leads to; the click is counted. */
  async follow(shortCode: string): Promise<string> {
    const gemId = await this.shortUrls.click(shortCode);
    if (gemId === null) throw notFound('Short link not found');
    return `/gem/${gemId}`;
  }
}
