import type { AccountRecord, UserAdmin } from './user-admin.ts';

/** Every Auth account, a page at a time (maintenance commands walk them all). */
export async function* accountPages(
  users: Pick<UserAdmin, 'listUsers'>,
  pageSize?: number,
): AsyncGenerator<AccountRecord[]> {
  let pageToken: string | undefined;
  do {
    const page = await users.listUsers(pageToken, pageSize);
    yield page.users;
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
}

/** The uids of every Auth account, a page at a time. */
export async function* accountUidPages(
  users: Pick<UserAdmin, 'listUsers'>,
  pageSize?: number,
): AsyncGenerator<string[]> {
  for await (const page of accountPages(users, pageSize)) yield page.map((user) => user.uid);
}
