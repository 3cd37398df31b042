// The Divine Cross action encoding: every action is one integer in [0, MAX_ACTIONS).
//
// Encoding (h = hand index < 32, slot = 0 Main / 1–3 Standby 1–3, k = skill or EX index, i = option):
//   SETUP_PLACE_BASE + h           put hand card h face down as the Main unit (403.3)
//   SETUP_BONUS_YES / _NO          take / decline the optional draw (403.3a-1)
//   CHARGE_BASE + h*4 + slot       charge hand card h to the unit in slot (602)
//   PUT_BASE + h                   put unit h into the first empty Standby area (603; slots are symmetric)
//   PLAY_BASE + h                  play event/action h (604)
//   ASSIST_BASE + h*4 + slot       play assist h on the unit in slot (804.2b)
//   RETREAT_BASE + j               retreat, swapping with Standby j (0–2) (605, 913)
//   EX_BASE + slot*8 + k           activate EX power k (0–3 the unit's, 4–7 its assist's) (606)
//   END_MAIN                       end the main phase (607)
//   SKILL_BASE + k                 declare skill k of the Main unit (0–3) or its assist (4–7) (703)
//   NO_SKILL                       declare no skill (703.1)
//   CHOOSE_BASE + i                pick option i of the pending choice (targets, hand cards, yes/no, numbers,
//                                  trigger order, promotion, search)
// Hand cards with the same card as an earlier hand card are not offered again (they are interchangeable).
export const SETUP_PLACE_BASE = 0;
export const SETUP_BONUS_YES = 32;
export const SETUP_BONUS_NO = 33;
export const CHARGE_BASE = 64;
export const PUT_BASE = 192;
export const PLAY_BASE = 224;
export const ASSIST_BASE = 256;
export const RETREAT_BASE = 384;
export const EX_BASE = 388;
export const END_MAIN = 420;
export const SKILL_BASE = 424;
export const NO_SKILL = 432;
export const CHOOSE_BASE = 448;
export const MAX_ACTIONS = 512;
/** Hand indices the encoding has room for (hand cards beyond are not offered). */
export const MAX_HAND = 32;
/** Choice options the encoding has room for. */
export const MAX_OPTIONS = MAX_ACTIONS - CHOOSE_BASE;
/** Slots of the charge, attach and EX encodings: 0 = Main, 1–3 = Standby 1–3. */
export const SLOTS = 4;
