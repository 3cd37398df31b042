// The Duel Masters game state: plain data (arrays and typed arrays), cloneable at every decision point.
//
// Cards are instances 0..n-1 (`def[i]` is the CardDef index, `owner[i]` the owner). Each player's zones
// are arrays of instances; the library's top is the END of its array (drawing is a pop). Evolution
// sources are in zone Z_UNDER with `parent[i]` the instance on top of them. A card declared for use
// (a spell resolving) is in zone Z_PENDING: it is excluded from every zone's count (409.1c).
import { clearList, Prng, RulesError, type Seed } from '@tcglab/core';

export const Z_LIBRARY = 0;
export const Z_HAND = 1;
export const Z_MANA = 2;
export const Z_SHIELD = 3;
export const Z_BATTLE = 4;
export const Z_GRAVE = 5;
export const Z_UNDER = 6;
export const Z_PENDING = 7;
export const ZONE_NAMES = ['library', 'hand', 'mana', 'shields', 'battle', 'graveyard', 'under', 'pending'] as const;

/** Turn steps (500.1). START and DRAW and END are automatic; CHARGE, MAIN, ATTACK are decisions. */
export const STEP_START = 0;
export const STEP_DRAW = 1;
export const STEP_CHARGE = 2;
export const STEP_MAIN = 3;
export const STEP_ATTACK = 4;
export const STEP_END = 5;
export const STEP_NAMES = ['start', 'draw', 'charge', 'main', 'attack', 'end'] as const;

/** Pending decision / continuation frames (the "where we are" stack, innermost last). */
export const F_EFFECT = 1; // an ability resolving (EffectFrame)

export const F_BLOCK = 2; // defender chooses a blocker or none (DecisionFrame)

export const F_BREAK = 3; // attacker chooses which shields to break (DecisionFrame: min..max shields)

export const F_TRIGGER = 4; // defender declares S-Triggers among broken shields (DecisionFrame)

export const F_ORDER = 5; // a player picks which of their waiting effects resolves next (DecisionFrame: arg = class)

export const F_ATTACK = 6; // an attack in progress (506-510), with its sub-step (AttackFrame)

export const F_SILENT = 7; // start of turn: the turn player picks silent skills to use (501.1a) (DecisionFrame)

export const F_REPLACE = 8; // an optional replacement ("you may … instead") offered to the affected player (609)

/** DecisionFrame.max of an F_REPLACE frame with `min` 0 that asks about a discard (effects/discard.ts); destruction asks have 0. */
export const REPLACE_DISCARD = 1;

/** Attack sub-steps (AttackFrame.step). */
export const AT_DECLARED = 0; // attack triggers waiting/resolving (506.3)

export const AT_BLOCK = 1; // blockers declared (507)

export const AT_BATTLE = 2; // battle (508)

export const AT_DIRECT = 3; // direct attack: breaker count, choose shields (509)

export const AT_BREAKING = 4; // shields chosen: break them (509.5)

export const AT_END = 5; // end of attack (510)

export const AT_OVER = 6; // end-of-attack triggers resolved: the attack frame leaves (510.2)

export const AT_SAVED = 7; // the defender's shield-break replacements are decided: break the shields left (609, 509.5)

/** What an effect frame waits for (EffectFrame.awaiting). */
export const AWAIT_NONE = 0;

export const AWAIT_CHOICE = 1; // the decider picks cards for a choose step

export const AWAIT_MAY = 2; // yes/no for a "you may"

export const AWAIT_DRAW_MORE = 3; // yes/no before each draw of "draw up to N"

export const AWAIT_OPTION = 4; // the controller picks an option (a race, a number, a civilization): effects/options

/** The ability index of a spell's own effect (EffectFrame.ability). */
export const SPELL_EFFECT = -1;

/** The waiting-effect ability index of an S-Trigger used from a broken shield (cast/summon it for free, 112.3a). */
export const ABILITY_USE_STRIGGER = -2;

/** The waiting-effect ability index of a shown S-Trigger spell that a break replacement casts for the breaker's controller (Bluum Erkis). */
export const ABILITY_CAST_SHOWN = -3;

/**
 * Ability codes from SHARED_BASE (EffectFrame.ability, Waiting.ability): ability k of card definition d that the
 * frame's source has from another creature's 'shareAbilities' static ("Survivor: …"), coded SHARED_BASE + d * 64 + k.
 */
export const SHARED_BASE = 1 << 16;

export function sharedAbility(defIndex: number, k: number): number {
  return SHARED_BASE + defIndex * 64 + k;
}

/**
 * Do two waiting effects of the same source card run the same ability? A shared ability is the same as the source's
 * own copy of it (a Skullsweeper Q attacking beside another has its own ability and the other's: one effect, twice).
 */
export function sameAbility(s: DMState, v: Waiting, w: Waiting): boolean {
  if (s.def[v.src] !== s.def[w.src]) return false;
  if (v.ability === w.ability) return true;
  if (v.ability < SHARED_BASE && w.ability < SHARED_BASE) return false;
  const key = (x: Waiting) => (x.ability >= SHARED_BASE || x.ability < 0 ? x.ability : sharedAbility(s.def[x.src]!, x.ability));
  return key(v) === key(w);
}

