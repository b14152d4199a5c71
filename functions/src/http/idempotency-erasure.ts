import type { AccountEraser } from '../domain/accounts/account-erasers.ts';
import { IDEMPOTENCY } from './idempotency.ts';
import { idempotencyOwnerOfUser } from './idempotency-owner.ts';

/**
 * Account erasure: the stored write answers of the account (copies of what it wrote) go with it,
 * not a day later when their TTL ends. Found by their owner HMAC; nothing to repair.
 */
export function idempotencyAnswerEraser(codeSecret: string): AccountEraser {
  return {
    name: 'idempotency-answers',
    async erase({ store, uid, limit = Number.POSITIVE_INFINITY }) {
      const owner = idempotencyOwnerOfUser(codeSecret, uid);
      let erased = 0;
      while (erased < limit) {
        const records = await store.query({
          collection: IDEMPOTENCY,
          where: [{ field: 'owner', op: '==', value: owner }],
          limit: Math.min(400, limit - erased),
        });
        if (records.length === 0) break;
        const batch = store.batch();
        for (const { id } of records) batch.delete(IDEMPOTENCY, id);
        await batch.commit();
        erased += records.length;
      }
      return erased;
    },
  };
}
