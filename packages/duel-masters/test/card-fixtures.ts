// Card ids, display names and small helpers shared by the per-card test files of DM-01 and DM-05..DM-12.
import { game } from '../src/game.js';
import type { DMState } from '../src/state.js';
import { legal, snap } from './helpers.js';

export const M = (id: string, n: number) => Array.from({ length: n }, () => id);
export const LIGHT = 'dm01-075'; // Reusol, the Oracle (light 2000)
export const WATER = 'dm01-083'; // Aqua Vehicle (water 1000)
export const DARK = 'dm01-090'; // Writhing Bone Ghoul (darkness 2000)
export const FIRE = 'dm01-097'; // Immortal Baron, Vorg (fire 2000, Human)
export const NATURE = 'dm01-108'; // Burning Mane (nature 2000)
export const LAH = 'dm01-012'; // Lah, Purification Enforcer (light 5500, vanilla; the deck filler)
export const HORNET = 'dm01-066'; // Forest Hornet (nature 4000)
export const SEAMINE = 'dm01-004'; // Seamine (water 4000, blocker)
export const GRASS = 'dm01-074'; // Emerald Grass (light 3000, blocker)
export const DIA = 'dm01-013'; // Dia Nork (light 5000, blocker)
export const GRAN = 'dm01-001'; // Gran Gure (light 9000, blocker)
export const PIT = 'dm01-027'; // Terror Pit (darkness spell 6, S-Trigger)
export const BOLTAIL = 'dm03-015'; // Boltail Dragon (fire 7, Armored Dragon)
export const N = {
  lah: 'Lah, Purification Enforcer (dm01-012)',
  vorg: 'Immortal Baron, Vorg (dm01-097)',
  mane: 'Burning Mane (dm01-108)',
  vehicle: 'Aqua Vehicle (dm01-083)',
  ghoul: 'Writhing Bone Ghoul (dm01-090)',
  hornet: 'Forest Hornet (dm01-066)',
  seamine: 'Seamine (dm01-004)',
  dia: 'Dia Nork, Moonlight Guardian (dm01-013)',
  reusol: 'Reusol, the Oracle (dm01-075)',
  gran: 'Gran Gure, Space Guardian (dm01-001)',
  boltail: 'Boltail Dragon (dm03-015)',
};
export const pl = (s: DMState, p: number) => snap(s).players[p]!;
const buf = new Int32Array(4096);
/** Apply the first legal action whose text starts with `text` (for identical cards, e.g. mana). */
export function actFirst(s: DMState, text: string): void {
  const n = game.legalActions(s, buf);
  for (let k = 0; k < n; k++) {
    if (game.actionToString(s, buf[k]!).startsWith(text)) {
      game.applyAction(s, buf[k]!);
      return;
    }
  }
  throw new Error(`no legal action starts with "${text}": ${legal(s).join(' | ')}`);
}
export const deckOf = (...top: string[]) => [...top, ...M(LAH, 8)];