/** Fields every frame has. `regs` holds selections: entry = register * 256 + instance (or kind-specific data). */
interface FrameBase {
  player: number;
  src: number;
  regs: number[];
}

/** An ability resolving, step by step (`player` controls it; `src` is its source card). */
export interface EffectFrame extends FrameBase {
  kind: typeof F_EFFECT;
  /** Index into the source's abilities, or SPELL_EFFECT. */
  ability: number;
  /** The step to run next. */
  pc: number;
  awaiting: number;
  /** Cards chosen so far in the current choose step, or cards drawn so far in a "draw up to". */
  count: number;
  /** The player deciding the pending choice (the controller, or the opponent for "your opponent chooses"). */
  decider: number;
  /** The option chosen by a chooseOption step ("choose a race": query/options.ts codes), or -1. */
  option: number;
  /** 1 when this is a spell's effect cast by using its S-Trigger (Bailas Gale: it returns to the hand), else 0. */
  byTrigger: number;
}

/** An attack in progress (`src` attacks; `player` is the attacking player). regs: chosen shields, then broken cards. */
export interface AttackFrame extends FrameBase {
  kind: typeof F_ATTACK;
  /** AT_* sub-step. */
  step: number;
  /** The attacked creature, or -1 for the player. */
  target: number;
  /** 1 once a blocker was declared (it stays 1 when "no battle happens" removes the blocker). */
  blocked: number;
  /** The blocking creature, or -1. */
  blocker: number;
  /** Most shields the attacker may choose to break (509.2c). */
  breaks: number;
}

/** A player's decision that is not part of an effect: blockers, shields, S-Triggers, order, silent skills, replacements. */
export interface DecisionFrame extends FrameBase {
  kind: typeof F_BLOCK | typeof F_BREAK | typeof F_TRIGGER | typeof F_ORDER | typeof F_SILENT | typeof F_REPLACE;
  /** F_ORDER: the class asked (1 S-Trigger class, 0 others); F_REPLACE: the index in regs of the creature or shield asked. */
  arg: number;
  /** F_BREAK: the fewest and the most shields to choose. F_REPLACE: `min` 0 asks about a destruction, else about a
   * shield break (effects/shield-saves.ts: how the break goes on) and `max` is 1 + the first card picked to discard, or 0. */
  min: number;
  max: number;
}

export type Frame = EffectFrame | AttackFrame | DecisionFrame;

/** A triggered ability waiting to resolve (603): source instance, controller, ability index. */
export interface Waiting {
  src: number;
  player: number;
  ability: number;
  /** 1 for S-Trigger-class effects (resolve first, 101.4a). */
  strigger: number;
  /** Extra context (e.g. the instance that triggered it). */
  arg: number;
}

/** An "until end of turn" power modifier or granted keyword on one instance. */
export interface TurnMod {
  inst: number;
  power: number;
  flags: number;
  /** Power attacker +N granted (applies while the creature attacks). */
  pa?: number;
  /** While attacking: +paPer power for each card of civilization `paManaCiv` in its controller's mana zone. */
  paManaCiv?: number;
  paPer?: number;
  /** 0: ends at the end of this turn (511.2); otherwise the turn at whose start it ends ("until the start
   * of your next turn"). */
  until?: number;
  /** An option the creature's ability chose and its static reads while it stays ("choose a race": Petrova). */
  chosen?: number;
  /** Untap the creature after a battle (UNTAP_AFTER_*), or 0. */
  untap?: number;
  /**
   * A player-wide effect (then `inst` is -1 - p, for player p): creatures of these civilizations can't attack player p
   * (Miraculous Truce, until the start of p's next turn, 608.2a).
   */
  noAttackCivs?: number;
  /** Storm Wrangler: this turn only this creature (an instance) may block `inst`, and it blocks it if able. */
  blockedOnlyBy?: number;
  /** 1: `inst` was attacked this turn (kept only for creatures that ask, 'attackMeIfAble'). */
  wasAttacked?: number;
}

/** TurnMod.untap: after the next battle of the attack in progress (whoever fights it), or after each battle it wins. */
export const UNTAP_AFTER_THIS_BATTLE = 1;
export const UNTAP_AFTER_WIN = 2;

