// The built-in agents and their versions (docs/agents.md lists them): what each name@version creates.
import { ExternalAgent } from './external.js';
import { GreedyV1Agent } from './frozen/greedy-v1.js';
import { MctsV1Agent } from './frozen/mcts-v1.js';
import { ROLLOUT_KINDS, type RolloutKind } from './frozen/rollout-v1.js';
import { GreedyAgent } from './greedy.js';
import { LEAF_KINDS, MctsAgent, type LeafKind } from './mcts.js';
import { ExpandMctsAgent } from './mcts-expand.js';
import { ROLLOUT_POLICY_KINDS, RolloutMctsAgent, type RolloutPolicyKind } from './mcts-rollout.js';
import { NextTurnMctsAgent } from './mcts-next-turn.js';
import type { ParamSchema, ParamValues } from './params.js';
import { RandomAgent } from './random.js';
import { registerAgent, setLatest, type AgentKind } from './registry.js';

const int = (p: ParamValues, k: string): number => p[k] as number;

registerAgent({
  kind: 'random@1',
  doc: 'uniformly random legal actions (the reference and the fuzzer; a deck study with it measures self-play)',
  params: {},
  random: true,
  create: () => new RandomAgent(),
});
setLatest('random', 'random@1');

const SAMPLES: ParamSchema = { samples: { type: 'int', min: 1, max: 10_000, default: 1, doc: 'determinizations averaged per decision' } };

registerAgent({
  kind: 'greedy@1',
  doc: "one move ahead over the game's hand-written evaluation (frozen: the greedy of b781ea1)",
  frozenAt: 'b781ea1',
  params: SAMPLES,
  create: (s) => new GreedyV1Agent({ samples: int(s.values, 'samples'), name: s.text }),
});

const QUIESCENCE: ParamSchema = {
  qnodes: {
    type: 'int',
    min: 0,
    max: 100_000,
    default: 12,
    doc: 'quiescence budget: states searched to resolve a half-done action (0: none)',
  },
  qdepth: { type: 'int', min: 1, max: 100, default: 4, doc: 'quiescence depth in decisions' },
};

registerAgent({
  kind: 'greedy@2',
  doc: "one move ahead over the game's tuned evaluation (v2, fitted by tcglab fit-eval), half-done actions resolved first",
  params: { ...SAMPLES, ...QUIESCENCE },
  create: (s) =>
    new GreedyAgent({ samples: int(s.values, 'samples'), qnodes: int(s.values, 'qnodes'), qdepth: int(s.values, 'qdepth'), name: s.text }),
});
registerAgent({
  kind: 'greedy@3',
  doc: "greedy@2 over the game's tuned evaluation v3 (refitted on stronger self-play; a game without v3 uses its v2)",
  params: { ...SAMPLES, ...QUIESCENCE },
  create: (s) =>
    new GreedyAgent({
      samples: int(s.values, 'samples'),
      qnodes: int(s.values, 'qnodes'),
      qdepth: int(s.values, 'qdepth'),
      evaluation: 3,
      name: s.text,
    }),
});
setLatest('greedy', 'greedy@2');

const MCTS_V1_PARAMS: ParamSchema = {
  iters: { type: 'int', min: 1, max: 10_000_000, doc: 'iterations per decision (deterministic) [400]' },
  ms: { type: 'number', min: 1, max: 3_600_000, doc: 'milliseconds per decision (wall clock: not reproducible)' },
  c: { type: 'number', min: 0, max: 100, default: 0.7, doc: 'UCB exploration constant' },
  rollout: { type: 'choice', choices: ROLLOUT_KINDS, default: 'random', doc: 'rollout policy past the tree' },
  eps: { type: 'number', min: 0, max: 1, default: 0.1, doc: 'random-move probability of the eps rollout' },
  depth: { type: 'int', min: 0, max: 100_000, default: 40, doc: 'rollout cutoff in decisions (0: evaluate at the leaf)' },
  turns: { type: 'int', min: 0, max: 10_000, default: 2, doc: 'rollout cutoff in turns (0: none)' },
};

