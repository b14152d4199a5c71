import type { UserAdmin } from './user-admin.ts';

/** The uids of every Auth account, a page at a time (maintenance commands walk them all). */
export async function* accountUidPages(
  users: Pick<UserAdmin, 'listUsers'>,
  pageSize?: number,
): AsyncGenerator<string[]> {
  let pageToken: string | undefined;
  do {
    const page = await users.listUsers(pageToken, pageSize);
    yield page.users.map((user) => user.uid);
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
}
