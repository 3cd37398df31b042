// Integer action encoding. Every action is one int32:
//
//   PASS = 0                          pass priority (or decline in a damage/crash window)
//   GO_FIRST = 1, GO_SECOND = 2       2-1-5: the start winner chooses, after seeing the hand
//   KEEP = 3, MULLIGAN = 4            2-1-6: first player decides first, one mulligan each
//   DECLARE_COMBAT = 5                3-4-5-1: TP, main phase, empty chain
//   NO_ATTACK = 6, NO_BLOCK = 7       3-4-5-2 / 3-4-5-3: decline the declaration
//   ATTACK_BASE + inst                tap character `inst` to attack (inst < 256)
//   BLOCK_BASE + inst                 tap character `inst` to block
//   TRIGGER_BASE + k                  resolve pending trigger k next (the TP orders, 4-3-6)
//   UPKEEP_PAY_BASE + inst            pay the upkeep of `inst` now (3-6-2)
//   UPKEEP_DECLINE_BASE + inst        decline it: `inst` crashes (not negatable)
//   DISCARD_BASE + inst               crash hand card `inst` at hand cleanup (3-7-3)
//   PLAY_BASE + inst*256 + tgt        play hand card `inst` paying energy
//   PLAY_ALT_BASE + inst*256 + tgt    play it paying its alternative cost (〔失敗〕: draw 1)
//   ABILITY_BASE + (inst*4+k)*256 + tgt   use activated ability k of field object `inst`
//
// Target codes `tgt`: 0 = none, 1 = player 0, 2 = player 1, 3 + inst = card instance `inst`
// (a field object, a card on the chain, or a card in a hand or dust box, per the card's target kind).
// Instances are numbered 0..N-1 over both decks (player 0's deck first), so N ≤ 253.

export const PASS = 0;
export const GO_FIRST = 1;
export const GO_SECOND = 2;
export const KEEP = 3;
export const MULLIGAN = 4;
export const DECLARE_COMBAT = 5;
export const NO_ATTACK = 6;
export const NO_BLOCK = 7;
export const ATTACK_BASE = 16;
export const BLOCK_BASE = 272;
export const TRIGGER_BASE = 528;
export const UPKEEP_PAY_BASE = 592;
export const UPKEEP_DECLINE_BASE = 848;
export const DISCARD_BASE = 1104;
export const PLAY_BASE = 2048;
export const PLAY_ALT_BASE = PLAY_BASE + 65536;
export const ABILITY_BASE = PLAY_ALT_BASE + 65536;
export const ABILITY_END = ABILITY_BASE + 256 * 4 * 256;

export const TGT_NONE = 0;
export const TGT_CARD = 3;
/** Largest instance count the encoding allows. */
export const MAX_INSTANCES = 253;

export function tgtPlayer(p: number): number {
  return 1 + p;
}
export function tgtCard(inst: number): number {
  return TGT_CARD + inst;
}
