// Env transports: JSON lines over stdio, or over a local socket (a Unix socket path, or a port on 127.0.0.1).
import { createServer, type Server, type Socket } from 'node:net';
import { existsSync, unlinkSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { EnvSession } from './session.js';

/**
 * Answer request lines from `input` on `output`, one at a time and in order, until the input ends or the
 * client sends `close`. Resolves when done; the session's agents are released.
 */
export async function serveLines(input: Readable, output: Writable, session = new EnvSession()): Promise<void> {
  const queue: string[] = [];
  let carry = '';
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = (): void => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    carry += chunk;
    let nl: number;
    while ((nl = carry.indexOf('\n')) >= 0) {
      const line = carry.slice(0, nl).trim();
      carry = carry.slice(nl + 1);
      if (line) queue.push(line);
    }
    notify();
  });
  const onEnd = (): void => {
    ended = true;
    if (carry.trim()) queue.push(carry.trim());
    carry = '';
    notify();
  };
  input.on('end', onEnd);
  input.on('close', onEnd);
  input.on('error', onEnd);
  try {
    for (;;) {
      const line = queue.shift();
      if (line === undefined) {
        if (ended) break;
        await new Promise<void>((r) => (wake = r));
        continue;
      }
      const answer = await session.handleLine(line);
      // The payload is a view of the session's reused buffer: wait until it is written before the next answer.
      // Corked, the line and the payload leave in one writev (one system call, no copy of the payload).
      const payload = answer.payload;
      if (payload) {
        output.cork();
        output.write(answer.line + '\n');
        const written = new Promise<void>((r) => output.write(payload, () => r()));
        output.uncork();
        await written;
      } else if (!output.write(answer.line + '\n')) await new Promise<void>((r) => output.once('drain', r));
      if (session.closed) break;
    }
  } finally {
    await session.close();
    input.removeAllListeners('data');
  }
}

/** Serve on stdin/stdout (one session). */
export async function serveStdio(): Promise<void> {
  await serveLines(process.stdin, process.stdout);
  process.stdin.pause();
}

export interface SocketAddress {
  /** A Unix socket path, or undefined for TCP. */
  readonly path?: string;
  /** TCP port on 127.0.0.1 (0 picks a free one). */
  readonly port?: number;
}

/**
 * Listen on a local socket: every connection is its own session. Resolves with the server and the address it
 * listens on (`unix:PATH` or `127.0.0.1:PORT`). Only loopback: the env is a local service, never a network one.
 */
export async function serveSocket(addr: SocketAddress): Promise<{ server: Server; address: string }> {
  const server = createServer((sock: Socket) => {
    sock.setNoDelay(true);
    void serveLines(sock, sock).then(
      () => sock.end(),
      () => sock.destroy(),
    );
  });
  if (addr.path !== undefined) {
    // A stale socket file from a killed server would make listen fail with EADDRINUSE.
    if (existsSync(addr.path)) unlinkSync(addr.path);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(addr.path, () => resolve());
    });
    return { server, address: `unix:${addr.path}` };
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(addr.port ?? 0, '127.0.0.1', () => resolve());
  });
  const a = server.address();
  const port = typeof a === 'object' && a ? a.port : addr.port;
  return { server, address: `127.0.0.1:${port}` };
}
