import type { ResendOtpRequest } from '@contract/account-requests';
import { api } from '@/lib/api-client';

/** POST /api/auth/rmi/resend-otp: a new code, at most one a minute (429 with Retry-After). */
export function resendOtp(input: ResendOtpRequest): Promise<{ message: string }> {
  return api('/auth/rmi/resend-otp', { method: 'POST', body: input, auth: 'none' });
}
