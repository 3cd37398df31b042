// Numeric codes of the compiled Divine Cross card format (kinds, attributes, targets, ops, counters, stats,
// events, EX power kinds) and the names the card JSON uses for them.

export const KIND_UNIT = 0;
export const KIND_EVENT = 1;
export const KIND_ACTION = 2;
export const KIND_ASSIST = 3;
export const KIND_NAMES = ['unit', 'event', 'action', 'assist'] as const;

/** Attribute bits (204). The tri-colour icon is red|green|blue (204.2a). */
const ATTR_RED = 1;
const ATTR_GREEN = 2;
const ATTR_BLUE = 4;
const ATTR_COLORLESS = 8;
export const ATTR_BY_NAME: Record<string, number> = {
  red: ATTR_RED,
  green: ATTR_GREEN,
  blue: ATTR_BLUE,
  colorless: ATTR_COLORLESS,
  tricolor: ATTR_RED | ATTR_GREEN | ATTR_BLUE,
};

// Effect targets.
export const T_SELF = 0; // the unit the ability belongs to (skill user, EX power's unit)
export const T_OWN_MAIN = 1;
export const T_OPP_MAIN = 2;
export const T_OWN_STANDBY = 3; // choose one
const T_OPP_STANDBY = 4; // choose one
export const T_OWN_UNIT = 5; // choose one in your Area
export const T_OPP_UNIT = 6; // choose one in the opponent's Area
export const T_OWN_STANDBY_ALL = 7;
export const T_OPP_STANDBY_ALL = 8;
export const TARGET_NAMES = [
  'self',
  'own-main',
  'opp-main',
  'own-standby',
  'opp-standby',
  'own-unit',
  'opp-unit',
  'own-standby-all',
  'opp-standby-all',
] as const;
/** Targets that ask the controller to choose one unit. */
export function isChosenTarget(t: number): boolean {
  return t === T_OWN_STANDBY || t === T_OPP_STANDBY || t === T_OWN_UNIT || t === T_OPP_UNIT;
}

// Effect op codes.
export const OP_DRAW = 1;
export const OP_DRAW_UNTIL = 2;
export const OP_DRAW_UP_TO = 3; // damage modifier: draw 0..max (overdraw allowed, 1102.2), +plusEach per card
export const OP_DAMAGE = 4;
export const OP_HEAL = 5;
export const OP_STUN = 6;
export const OP_CURE = 7;
export const OP_KO = 8;
export const OP_PLUS = 9; // damage modifier
export const OP_PLUS_PER = 10; // damage modifier
export const OP_MAY = 11;
export const OP_DISCARD = 12; // discard N chosen hand cards; if you do (in full), then … (925.1)
export const OP_RPS = 13;
export const OP_TICKET = 14;
export const OP_KO_PILE = 15; // 920: put N hand cards into your KO pile, shortfall from deck top/hand/discard
export const OP_CHARGE = 16; // 906
export const OP_SWAP = 17; // 912
export const OP_MODIFY = 18; // 919 / "+N this turn" continuous effects
export const OP_SEARCH = 19; // look through the deck for a card (909.2 fail to find), to hand, shuffle
export const OP_DISCARD_ENERGY = 20;
/** `heal` amount meaning "all damage" (card JSON `"amount": "all"`). */
export const HEAL_ALL = -1;
/** Effect list 0 is the empty list: an absent `then`/`else`/effects compiles to it, and nothing is resolved. */
export const EMPTY_LIST = 0;
/** Op id of an absent `may` inner action. */
export const NO_OP = -1;
/** `damagePerCounter` of a skill with printed damage. */
export const NO_COUNTER = -1;
/** At most 4 skills and 4 EX powers per card: skill/EX index k < 4 is the unit's own, 4 + k its assist's (703.1a-1). */
export const MAX_SKILLS = 4;
export const OP_NAMES: Record<string, number> = {
  draw: OP_DRAW,
  'draw-until': OP_DRAW_UNTIL,
  'draw-up-to': OP_DRAW_UP_TO,
  damage: OP_DAMAGE,
  heal: OP_HEAL,
  stun: OP_STUN,
  cure: OP_CURE,
  ko: OP_KO,
  plus: OP_PLUS,
  'plus-per': OP_PLUS_PER,
  may: OP_MAY,
  discard: OP_DISCARD,
  rps: OP_RPS,
  ticket: OP_TICKET,
  'ko-pile': OP_KO_PILE,
  charge: OP_CHARGE,
  swap: OP_SWAP,
  modify: OP_MODIFY,
  search: OP_SEARCH,
  'discard-energy': OP_DISCARD_ENERGY,
};

// Counters for `plus-per` and `damagePer`.
export const C_OWN_ENERGY = 0; // energy on the unit using the skill
export const C_OPP_ENERGY = 1; // energy on the opponent's Main unit
export const C_OWN_KO = 2;
export const C_OPP_KO = 3;
export const C_OWN_STANDBY = 4;
export const C_OPP_STANDBY = 5;
export const C_HAND = 6;
export const COUNTER_NAMES = ['own-energy', 'opp-energy', 'own-ko', 'opp-ko', 'own-standby', 'opp-standby', 'hand'] as const;

// Stats that `modify` and static EX powers change.
export const STAT_HP = 0;
export const STAT_RETREAT = 1;
export const STAT_COST = 2;
export const STAT_POWER = 3; // skill damage dealt by the unit (704.6b, the TP's group)
export const STAT_GUARD = 4; // skill damage taken by the unit (704.6b, the defender's group)
export const STAT_NAMES = ['hp', 'retreat', 'cost', 'power', 'guard'] as const;

// Search filters (`filter`, FILTER_NAMES order; 0 = any card).
export const F_UNIT = 1;
export const F_COMMAND = 2;
export const FILTER_NAMES = ['any', 'unit', 'command'] as const;

// Trigger events (807) for triggered EX powers.
export const EV_GAME_START = 0;
export const EV_TURN_START = 1;
export const EV_DRAW_START = 2;
export const EV_MAIN_START = 3;
export const EV_BATTLE_START = 4;
export const EV_USING_SKILL = 5;
export const EV_AFTER_SKILL = 6;
export const EV_BATTLE_END = 7;
export const EV_TURN_END = 8;
export const EV_TOOK_SKILL_DAMAGE = 9; // this unit took ≥100 skill damage (923)
export const EV_PUT_STANDBY = 10; // this unit was put into a Standby area from hand (603)
export const EV_OPP_EX_RESOLVED = 11; // an EX power of the opponent finished resolving
export const EVENT_NAMES = [
  'game-start',
  'turn-start',
  'draw-phase-start',
  'main-start',
  'battle-start',
  'using-skill',
  'after-skill',
  'battle-end',
  'turn-end',
  'took-skill-damage',
  'put-standby',
  'opp-ex-resolved',
] as const;

// When a triggered EX power fires (`turn`: 2 = either turn) and where an EX power works (`where`: 0 = anywhere in the Area).
export const TURN_YOURS = 0;
export const TURN_OPPONENTS = 1;
export const WHERE_MAIN = 1;
export const WHERE_STANDBY = 2;

export const EX_STATIC = 0;
export const EX_ACTIVATED = 1;
export const EX_TRIGGERED = 2;

// Static EX power kinds.
export const S_NO_SKILL_DAMAGE = 0; // 924
export const S_SKILL_FAIL_RPS = 1; // 917.1b: "RPS; if you win, the opponent's skill fails"
export const S_MODIFY = 2; // 919 and damage ups/downs: stat, target, amount
export const STATIC_NAMES = ['no-skill-damage', 'skill-fail-rps', 'modify'] as const;
