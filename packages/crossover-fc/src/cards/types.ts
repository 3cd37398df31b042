// The compiled CrossOver card definitions: flyweight records shared by every state (instances point at them by index).

export interface Effect {
  readonly op: number;
  readonly to: number;
  readonly amount: number;
  readonly ap: number;
  readonly dp: number;
  /** Type bits for `immune`. */
  readonly types: number;
}

export interface StaticAbility {
  readonly op: number;
  readonly to: number;
  readonly ap: number;
  readonly dp: number;
  readonly keyword: number;
  readonly types: number;
  readonly amount: number;
  /** ST_COST: 0 = cards you play, 1 = cards the opponent plays. */
  readonly opponent: boolean;
  readonly gender: number;
}

export interface ActivatedAbility {
  readonly energy: number;
  readonly tapSelf: boolean;
  readonly crashFromHand: number;
  readonly target: number;
  readonly timing: number;
  readonly effects: readonly Effect[];
}

export interface TriggeredAbility {
  readonly on: number;
  readonly effects: readonly Effect[];
}

/** A compiled card definition (flyweight: instances in the state point at it by index). */
export interface CardDef {
  idx: number;
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly set: string;
  readonly synthetic: boolean;
  readonly rarity: string;
  readonly types: number;
  /** NO_COST for navigators and cards whose cost is unknown. */
  readonly cost: number;
  readonly ap: number;
  readonly dp: number;
  readonly gender: number;
  readonly keywords: number;
  readonly upkeep: number;
  /** Energy a navigator gives when tapped (A2 default). */
  readonly energy: number;
  readonly setOn: number;
  readonly target: number;
  readonly timing: number;
  /** 1 = may pay "draw 1 card" instead of its energy cost (〔失敗〕). */
  readonly altDraw: boolean;
  readonly effects: readonly Effect[];
  readonly statics: readonly StaticAbility[];
  readonly activated: readonly ActivatedAbility[];
  readonly triggers: readonly TriggeredAbility[];
  /** Trigger events this card listens to, as bits of (1 << ON_*), for fast skipping. */
  readonly triggerMask: number;
  /** Timing classes this card can be played or used in, as bits of (1 << TM_*), to skip empty windows fast. */
  readonly timingMask: number;
  readonly text: string;
  readonly mirrors?: string;
  readonly playable: boolean;
  readonly unsupported?: string;
  readonly raw: unknown;
}
