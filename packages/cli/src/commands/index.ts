// Every tcglab command module, in help order. Each exports `register(program)`.
import type { Command } from 'commander';

export type RegisterCommand = (program: Command) => void;

export const commandModules: readonly (() => Promise<{ register: RegisterCommand }>)[] = [
];
