// Ctrl-C for long commands (sim, bench-agents): the first stops dispatching (what is in flight finishes and is
// written), the second quits at once (the folder stays resumable: rows are appended whole, a torn one is cut).
import { EXIT } from './exit-codes.js';

export function installInterrupt(what = 'games'): { signal: AbortSignal; dispose: () => void } {
  const ac = new AbortController();
  const onSig = (): void => {
    if (ac.signal.aborted) {
      process.stderr.write('\nquitting now; the run folder is resumable\n');
      process.exit(EXIT.interrupted);
    }
    process.stderr.write(`\nstopping: finishing the ${what} in flight (Ctrl-C again to quit now)\n`);
    ac.abort();
  };
  process.on('SIGINT', onSig);
  process.on('SIGTERM', onSig);
  return {
    signal: ac.signal,
    dispose: () => {
      process.off('SIGINT', onSig);
      process.off('SIGTERM', onSig);
    },
  };
}
