// How each one-off command (backfills, grants, revocations) ends: one place for its exit code and its
// one-line failure message, instead of a copy at the foot of every script.

/** Runs `main` and exits with the code it returns; a throw prints "`name` failed: message" and exits 1. */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
