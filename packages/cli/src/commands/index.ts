// Every tcglab command module, in help order. Each exports `register(program)`.
import type { Command } from 'commander';

export type RegisterCommand = (program: Command) => void;

export const commandModules: readonly (() => Promise<{ register: RegisterCommand }>)[] = [
  () => import('./sim.js'),
  () => import('./play.js'),
  () => import('./replay.js'),
  () => import('./merge.js'),
  () => import('./report.js'),
  () => import('./perf.js'),
  () => import('./deck.js'),
  () => import('./cards.js'),
  () => import('./scenario.js'),
  () => import('./bench-agents.js'),
  () => import('./tune.js'),
  () => import('./env.js'),
  () => import('./fit-eval.js'),
  () => import('./ablate.js'),
];
