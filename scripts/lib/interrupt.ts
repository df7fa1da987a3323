/**
 * Aborts when the process is asked to stop (Ctrl-C, a terminal closed, a kill). The lanes run
 * their commands in process groups of their own, which a terminal's Ctrl-C does not reach: this
 * is how they are stopped with the runner instead of going on alone.
 */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => controller.abort());
  return controller.signal;
}

/** The exit code of a process stopped by a signal, as shells report it (130 for Ctrl-C). */
export const INTERRUPTED_EXIT_CODE = 130;