/** iters= and ms= exclude each other; with neither, the default iterations apply. */
const budget = (defaultIters: number) => ({
  check: (p: ParamValues) => (p['iters'] !== undefined && p['ms'] !== undefined ? 'give iters= or ms=, not both' : undefined),
  reproducible: (p: ParamValues) => p['ms'] === undefined,
  effective: (p: ParamValues): ParamValues => (p['iters'] === undefined && p['ms'] === undefined ? { iters: defaultIters, ...p } : p),
});

function mctsV1(kind: string, cheat: boolean, doc: string): AgentKind {
  return {
    kind,
    doc,
    frozenAt: 'b781ea1',
    params: MCTS_V1_PARAMS,
    ...budget(400),
    create: (s) => {
      const v = s.values;
      return new MctsV1Agent({
        iters: (v['iters'] as number | undefined) ?? 400,
        ...(v['ms'] !== undefined ? { ms: v['ms'] as number } : {}),
        c: v['c'] as number,
        rollout: v['rollout'] as RolloutKind,
        epsilon: v['eps'] as number,
        depth: v['depth'] as number,
        turns: v['turns'] as number,
        name: s.text,
        cheat,
      });
    },
  };
}

registerAgent(
  mctsV1('mcts@1', false, 'information-set MCTS, random two-turn rollouts, hand-written evaluation (frozen: the mcts of b781ea1)'),
);
// Reads the true state (hidden cards included): an upper bound, never a fair opponent; named "cheat".
registerAgent(mctsV1('mcts-cheat@1', true, 'mcts@1 on the true state (reads hidden cards): an upper bound, never a fair opponent'));

const MCTS_V2_PARAMS: ParamSchema = {
  iters: { type: 'int', min: 1, max: 10_000_000, doc: 'iterations per decision (deterministic) [100]' },
  ms: { type: 'number', min: 1, max: 3_600_000, doc: 'milliseconds per decision (wall clock: not reproducible)' },
  c: { type: 'number', min: 0, max: 100, default: 0.7, doc: 'UCB exploration constant' },
  leaf: {
    type: 'choice',
    choices: LEAF_KINDS,
    default: 'eval',
    doc: 'leaf value: eval (quiescence, tuned evaluation) or random (rollout, evaluation)',
  },
  qnodes: QUIESCENCE['qnodes']!,
  turns: { type: 'int', min: 0, max: 10_000, default: 2, doc: 'rollout cutoff in turns (leaf=random)' },
  depth: { type: 'int', min: 0, max: 100_000, default: 40, doc: 'rollout cutoff in decisions (leaf=random)' },
};

function mctsV2(kind: string, cheat: boolean, doc: string): AgentKind {
  return {
    kind,
    doc,
    params: MCTS_V2_PARAMS,
    ...budget(100),
    create: (s) => {
      const v = s.values;
      return new MctsAgent({
        iters: (v['iters'] as number | undefined) ?? 100,
        ...(v['ms'] !== undefined ? { ms: v['ms'] as number } : {}),
        c: v['c'] as number,
        leaf: v['leaf'] as LeafKind,
        qnodes: v['qnodes'] as number,
        turns: v['turns'] as number,
        depth: v['depth'] as number,
        name: s.text,
        cheat,
      });
    },
  };
}

registerAgent(mctsV2('mcts@2', false, 'information-set MCTS over the tuned evaluation, leaves resolved by quiescence'));
registerAgent(mctsV2('mcts-cheat@2', true, 'mcts@2 on the true state (reads hidden cards): an upper bound, never a fair opponent'));

const MCTS_V3_PARAMS: ParamSchema = {
  iters: { type: 'int', min: 1, max: 10_000_000, doc: 'iterations per decision, each expands one node (deterministic) [8]' },
  ms: MCTS_V2_PARAMS['ms']!,
  c: { type: 'number', min: 0, max: 100, default: 0.2, doc: 'UCB exploration constant' },
  qnodes: QUIESCENCE['qnodes']!,
};

const MCTS_V4_PARAMS: ParamSchema = {
  ...MCTS_V3_PARAMS,
  iters: {
    type: 'int',
    min: 1,
    max: 10_000_000,
    doc: 'root visits per decision, kept ones included (at least one new iteration; deterministic) [16]',
  },
};

