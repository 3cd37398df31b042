// The compiled Divine Cross card definitions: flyweight records of numbers (plus effect-list ids) shared by every state.

/** One compiled effect op. Numeric fields only (plus list ids), shared by every state. */
export interface Op {
  readonly code: number;
  readonly target: number;
  readonly amount: number; // HEAL_ALL for heal "all"
  readonly count: number;
  readonly per: number;
  readonly stat: number;
  readonly filter: number;
  /** Sub-lists (list ids, EMPTY_LIST when absent). */
  readonly then: number;
  readonly else: number;
  readonly perWin: number;
  /** For `may`: the op id of the optional action (NO_OP otherwise). */
  readonly inner: number;
}

export interface SkillDef {
  readonly name: string;
  readonly cost: number;
  /** Printed damage, 0 when the skill has none. */
  readonly damage: number;
  /** `N×` damage: damagePer × counter (704.6a when the product is 0). NO_COUNTER when not used. */
  readonly damagePerCounter: number;
  readonly damagePer: number;
  readonly whileStunned: boolean; // 922
  /** The skill fails unless its user wins an RPS (917.1b, condition in the skill's own text). */
  readonly failUnlessRpsWin: boolean;
  readonly beforeDamage: number; // list ids (704.4, 704.6b, 704.7, 704.8)
  readonly modifiers: number;
  readonly damageEffects: number;
  readonly effects: number;
  readonly text: string;
}

export interface ExDef {
  readonly name: string;
  readonly type: number; // EX_STATIC / EX_ACTIVATED / EX_TRIGGERED
  readonly uses: number; // activated: times per turn
  readonly on: number; // triggered: event
  readonly turn: number;
  readonly where: number;
  readonly stacks: boolean; // false = "does not stack" (807.2), per name
  readonly effects: number; // list id
  readonly staticKind: number;
  readonly stat: number;
  readonly target: number;
  readonly amount: number;
  readonly text: string;
}

export interface CardDef {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  readonly nameJa: string | undefined;
  readonly kind: number;
  readonly hp: number;
  readonly attrs: number;
  readonly adv: number;
  readonly retreat: number;
  readonly skills: readonly SkillDef[];
  readonly ex: readonly ExDef[];
  /** Command text (event/action), list id; EMPTY_LIST for units and assists. */
  readonly effects: number;
  readonly text: string;
  readonly synthetic: boolean;
  readonly set: string;
  /** Bit (1 << stat) set when a static EX power of this card modifies that stat (a fast skip). */
  readonly statMask: number;
  /** Bit (1 << event) set when a triggered EX power of this card listens to that event. */
  readonly trigMask: number;
  /** Bit k set when EX power k is activated (606): a fast skip for the main phase's actions. */
  readonly activatedMask: number;
  /** Why it cannot be played, when some of its text is unknown or unsupported. */
  readonly unsupported: string | undefined;
  readonly raw: unknown;
}

/** Everything compiled from one card file: defs plus the shared op and list tables. */
export interface CardSet {
  readonly defs: readonly CardDef[];
  readonly ops: readonly Op[];
  readonly lists: readonly (readonly number[])[];
  readonly byId: ReadonlyMap<string, CardDef>;
}
