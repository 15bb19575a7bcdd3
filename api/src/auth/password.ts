import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; twice that leaves room for its bookkeeping.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? BLOCK_SIZE);
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Password hashing at a cost of 2^`cost` (the configured `PASSWORD_HASH_COST`). Hashes are
 * stored as `scrypt$N$r$p$salt$hash`, so each keeps the cost it was made with and the cost
 * can be raised later: a hash weaker than today's is re-made at its owner's next sign-in.
 */
export function passwordHasher(cost: number) {
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  let decoy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    const fields = ['scrypt', params.N, params.r, params.p];
    return [...fields, salt.toString('base64'), key.toString('base64')].join('$');
  }

  return {
    hash,

    /** Whether the password matches, and whether its hash is weaker than today's cost. */
    async verify(password: string, stored: string) {
      const [scheme, n, r, p, salt, expectedHash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !expectedHash) return { valid: false, weak: false };
      const storedParams = { N: Number(n), r: Number(r), p: Number(p) };
      const expected = Buffer.from(expectedHash, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), storedParams);
      const valid = actual.length === expected.length && timingSafeEqual(actual, expected);
      const weak = storedParams.N < params.N || storedParams.r < params.r;
      return { valid, weak };
    },

    /** A hash to check against when the email is unknown, so both failures cost the same. */
    decoy: () => {
      decoy ??= hash(randomBytes(16).toString('hex'));
      return decoy;
    },
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;
