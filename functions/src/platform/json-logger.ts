import type { Logger } from '../http/context.ts';

/** One JSON line per event on stderr. Callers must never pass user identity (see DESIGN.md section 1). */
export const jsonLogger: Logger = {
  info: (message, fields) => console.error(JSON.stringify({ level: 'info', message, ...fields })),
  error: (message, fields) => console.error(JSON.stringify({ level: 'error', message, ...fields })),
};
