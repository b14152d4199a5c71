import type { VerifyOtpRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

/** POST /api/auth/rmi/verify-otp: marks the email verified when the code is right. */
export function verifyOtp(input: VerifyOtpRequest): Promise<{ message: string }> {
  return api('/auth/rmi/verify-otp', { method: 'POST', body: input, auth: 'none' });
}