export interface DMState {
  /**
   * The bytes of every per-card typed array below but `owner` (def, zone, tapped, sick, parent, seen, playedTurn,
   * known, useq) and of `trig` and `untappedMana`: they are views into this one buffer (`cardArrays`), so a copy is one
   * `set`.
   */
  cardBytes: Uint8Array;
  /** CardDef index of each instance (determinize reassigns hidden ones) and owner (immutable, shared). */
  def: Int16Array;
  readonly owner: Uint8Array;
  readonly n: number;
  /**
   * Each seat's deck as card statistics list it: its distinct definitions in card-id order (summary.ts `useOrder`), one
   * array per deck list shared by every game dealt from it (newGame), or null (a position, a test's state): cardUse
   * then sorts what it finds. Non-null only with newGame's owners (seat 0's cards first, then seat 1's): cardUse
   * reads each seat's cards as that run.
   */
  useOrder0: Int32Array | null;
  useOrder1: Int32Array | null;
  zone: Uint8Array;
  tapped: Uint8Array;
  /** 1 = entered the battle zone this turn (summoning sickness, 301.5); kept under an evolution (801.4c). */
  sick: Uint8Array;
  /**
   * Every instance whose `sick` was set since the last start of a turn (a card may be listed twice): `sick` is set
   * only where a card enters the battle zone (zones.ts `place`, position.ts), and this list is how the start of the
   * turn clears it without scanning every card.
   */
  sickList: number[];
  /** Evolution: the instance this one is under, or -1. */
  parent: Int16Array;
  /**
   * Card statistics: how the card reached its owner's hand (bits: 1 the opening hand, 2 any later way but the
   * shield zone, 4 from the shield zone; 0 = never); the turn it was first played (0 = never).
   */
  seen: Uint8Array;
  playedTurn: Int16Array;
  lib: [number[], number[]];
  hand: [number[], number[]];
  mana: [number[], number[]];
  shields: [number[], number[]];
  battle: [number[], number[]];
  grave: [number[], number[]];
  pending: number[];
  turn: number;
  active: number;
  step: number;
  firstPlayer: number;
  turnLimit: number;
  /** -2 ongoing, -1 draw, 0/1 winner. */
  winner: number;
  reason: string;
  decisions: number;
  chargedThisTurn: number;
  /** The attacking creature during an attack (506.1d), else -1. */
  attacker: number;
  /** Information: bit p set when player p has looked at this hidden card (cleared when it changes zone). */
  known: Uint8Array;
  /** Order in which cards were put under evolution creatures (801.4a: the highest card stays). */
  useq: Int32Array;
  seq: number;
  /** Delayed triggered abilities created by effects ("at the end of the turn, …"): fire at the end step. */
  delayed: Waiting[];
  /**
   * Deck-out (703.4b, 104.2b): bit p is set when a card leaving player p's library makes it empty. A player
   * loses when their library is empty and this happened; a position that starts with an empty library has
   * not "reached" 0 (its draws then do nothing, 114.6).
   */
  emptied: number;
  /** Player-wide effects for the rest of this turn (TURN_* bits), per player; cleared at 511.2. */
  turnFlags: [number, number];
  /** Creatures that broke a shield this turn (for turbo rush). */
  brokeShields: number[];
  /** Number of creatures in the battle zone with static abilities (a fast path when 0). */
  nStatic: number;
  /** Creatures in the battle zone with statics that change power / grant keyword flags (fast paths when 0). */
  nPowerStatic: number;
  nFlagStatic: number;
  /** Creatures in the battle zone whose abilities other creatures share ('shareAbilities', "Survivor: …"). */
  nShare: number;
  /** Creatures in the battle zone with a 'saveShield' replacement ("when one of your shields would be broken, … instead"). */
  nShieldSave: number;
  /** Creatures in the battle zone with a 'cost' static (costOf's fast path when 0). */
  nCostStatic: number;
  /** Creatures in the battle zone with a static the attack step's actions may depend on (CardDef.changesAttacks). */
  nAttackStatic: number;
  /**
   * Creatures in the battle zone with a 'protect', 'mayReturnInstead' or 'saver' static (CardDef.replacesLeaving): with
   * none, no such replacement is looked for (query/statics.ts) and a destruction asks no one (destroyAll).
   */
  nReplace: number;
  /**
   * Creatures in the battle zone printed with power 0 or less: without power statics and modifiers these are the only
   * creatures the 703.4c check must look at (power attacker only adds), so with none the check is skipped.
   */
  nLowPower: number;
  /**
   * Creatures in each player's battle zone printed with the blocker keyword (KW_BLOCKER): with none, no modifier and no
   * flag-granting static in play, that player has no blocker (combat.ts blockers answers without a look).
   */
  blockerCount: [number, number];
  /**
   * Trigger counts: trig[p * 32 + b] is the number of player p's creatures in the battle zone whose definition has an
   * ability on an event of bit b (cards/table.ts EVENT_SLOT; several events share a bit). Kept with the static counters
   * (zones.ts countStatics) so that "each creature of p that triggers on e" is skipped when none can (fire.ts mayAnyTrigger).
   */
  trig: Int32Array;
  /**
   * Each player's untapped mana cards, counted (player p's counts from p * MANA_STRIDE): at +m (m < 32) the untapped
   * mana cards whose civilizations are exactly the set m, at +MANA_CIV + c those of civilization c (multicolored cards
   * count for each of theirs), at +MANA_TOTAL all of them. Kept on every tap and untap of a mana card and every move
   * into or out of a mana zone (mana.ts countMana, setTapped), so the main step reads what can be paid without a look at
   * the mana zone; test/mana-counters.test.ts recounts them after every action of the all-cards fuzz.
   */
  untappedMana: Int32Array;
  /** Progress inside an automatic step (STEP_START / STEP_END): 0 = not begun, 1 = triggers fired. */
  stage: number;
  /** Spells cast this turn by each player (for "only if you have cast a spell this turn"). */
  spellsThisTurn: [number, number];
  /** Cards drawn this turn by each player (Gigavrand: 「カードを2枚以上引いたターン」). */
  drawnThisTurn: [number, number];
  /**
   * Extra turns to take after this one (500.5), in order: entry = player + 2 when that player loses at its end
   * (Bombazar). Every turn taken, extra turns included, is a turn of `turn` (and of the turn limit).
   */
  extraTurns: number[];
  /** During an extra turn: the player of the last normal turn (the next normal turn is the other's); else -1. */
  normalPlayer: number;
  /** Bit p: player p loses at the end of this turn (511; Bombazar's extra turn). */
  loseAtEnd: number;
  /** Shields of each player broken this turn (701.14; Brutal Charge), cleared at 511.2. */
  shieldsBroken: [number, number];
  /**
   * Effects that watch for an event for the rest of this turn ("this turn, whenever …"): the ability `ability` of
   * card `src` (its `on` names the event) triggers for `player` each time; cleared at 511.2.
   */
  turnWatch: Waiting[];
  frames: Frame[];
  waiting: Waiting[];
  mods: TurnMod[];
  rng: Prng;
  /** Options (documented in docs/rules/duel-masters.md). */
  opts: DMOptions;
  log: string[] | null;
}

