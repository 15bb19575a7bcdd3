import type { ThrottleLimits } from '../config.ts';
import { type ApiConfig, loadApiConfig } from '../config.ts';

/**
 * scrypt N = 2^10 (1 MiB, about a millisecond) instead of production's 2^17 (128 MiB, most of a
 * second): every test signs people up and in, and at full strength that work alone made the
 * suite time out on a busy 2-core machine. Set here in code because the environment cannot go
 * below MIN_PRODUCTION_COST.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** The API's configuration read from `env` as in production, with the test password cost. */
export function testApiConfig(env: Record<string, string | undefined> = {}): ApiConfig {
  return {
    ...loadApiConfig(env),
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    throttle: TEST_THROTTLE_LIMITS,
  };
}

/**
 * Every test signs people up and in from one address (or none): production's per-address
 * budgets would refuse them after ten sign-ups. The per-account limit stays as in production;
 * the throttling tests and the security suite set production's budgets back.
 */
export const TEST_THROTTLE_LIMITS: ThrottleLimits = {
  signInFailuresPerAddress: 100_000,
  signUpsPerAddress: 100_000,
};
