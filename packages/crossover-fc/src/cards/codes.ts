// Numeric codes of the compiled CrossOver card format: card types, keywords, targets, timings, effect ops and
// triggers, with the names the card JSON uses for them.

/** Card types (4-2-8), as bits so that an object can have two types at once. */
export const T_CHARACTER = 1;
export const T_NAVIGATOR = 2;
export const T_SPELL = 4;
export const T_EVENT = 8;
export const T_ITEM = 16;
export const TYPE_NAMES: Readonly<Record<string, number>> = {
  CHARACTER: T_CHARACTER,
  NAVIGATOR: T_NAVIGATOR,
  SPELL: T_SPELL,
  EVENT: T_EVENT,
  ITEM: T_ITEM,
};

/** `cost` of a card without one (navigators, 3-4-1) or whose cost the rules document does not show. */
export const NO_COST = -1;

/** Keywords (special abilities with rule text of their own). */
export const KW_FLYING = 1;
export const KW_DIVING = 2;
export const KW_ALL_TURN = 4;
/** "May block characters with flying" (〔GUN〕). */
export const KW_BLOCK_FLYING = 8;
export const KEYWORD_NAMES: Readonly<Record<string, number>> = {
  flying: KW_FLYING,
  diving: KW_DIVING,
  'all-turn': KW_ALL_TURN,
  'block-flying': KW_BLOCK_FLYING,
};

export const GENDERS = ['female', 'male', 'other'] as const;
export const G_FEMALE = 0;
// G_MALE = 1 (GENDERS order)
export const G_OTHER = 2;

/** Where a non-disposable card goes when it resolves (4-2-11). */
export const SET_NONE = 0;
export const SET_FIELD = 1;
export const SET_CHARACTER = 2;

/** What a play or ability targets (4-2-13). */
export const TG_NONE = 0;
export const TG_CHARACTER = 1;
export const TG_YOUR_CHARACTER = 2;
export const TG_OPPONENT_CHARACTER = 3;
export const TG_PLAYER = 4;
/** A card play waiting on the chain (negation, 4-2-14). */
export const TG_PLAY = 5;
export const TG_DUST_CHARACTER_CARD = 6;
export const TG_HAND_NAVIGATOR_CARD = 7;
/** A character with damage pending in the reduction window (4-3-10-2). */
export const TG_DAMAGED_CHARACTER = 8;
/** A character of yours whose crash is pending in the negation window (4-3-11-2). */
export const TG_CRASHING_CHARACTER = 9;
/** Set cards: the host character (setting targets, 4-2-13). */
export const TG_HOST = 10;
export const TARGET_NAMES: Readonly<Record<string, number>> = {
  character: TG_CHARACTER,
  'your-character': TG_YOUR_CHARACTER,
  'opponent-character': TG_OPPONENT_CHARACTER,
  player: TG_PLAYER,
  play: TG_PLAY,
  'dust-character-card': TG_DUST_CHARACTER_CARD,
  'hand-navigator-card': TG_HAND_NAVIGATOR_CARD,
  'damaged-character': TG_DAMAGED_CHARACTER,
  'crashing-character': TG_CRASHING_CHARACTER,
};

/** Timing classes: normal windows, the damage-reduction window (4-3-10-2), the crash-negation window (4-3-11-2). */
export const TM_NORMAL = 0;
export const TM_AFTER_DAMAGE = 1;
export const TM_AFTER_CRASH = 2;
/** Usable in the combat windows after this attacker was blocked (〔ナルセマナミ〕, 3-4-5-6). */
export const TM_WHEN_BLOCKED = 3;
/** Usable immediately after an opponent draws a card, not as a cost (〔シンクレイン〕's 博識, 4-3-2-3, 4-3-5). */
export const TM_AFTER_OPPONENT_DRAW = 4;
/** Usable immediately after an opponent gains energy, even in locked steps (〔皆瀬葵〕, 4-3-5). */
export const TM_AFTER_OPPONENT_ENERGY = 5;
export const TIMING_NAMES: Readonly<Record<string, number>> = {
  'after-opponent-draw': TM_AFTER_OPPONENT_DRAW,
  'after-opponent-energy': TM_AFTER_OPPONENT_ENERGY,
  normal: TM_NORMAL,
  'after-damage': TM_AFTER_DAMAGE,
  'after-crash': TM_AFTER_CRASH,
  'when-blocked': TM_WHEN_BLOCKED,
};