const MCTS_V7_PARAMS: ParamSchema = {
  ...MCTS_V4_PARAMS,
  iters: { ...MCTS_V4_PARAMS['iters']!, doc: 'root visits per decision, kept ones included (at most; deterministic) [40]' },
  settle: {
    type: 'number',
    min: 0,
    max: 1,
    default: 1,
    doc: 'stop a decision once its most visited action leads every other by more than settle × the iterations left (0: never)',
  },
  prune: {
    type: 'number',
    min: 0,
    max: 2,
    default: 0,
    doc: 'never walk into a child scored more than this below its best sibling when created (0: off)',
  },
  width: { type: 'int', min: 0, max: 10_000_000, default: 0, doc: 'cap the budget at this many root visits per legal action (0: off)' },
};

const MCTS_V8_PARAMS: ParamSchema = {
  ...MCTS_V7_PARAMS,
  iters: { ...MCTS_V4_PARAMS['iters']!, doc: 'root visits per decision, kept ones included (at most; deterministic) [72]' },
  qnodes: {
    type: 'int',
    min: 0,
    max: 100_000,
    default: 2,
    doc: 'quiescence budget: states searched to resolve a half-done action (0: none)',
  },
  gap: {
    type: 'number',
    min: 0,
    max: 2,
    default: 0,
    doc: 'stop a decision once its root is expanded when the best one-ply score leads the second by more than this (0: off)',
  },
  copp: {
    type: 'number',
    min: 0,
    max: 100,
    doc: "UCB exploration constant at the opponent's nodes (0: walk the opponent's best reply so far) [c]",
  },
  croot: {
    type: 'number',
    min: 0,
    max: 100,
    doc: "UCB exploration constant at the decision's root (less: it settles sooner) [c]",
  },
  tt: {
    type: 'bool',
    default: false,
    doc: "transpositions: a quiet node reached by a permutation of an expanded node's moves walks on through its subtree",
  },
  mm: {
    type: 'number',
    min: 0,
    max: 1,
    default: 0,
    doc: 'implicit minimax backups: selection ranks a child by (1 - mm) x its mean + mm x its subtree minimax value (0: off)',
  },
  mmopp: {
    type: 'choice',
    choices: ['max', 'mean'],
    default: 'max',
    doc: "with mm: a node whose children are the opponent's moves backs up their best (max) or its mean value (mean)",
  },
  turns: {
    type: 'int',
    min: 0,
    max: 10_000,
    default: 0,
    doc: "expand nodes at most turns - 1 turns past the decision's (1: its own turn only; 0: no limit)",
  },
  tvisits: {
    type: 'int',
    min: 0,
    max: 10_000_000,
    default: 0,
    doc: 'with turns: a node past the horizon is expanded anyway once it has this many visits (0: never)',
  },
};

const MCTS_V9_PARAMS: ParamSchema = {
  ...MCTS_V8_PARAMS,
  distinct: {
    type: 'bool',
    default: true,
    doc: 'search one action of each class the player cannot tell apart (which face-down shield to break); false: mcts@8',
  },
  eval: {
    type: 'int',
    min: 2,
    max: 3,
    default: 2,
    doc: "the game's tuned evaluation version (3: refitted on stronger self-play; a game without v3 uses its v2)",
  },
};

/** mcts@3 and its descendants; `top` is the newest version whose parameters the kind takes (0: v3 to v7 by the flags). */
function mctsV3(kind: string, cheat: boolean, doc: string, reuse = false, evaluation = 2, settle = false, top: 0 | 8 | 9 = 0): AgentKind {
  const v8 = top >= 8;
  const iters = v8 ? 72 : settle ? 40 : reuse ? 16 : 8;
  return {
    kind,
    doc,
    params: top === 9 ? MCTS_V9_PARAMS : v8 ? MCTS_V8_PARAMS : settle ? MCTS_V7_PARAMS : reuse ? MCTS_V4_PARAMS : MCTS_V3_PARAMS,
    ...budget(iters),
    create: (s) => {
      const v = s.values;
      return new ExpandMctsAgent({
        iters: (v['iters'] as number | undefined) ?? iters,
        ...(v['ms'] !== undefined ? { ms: v['ms'] as number } : {}),
        c: v['c'] as number,
        qnodes: v['qnodes'] as number,
        reuse,
        evaluation: top === 9 ? (v['eval'] as number) : evaluation,
        ...(settle ? { settle: v['settle'] as number, prune: v['prune'] as number, width: v['width'] as number, version: 'mcts@7' } : {}),
        ...(v8
          ? {
              gap: v['gap'] as number,
              tt: v['tt'] as boolean,
              mm: v['mm'] as number,
              mmopp: v['mmopp'] as 'max' | 'mean',
              turns: v['turns'] as number,
              tvisits: v['tvisits'] as number,
              version: top === 9 ? 'mcts@9' : 'mcts@8',
              distinct: top === 9 && (v['distinct'] as boolean),
            }
          : {}),
        ...(v['copp'] !== undefined ? { copp: v['copp'] as number } : {}),
        ...(v['croot'] !== undefined ? { croot: v['croot'] as number } : {}),
        name: s.text,
        cheat,
      });
    },
  };
}

