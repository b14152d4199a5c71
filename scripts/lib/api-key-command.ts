// What `npm run api-key` does (scripts/api-key.ts opens the store and calls this), apart so that the
// API tests create and revoke keys exactly as an operator does.
//   create NAME --origin https://jobs.example.com [--rate N]   prints the key, once
//   list                                                       names, origins, limits, state
//   revoke NAME|ID                                             ID: the start of the id `list` shows
import { parseArgs } from 'node:util';
import {
  createApiKey,
  DEFAULT_RATE_PER_MINUTE,
  listApiKeys,
  revokeApiKey,
} from '../../functions/src/domain/partners/api-keys.ts';
import { DomainError } from '../../functions/src/domain/shared/domain-error.ts';
import { canonicalOrigin } from '../../functions/src/http/cors.ts';
import type { DocumentStore } from '../../functions/src/store/document-store.ts';

export const API_KEY_USAGE = `Usage:
  npm run api-key -- create NAME --origin https://jobs.example.com [--rate N]   (N requests a minute, default ${DEFAULT_RATE_PER_MINUTE})
  npm run api-key -- list
  npm run api-key -- revoke NAME|ID
Add --data-dir DIR (embedded default) or --project PROJECT_ID (Firestore) to any of them.`;

/** Runs one command; answers the exit code. Lines go to `out`, problems to `err`. */
export async function runApiKeyCommand(
  store: DocumentStore,
  args: string[],
  now: Date,
  out: (line: string) => void,
  err: (line: string) => void = out,
): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    err((error as Error).message);
    err(API_KEY_USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, target, ...rest] = positionals;
  try {
    if (command === 'create' && target && rest.length === 0 && values.origin) {
      const origin = canonicalOrigin(values.origin.trim().replace(/\/$/, ''));
      if (!origin) {
        err(
          `--origin must be an origin like https://jobs.example.com (no path or wildcard), not "${values.origin}".`,
        );
        return 2;
      }
      const rate = values.rate === undefined ? undefined : Number(values.rate);
      const created = await createApiKey(store, { name: target, origin, ratePerMinute: rate }, now);
      out(
        `Created the API key "${created.data.name}" for ${origin}, ${created.data.ratePerMinute} requests a minute.`,
      );
      out('The key (shown this once; only its hash is stored):');
      out(`  ${created.key}`);
      out(`Id: ${created.id.slice(0, 12)}`);
      return 0;
    }
    if (command === 'list' && target === undefined) {
      const keys = await listApiKeys(store);
      if (keys.length === 0) out('No API keys.');
      for (const { id, data } of keys) {
        const state = data.revokedAt
          ? `revoked ${new Date(data.revokedAt).toISOString().slice(0, 10)}`
          : 'active';
        out(
          `${id.slice(0, 12)}  ${data.name}  ${data.origin}  ${data.ratePerMinute}/min  created ${new Date(data.createdAt).toISOString().slice(0, 10)}  ${state}`,
        );
      }
      return 0;
    }
    if (command === 'revoke' && target && rest.length === 0) {
      const revoked = await revokeApiKey(store, target, now);
      if (revoked === 0) {
        err(`No active API key named or with an id starting "${target}".`);
        return 1;
      }
      out(`Revoked ${revoked} key${revoked === 1 ? '' : 's'} (within 30 s on every instance).`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    err(error.message);
    return 1;
  }
  err(API_KEY_USAGE);
  return 2;
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      origin: { type: 'string' },
      rate: { type: 'string' },
      'data-dir': { type: 'string' },
      project: { type: 'string' },
    },
  });
}
