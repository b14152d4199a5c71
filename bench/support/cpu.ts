// CPU time used by a process and its descendants (Linux /proc), so that the
// benchmark can report server CPU per request: on a shared machine that moves
// much less with the neighbours' load than requests per second do.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times; 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

type Stat = { ppid: number; ticks: number };

function statOf(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields after it are counted from its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(3) ppid(4) ... utime(14) stime(15), i.e. indexes 1, 11 and 12 here.
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** Milliseconds of CPU used so far by `pid` and every live descendant, or null without /proc. */
export function treeCpuMs(pid: number): number | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return null;
  }
  const stats = new Map<number, Stat>();
  for (const p of pids) {
    const stat = statOf(p);
    if (stat) stats.set(p, stat);
  }
  if (!stats.has(pid)) return null;
  const children = new Map<number, number[]>();
  for (const [p, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), p]);
  let ticks = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop() as number;
    ticks += stats.get(p)?.ticks ?? 0;
    stack.push(...(children.get(p) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
