// Agent specs: each kind's declared parameters are checked at parse time (types, ranges, unknown keys).
import { describe, expect, it } from 'vitest';
import { agentKind, agentKinds, describeParams, isReproducibleSpec, parseAgentSpec, registerAgent, RandomAgent } from '../src/index.js';

describe('parseAgentSpec checks the declared parameters', () => {
  it('fills defaults and types values', () => {
    expect(parseAgentSpec('greedy@1').values).toEqual({ samples: 1 });
    expect(parseAgentSpec('greedy').values).toEqual({ samples: 1, qnodes: 12, qdepth: 4 });
    const m = parseAgentSpec(' mcts@1:iters=50, rollout=greedy ;c=1.5 ');
    expect(m.text).toBe('mcts@1:iters=50, rollout=greedy ;c=1.5');
    expect(m.values).toMatchObject({ iters: 50, rollout: 'greedy', c: 1.5, eps: 0.1, depth: 40, turns: 2 });
    expect(m.values['ms']).toBeUndefined();
    expect(parseAgentSpec('external:python3 bot.py --a=1,b;c').values['cmd']).toBe('python3 bot.py --a=1,b;c');
  });
  it.each([
    ['mcts:iters=abc', /iters=abc is not an integer/],
    ['mcts:iters=1.5', /not an integer/],
    ['mcts:iters=0x10', /not an integer/],
    ['mcts:iters=99999999999999999999', /not an integer/],
    ['mcts:iters=0', /iters must be at least 1; got 0/],
    ['mcts:iters=-5', /at least 1/],
    ['mcts:iters=20000000', /at most 10000000/],
    ['mcts:c=abc', /c=abc is not a number/],
    ['mcts:c=', /bad parameter "c="/],
    ['mcts@1:eps=2', /eps must be at most 1/],
    ['mcts@1:foo=1', /unknown parameter foo; mcts@1 takes iters, ms, c, rollout, eps, depth, turns/],
    ['mcts:foo=1', /unknown parameter foo; mcts takes iters, ms, c, leaf, qnodes, turns, depth/],
    ['mcts:foo=1,bar=2', /unknown parameters foo, bar/],
    ['mcts:iters=5,ms=5', /not both/],
    ['mcts:iters=5,iters=6', /iters is given twice/],
    ['mcts@1:rollout=smart', /expected one of random, greedy, eps/],
    ['mcts:', /nothing after the colon/],
    ['greedy:samples=0', /samples must be at least 1/],
    ['random:x=1', /unknown parameter x; random takes no parameters/],
    ['external:', /needs its cmd/],
    ['nosuch', /unknown agent "nosuch"/],
    ['', /empty agent spec/],
  ])('%s is refused', (spec, msg) => {
    expect(() => parseAgentSpec(spec)).toThrow(msg);
  });
  it('every message names the spec', () => {
    expect(() => parseAgentSpec('mcts:iters=abc,foo=1')).toThrow(
      /^agent "mcts:iters=abc,foo=1": unknown parameter foo; .*; iters=abc is not an integer$/,
    );
  });
  it('declares reproducibility per kind', () => {
    expect(isReproducibleSpec('mcts:ms=5')).toBe(false);
    expect(isReproducibleSpec('mcts:iters=5')).toBe(true);
    expect(isReproducibleSpec('external:x')).toBe(false);
  });
  it('a new (versioned) kind declares its parameters once and is checked like the others', () => {
    registerAgent({
      kind: 'test-walker@2',
      doc: 'test only',
      params: { steps: { type: 'int', min: 1, max: 9, default: 3, doc: 'steps' }, loud: { type: 'bool', doc: 'shout' } },
      create: () => new RandomAgent(),
    });
    expect(agentKinds()).toContain('test-walker@2');
    expect(parseAgentSpec('test-walker@2:loud=true').values).toEqual({ steps: 3, loud: true });
    expect(() => parseAgentSpec('test-walker@2:steps=10')).toThrow(/steps must be at most 9/);
    expect(() => parseAgentSpec('test-walker@3')).toThrow(/unknown agent "test-walker@3"/);
    expect(describeParams(agentKind('test-walker@2')!.params)).toEqual(['steps=int in [1, 9] [3]: steps', 'loud=bool: shout']);
    expect(() => registerAgent({ kind: 'bad name', doc: '', params: {}, create: () => new RandomAgent() })).toThrow(/bad agent kind name/);
  });
});
