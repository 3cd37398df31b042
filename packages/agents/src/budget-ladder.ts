// `bench-agents --ladder-budget iters=25,50,…`: does an agent get stronger with its search budget, step by step?
//
// The agent plays at each budget; each budget plays the next one up in paired games (adjacent pairings: the
// step from 25 to 50, 50 to 100, …). A step whose score is below ½ is a non-monotone step: the bigger budget
// did worse, so the extra search added noise there (or, within its interval, made no measurable difference).
import type { BenchReport, SummaryLine } from './bench/report.js';
import { parseAgentSpec } from './spec.js';

export interface BudgetLadder {
  /** The parameter that varies, e.g. `iters`. */
  readonly key: string;
  readonly values: readonly number[];
  /** The agent spec at each budget, in order. */
  readonly agents: readonly string[];
}

/** Parse `KEY=V1,V2,…` (at least two increasing positive numbers) against a base spec that does not set KEY. */
export function budgetLadder(base: string, arg: string): BudgetLadder {
  const m = /^\s*([A-Za-z][\w-]*)\s*=\s*(.+)$/.exec(arg);
  if (!m) throw new Error(`--ladder-budget: expected KEY=V1,V2,… (e.g. iters=25,50,100,200,400); got "${arg}"`);
  const key = m[1]!;
  const values = m[2]!.split(',').map((v) => Number(v.trim()));
  if (values.length < 2 || values.some((v) => !(v > 0)))
    throw new Error(`--ladder-budget: give at least two positive budgets; got "${m[2]}"`);
  for (let i = 1; i < values.length; i++) {
    if (!(values[i]! > values[i - 1]!)) throw new Error(`--ladder-budget: budgets must increase; got "${m[2]}"`);
  }
  const spec = parseAgentSpec(base);
  if (spec.params[key] !== undefined) throw new Error(`--ladder-budget: the agent "${base}" already sets ${key}=`);
  const sep = spec.text.includes(':') ? ',' : ':';
  const agents = values.map((v) => `${spec.text}${sep}${key}=${v}`);
  for (const a of agents) parseAgentSpec(a);
  return { key, values, agents };
}

/** The agent pairings of a budget ladder: each budget against the next (A = the bigger budget). */
export function budgetPairings(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < n; i++) out.push([i + 1, i]);
  return out;
}

export interface BudgetStep {
  readonly from: number;
  readonly to: number;
  /** The bigger budget's overall line against the smaller one. */
  readonly line: SummaryLine;
  /** `up`: score interval above ½; `down`: wholly below ½ (significantly non-monotone); `flat`: contains ½. */
  readonly verdict: 'up' | 'flat' | 'down';
}

export function budgetSteps(ladder: BudgetLadder, report: BenchReport): BudgetStep[] {
  const steps: BudgetStep[] = [];
  for (let i = 0; i + 1 < ladder.values.length; i++) {
    const line = report.lines.find((l) => l.scope === 'overall' && l.a === ladder.agents[i + 1] && l.b === ladder.agents[i]);
    if (!line) continue;
    const { low, high } = line.stats;
    steps.push({ from: ladder.values[i]!, to: ladder.values[i + 1]!, line, verdict: low > 0.5 ? 'up' : high < 0.5 ? 'down' : 'flat' });
  }
  return steps;
}

/** The readable budget section: one line per step and a verdict on monotonicity. */
export function formatBudgetLadder(ladder: BudgetLadder, steps: readonly BudgetStep[]): string {
  const out = [`Budget ladder (${ladder.key}): each budget against the next smaller one, paired games`];
  for (const s of steps) {
    const st = s.line.stats;
    const elo = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x)}` : x > 0 ? '+inf' : '-inf');
    out.push(
      `  ${ladder.key}=${s.from} → ${s.to}: score ${st.score.toFixed(3)} [${st.low.toFixed(3)}, ${st.high.toFixed(3)}], ` +
        `Elo ${elo(st.elo)} [${elo(st.eloLow)}, ${elo(st.eloHigh)}] over ${st.pairs} pairs: ` +
        (s.verdict === 'up' ? 'stronger' : s.verdict === 'down' ? 'WEAKER (non-monotone)' : 'no measurable difference'),
    );
  }
  const down = steps.filter((s) => s.verdict === 'down');
  const below = steps.filter((s) => s.line.stats.score < 0.5);
  out.push(
    down.length
      ? `Non-monotone: a bigger budget played significantly worse at ${down.map((s) => `${s.from} → ${s.to}`).join(', ')} (the search adds noise there).`
      : below.length
        ? `Monotone within the intervals; the point estimate dips at ${below.map((s) => `${s.from} → ${s.to}`).join(', ')} (play more games to tell).`
        : 'Monotone: every step up scored above ½.',
  );
  return out.join('\n');
}
