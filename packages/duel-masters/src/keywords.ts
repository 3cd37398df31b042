// Duel Masters constants with no dependencies: civilizations, card types, keyword flag bits.

export const CIV_LIGHT = 1;
export const CIV_WATER = 2;
export const CIV_DARKNESS = 4;
export const CIV_FIRE = 8;
export const CIV_NATURE = 16;
export const CIV_NAMES = ['light', 'water', 'darkness', 'fire', 'nature'] as const;
export const TYPE_CREATURE = 0;
export const TYPE_EVOLUTION = 1;
export const TYPE_SPELL = 2;

/** Keyword flags (bit positions in CardDef.flags and in granted-ability masks). */
export const KW_BLOCKER = 1 << 0;
export const KW_SPEED_ATTACKER = 1 << 1;
export const KW_SLAYER = 1 << 2;
export const KW_SHIELD_TRIGGER = 1 << 3;
export const KW_CANT_ATTACK = 1 << 4;
export const KW_CANT_ATTACK_PLAYERS = 1 << 5;
export const KW_CANT_ATTACK_CREATURES = 1 << 6;
export const KW_UNBLOCKABLE = 1 << 7;
export const KW_CANT_BE_ATTACKED = 1 << 8;
export const KW_MUST_ATTACK = 1 << 9;
export const KW_DESTROY_AFTER_BATTLE = 1 << 10;
export const KW_UNTAP_AT_END = 1 << 11;
export const KW_ATTACK_UNTAPPED = 1 << 12;
export const KW_MUST_BLOCK = 1 << 13;
export const KW_CHARGER = 1 << 14;
export const KW_DOUBLE_BREAKER = 1 << 15;
export const KW_TRIPLE_BREAKER = 1 << 16;

/** Granted this turn (Diamond Cutter): may attack the opponent despite summoning sickness, "can't attack" and
 * "can't attack players". */
export const KW_IGNORE_ATTACK_LIMITS = 1 << 17;

/** Granted this turn to a creature (Chaos Strike): it can be attacked even while untapped. */
export const KW_ATTACKABLE_UNTAPPED = 1 << 18;

/** Granted this turn (Silvermoon Trailblazer): can't be blocked by creatures that have power 3000 or less. */
export const KW_UNBLOCKABLE_BY_3000 = 1 << 19;

/** Granted this turn (Relentless Blitz): can't be blocked while attacking a creature. */
export const KW_UNBLOCKABLE_VS_CREATURES = 1 << 20;

/**
 * Granted this turn (Miracle Portal, JA: 「このクリーチャーは攻撃することができない」または「このクリーチャーは相手プレイヤーを
 * 攻撃できない」と書かれていても…相手プレイヤーを攻撃することができる): it may attack the opponent although its own text says
 * "can't attack" / "can't attack players"; summoning sickness (301.5) and other cards' effects still hold.
 */
export const KW_IGNORE_OWN_ATTACK_BANS = 1 << 21;

/** Granted this turn (Furious Onslaught, JA: ドラゴンになり): the creature is a Dragon too (203.2: "Dragon" references count it). */
export const KW_IS_DRAGON = 1 << 22;