export interface DMOptions {
  /** Both libraries reach 0 in the same check: draw (true) or the turn player loses first (false). */
  readonly doubleDeckOutDraw: boolean;
  /** A creature used as a blocker becomes tapped. */
  readonly blockerTaps: boolean;
}

/** DMState.untappedMana: the counts of player p start at p * MANA_STRIDE; by civilization at +MANA_CIV, the total at +MANA_TOTAL. */
export const MANA_STRIDE = 40;
export const MANA_CIV = 32;
export const MANA_TOTAL = 37;

/** Creeping Plague: opposing creatures that block this player's creatures go to the graveyard after the battle. */
export const TURN_BLOCKERS_TO_GRAVEYARD = 1;
/**
 * Fruit of Eternity, Root Charger (JA: このターン、自分のクリーチャーがバトルゾーンから自分の墓地に置かれるとき、墓地に
 * 置くかわりに自分のマナゾーンに置く): this player's creatures go to the mana zone instead of the graveyard (609).
 */
export const TURN_CREATURES_TO_MANA = 2;
export const DEFAULT_OPTIONS: DMOptions = { doubleDeckOutDraw: true, blockerTaps: true };
export const ONGOING = -2;

// Free lists of frames and waiting entries (one thread, one game at a time per call): the hot path reuses
// them instead of allocating. A frame or entry is freed only once nothing refers to it any more.
const effectPool: EffectFrame[] = [];

const attackPool: AttackFrame[] = [];

const decisionPool: DecisionFrame[] = [];

const waitingPool: Waiting[] = [];

export function newEffectFrame(player: number, src: number, ability: number): EffectFrame {
  const f = effectPool.pop();
  if (!f)
    return {
      kind: F_EFFECT,
      player,
      src,
      regs: [],
      ability,
      pc: 0,
      awaiting: AWAIT_NONE,
      count: 0,
      decider: player,
      option: -1,
      byTrigger: 0,
    };
  f.player = player;
  f.src = src;
  clearList(f.regs);
  f.ability = ability;
  f.pc = 0;
  f.awaiting = AWAIT_NONE;
  f.count = 0;
  f.decider = player;
  f.option = -1;
  f.byTrigger = 0;
  return f;
}

export function newAttackFrame(player: number, attacker: number, target: number): AttackFrame {
  const f = attackPool.pop();
  if (!f) return { kind: F_ATTACK, player, src: attacker, regs: [], step: AT_DECLARED, target, blocked: 0, blocker: -1, breaks: 0 };
  f.player = player;
  f.src = attacker;
  clearList(f.regs);
  f.step = AT_DECLARED;
  f.target = target;
  f.blocked = 0;
  f.blocker = -1;
  f.breaks = 0;
  return f;
}

export function newDecisionFrame(kind: DecisionFrame['kind'], player: number, src: number, arg = 0, min = 0, max = 0): DecisionFrame {
  const f = decisionPool.pop();
  if (!f) return { kind, player, src, regs: [], arg, min, max };
  f.kind = kind;
  f.player = player;
  f.src = src;
  clearList(f.regs);
  f.arg = arg;
  f.min = min;
  f.max = max;
  return f;
}

export function freeFrame(f: Frame): void {
  if (f.kind === F_EFFECT) {
    if (effectPool.length < 256) effectPool.push(f);
  } else if (f.kind === F_ATTACK) {
    if (attackPool.length < 256) attackPool.push(f);
  } else if (decisionPool.length < 256) decisionPool.push(f);
}

export function newWaiting(src: number, player: number, ability: number, strigger: number, arg: number): Waiting {
  const w = waitingPool.pop();
  if (!w) return { src, player, ability, strigger, arg };
  w.src = src;
  w.player = player;
  w.ability = ability;
  w.strigger = strigger;
  w.arg = arg;
  return w;
}

export function freeWaiting(w: Waiting): void {
  if (waitingPool.length < 256) waitingPool.push(w);
}

/** Remove and return s.waiting[i] (order kept, no allocation). */
export function takeWaiting(s: DMState, i: number): Waiting {
  const w = s.waiting[i]!;
  for (let k = i; k < s.waiting.length - 1; k++) s.waiting[k] = s.waiting[k + 1]!;
  s.waiting.pop();
  return w;
}

/** A new frame (from the pools) equal to `f`, with its own regs. */
function cloneFrame(f: Frame): Frame {
  return copyFrameFields(f, allocFrame(f));
}

