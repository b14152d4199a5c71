import { isIP } from 'node:net';

/** The documented override: listen on a non-loopback RMI_HOST anyway. */
export const ALLOW_NON_LOOPBACK = 'RMI_ALLOW_NON_LOOPBACK';
export const DEFAULT_HOST = '127.0.0.1';

/** Loopback only: 127.0.0.0/8, ::1 and localhost. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(bare);
}

/**
 * Where `npm start` listens (RMI_HOST, default 127.0.0.1). The embedded default
 * runs the Auth emulator, whose ID tokens are unsigned: anyone who can reach
 * the API could write a token for any account. So any host but loopback is
 * refused unless RMI_ALLOW_NON_LOOPBACK=1 says the machine's network is
 * trusted, and then comes with a warning to print.
 */
export function listenHost(env: NodeJS.ProcessEnv): { host: string; warning?: string } {
  const host = env.RMI_HOST?.trim() || DEFAULT_HOST;
  if (isLoopback(host)) return { host };
  if (env[ALLOW_NON_LOOPBACK] !== '1') {
    throw new Error(
      `Refusing to listen on RMI_HOST=${host}: the embedded default is for this machine only. Its Auth ` +
        'emulator does not sign ID tokens, so anyone who can reach the API could act as any account, ' +
        `moderators included. Use 127.0.0.1 (the default), or set ${ALLOW_NON_LOOPBACK}=1 if every ` +
        'machine that can reach this host is yours.',
    );
  }
  const rule = '!'.repeat(72);
  return {
    host,
    warning: [
      rule,
      `WARNING: listening on ${host} (${ALLOW_NON_LOOPBACK}=1), not on loopback only.`,
      'The Auth emulator signs no ID tokens: ANYONE who can reach this address can write a token',
      'for ANY account and act as that account. Never do this on a network you do not fully trust.',
      'The Auth emulator itself stays on 127.0.0.1.',
      rule,
    ].join('\n'),
  };
}
