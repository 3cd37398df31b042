// The external agent: JSON lines with a child process; crashes, bad replies and timeouts lose with agent-error.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playGameAsync, type Agent } from '@tcglab/core';
import { createAgent, ExternalAgent } from '../src/index.js';
import { miniGame, type MiniState } from './fixtures/mini-shields.js';
import { miniConfig } from './helpers.js';

const BOT = fileURLToPath(new URL('../../../examples/bots/random_bot.py', import.meta.url));

async function play(bot: Agent<MiniState>, i = 0) {
  return playGameAsync({
    game: miniGame,
    config: miniConfig(i),
    agents: [bot, createAgent('random') as Agent<MiniState>],
    agentSeeds: [`x/${i}/0`, `x/${i}/1`],
  });
}

/** A one-line Python bot (`python3 -c ...`). */
function py(code: string, opts: { timeoutMs?: number } = {}): ExternalAgent<MiniState> {
  return new ExternalAgent<MiniState>({ cmd: `python3 -c '${code}'`, timeoutMs: opts.timeoutMs ?? 3000, startupMs: 3000 });
}

describe('external agent', () => {
  it('plays whole games with the example Python bot, reproducibly (the bot seeds from the request)', async () => {
    const bot = createAgent(`external:python3 ${BOT}`) as Agent<MiniState>;
    try {
      const a = await play(bot, 1);
      const b = await play(bot, 1);
      const c = await play(bot, 2);
      expect(a.reason).not.toBe('agent-error');
      expect(c.reason).not.toBe('agent-error');
      expect(b).toEqual(a);
      expect(a.decisions).toBeGreaterThan(10);
    } finally {
      await bot.close?.();
    }
  });

  it('a bot that crashes loses with agent-error and the next game starts a fresh process', async () => {
    // Answers one request, then dies.
    const bot = py(
      'import sys,json\nsys.stdin.readline()\nr=json.loads(sys.stdin.readline())\nprint(json.dumps({"action":r["legal"][0]["action"]}),flush=True)\nsys.stdin.readline()\nsys.exit(3)',
    );
    try {
      const r = await play(bot);
      expect(r.reason).toBe('agent-error');
      expect(r.winner).toBe(1);
      expect(r.agentError).toMatch(/seat 0: [\s\S]*exited with code 3/);
      const again = await play(bot);
      expect(again.reason).toBe('agent-error');
      expect(again.decisions).toBeGreaterThan(0);
    } finally {
      await bot.close();
    }
  });

  it('an illegal answer loses with agent-error and is recorded', async () => {
    const bot = py('import sys\nfor l in sys.stdin:\n  if "act" in l: print("{\\"action\\": 99999}", flush=True)');
    try {
      const r = await play(bot);
      expect(r.reason).toBe('agent-error');
      expect(r.agentError).toMatch(/illegal action 99999/);
      expect(bot.lastError).toMatch(/illegal action 99999/);
    } finally {
      await bot.close();
    }
  });

  it('a reply that is not JSON, or has no action, loses', async () => {
    const notJson = py('import sys\nfor l in sys.stdin:\n  if "act" in l: print("hello", flush=True)');
    const noAction = py('import sys\nfor l in sys.stdin:\n  if "act" in l: print("{\\"move\\": 1}", flush=True)');
    try {
      expect((await play(notJson)).agentError).toMatch(/not JSON/);
      expect((await play(noAction)).agentError).toMatch(/without an integer "action"/);
    } finally {
      await notJson.close();
      await noAction.close();
    }
  });

  it('a bot that exceeds the per-decision limit loses, and the run goes on', async () => {
    const bot = py('import sys,time\nfor l in sys.stdin:\n  if "act" in l: time.sleep(30)', { timeoutMs: 200 });
    try {
      const r = await play(bot);
      expect(r.reason).toBe('agent-error');
      expect(r.agentError).toMatch(/no reply within/);
      const good = createAgent(`external:python3 ${BOT}`) as Agent<MiniState>;
      const next = await play(good, 4);
      await good.close?.();
      expect(next.reason).not.toBe('agent-error');
    } finally {
      await bot.close();
    }
  });

  it('a command that does not exist loses with agent-error', async () => {
    const bot = new ExternalAgent<MiniState>({ cmd: 'no-such-bot-xyz', timeoutMs: 2000, startupMs: 0 });
    try {
      const r = await play(bot);
      expect(r.reason).toBe('agent-error');
      expect(r.agentError).toMatch(/exited with code 127|could not start/);
    } finally {
      await bot.close();
    }
  });

  it('refuses the synchronous fast path loudly (it is not an agent failure but a caller bug)', () => {
    const bot = new ExternalAgent<MiniState>({ cmd: 'true' });
    expect(() => bot.act()).toThrow(/playGameAsync/);
  });
});
