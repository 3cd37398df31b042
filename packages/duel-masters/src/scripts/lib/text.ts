// Recurring text of the card data, so that a script names its lines the way the card prints them.
export const ETB = 'When you put this creature into the battle zone, ';
export const ON_ATTACK = 'Whenever this creature attacks, ';
export const ON_DESTROYED = 'When this creature is destroyed, ';
export const ON_UNBLOCKED = "Whenever this creature is attacking your opponent and isn't blocked, ";
export const SILENT_SKILL = 'Silent skill: ';
/** The reminder line every tap-ability creature has (its ability is the following "$tap …" line). */
export const TAP_LINE = 'Instead of having this creature attack, you may tap it to use its $tap ability.';
export const DB_LINE = 'While this creature has power 6000 or more, it has "double breaker."';
export const TB_LINE = 'While this creature has power 15000 or more, it has "triple breaker" instead of "double breaker."';

/** "Whenever this creature becomes blocked, it breaks one of your opponent's shields." */
export const BLOCKED_BREAKS = "Whenever this creature becomes blocked, it breaks one of your opponent's shields.";

/** "Whenever this creature blocks, untap it after it battles." (JA: ブロックしたとき、バトルの後でアンタップする) */
export const BLOCKS_UNTAP_AFTER = 'Whenever this creature blocks, untap it after it battles.';