registerAgent(
  mctsV3('mcts@3', false, 'best-first ISMCTS: a node expands all its actions at once, each scored like greedy@2 on one sample'),
);
registerAgent(mctsV3('mcts-cheat@3', true, 'mcts@3 on the true state (reads hidden cards): an upper bound, never a fair opponent'));
registerAgent(
  mctsV3('mcts@4', false, 'mcts@3 that keeps its tree through its own decisions within a turn (the subtree under the action played)', true),
);
registerAgent(mctsV3('mcts-cheat@4', true, 'mcts@4 on the true state (reads hidden cards): an upper bound, never a fair opponent', true));
registerAgent(mctsV3('mcts@5', false, "mcts@4 over the game's tuned evaluation v3 (a game without v3 uses its v2)", true, 3));
registerAgent(
  mctsV3('mcts-cheat@5', true, 'mcts@5 on the true state (reads hidden cards): an upper bound, never a fair opponent', true, 3),
);

const MCTS_V6_PARAMS: ParamSchema = {
  ...MCTS_V4_PARAMS,
  iters: {
    ...MCTS_V4_PARAMS['iters']!,
    doc: 'root visits per decision, kept ones included (at least one new iteration; deterministic) [8]',
  },
  pnodes: {
    type: 'int',
    min: 0,
    max: 100_000,
    default: 4,
    doc: "quiescence budget of the next turn's one-ply policy per action it scores (0: none)",
  },
  pdecisions: { type: 'int', min: 0, max: 10_000, default: 20, doc: 'decisions with a choice played in the next turn, at most' },
  horizon: {
    type: 'choice',
    choices: ['end', 'all'],
    default: 'end',
    doc: 'leaves that play the next turn: end (lines that end the turn) or all (quiet leaves finish their turn first)',
  },
  policy: {
    type: 'choice',
    choices: ['greedy', 'random'],
    default: 'greedy',
    doc: "the next turn's policy: greedy (one ply under a small quiescence) or random",
  },
};

function mctsV6(kind: string, cheat: boolean, doc: string): AgentKind {
  return {
    kind,
    doc,
    params: MCTS_V6_PARAMS,
    ...budget(8),
    create: (s) => {
      const v = s.values;
      return new NextTurnMctsAgent({
        iters: (v['iters'] as number | undefined) ?? 8,
        ...(v['ms'] !== undefined ? { ms: v['ms'] as number } : {}),
        c: v['c'] as number,
        qnodes: v['qnodes'] as number,
        pnodes: v['pnodes'] as number,
        pdecisions: v['pdecisions'] as number,
        horizon: v['horizon'] as 'end' | 'all',
        policy: v['policy'] as 'greedy' | 'random',
        name: s.text,
        cheat,
      });
    },
  };
}

