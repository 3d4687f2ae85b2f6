import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { AccountsService, SignedIn } from '../users/accounts.service.js';
import type { UsersRepository } from '../users/users.repository.js';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUri: string;
}

const STATE_TTL_SECONDS = 600;

/**
 * Social sign-in (`/api/login`) through any OpenID Connect provider configured by env.
 * Authorization code flow with PKCE; state and verifier wait in the cache for 10 minutes.
 */
export class SocialSignInService {
  private config?: Promise<oidc.Configuration>;

  constructor(
    private readonly settings: OidcSettings | undefined,
    private readonly cache: Cache,
    private readonly users: UsersRepository,
    private readonly accounts: AccountsService,
  ) {}

  get configured(): boolean {
    return Boolean(this.settings);
  }

  async authorizationUrl(): Promise<string> {
    const settings = this.require();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    await this.cache.set(`oidc:state:${state}`, verifier, STATE_TTL_SECONDS);
    const url = oidc.buildAuthorizationUrl(await this.discover(), {
      redirect_uri: settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    return url.href;
  }

  async complete(callbackUrl: URL, userAgent?: string): Promise<SignedIn> {
    this.require();
    const state = callbackUrl.searchParams.get('state') ?? '';
    const verifier = await this.cache.get(`oidc:state:${state}`);
    if (!verifier) throw new Error('Unknown or expired sign-in state');
    await this.cache.del(`oidc:state:${state}`);
    const tokens = await oidc.authorizationCodeGrant(await this.discover(), callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The provider returned no ID token');
    const subject = `${this.settings!.issuer}|${claims.sub}`;

    const existing = await this.users.findByOidcSubject(subject);
    if (existing) return this.accounts.signIn(existing, userAgent);
    const email =
      claims.email_verified && typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    const byEmail = email ? await this.users.findByEmail(email) : null;
    if (byEmail) return this.accounts.signIn(byEmail, userAgent);
    const row = await this.accounts.createUser({
      username: await this.freeUsername(String(claims.preferred_username ?? claims.given_name ?? 'user')),
      email,
      oidcSubject: subject,
      firstName: typeof claims.given_name === 'string' ? claims.given_name.slice(0, 60) : null,
      lastName: typeof claims.family_name === 'string' ? claims.family_name.slice(0, 60) : null,
      profileImageUrl: typeof claims.picture === 'string' ? claims.picture : null,
    });
    return this.accounts.signIn(row, userAgent);
  }

  private require(): OidcSettings {
    if (!this.settings) throw new Error('Social sign-in is not configured');
    return this.settings;
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.require();
    this.config ??= oidc.discovery(new URL(issuer), clientId, clientSecret);
    this.config.catch(() => (this.config = undefined));
    return this.config;
  }

  private async freeUsername(wanted: string): Promise<string> {
    const base =
      wanted
        .replace(/[^A-Za-z0-9_.-]/g, '')
        .slice(0, 20)
        .padEnd(3, '_') || 'user';
    for (let i = 0; i < 20; i++) {
      const candidate = i === 0 ? base : `${base}_${randomBytes(2).toString('hex')}`;
      if (!(await this.users.usernameTaken(candidate))) return candidate;
    }
    return `${base}_${randomBytes(6).toString('hex')}`;
  }
}
