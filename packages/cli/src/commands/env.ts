// `tcglab env`: the batched environment server for reinforcement learning (JSON lines; docs/env.md).
import type { Command } from 'commander';
import { knownGameIds, layoutMarkdown, loadEncoding, serveSocket, serveStdio } from '@tcglab/runner';
import { UsageError, intFlag } from '../util/errors.js';

interface EnvFlags {
  stdio?: boolean;
  socket?: string;
  port?: string;
  layout?: string;
}

export function register(program: Command): void {
  program
    .command('env')
    .description('Serve batched games to a learning client (Python: python/tcglab_env) as JSON lines on stdio or a local socket')
    .option('--stdio', 'one session on stdin/stdout (what the Python client starts)')
    .option('--socket <path>', 'listen on a Unix socket; each connection is a session')
    .option('--port <n>', 'listen on 127.0.0.1:N (0: a free port); each connection is a session')
    .option('--layout <game>', "print the game's observation and action-feature layouts (Markdown) and exit")
    .action(async (f: EnvFlags) => {
      if (f.layout !== undefined) {
        if (!knownGameIds().includes(f.layout))
          throw new UsageError(`--layout: unknown game "${f.layout}"; known: ${knownGameIds().join(', ')}`);
        process.stdout.write(layoutMarkdown(await loadEncoding(f.layout)));
        return;
      }
      const modes = [f.stdio, f.socket !== undefined, f.port !== undefined].filter(Boolean).length;
      if (modes !== 1) throw new UsageError('give exactly one of --stdio, --socket PATH, --port N');
      if (f.stdio) {
        await serveStdio();
        return;
      }
      const port = intFlag('--port', f.port, 0);
      if (port !== undefined && port > 65535) throw new UsageError(`--port must be at most 65535; got ${port}`);
      const { server, address } = await serveSocket(f.socket !== undefined ? { path: f.socket } : { port: port! });
      // The first stdout line says where to connect (a test or a launcher reads it when --port 0 picked one).
      process.stdout.write(JSON.stringify({ listening: address }) + '\n');
      process.stderr.write(`tcglab env: listening on ${address} (Ctrl-C stops)\n`);
      await new Promise<void>((resolve) => {
        const stop = (): void => {
          server.close(() => resolve());
          server.unref();
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