registerAgent(
  mctsV6(
    'mcts@6',
    false,
    "mcts@4 whose leaves see the next turn: a line that ends the turn plays the other player's turn one ply at a time",
  ),
);
registerAgent(mctsV6('mcts-cheat@6', true, 'mcts@6 on the true state (reads hidden cards): an upper bound, never a fair opponent'));
registerAgent(
  mctsV3(
    'mcts@7',
    false,
    'mcts@4 that stops a decision once its move is settled (the most visited action cannot be overtaken in the iterations left)',
    true,
    2,
    true,
  ),
);
registerAgent(
  mctsV3('mcts-cheat@7', true, 'mcts@7 on the true state (reads hidden cards): an upper bound, never a fair opponent', true, 2, true),
);
registerAgent(
  mctsV3(
    'mcts@8',
    false,
    'mcts@7 with a small quiescence (qnodes=2) that spends no iterations on a decision whose best one-ply action leads the rest by more than gap',
    true,
    2,
    true,
    8,
  ),
);
registerAgent(
  mctsV3('mcts-cheat@8', true, 'mcts@8 on the true state (reads hidden cards): an upper bound, never a fair opponent', true, 2, true, 8),
);
registerAgent(
  mctsV3(
    'mcts@9',
    false,
    'mcts@8 that searches one action of each class the player cannot tell apart (which face-down shield to break)',
    true,
    2,
    true,
    9,
  ),
);
setLatest('mcts', 'mcts@2');
setLatest('mcts-cheat', 'mcts-cheat@2');

// rollout@1: ISMCTS whose rollouts a cheap informed policy plays (MAST; a hand-made one in Duel Masters; random).
registerAgent({
  kind: 'rollout@1',
  doc: 'ISMCTS as mcts@1, its two-turn rollouts played by a fast hand-made policy (Duel Masters; other games: random)',
  params: {
    iters: { type: 'int', min: 1, max: 10_000_000, doc: 'iterations per decision (deterministic) [80]' },
    ms: MCTS_V2_PARAMS['ms']!,
    c: { type: 'number', min: 0, max: 100, default: 0.7, doc: 'UCB exploration constant' },
    rollout: {
      type: 'choice',
      choices: ROLLOUT_POLICY_KINDS,
      default: 'mast',
      doc: 'rollout policy: mast (best running mean of each action this decision), policy (hand-made, Duel Masters), random',
    },
    eps: { type: 'number', min: 0, max: 1, default: 0.2, doc: 'probability of a uniform random rollout move (mast, policy)' },
    turns: { type: 'int', min: 0, max: 10_000, default: 2, doc: 'rollout cutoff in turns (0: none)' },
    depth: { type: 'int', min: 0, max: 100_000, default: 80, doc: 'rollout cutoff in decisions' },
    expand: {
      type: 'choice',
      choices: ['random', 'mast'],
      default: 'random',
      doc: 'untried action a node expands first: random (as mcts@1) or mast (best MAST mean; rollout=mast only)',
    },
    eval: { type: 'int', min: 1, max: 3, default: 2, doc: 'evaluation at the cutoff: 1 hand-written (as mcts@1), 2 or 3 tuned' },
  },
  ...budget(80),
  create: (s) => {
    const v = s.values;
    return new RolloutMctsAgent({
      iters: (v['iters'] as number | undefined) ?? 80,
      ...(v['ms'] !== undefined ? { ms: v['ms'] as number } : {}),
      c: v['c'] as number,
      rollout: v['rollout'] as RolloutPolicyKind,
      eps: v['eps'] as number,
      turns: v['turns'] as number,
      depth: v['depth'] as number,
      evaluation: v['eval'] as number,
      expand: v['expand'] as 'random' | 'mast',
      name: s.text,
    });
  },
});

/** Per-decision and start-up limits of external bots, from the environment (checked with every external spec). */
function externalLimits(): { timeoutMs: number; startupMs: number } | string {
  const timeoutMs = Number(process.env['TCGLAB_EXTERNAL_TIMEOUT_MS'] ?? 5000);
  const startupMs = Number(process.env['TCGLAB_EXTERNAL_STARTUP_MS'] ?? 5000);
  if (!(timeoutMs > 0) || !(startupMs >= 0)) return 'TCGLAB_EXTERNAL_TIMEOUT_MS / _STARTUP_MS must be positive numbers';
  return { timeoutMs, startupMs };
}

registerAgent({
  kind: 'external',
  doc: 'a bot in any language speaking JSON lines: external:CMD (everything after the colon is the command)',
  params: { cmd: { type: 'string', maxLength: 4096, doc: 'the shell command that starts the bot' } },
  rawParam: 'cmd',
  check: () => {
    const l = externalLimits();
    return typeof l === 'string' ? l : undefined;
  },
  reproducible: () => false,
  create: (s) => {
    const l = externalLimits() as { timeoutMs: number; startupMs: number };
    return new ExternalAgent({ cmd: s.values['cmd'] as string, ...l, name: s.text });
  },
});
