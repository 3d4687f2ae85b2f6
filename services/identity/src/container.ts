import { fileURLToPath } from 'node:url';
import type { Logger } from '@gems/platform/logger';
import { createServiceInfra } from '@gems/platform/service/service-infra';
import { LocalImageStorage } from '@gems/platform/storage';
import { createTokenVerifier } from '@gems/platform/auth/token-verifier';
import { createLocalJWKSet } from 'jose';
import type { IdentityConfig } from './config.js';
import { createPrisma, type Tx } from './db/prisma.js';
import { PasswordHasher } from './auth/password-hasher.js';
import { loadKeyRing } from './auth/signing-keys.js';
import { SessionsRepository } from './auth/sessions.repository.js';
import { SessionsService } from './auth/sessions.service.js';
import { UsersRepository } from './users/users.repository.js';
import { AccountsService } from './users/accounts.service.js';
import { ProfilesService } from './users/profiles.service.js';
import { AdminUsersService } from './users/admin-users.service.js';
import { WalletNoncesRepository } from './wallet/wallet-nonces.repository.js';
import { WalletLoginService } from './wallet/wallet-login.service.js';
import { SocialSignInService } from './oidc/social-sign-in.service.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** Identity's composition root: picks adapters by configuration and wires the services. */
export async function createContainer(config: IdentityConfig, logger: Logger) {
  const infra = await createServiceInfra<Tx, ReturnType<typeof createPrisma>>({
    name: 'identity',
    config,
    logger,
    database: { migrationsDir: MIGRATIONS_DIR, createPrisma },
  });
  const { prisma, cache, relay, inTransaction } = infra;

  const keys = await loadKeyRing(prisma);
  // Identity verifies its own tokens with its own key set: no HTTP round trip to itself.
  const verifier = createTokenVerifier({ keys: createLocalJWKSet(keys.jwks), denyList: cache });
  const users = new UsersRepository(prisma);
  const sessions = new SessionsService(keys, new SessionsRepository(prisma), cache, config.SESSION_TTL_DAYS);
  const accounts = new AccountsService(
    users,
    new PasswordHasher(config.PASSWORD_HASH_COST),
    sessions,
    inTransaction,
    config.ADMIN_EMAIL,
  );
  const oidcSettings =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          redirectUri: new URL('/api/login/callback', config.PUBLIC_ORIGIN).href,
        }
      : undefined;

  return {
    keys,
    verifier,
    relay,
    accounts,
    profiles: new ProfilesService(
      users,
      new LocalImageStorage(config.UPLOADS_DIR),
      inTransaction,
      config.ADMIN_EMAIL,
    ),
    adminUsers: new AdminUsersService(users, sessions, inTransaction),
    wallet: new WalletLoginService(new WalletNoncesRepository(prisma), users, accounts, config.PUBLIC_ORIGIN),
    social: new SocialSignInService(oidcSettings, cache, users, accounts),
    readiness: infra.readiness,
    async close() {
      await infra.close();
    },
  };
}
export type IdentityContainer = Awaited<ReturnType<typeof createContainer>>;
