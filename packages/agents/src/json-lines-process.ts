// A child process spoken to in JSON lines: write one line, await one reply line within a time limit.
import { spawn, type ChildProcess } from 'node:child_process';

const live = new Set<JsonLinesProcess>();
let exitHookInstalled = false;

/** Kill every bot still running when this process exits (a forgotten close() must not leave orphans). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const p of live) p.kill();
  });
}

export class JsonLinesProcess {
  private readonly child: ChildProcess;
  private buffer = '';
  private readonly lines: string[] = [];
  private waiter: ((line: string | Error) => void) | undefined;
  private stderrTail = '';
  private exited: string | undefined;

  constructor(readonly command: string) {
    installExitHook();
    // Own process group (detached) so that a kill reaches the shell's children too.
    this.child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    live.add(this);
    this.child.stdout!.setEncoding('utf8');
    this.child.stderr!.setEncoding('utf8');
    this.child.stdout!.on('data', (chunk: string) => this.onData(chunk));
    this.child.stderr!.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-600);
    });
    this.child.stdin!.on('error', () => {
      /* EPIPE when the bot died: reported through 'exit' */
    });
    this.child.on('error', (e) => this.onExit(`could not start: ${e.message}`));
    this.child.on('exit', (code, signal) => this.onExit(signal ? `killed by ${signal}` : `exited with code ${code}`));
  }

  get alive(): boolean {
    return this.exited === undefined;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl).trim();
      this.buffer = this.buffer.slice(nl + 1);
      if (!line) continue;
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = undefined;
        w(line);
      } else {
        this.lines.push(line);
      }
    }
  }

  private onExit(why: string): void {
    if (this.exited !== undefined) return;
    // Give stderr a moment to drain into the tail before reporting.
    this.exited = why;
    live.delete(this);
    setTimeout(() => {
      if (this.waiter) {
        const w = this.waiter;
        this.waiter = undefined;
        w(new Error(this.describeExit()));
      }
    }, 20);
  }

  describeExit(): string {
    const tail = this.stderrTail.trim();
    return `bot "${this.command}" ${this.exited ?? 'is running'}${tail ? `; its stderr ends: ${tail.split('\n').slice(-3).join(' | ')}` : ''}`;
  }

  /** Lines the bot wrote that nobody asked for (a protocol error when non-empty before a request). */
  pendingLines(): number {
    return this.lines.length;
  }

  send(line: string): void {
    if (this.exited !== undefined) return;
    this.child.stdin!.write(line + '\n');
  }

  /** The next reply line; rejects when the bot exits or `timeoutMs` passes first. */
  nextLine(timeoutMs: number): Promise<string> {
    const queued = this.lines.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.exited !== undefined) return Promise.reject(new Error(this.describeExit()));
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`bot "${this.command}" gave no reply within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiter = (r) => {
        clearTimeout(timer);
        if (r instanceof Error) reject(r);
        else resolve(r);
      };
    });
  }

  /** Stop the bot (its whole process group) now. */
  kill(): void {
    live.delete(this);
    if (this.exited === undefined) this.exited = 'was stopped';
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      if (process.platform !== 'win32') process.kill(-pid, 'SIGKILL');
      else this.child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }

  /** Close stdin (a polite bot exits on EOF), then kill after `graceMs`. */
  async close(graceMs = 500): Promise<void> {
    if (this.exited !== undefined) {
      this.kill();
      return;
    }
    this.child.stdin!.end();
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, graceMs);
      this.child.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
    });
    this.kill();
  }
}
