/** What identity keeps of a provider's claims. */
export interface ProviderProfile {
  /** `<issuer>|<sub>`: the provider identity an account is connected to. */
  subject: string;
  email: string | null;
  /** Only the provider's own `email_verified: true` counts. */
  emailVerified: boolean;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

export function providerProfile(issuer: string, claims: Record<string, unknown>): ProviderProfile {
  const email = text(claims.email, 254)?.toLowerCase() ?? null;
  const picture = text(claims.picture, 2000);
  return {
    subject: `${issuer}|${String(claims.sub)}`,
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    emailVerified: claims.email_verified === true,
    displayName:
      text(claims.preferred_username, 100) ??
      text(claims.name, 100) ??
      text(claims.given_name, 100) ??
      (email ? email.split('@')[0]! : null),
    firstName: text(claims.given_name, 60),
    lastName: text(claims.family_name, 60),
    picture: picture && /^https?:\/\//.test(picture) ? picture : null,
  };
}
