import { fileURLToPath } from 'node:url';
import { API_OPERATIONS } from '@gems/contracts/openapi';
import type { Env } from '@gems/platform/config';
import { startService } from '@gems/platform/service';
import { createImageStorage } from '@gems/platform/storage';
import { createMailer } from '@gems/platform/mail';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import { createLocalJWKSet } from 'jose';
import { loadIdentityConfig } from './config.js';
import { createPrisma } from './db/prisma.js';
import { PasswordHasher } from './auth/password-hasher.js';
import { loadKeyRing } from './auth/signing-keys.js';
import { SigningKeysRepository } from './auth/signing-keys.repository.js';
import { SessionsRepository } from './auth/sessions.repository.js';
import { SessionsService } from './auth/sessions.service.js';
import { DenyListSeeder } from './auth/deny-list-seeder.js';
import { LoginThrottle } from './auth/login-throttle.js';
import { UsersRepository } from './users/users.repository.js';
import { AccountsService } from './users/accounts.service.js';
import { ProfilesService } from './users/profiles.service.js';
import { AdminUsersService } from './users/admin-users.service.js';
import { AccountSecurityService } from './users/account-security.service.js';
import { MailThrottle } from './auth/mail-throttle.js';
import { EmailTokensRepository } from './email/email-tokens.repository.js';
import { EmailLinks } from './email/email-links.js';
import { AccountMails } from './mail/account-mails.js';
import { OutgoingMailsRepository } from './mail/outgoing-mails.repository.js';
import { mailDeliveryConsumer } from './mail/mail-delivery.consumer.js';
import { WalletNoncesRepository } from './wallet/wallet-nonces.repository.js';
import { WalletLoginService } from './wallet/wallet-login.service.js';
import { SocialSignInService } from './oidc/social-sign-in.service.js';
import { authRoutes } from './http/routes/auth.routes.js';
import { usersRoutes } from './http/routes/users.routes.js';
import { sitemapRoutes } from './http/routes/sitemap.routes.js';
import { PublicProfilesRepository } from './sitemap/public-profiles.repository.js';
import { adminRoutes } from './http/routes/admin.routes.js';
import { jwksRoutes } from './http/routes/jwks.routes.js';
import { socialSignInRoutes } from './http/routes/social-sign-in.routes.js';
import { internalSessionsRoutes } from './http/routes/internal-sessions.routes.js';
import { apiTokensRoutes } from './http/routes/api-tokens.routes.js';
import { accountRoutes } from './http/routes/account.routes.js';
import { internalUsersRoutes } from './http/routes/internal-users.routes.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Identity: accounts, sessions, profiles; the record of every logout and of who is private. */
export const startIdentity = (env: Env) =>
  startService({
    name: 'identity',
    config: loadIdentityConfig(env),
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma },
    async compose({ prisma, cache, inTransaction }, { config, logger }) {
      const keys = await loadKeyRing(new SigningKeysRepository(prisma));
      const sessionRows = new SessionsRepository(prisma);
      const sessions = new SessionsService(keys, sessionRows, cache, config.SESSION_TTL_DAYS);
      const users = new UsersRepository(prisma);
      const hasher = new PasswordHasher(config.PASSWORD_HASH_COST);
      const mailer = createMailer(config, logger);
      const outgoingMails = new OutgoingMailsRepository();
      const emailTokens = new EmailTokensRepository(prisma);
      const links = new EmailLinks(emailTokens, outgoingMails, new AccountMails(config.PUBLIC_ORIGIN));
      const loginThrottle = new LoginThrottle(cache, config.LOGIN_MAX_FAILURES);
      const accounts = new AccountsService({
        users,
        hasher,
        sessions,
        inTransaction,
        throttle: loginThrottle,
        links,
        tokens: emailTokens,
        adminEmail: config.ADMIN_EMAIL,
      });
      const security = new AccountSecurityService({
        users,
        hasher,
        sessions,
        inTransaction,
        links,
        tokens: emailTokens,
        accounts,
        throttle: new MailThrottle(cache),
        passwordGuesses: loginThrottle,
        logger,
      });
      const oidc =
        config.OIDC_ISSUER && config.OIDC_CLIENT_ID
          ? {
              issuer: config.OIDC_ISSUER,
              clientId: config.OIDC_CLIENT_ID,
              clientSecret: config.OIDC_CLIENT_SECRET,
              redirectUri: new URL(API_OPERATIONS.getLoginCallback.path, config.PUBLIC_ORIGIN).href,
            }
          : undefined;
      const profiles = new ProfilesService(
        users,
        createImageStorage(config, logger),
        inTransaction,
        config.ADMIN_EMAIL,
      );
      const seeder = new DenyListSeeder(sessionRows, cache, logger);
      const secureCookies = config.COOKIE_SECURE;
      return {
        // Identity verifies its own tokens with its own keys, and its session rows are the record.
        verifier: createTokenVerifier({
          keys: createLocalJWKSet(keys.jwks),
          denyList: cache,
          revocations: { isRevoked: async (id) => !(await sessions.isActive(id)) },
        }),
        routers: [
          jwksRoutes(keys),
          authRoutes({
            accounts,
            wallet: new WalletLoginService(
              new WalletNoncesRepository(prisma),
              users,
              accounts,
              config.PUBLIC_ORIGIN,
            ),
            secureCookies,
          }),
          socialSignInRoutes({
            social: new SocialSignInService({ settings: oidc, cache, users, accounts, inTransaction }),
            publicOrigin: config.PUBLIC_ORIGIN,
            secureCookies,
          }),
          accountRoutes({ security, secureCookies }),
          usersRoutes({ profiles }),
          sitemapRoutes({ profiles: new PublicProfilesRepository(prisma) }),
          adminRoutes({ adminUsers: new AdminUsersService(users, sessions, inTransaction), users }),
          apiTokensRoutes({ sessions, users }),
          internalSessionsRoutes({ sessions }),
          internalUsersRoutes({ users }),
        ],
        consumers: [mailDeliveryConsumer({ mails: outgoingMails, mailer })],
        start: () => seeder.start(),
        close: async () => {
          await seeder.stop();
          await mailer.close();
        },
      };
    },
  });
