// What runs on this machine, for `npm start` to tell its own leftovers from someone else's process
// (and to say which process holds a port). Linux reads /proc; elsewhere `ps` and `lsof`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

export type ProcessInfo = { pid: number; ppid: number; pgid: number; args: string[] };

const HAS_PROC = existsSync('/proc/self/stat');

function procInfo(pid: number): ProcessInfo | null {
  try {
    // The command name in parentheses may hold spaces: the fields after it are what we need.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, ppid, pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, ppid: Number(ppid), pgid: Number(pgid), args };
  } catch {
    return null; // gone meanwhile, or not ours to read
  }
}

/** Every process we can see (zombies included: they are still there until reaped). */
export function listProcesses(): ProcessInfo[] {
  if (HAS_PROC) {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => procInfo(Number(name)))
      .filter((info): info is ProcessInfo => info !== null);
  }
  const ps = spawnSync('ps', ['-axo', 'pid=,ppid=,pgid=,command='], { encoding: 'utf8' });
  return (ps.stdout ?? '')
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map(([, pid, ppid, pgid, command]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      pgid: Number(pgid),
      args: (command ?? '').split(' '),
    }));
}

export function processInfo(pid: number): ProcessInfo | null {
  return HAS_PROC ? procInfo(pid) : (listProcesses().find((p) => p.pid === pid) ?? null);
}

/**
 * Whether `pid` still runs. A zombie (dead, not yet reaped) is gone, but only once all its threads
 * are: a killed thread-group leader turns zombie while other threads still exit, and its sockets
 * close only with the last of them.
 */
export function isAlive(pid: number): boolean {
  if (HAS_PROC) {
    try {
      return readdirSync(`/proc/${pid}/task`).some((task) => {
        try {
          const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
          return stat.charAt(stat.lastIndexOf(')') + 2) !== 'Z';
        } catch {
          return false;
        }
      });
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `pid` and every process below it. */
export function descendantsOf(pid: number): ProcessInfo[] {
  const all = listProcesses();
  const found: ProcessInfo[] = [];
  const parents = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if ((parents.has(p.ppid) || p.pid === pid) && !found.includes(p)) {
        found.push(p);
        parents.add(p.pid);
        grew = true;
      }
    }
  }
  return found;
}

/** The pid listening on TCP `port` (any address), if this user can see it. */
export function listenerOf(port: number): number | null {
  if (!HAS_PROC) {
    const lsof = spawnSync('lsof', ['-nP', '-t', `-iTCP:${port}`, '-sTCP:LISTEN'], { encoding: 'utf8' });
    const pid = Number.parseInt(lsof.stdout ?? '', 10);
    return Number.isFinite(pid) ? pid : null;
  }
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // local_address is ADDR:PORT in hex; state 0A is LISTEN; field 9 is the socket's inode.
      const [, local = '', , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === '0A' && inode && Number.parseInt(local.split(':')[1] ?? '', 16) === port) {
        inodes.add(`socket:[${inode}]`);
      }
    }
  }
  if (inodes.size === 0) return null;
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue; // another user's process
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${name}/fd/${fd}`))) return Number(name);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** "pid 123 (node server.js)", for messages. */
export function describeProcess(pid: number): string {
  const args = processInfo(pid)?.args.join(' ');
  if (!args) return `pid ${pid}`;
  return `pid ${pid} (${args.length > 200 ? `${args.slice(0, 200)}...` : args})`;
}
