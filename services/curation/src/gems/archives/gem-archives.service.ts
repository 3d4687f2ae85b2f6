import type { GemArchive } from '@gems/contracts';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { badRequest, forbidden, notFound } from '@gems/platform/errors';
import type { GemsService } from '../gems.service.js';
import type { GemArchivesRepository } from './gem-archives.repository.js';

const NO_COPY = 'This gem has no readable copy yet.';
const NOT_A_PAGE = 'This gem has no web address to keep a copy of.';

/**
 * A gem's readable copy (issue 29 §2), read with the gem's own visibility: whoever may see the gem
 * may read its copy, and a gem the viewer may not see answers 404 like the gem does (a private
 * gem's copy is its owner's alone).
 */
export class GemArchivesService {
  constructor(
    private readonly deps: {
      gems: Pick<GemsService, 'visible'>;
      archives: Pick<GemArchivesRepository, 'find' | 'offerPage'>;
      /** A page was sent: the keeper may copy it now. */
      pageOffered?: () => void;
    },
  ) {}

  async read(viewer: SessionClaims | undefined, gemId: number): Promise<GemArchive> {
    await this.deps.gems.visible(viewer, gemId);
    const copy = await this.deps.archives.find(gemId);
    if (!copy) throw notFound(NO_COPY);
    return { ...copy, savedAt: copy.savedAt.toISOString() };
  }

  /** The owner's browser sent the page (the extension): the copy is made from it in the background. */
  async offerPage(user: SessionClaims, gemId: number, html: string): Promise<{ message: string }> {
    const gem = await this.deps.gems.visible(user, gemId);
    if (gem.userId !== user.userId) throw forbidden('Only the gem’s owner can send its page.');
    if (!/^https?:\/\//i.test(gem.url)) throw badRequest(NOT_A_PAGE);
    await this.deps.archives.offerPage(gem, html);
    this.deps.pageOffered?.();
    return { message: 'The readable copy will be made from this page.' };
  }
}
