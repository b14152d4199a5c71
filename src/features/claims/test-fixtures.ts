// A manager claim as the API answers it (GET .../claim `mine`, the moderators' claims list), for tests.
const DAY = '2026-11-20T00:00:00.000Z';

/** Dana Reyes's claim of her Acme profile: by a mailed code (at acme.test) or by evidence. */
export function aManagerClaim(state: string, method: 'code' | 'evidence') {
  return {
    _id: 'managerClaim:m1',
    subject: 'manager',
    managerId: 'm1',
    managerName: 'Dana Reyes',
    companyId: 'c1',
    companyName: 'Acme',
    method,
    state,
    workDomain: method === 'code' ? 'acme.test' : null,
    decisionReason: '',
    createdAt: DAY,
    updatedAt: DAY,
  };
}