/** A pooled frame of f's shape (effect, attack or decision), its fields to be overwritten. */
function allocFrame(f: Frame): Frame {
  if (f.kind === F_EFFECT) return newEffectFrame(f.player, f.src, f.ability);
  if (f.kind === F_ATTACK) return newAttackFrame(f.player, f.src, f.target);
  return newDecisionFrame(f.kind, f.player, f.src);
}

/**
 * Copy f's fields into `d`, a frame of the same shape (the three kinds of decision frames share one), field by field:
 * a spread or Object.assign is a generic copy several times slower in the search's hot path (cloneInto per sample).
 */
function copyFrameFields(f: Frame, d: Frame): Frame {
  d.player = f.player;
  d.src = f.src;
  copyInts(f.regs, d.regs);
  if (f.kind === F_EFFECT) {
    const e = d as EffectFrame;
    e.ability = f.ability;
    e.pc = f.pc;
    e.awaiting = f.awaiting;
    e.count = f.count;
    e.decider = f.decider;
    e.option = f.option;
    e.byTrigger = f.byTrigger;
  } else if (f.kind === F_ATTACK) {
    const a = d as AttackFrame;
    a.step = f.step;
    a.target = f.target;
    a.blocked = f.blocked;
    a.blocker = f.blocker;
    a.breaks = f.breaks;
  } else {
    const x = d as DecisionFrame;
    x.kind = f.kind;
    x.arg = f.arg;
    x.min = f.min;
    x.max = f.max;
  }
  return d;
}

/** Is `d` a frame of the same shape as `f` (so copyFrameFields may reuse it)? */
function sameShape(f: Frame, d: Frame): boolean {
  if (f.kind === F_EFFECT || f.kind === F_ATTACK) return d.kind === f.kind;
  return d.kind !== F_EFFECT && d.kind !== F_ATTACK;
}

export function cloneState(s: DMState): DMState {
  const c = cardArrays(s.n);
  c.cardBytes.set(s.cardBytes);
  return {
    cardBytes: c.cardBytes,
    def: c.def,
    owner: s.owner,
    n: s.n,
    useOrder0: s.useOrder0,
    useOrder1: s.useOrder1,
    zone: c.zone,
    tapped: c.tapped,
    sick: c.sick,
    sickList: s.sickList.slice(),
    parent: c.parent,
    seen: c.seen,
    playedTurn: c.playedTurn,
    lib: [s.lib[0].slice(), s.lib[1].slice()],
    hand: [s.hand[0].slice(), s.hand[1].slice()],
    mana: [s.mana[0].slice(), s.mana[1].slice()],
    shields: [s.shields[0].slice(), s.shields[1].slice()],
    battle: [s.battle[0].slice(), s.battle[1].slice()],
    grave: [s.grave[0].slice(), s.grave[1].slice()],
    pending: s.pending.slice(),
    turn: s.turn,
    active: s.active,
    step: s.step,
    firstPlayer: s.firstPlayer,
    turnLimit: s.turnLimit,
    winner: s.winner,
    reason: s.reason,
    decisions: s.decisions,
    chargedThisTurn: s.chargedThisTurn,
    attacker: s.attacker,
    stage: s.stage,
    nStatic: s.nStatic,
    nPowerStatic: s.nPowerStatic,
    nFlagStatic: s.nFlagStatic,
    nShare: s.nShare,
    nShieldSave: s.nShieldSave,
    nCostStatic: s.nCostStatic,
    nAttackStatic: s.nAttackStatic,
    nReplace: s.nReplace,
    nLowPower: s.nLowPower,
    blockerCount: [s.blockerCount[0], s.blockerCount[1]],
    trig: c.trig,
    untappedMana: c.untappedMana,
    brokeShields: s.brokeShields.slice(),
    turnFlags: [s.turnFlags[0], s.turnFlags[1]],
    emptied: s.emptied,
    useq: c.useq,
    known: c.known,
    seq: s.seq,
    delayed: s.delayed.map((w) => ({ ...w })),
    spellsThisTurn: [s.spellsThisTurn[0], s.spellsThisTurn[1]],
    drawnThisTurn: [s.drawnThisTurn[0], s.drawnThisTurn[1]],
    extraTurns: s.extraTurns.slice(),
    normalPlayer: s.normalPlayer,
    loseAtEnd: s.loseAtEnd,
    shieldsBroken: [s.shieldsBroken[0], s.shieldsBroken[1]],
    turnWatch: s.turnWatch.map((w) => ({ ...w })),
    frames: s.frames.map(cloneFrame),
    waiting: s.waiting.map((w) => ({ ...w })),
    mods: s.mods.map((m) => ({ ...m })),
    rng: s.rng.clone(),
    opts: s.opts,
    log: s.log ? [] : null,
  };
}

/** The per-card typed arrays of a state of n cards, and `trig`, as views into one new buffer (`cardBytes`). */
function cardArrays(n: number) {
  // Widest first, so every view is aligned: the Int32 arrays, then the Int16 ones, then the bytes.
  const buf = new ArrayBuffer(4 * (n + 64 + 2 * MANA_STRIDE) + 2 * 3 * n + 5 * n);
  let at = 0;
  const take = <A>(make: new (b: ArrayBuffer, offset: number, length: number) => A, length: number, width: number): A => {
    const a = new make(buf, at, length);
    at += length * width;
    return a;
  };
  return {
    useq: take(Int32Array, n, 4),
    trig: take(Int32Array, 64, 4),
    untappedMana: take(Int32Array, 2 * MANA_STRIDE, 4),
    def: take(Int16Array, n, 2),
    parent: take(Int16Array, n, 2),
    playedTurn: take(Int16Array, n, 2),
    zone: take(Uint8Array, n, 1),
    tapped: take(Uint8Array, n, 1),
    sick: take(Uint8Array, n, 1),
    seen: take(Uint8Array, n, 1),
    known: take(Uint8Array, n, 1),
    cardBytes: new Uint8Array(buf),
  };
}

