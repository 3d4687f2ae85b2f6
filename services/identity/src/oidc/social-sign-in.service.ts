import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { SocialNotice } from '@gems/contracts';
import type { AccountsService, SignedIn } from '../users/accounts.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { readableUsername } from '../users/readable-username.js';
import { providerProfile, type ProviderProfile } from './provider-profile.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}

export const STATE_TTL_SECONDS = 600;

/** A provider round trip that ends on a notice instead of a sign-in. */
export class SocialSignInError extends Error {
  constructor(
    readonly notice: SocialNotice,
    readonly mode: 'signin' | 'connect',
    cause?: unknown,
  ) {
    super(notice, { cause });
  }
}

interface PendingState {
  verifier: string;
  mode: 'signin' | 'connect';
  /** connect: the account the provider is being connected to. */
  userId?: number;
}

/** What the callback hands over besides the provider's answer: the browser it arrived in. */
export interface CallbackContext {
  /** The state cookie the browser that started the flow holds. */
  browserState: string | undefined;
  /** The signed-in user, when there is one (connect). */
  userId?: number;
  userAgent?: string;
}

export type SocialOutcome = { mode: 'signin'; signedIn: SignedIn } | { mode: 'connect' };

/** What SocialSignInService is built from. */
export interface SocialSignInServiceDeps {
  settings: OidcSettings | undefined;
  cache: Cache;
  users: UsersRepository;
  accounts: AccountsService;
  inTransaction: UnitOfWork;
}

/**
 * Social sign-in (`/api/login`) through any OpenID Connect provider configured by env:
 * authorization code flow with PKCE; the state waits in the cache for 10 minutes and is bound to
 * the browser that started it (its value is also in an HttpOnly cookie, checked at the callback).
 * A provider identity signs in only to the account it was connected to; an e-mail match never
 * enters an account.
 */
export class SocialSignInService {
  private config?: Promise<oidc.Configuration>;

  constructor(private readonly deps: SocialSignInServiceDeps) {}

  get configured(): boolean {
    return Boolean(this.deps.settings);
  }

  /** The provider URL to send the browser to, and the state to bind to it (the cookie). */
  async start(connectUserId?: number): Promise<{ url: string; state: string }> {
    const settings = this.require();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const pending: PendingState = connectUserId
      ? { verifier, mode: 'connect', userId: connectUserId }
      : { verifier, mode: 'signin' };
    await this.deps.cache.set(stateKey(state), JSON.stringify(pending), STATE_TTL_SECONDS);
    const url = oidc.buildAuthorizationUrl(await this.discover(), {
      redirect_uri: settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return { url: url.href, state };
  }

  async complete(callbackUrl: URL, context: CallbackContext): Promise<SocialOutcome> {
    this.require();
    const state = callbackUrl.searchParams.get('state') ?? '';
    const pending = await this.takeState(state);
    const mode = pending?.mode ?? 'signin';
    // The state must be this browser's own: a callback URL started elsewhere is refused (login CSRF).
    if (!pending || !context.browserState || context.browserState !== state)
      throw new SocialSignInError(mode === 'connect' ? 'social-connect-failed' : 'social-expired', mode);
    const error = callbackUrl.searchParams.get('error');
    if (error)
      throw new SocialSignInError(
        mode === 'connect'
          ? 'social-connect-failed'
          : error === 'access_denied'
            ? 'social-cancelled'
            : 'social-failed',
        mode,
      );
    let profile: ProviderProfile;
    try {
      profile = await this.profile(callbackUrl, state, pending.verifier);
    } catch (cause) {
      throw new SocialSignInError(
        mode === 'connect' ? 'social-connect-failed' : 'social-failed',
        mode,
        cause,
      );
    }
    if (pending.mode === 'connect') {
      await this.connect(pending.userId!, context.userId, profile);
      return { mode: 'connect' };
    }
    return { mode: 'signin', signedIn: await this.signIn(profile, context.userAgent) };
  }

  private async connect(userId: number, signedInAs: number | undefined, profile: ProviderProfile) {
    if (signedInAs !== userId) throw new SocialSignInError('social-connect-failed', 'connect');
    const holder = await this.deps.users.findByOidcSubject(profile.subject);
    if (holder && holder.id !== userId) throw new SocialSignInError('social-in-use', 'connect');
    await this.deps.inTransaction((tx) =>
      this.deps.users.update(tx, userId, { oidcSubject: profile.subject }),
    );
  }

  private async signIn(profile: ProviderProfile, userAgent?: string): Promise<SignedIn> {
    const existing = await this.deps.users.findByOidcSubject(profile.subject);
    if (existing) {
      if (existing.status !== 'active') throw new SocialSignInError('social-failed', 'signin');
      return this.deps.accounts.signIn(existing, userAgent);
    }
    const holder = profile.email ? await this.deps.users.findByEmail(profile.email) : null;
    // An address someone's account uses is never a way into it: they sign in their own way and
    // connect the provider from Settings. An address the provider has not verified proves nothing
    // and is simply left off the new account.
    if (holder && profile.emailVerified) throw new SocialSignInError('social-email-taken', 'signin');
    const email = holder ? null : profile.email;
    const row = await this.deps.accounts.createUser({
      username: await this.freeUsername(profile.displayName),
      email,
      emailVerifiedAt: email && profile.emailVerified ? new Date() : null,
      oidcSubject: profile.subject,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.picture,
    });
    return this.deps.accounts.signIn(row, userAgent);
  }

  /** The ID token's claims, completed from the userinfo endpoint when it lacks the profile. */
  private async profile(callbackUrl: URL, state: string, verifier: string): Promise<ProviderProfile> {
    const config = await this.discover();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    const complete = typeof claims.email === 'string' && (claims.name || claims.preferred_username);
    const userinfo =
      !complete && config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
        : {};
    return providerProfile(this.deps.settings!.issuer, { ...userinfo, ...stripEmpty(claims) });
  }

  private async takeState(state: string): Promise<PendingState | null> {
    if (!state || state.length > 200) return null;
    const raw = await this.deps.cache.get(stateKey(state));
    if (!raw) return null;
    await this.deps.cache.del(stateKey(state));
    return JSON.parse(raw) as PendingState;
  }

  private require(): OidcSettings {
    if (!this.deps.settings) throw new Error('Social sign-in is not configured');
    return this.deps.settings;
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.require();
    this.config ??= oidc.discovery(
      new URL(issuer),
      clientId,
      clientSecret,
      undefined,
      // Plain http only for a provider on this machine (tests, a local identity server).
      new URL(issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    this.config.catch(() => (this.config = undefined));
    return this.config;
  }

  private async freeUsername(displayName: string | null): Promise<string> {
    const base = readableUsername(displayName);
    for (let i = 0; i < 20; i++) {
      const candidate = i === 0 ? base : `${base}_${randomBytes(2).toString('hex')}`;
      if (!(await this.deps.users.usernameTaken(candidate))) return candidate;
    }
    return `${base.slice(0, 17)}_${randomBytes(6).toString('hex')}`;
  }
}

const stateKey = (state: string) => `oidc:state:${state}`;

/** Claims the ID token carries empty are not allowed to hide the userinfo answer's. */
const stripEmpty = (claims: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(claims).filter(([, v]) => v !== undefined && v !== null && v !== ''));
