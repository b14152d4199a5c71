// The embedded default's per-address factor (RMI_PER_ADDRESS_LIMIT_FACTOR) raises only the limits per
// client address: what protects one account from a stranger stays as in production.
import { expect, test } from 'vitest';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  perAddressFactorFrom,
  scalePerAddressLimits,
} from '../../src/rate-limit/auth-rate-limits.ts';

test('multiplies every per-address limit and leaves the per-account ones alone', () => {
  const scaled = scalePerAddressLimits(DEFAULT_AUTH_RATE_LIMITS, 50);
  for (const [action, limit] of Object.entries(DEFAULT_AUTH_RATE_LIMITS)) {
    const s = scaled[action as keyof typeof scaled];
    expect(s.perIp).toEqual({ ...limit.perIp, limit: limit.perIp.limit * 50 });
    expect(s.perEmailAndIp).toEqual(limit.perEmailAndIp);
    expect(s.perEmail).toEqual(limit.perEmail);
  }
  expect(DEFAULT_AUTH_RATE_LIMITS.register.perIp.limit).toBe(10);
});

test('the factor is 1 unless set, and anything but a whole number from 1 to 1000 is refused', () => {
  expect(perAddressFactorFrom(undefined)).toBe(1);
  expect(perAddressFactorFrom('')).toBe(1);
  expect(perAddressFactorFrom('50')).toBe(50);
  for (const bad of ['0', '-1', '1.5', 'lots', '1001', 'Infinity']) {
    expect(() => perAddressFactorFrom(bad), bad).toThrow(/RMI_PER_ADDRESS_LIMIT_FACTOR/);
  }
});
