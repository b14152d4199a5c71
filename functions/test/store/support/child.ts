// Starts store-worker.ts in a child Node process and follows its stdout lines.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./store-worker.ts', import.meta.url));

export type Worker = {
  child: ChildProcess;
  lines: string[];
  /** Resolves when a line satisfies the predicate. */
  waitFor: (predicate: (line: string) => boolean) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr: () => string;
};

export function startWorker(args: string[]): Worker {
  const child = spawn(process.execPath, ['--no-warnings', WORKER, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { predicate: (line: string) => boolean; resolve: () => void }[] = [];
  let buffered = '';
  let errors = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.predicate(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    }
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errors += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    lines,
    waitFor: (predicate) =>
      new Promise<void>((resolve, reject) => {
        if (lines.some(predicate)) return resolve();
        waiters.push({ predicate, resolve });
        exited.then(({ code, signal }) =>
          reject(
            new Error(`worker exited (${code ?? signal}) before the expected output. stderr:\n${errors}`),
          ),
        );
      }),
    exited,
    stderr: () => errors,
  };
}