/** copyList for the state's lists of card instances: its own copy, so its element accesses see small integers only. */
function copyInts(src: number[], dst: number[]): void {
  const n = src.length;
  while (dst.length > n) dst.pop();
  const m = dst.length;
  let i = 0;
  for (; i < m; i++) dst[i] = src[i]!;
  for (; i < n; i++) dst.push(src[i]!);
}

/** A frame like f, reusing `into` (and its regs array) when it has the same shape, else a pooled one (`into` is freed). */
function copyFrame(f: Frame, into: Frame | undefined): Frame {
  if (into && sameShape(f, into)) return copyFrameFields(f, into);
  if (into) freeFrame(into);
  return cloneFrame(f);
}

/** dst's entries become copies of src's (dst's own entries reused, extra ones handed back to the pool). */
function copyWaiting(src: readonly Waiting[], dst: Waiting[]): void {
  for (let k = 0; k < src.length; k++) {
    const w = src[k]!;
    if (k < dst.length) {
      const d = dst[k]!;
      d.src = w.src;
      d.player = w.player;
      d.ability = w.ability;
      d.strigger = w.strigger;
      d.arg = w.arg;
    } else dst.push(newWaiting(w.src, w.player, w.ability, w.strigger, w.arg));
  }
  while (dst.length > src.length) freeWaiting(dst.pop()!);
}

/**
 * Copy `src` into `dst` in place (dst: any DMState, possibly of another deal): afterwards dst behaves exactly like
 * cloneState(src). Allocates nothing once dst's arrays are as long as src's, except for "until end of turn"
 * modifiers (rare; copied as new objects, their optional fields vary). The caller forgets dst's remembered legal list.
 */
export function copyState(src: DMState, dst: DMState): DMState {
  if (src === dst) return dst;
  const d = dst as { -readonly [K in keyof DMState]: DMState[K] };
  d.owner = src.owner; // never changes during a game: shared, as cloneState does
  d.n = src.n;
  d.useOrder0 = src.useOrder0;
  d.useOrder1 = src.useOrder1;
  if (dst.cardBytes.length !== src.cardBytes.length) Object.assign(d, cardArrays(src.n)); // another deal's size: rare
  dst.cardBytes.set(src.cardBytes);
  copyInts(src.sickList, dst.sickList);
  for (let p = 0; p < 2; p++) {
    copyInts(src.lib[p]!, dst.lib[p]!);
    copyInts(src.hand[p]!, dst.hand[p]!);
    copyInts(src.mana[p]!, dst.mana[p]!);
    copyInts(src.shields[p]!, dst.shields[p]!);
    copyInts(src.battle[p]!, dst.battle[p]!);
    copyInts(src.grave[p]!, dst.grave[p]!);
    dst.turnFlags[p] = src.turnFlags[p]!;
    dst.spellsThisTurn[p] = src.spellsThisTurn[p]!;
    dst.drawnThisTurn[p] = src.drawnThisTurn[p]!;
    dst.shieldsBroken[p] = src.shieldsBroken[p]!;
  }
  copyInts(src.extraTurns, dst.extraTurns);
  d.normalPlayer = src.normalPlayer;
  d.loseAtEnd = src.loseAtEnd;
  copyInts(src.pending, dst.pending);
  copyInts(src.brokeShields, dst.brokeShields);
  d.turn = src.turn;
  d.active = src.active;
  d.step = src.step;
  d.firstPlayer = src.firstPlayer;
  d.turnLimit = src.turnLimit;
  d.winner = src.winner;
  d.reason = src.reason;
  d.decisions = src.decisions;
  d.chargedThisTurn = src.chargedThisTurn;
  d.attacker = src.attacker;
  d.stage = src.stage;
  d.nStatic = src.nStatic;
  d.nPowerStatic = src.nPowerStatic;
  d.nFlagStatic = src.nFlagStatic;
  d.nShare = src.nShare;
  d.nShieldSave = src.nShieldSave;
  d.nCostStatic = src.nCostStatic;
  d.nAttackStatic = src.nAttackStatic;
  d.nReplace = src.nReplace;
  d.nLowPower = src.nLowPower;
  dst.blockerCount[0] = src.blockerCount[0];
  dst.blockerCount[1] = src.blockerCount[1];
  d.emptied = src.emptied;
  d.seq = src.seq;
  for (let k = 0; k < src.frames.length; k++) {
    const f = copyFrame(src.frames[k]!, dst.frames[k]);
    if (k < dst.frames.length) dst.frames[k] = f;
    else dst.frames.push(f);
  }
  while (dst.frames.length > src.frames.length) freeFrame(dst.frames.pop()!);
  copyWaiting(src.waiting, dst.waiting);
  copyWaiting(src.delayed, dst.delayed);
  copyWaiting(src.turnWatch, dst.turnWatch);
  // Modifiers are changed in place by the engine (triggers.ts, combat.ts): each state holds its own objects.
  const mods = dst.mods;
  for (let k = 0; k < src.mods.length; k++) {
    const m = { ...src.mods[k]! };
    if (k < mods.length) mods[k] = m;
    else mods.push(m);
  }
  while (mods.length > src.mods.length) mods.pop();
  dst.rng.copyFrom(src.rng);
  d.opts = src.opts;
  d.log = src.log ? [] : null;
  return dst;
}

