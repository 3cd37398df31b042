// What an effect handler knows about the play or ability resolving: its source, controller, target and the
// object the current effect lands on. One reused record: effects never start other effects while they run.
export interface EffectContext {
  /** The source card instance. */
  src: number;
  /** The source's card type bits (immunity checks, layer 1). */
  srcTypes: number;
  /** The controller of the play or ability. */
  ctl: number;
  /** The declared target code (actions.ts: TGT_NONE, a player, TGT_CARD + instance). */
  tgt: number;
  /** The target's card instance, or -1 for no card target. */
  tInst: number;
  /** The one object the current effect lands on (its target, the source, the host), or NO_RECIPIENT. */
  one: number;
}

/** The effect has no single recipient (it names a player, all characters, …). */
export const NO_RECIPIENT = -1;

export const CONTEXT: EffectContext = { src: -1, srcTypes: 0, ctl: 0, tgt: 0, tInst: -1, one: NO_RECIPIENT };