/** One-shot effect operations. */
export const OP_DAMAGE = 1;
export const OP_DAMAGE_PER_FEMALE = 2;
export const OP_HEAL = 3;
export const OP_DRAW = 4;
export const OP_MODIFY = 5;
export const OP_SWAP = 6;
export const OP_UNTAP = 7;
export const OP_BOUNCE = 8;
export const OP_NEGATE_PLAY = 9;
export const OP_REDUCE_DAMAGE = 10;
export const OP_NEGATE_CRASH = 11;
export const OP_PLAYERS_UNTARGETABLE = 12;
export const OP_GAIN_ENERGY = 13;
export const OP_REANIMATE = 14;
export const OP_PUT_NAVIGATOR = 15;
export const OP_IMMUNE = 16;
export const OP_TAKE_CONTROL = 17;
/** Damage to the opponent equal to this character's AP minus its blocker's AP (a departed blocker is 0:0). */
export const OP_DAMAGE_BY_BLOCKER_GAP = 18;
export const EFFECT_OPS: Readonly<Record<string, number>> = {
  damage: OP_DAMAGE,
  'damage-per-female': OP_DAMAGE_PER_FEMALE,
  heal: OP_HEAL,
  draw: OP_DRAW,
  modify: OP_MODIFY,
  swap: OP_SWAP,
  untap: OP_UNTAP,
  bounce: OP_BOUNCE,
  'negate-play': OP_NEGATE_PLAY,
  'reduce-damage': OP_REDUCE_DAMAGE,
  'negate-crash': OP_NEGATE_CRASH,
  'players-untargetable': OP_PLAYERS_UNTARGETABLE,
  'gain-energy': OP_GAIN_ENERGY,
  reanimate: OP_REANIMATE,
  'put-navigator': OP_PUT_NAVIGATOR,
  immune: OP_IMMUNE,
  'take-control': OP_TAKE_CONTROL,
  'damage-by-blocker-gap': OP_DAMAGE_BY_BLOCKER_GAP,
};

/** Continuous (static) ability operations, applied in the 4-3-8 layer order. */
export const ST_MODIFY = 1;
export const ST_GRANT = 2;
export const ST_IMMUNE = 3;
export const ST_COST = 4;
export const ST_BECOME = 5;
export const ST_CRASH_WHEN_NO_CHARACTERS = 6;
export const ST_PUNCH_RETURN = 7;
export const STATIC_OPS: Readonly<Record<string, number>> = {
  modify: ST_MODIFY,
  grant: ST_GRANT,
  immune: ST_IMMUNE,
  cost: ST_COST,
  become: ST_BECOME,
  'crash-when-no-characters': ST_CRASH_WHEN_NO_CHARACTERS,
  'punch-return': ST_PUNCH_RETURN,
};

/** Who an effect or static ability applies to. */
export const TO_NONE = 0;
export const TO_TARGET = 1;
export const TO_SELF = 2;
export const TO_HOST = 3;
const TO_YOU = 4;
export const TO_OPPONENT = 5;
export const TO_ALL_CHARACTERS = 6;
export const TO_OPPONENT_FEMALE_CHARACTERS = 7;
export const TO_YOUR_OTHER_CHARACTERS = 8;
export const TO_YOUR_CHARACTERS = 9;
export const TO_NAMES: Readonly<Record<string, number>> = {
  target: TO_TARGET,
  self: TO_SELF,
  host: TO_HOST,
  you: TO_YOU,
  opponent: TO_OPPONENT,
  'all-characters': TO_ALL_CHARACTERS,
  'opponent-female-characters': TO_OPPONENT_FEMALE_CHARACTERS,
  'your-other-characters': TO_YOUR_OTHER_CHARACTERS,
  'your-characters': TO_YOUR_CHARACTERS,
};

/** Trigger events (4-3-6). */
export const ON_TURN_START = 1;
export const ON_ATTACK = 2;
export const ON_PLAYED = 3;
export const ON_ANY_PLAY_SUCCEEDS = 4;
export const ON_DEALT_DAMAGE = 5;
export const ON_CRASHED = 6;
export const TRIGGER_NAMES: Readonly<Record<string, number>> = {
  'turn-start': ON_TURN_START,
  attack: ON_ATTACK,
  played: ON_PLAYED,
  'any-play-succeeds': ON_ANY_PLAY_SUCCEEDS,
  'dealt-damage': ON_DEALT_DAMAGE,
  crashed: ON_CRASHED,
};
