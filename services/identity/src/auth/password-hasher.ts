import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * scrypt, a memory-hard KDF from Node's own crypto. Stored as `scrypt$cost$r$p$salt$hash` so the
 * cost can rise later without breaking existing hashes.
 */
export class PasswordHasher {
  private readonly dummy: Promise<string>;

  constructor(private readonly cost = 15) {
    this.dummy = this.hash(randomBytes(16).toString('hex'));
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const options = this.options(this.cost);
    const key = await derive(password, salt, options);
    return ['scrypt', this.cost, options.r, options.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    // Unknown users still pay for one derivation, so timing does not reveal which emails exist.
    const parts = (stored ?? (await this.dummy)).split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, cost, r, p, salt, hash] = parts as [string, string, string, string, string, string];
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), {
      ...this.options(Number(cost)),
      r: Number(r),
      p: Number(p),
    });
    return (
      stored !== null &&
      stored !== undefined &&
      key.length === expected.length &&
      timingSafeEqual(key, expected)
    );
  }

  private options(cost: number): ScryptOptions {
    const N = 2 ** cost;
    return { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 };
  }
}
