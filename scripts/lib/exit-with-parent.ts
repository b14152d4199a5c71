// Preloaded into the Firebase CLI (node --import this-file firebase.js ...) by firebase-emulators.ts.
// The CLI runs in a process group of its own (so that Ctrl-C reaches our launcher first), which
// means nothing ends it when the launcher is killed with SIGKILL: it would keep its port, and the
// next `npm start` would talk to a stale emulator. The launcher holds the write end of a pipe on
// our fd 3; the kernel closes it however the launcher dies, and then we end our whole group (the
// CLI and anything it spawned). Accounts are already on disk (see durable-auth-proxy.ts), so
// there is nothing to save on the way out.
import { Socket } from 'node:net';

const PARENT_PIPE_FD = 3;

function endGroup(): void {
  try {
    // Our group's id is our pid when the launcher made us a group leader (spawn's detached).
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.kill(process.pid, 'SIGKILL');
  }
}

try {
  const pipe = new Socket({ fd: PARENT_PIPE_FD, readable: true, writable: false });
  pipe.on('end', endGroup);
  pipe.on('close', endGroup);
  pipe.on('error', endGroup);
  pipe.resume();
  // Watching must not keep the CLI alive after it is done.
  pipe.unref();
} catch (error) {
  console.error(`exit-with-parent: cannot watch fd ${PARENT_PIPE_FD}: ${(error as Error).message}`);
}
