import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free local port. Its login screen is
 * replaced by `nextLogin`: the account the next authorization signs in as (consent granted), or
 * `deny` to answer access_denied as when a person cancels. Profile claims come from the userinfo
 * endpoint only (the provider's default for the code flow), as with many standard providers.
 */
export async function startOidcProvider(redirectUri: string) {
  const accounts = new Map<string, ProviderAccount>();
  let nextLogin: string | 'deny' = 'deny';
  // The provider needs its issuer URL, which needs the port: the server starts first.
  const ref: { provider?: Provider } = {};
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) void finishInteraction(req, res);
    else void ref.provider!.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Its start-up warnings (in-memory storage, development keys) are what a test provider wants.
  const warn = console.warn;
  console.warn = () => {};
  const provider = new Provider(issuer, {
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    clients: [
      {
        client_id: 'gems',
        client_secret: 'gems-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['test-only-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, sub) {
      if (!accounts.has(sub)) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...accounts.get(sub) }) };
    },
  });
  console.warn = warn;
  ref.provider = provider;

  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    try {
      const details = await provider.interactionDetails(req, res);
      if (nextLogin === 'deny') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The person cancelled' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: nextLogin, clientId: String(details.params.client_id) });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextLogin }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }

  /**
   * Plays the browser at the provider: follows its redirects (with its cookies) from the
   * authorization URL until it sends the browser back to `redirectUri`; returns that URL.
   */
  async function authorize(authorizationUrl: string, as: string | 'deny'): Promise<URL> {
    nextLogin = as;
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [k, ...v] = pair!.split('=');
        jar.set(k!, v.join('='));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url}: ${res.status} ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
    }
    throw new Error('the provider redirected too often');
  }

  return {
    issuer,
    accounts,
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type OidcTestProvider = Awaited<ReturnType<typeof startOidcProvider>>;
