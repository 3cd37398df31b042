// The options of "choose a race / a number / a civilization" (query only): which ones a choice offers, their codes and names.
import { clearList, RulesError } from '@tcglab/core';
import { cardTable } from '../cards/table.js';
import type { CardDef, OptionKind } from '../cards/types.js';
import { CIV_NAMES, TYPE_SPELL } from '../keywords.js';
import type { DMState } from '../state.js';

// Race codes: the index of the race in the sorted list of every race of the card table (stable for a card pool).
let racesOf: readonly CardDef[] | undefined;
let raceList: string[] = [];
let raceCodes: number[][] = [];

function ensureRaces(): void {
  const table = cardTable();
  if (racesOf === table) return;
  raceList = [...new Set(table.flatMap((d) => d.races))].sort();
  const code = new Map(raceList.map((r, k) => [r, k]));
  raceCodes = table.map((d) => d.races.map((r) => code.get(r)!));
  racesOf = table;
}

/** The race with code `k`. */
function raceName(k: number): string {
  ensureRaces();
  const r = raceList[k];
  if (r === undefined) throw new RulesError(`no race with code ${k}`);
  return r;
}

/** The code of race `name` (throws for a race no card has: a script typo). */
function raceCode(name: string): number {
  ensureRaces();
  const k = raceList.indexOf(name);
  if (k < 0) throw new RulesError(`no card has the race "${name}"`);
  return k;
}

/** Does card `d` have the race with code `k` (its printed races; "Dragon" words are races of their own)? */
export function hasRaceCode(d: CardDef, k: number): boolean {
  ensureRaces();
  const codes = raceCodes[d.index]!;
  for (let j = 0; j < codes.length; j++) if (codes[j] === k) return true;
  return false;
}

const present = new Uint8Array(1024);

/**
 * The options a choice of `kind` offers, ascending codes into `out`. Any race or number may be chosen (the rules set no
 * list); the engine offers the ones that can matter in this game, the same for both players and for every
 * determinization (each player's cards keep their multiset): a race: the races of the game's cards (both players'
 * cards in every zone); a number: the costs of the game's cards; a civilization: the five; a player: the controller (0)
 * or the other player (1). `except` names races (or
 * civilizations) that can't be chosen ("a race other than Mecha del Sol").
 */
export function optionCodes(s: DMState, kind: OptionKind, except: readonly string[] | undefined, out: number[]): number[] {
  clearList(out);
  if (kind === 'player') {
    // 0: the effect's controller, 1: the other player ("your deck or your opponent's": 自分または相手).
    out.push(0, 1);
    return out;
  }
  if (kind === 'civilization') {
    // `except` names civilizations that can't be chosen ("darkness or fire": the other three).
    for (let k = 0; k < CIV_NAMES.length; k++) if (!except || !except.includes(CIV_NAMES[k]!)) out.push(k);
    return out;
  }
  const table = cardTable();
  if (kind === 'race') ensureRaces();
  present.fill(0);
  for (let i = 0; i < s.n; i++) {
    const d = table[s.def[i]!]!;
    if (kind === 'number') present[Math.min(d.cost, present.length - 1)] = 1;
    else if (d.type !== TYPE_SPELL) for (const c of raceCodes[d.index]!) present[c] = 1;
  }
  if (except) for (const r of except) present[raceCode(r)] = 0;
  for (let k = 0; k < present.length; k++) if (present[k]) out.push(k);
  return out;
}

/** The readable name of option `code` of `kind` ("race Armored Dragon", "number 5", "civilization fire"). */
export function optionName(kind: OptionKind, code: number): string {
  if (kind === 'race') return `race ${raceName(code)}`;
  if (kind === 'civilization') return `civilization ${CIV_NAMES[code]}`;
  if (kind === 'player') return code === 0 ? 'yourself' : 'your opponent';
  return `number ${code}`;
}
