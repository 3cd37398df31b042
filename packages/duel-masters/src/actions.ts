// Duel Masters action encoding. Integers for agents and the hot loop; strings (actionToString) for people.
//
//   PASS                      0              skip the charge / end the main step / end attacks (end turn) /
//                                            no block / decline (S-Trigger, "you may") / done choosing
//   YES                       1              accept a "you may" choice
//   CHARGE_BASE + i           1000 + i       put hand card i into the mana zone (503)
//   SUMMON_BASE + i           2000 + i       summon creature i from hand (601), mana paid automatically
//   CAST_BASE + i             3000 + i       cast spell i from hand
//   ATTACK_PLAYER_BASE + i    4000 + i       creature i attacks the opponent (506)
//   BLOCK_BASE + i            5000 + i       creature i blocks (507)
//   BREAK_BASE + k            6000 + k       choose the shield in slot k (0 = first put) to break (509.3)
//   TRIGGER_BASE + i          7000 + i       declare broken card i's S-Trigger (509.5a)
//   CHOOSE_BASE + i           8000 + i       choose card i for the effect being resolved
//   OPTION_BASE + c           8256 + c       choose option c (a race, a number, a civilization: query/options.ts codes)
//   ORDER_BASE + k            9000 + k       resolve the k-th of your waiting effects next (101.4)
//   TAP_ABILITY_BASE + i      11000 + i      tap creature i to use its tap ability instead of attacking (602)
//   GRANTED_TAP_BASE + g*256 + i  13000 + …  tap creature i to use the ability another creature grants (granter g:
//                                            the g-th card of the table with a 'grantTap' static, legal.ts)
//   EVOLVE_BASE + i*256 + j   20000 + …      summon evolution creature i onto creature j (801)
//   ATTACK_CREATURE_BASE + i*256 + j  100000 + …  creature i attacks creature j (505.2)
//   VORTEX_BASE + i*65536 + j*256 + k  1000000 + …  vortex-evolve i onto creatures j and k (801.1)
//   SILENT_BASE + i           12000 + i      keep tapped creature i tapped to use its silent skill (501.1a)
//
// i and j are card instances (0..255), never the deck-list position of a hidden card: the opponent's
// face-down shields are named by slot, so no action leaks hidden information.
export const PASS = 0;
export const YES = 1;
export const CHARGE_BASE = 1000;
export const SUMMON_BASE = 2000;
export const CAST_BASE = 3000;
export const ATTACK_PLAYER_BASE = 4000;
export const BLOCK_BASE = 5000;
export const BREAK_BASE = 6000;
export const TRIGGER_BASE = 7000;
export const CHOOSE_BASE = 8000;
export const OPTION_BASE = 8256;
export const ORDER_BASE = 9000;
export const TAP_ABILITY_BASE = 11000;
export const GRANTED_TAP_BASE = 13000;
export const EVOLVE_BASE = 20000;
export const ATTACK_CREATURE_BASE = 100000;
export const VORTEX_BASE = 1000000;
export const SILENT_BASE = 12000;
export const MAX_INSTANCES = 256;
/** The most legal actions at one decision (the size of the buffer a caller passes to legalActions). */
export const MAX_LEGAL_ACTIONS = 4096;