/** The array holding instance i's zone (for zones that are per-player arrays). */
export function zoneArray(s: DMState, zone: number, player: number): number[] {
  switch (zone) {
    case Z_LIBRARY:
      return s.lib[player as 0 | 1];
    case Z_HAND:
      return s.hand[player as 0 | 1];
    case Z_MANA:
      return s.mana[player as 0 | 1];
    case Z_SHIELD:
      return s.shields[player as 0 | 1];
    case Z_BATTLE:
      return s.battle[player as 0 | 1];
    case Z_GRAVE:
      return s.grave[player as 0 | 1];
    case Z_PENDING:
      return s.pending;
    default:
      throw new RulesError(`zone ${zone} has no array`);
  }
}

/** Remove the element at index i preserving order (no allocation). */
function removeAt(arr: number[], i: number): void {
  for (let k = i; k < arr.length - 1; k++) arr[k] = arr[k + 1]!;
  arr.pop();
}

/** Remove value v from arr if present; returns whether it was there. */
export function removeValue(arr: number[], v: number): boolean {
  const i = arr.indexOf(v);
  if (i < 0) return false;
  removeAt(arr, i);
  return true;
}

/** The attack frame `below` places under the top of the frame stack (0 = the top itself); throws if it is not one. */
export function attackAt(s: DMState, below: number): AttackFrame {
  const f = s.frames[s.frames.length - 1 - below];
  if (!f || f.kind !== F_ATTACK) throw new RulesError(`no attack frame ${below} below the top of the frame stack`);
  return f;
}

/** The innermost attack in progress, or undefined. */
export function currentAttack(s: DMState): AttackFrame | undefined {
  for (let k = s.frames.length - 1; k >= 0; k--) {
    const f = s.frames[k]!;
    if (f.kind === F_ATTACK) return f;
  }
  return undefined;
}

/** The k-th waiting effect of player p in class cls (for F_ORDER decisions), as an index into s.waiting. */
export function waitingIndex(s: DMState, p: number, cls: number, k: number): number {
  let n = 0;
  for (let i = 0; i < s.waiting.length; i++) {
    const w = s.waiting[i]!;
    if (w.player === p && w.strigger === cls) {
      if (n === k) return i;
      n++;
    }
  }
  return -1;
}

/** Register-encoded selections: entry = reg * 256 + instance. */
export function regPush(f: EffectFrame, reg: number, inst: number): void {
  f.regs.push(reg * 256 + inst);
}

export function regHas(f: EffectFrame, reg: number, inst: number): boolean {
  return f.regs.indexOf(reg * 256 + inst) >= 0;
}

export function regCount(f: EffectFrame, reg: number): number {
  let n = 0;
  for (let k = 0; k < f.regs.length; k++) if (f.regs[k]! >> 8 === reg) n++;
  return n;
}

// States handed back with `recycle` (one thread, one game at a time per call), reused by the next new game of
// the same size: a game's typed arrays and zone arrays are reset in place instead of allocated.
const statePool: DMState[] = [];

/** The caller will not use `s` again: its storage may serve the next new game. */
export function recycleState(s: DMState): void {
  if (statePool.length < 4 && statePool.indexOf(s) < 0) statePool.push(s);
}

export function emptyState(defs: number[], owners: number[], rngSeed: Seed, opts: DMOptions, turnLimit: number): DMState {
  const s = dealtState(defs.length, Uint8Array.from(owners), rngSeed, opts, turnLimit);
  s.def.set(defs);
  return s;
}

/**
 * A state of n cards as emptyState builds it but with every `def` 0, for the caller to write (newGame shuffles each
 * deck's definitions in place): a recycled state of the same size, reset, or a new one. `owners` is kept, not copied
 * (newGame's is shared by every game of the same deck sizes; nothing writes a state's `owner`).
 */
export function dealtState(n: number, owners: Uint8Array, rngSeed: Seed, opts: DMOptions, turnLimit: number): DMState {
  if (n > 256) throw new RangeError(`at most 256 cards in a game (got ${n})`);
  for (let k = statePool.length - 1; k >= 0; k--) {
    const s = statePool[k]!;
    if (s.n !== n) continue;
    statePool[k] = statePool[statePool.length - 1]!; // not splice: it returns a new array of what it removed
    statePool.pop();
    resetState(s, owners, rngSeed, opts, turnLimit);
    return s;
  }
  const c = cardArrays(n);
  c.parent.fill(-1);
  return {
    cardBytes: c.cardBytes,
    def: c.def,
    owner: owners,
    n,
    useOrder0: null,
    useOrder1: null,
    zone: c.zone,
    tapped: c.tapped,
    sick: c.sick,
    sickList: [],
    parent: c.parent,
    seen: c.seen,
    playedTurn: c.playedTurn,
    lib: [[], []],
    hand: [[], []],
    mana: [[], []],
    shields: [[], []],
    battle: [[], []],
    grave: [[], []],
    pending: [],
    turn: 1,
    active: 0,
    step: STEP_START,
    firstPlayer: 0,
    turnLimit,
    winner: ONGOING,
    reason: '',
    decisions: 0,
    chargedThisTurn: 0,
    attacker: -1,
    stage: 0,
    nStatic: 0,
    nPowerStatic: 0,
    nFlagStatic: 0,
    nShare: 0,
    nShieldSave: 0,
    nCostStatic: 0,
    nAttackStatic: 0,
    nReplace: 0,
    nLowPower: 0,
    blockerCount: [0, 0],
    trig: c.trig,
    untappedMana: c.untappedMana,
    brokeShields: [],
    turnFlags: [0, 0],
    emptied: 0,
    useq: c.useq,
    known: c.known,
    seq: 0,
    delayed: [],
    spellsThisTurn: [0, 0],
    drawnThisTurn: [0, 0],
    extraTurns: [],
    normalPlayer: -1,
    loseAtEnd: 0,
    shieldsBroken: [0, 0],
    turnWatch: [],
    frames: [],
    waiting: [],
    mods: [],
    rng: new Prng(rngSeed),
    opts,
    log: null,
  };
}

/**
 * Reset a recycled state to what dealtState builds (same n). It runs once per game, so TurboFan compiles it early in a
 * run: it is written to give a small graph (one fill of the shared card buffer instead of one per typed array, one
 * clearList over a list of the lists instead of an inlined copy per list), which cut its compile time by a large
 * factor (docs/performance.md) at no cost per game.
 */
function resetState(s: DMState, owners: Uint8Array, rngSeed: Seed, opts: DMOptions, turnLimit: number): void {
  const w = s as { -readonly [K in keyof DMState]: DMState[K] };
  // def, zone, tapped, sick, parent, seen, playedTurn, known, useq, trig and untappedMana are views into cardBytes.
  s.cardBytes.fill(0);
  s.parent.fill(-1);
  w.owner = owners; // a reference: the array may be shared (newGame's, or another state's through copyState)
  w.useOrder0 = null;
  w.useOrder1 = null;
  freeFrames(s.frames);
  freeWaitings(s.waiting);
  const lists: unknown[][] = [
    s.sickList,
    s.lib[0],
    s.lib[1],
    s.hand[0],
    s.hand[1],
    s.mana[0],
    s.mana[1],
    s.shields[0],
    s.shields[1],
    s.battle[0],
    s.battle[1],
    s.grave[0],
    s.grave[1],
    s.pending,
    s.brokeShields,
    s.delayed,
    s.extraTurns,
    s.turnWatch,
    s.mods,
  ];
  for (let k = 0; k < lists.length; k++) clearList(lists[k]!);
  s.turn = 1;
  s.active = 0;
  s.step = STEP_START;
  s.firstPlayer = 0;
  s.turnLimit = turnLimit;
  s.winner = ONGOING;
  s.reason = '';
  s.decisions = 0;
  s.chargedThisTurn = 0;
  s.attacker = -1;
  s.stage = 0;
  s.nStatic = 0;
  s.nPowerStatic = 0;
  s.nFlagStatic = 0;
  s.nShare = 0;
  s.nShieldSave = 0;
  s.nCostStatic = 0;
  s.nAttackStatic = 0;
  s.nReplace = 0;
  s.nLowPower = 0;
  s.blockerCount[0] = 0;
  s.blockerCount[1] = 0;
  s.turnFlags[0] = 0;
  s.turnFlags[1] = 0;
  s.emptied = 0;
  s.seq = 0;
  s.spellsThisTurn[0] = 0;
  s.spellsThisTurn[1] = 0;
  s.drawnThisTurn[0] = 0;
  s.drawnThisTurn[1] = 0;
  s.normalPlayer = -1;
  s.loseAtEnd = 0;
  s.shieldsBroken[0] = 0;
  s.shieldsBroken[1] = 0;
  s.rng.seed(rngSeed); // the same stream as new Prng(rngSeed), in place
  s.opts = opts;
  s.log = null;
}

/** Empty a frame stack, handing its frames back to the pools. */
function freeFrames(frames: Frame[]): void {
  while (frames.length !== 0) freeFrame(frames.pop()!);
}

/** Empty a list of waiting effects, handing its entries back to the pool. */
function freeWaitings(waiting: Waiting[]): void {
  while (waiting.length !== 0) freeWaiting(waiting.pop()!);
}

/**
 * The innermost frame, or undefined. Hot path: never read `frames[length - 1]` of an empty stack — an index of -1
 * is a named-property lookup in V8 (through the prototype chain, ~70 ns) where this test costs ~1 ns.
 */
export function topFrame(s: DMState): Frame | undefined {
  const n = s.frames.length;
  return n === 0 ? undefined : s.frames[n - 1];
}

/** The player who must decide now, or -1. */
export function currentPlayer(s: DMState): number {
  if (s.winner !== ONGOING) return -1;
  const top = topFrame(s);
  if (!top) return s.active;
  if (top.kind === F_EFFECT) return top.decider;
  return top.player;
}
