// The JSON card format (docs/crossover-fc-cards.md): validation with clear errors, and compilation to CardDef.
import * as C from './constants.js';

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
  /** -1 = none (navigators) or unknown. */
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

/** A card file problem: names the file, the card and the field. */
export class CardFormatError extends Error {
  override name = 'CardFormatError';
}

type Raw = Record<string, unknown>;

const CARD_KEYS = new Set([
  'id',
  'name',
  'aliases',
  'type',
  'rarity',
  'cost',
  'ap',
  'dp',
  'gender',
  'keywords',
  'upkeep',
  'energy',
  'setOn',
  'target',
  'timing',
  'altCost',
  'effects',
  'static',
  'activated',
  'triggers',
  'text',
  'mirrors',
  'documented',
  'unknown',
  'banned',
  'number',
  'synthetic',
]);

function fail(where: string, msg: string): never {
  throw new CardFormatError(`${where}: ${msg}`);
}

function int(where: string, o: Raw, key: string, def: number, min = -99, max = 99): number {
  const v = o[key];
  if (v === undefined) return def;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(where, `"${key}" must be an integer in [${min}, ${max}], got ${JSON.stringify(v)}`);
  }
  return v;
}

function oneOf(where: string, o: Raw, key: string, table: Readonly<Record<string, number>>, def: number): number {
  const v = o[key];
  if (v === undefined) return def;
  if (typeof v !== 'string' || !(v in table)) {
    fail(where, `"${key}" must be one of ${Object.keys(table).join(', ')}; got ${JSON.stringify(v)}`);
  }
  return table[v]!;
}

function typeBits(where: string, v: unknown): number {
  if (!Array.isArray(v) || v.length === 0) fail(where, `"types" must be a non-empty array of card types`);
  let m = 0;
  for (const t of v) {
    if (typeof t !== 'string' || !(t in C.TYPE_NAMES)) fail(where, `unknown card type ${JSON.stringify(t)}`);
    m |= C.TYPE_NAMES[t]!;
  }
  return m;
}

function effects(where: string, v: unknown): Effect[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) fail(where, `"effects" must be an array`);
  return v.map((e, i) => {
    const w = `${where} effect ${i + 1}`;
    if (typeof e !== 'object' || e === null) fail(w, 'must be an object');
    const o = e as Raw;
    const op = oneOf(w, o, 'do', C.EFFECT_OPS, 0);
    if (!op) fail(w, `"do" is required (one of ${Object.keys(C.EFFECT_OPS).join(', ')})`);
    return {
      op,
      to: oneOf(w, o, 'to', C.TO_NAMES, C.TO_NONE),
      amount: int(w, o, 'amount', 0, 0, 30),
      ap: int(w, o, 'ap', 0),
      dp: int(w, o, 'dp', 0),
      types: o['types'] === undefined ? 0 : typeBits(w, o['types']),
    };
  });
}

function statics(where: string, v: unknown): StaticAbility[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) fail(where, `"static" must be an array`);
  return v.map((e, i) => {
    const w = `${where} static ${i + 1}`;
    if (typeof e !== 'object' || e === null) fail(w, 'must be an object');
    const o = e as Raw;
    const op = oneOf(w, o, 'do', C.STATIC_OPS, 0);
    if (!op) fail(w, `"do" is required (one of ${Object.keys(C.STATIC_OPS).join(', ')})`);
    const who = o['who'];
    if (who !== undefined && who !== 'you' && who !== 'opponent') fail(w, `"who" must be "you" or "opponent"`);
    const g = o['gender'];
    if (g !== undefined && !C.GENDERS.includes(g as never)) fail(w, `"gender" must be one of ${C.GENDERS.join(', ')}`);
    return {
      op,
      to: oneOf(w, o, 'to', C.TO_NAMES, C.TO_NONE),
      ap: int(w, o, 'ap', 0),
      dp: int(w, o, 'dp', 0),
      keyword: oneOf(w, o, 'keyword', C.KEYWORD_NAMES, 0),
      types: o['types'] === undefined ? 0 : typeBits(w, o['types']),
      amount: int(w, o, 'amount', 0),
      opponent: who === 'opponent',
      gender: g === undefined ? C.G_OTHER : C.GENDERS.indexOf(g as (typeof C.GENDERS)[number]),
    };
  });
}

/** Validate one raw card record and compile it. `file` is for messages. */
export function compileCard(raw: unknown, file: string, set: string, synthetic: boolean): CardDef {
  if (typeof raw !== 'object' || raw === null) fail(file, 'every card must be an object');
  const o = raw as Raw;
  const id = o['id'];
  if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id)) {
    fail(file, `card id must be a lower-case kebab-case string, got ${JSON.stringify(id)}`);
  }
  const where = `${file}: card ${id}`;
  for (const k of Object.keys(o)) if (!CARD_KEYS.has(k)) fail(where, `unknown field "${k}"`);
  const name = o['name'];
  if (typeof name !== 'string' || !name.trim()) fail(where, '"name" is required');
  const typeStr = o['type'];
  const unknownList = Array.isArray(o['unknown']) ? (o['unknown'] as unknown[]).map(String) : [];
  let types = 0;
  if (typeof typeStr === 'string' && typeStr in C.TYPE_NAMES) types = C.TYPE_NAMES[typeStr]!;
  else if (unknownList.length === 0) fail(where, `"type" must be one of ${Object.keys(C.TYPE_NAMES).join(', ')}`);
  const isChar = (types & C.T_CHARACTER) !== 0;
  const isNav = (types & C.T_NAVIGATOR) !== 0;
  const gender = o['gender'];
  if (gender !== undefined && !C.GENDERS.includes(gender as never)) fail(where, `"gender" must be one of ${C.GENDERS.join(', ')}`);
  let kw = 0;
  if (o['keywords'] !== undefined) {
    if (!Array.isArray(o['keywords'])) fail(where, '"keywords" must be an array');
    for (const k of o['keywords'] as unknown[]) {
      if (typeof k !== 'string' || !(k in C.KEYWORD_NAMES)) fail(where, `unknown keyword ${JSON.stringify(k)}`);
      kw |= C.KEYWORD_NAMES[k]!;
    }
  }
  const setOnRaw = o['setOn'];
  let setOn = C.SET_NONE;
  if (setOnRaw === 'field') setOn = C.SET_FIELD;
  else if (setOnRaw === 'character') setOn = C.SET_CHARACTER;
  else if (setOnRaw !== undefined) fail(where, `"setOn" must be "field" or "character"`);
  if (setOn !== C.SET_NONE && (isChar || isNav)) fail(where, 'only events, spells and items can be set (3-4-3)');
  const altCost = o['altCost'];
  if (altCost !== undefined && altCost !== 'draw-1') fail(where, `"altCost" supports only "draw-1"`);
  const activated: ActivatedAbility[] = [];
  if (o['activated'] !== undefined) {
    if (!Array.isArray(o['activated'])) fail(where, '"activated" must be an array');
    (o['activated'] as unknown[]).forEach((a, i) => {
      const w = `${where} activated ${i + 1}`;
      if (typeof a !== 'object' || a === null) fail(w, 'must be an object');
      const ao = a as Raw;
      const cost = (ao['cost'] ?? {}) as Raw;
      if (typeof cost !== 'object') fail(w, '"cost" must be an object');
      for (const k of Object.keys(cost)) if (!['energy', 'tapSelf', 'crashFromHand'].includes(k)) fail(w, `unknown cost "${k}"`);
      const energy = int(w, cost, 'energy', 0, 0, 20);
      const tapSelf = cost['tapSelf'] === true;
      const crashFromHand = int(w, cost, 'crashFromHand', 0, 0, 1);
      if (!energy && !tapSelf && !crashFromHand) {
        fail(w, 'an ability without a cost is not an action (4-3-1, A19): tcglab does not support costless abilities');
      }
      activated.push({
        energy,
        tapSelf,
        crashFromHand,
        target: oneOf(w, ao, 'target', C.TARGET_NAMES, C.TG_NONE),
        timing: oneOf(w, ao, 'timing', C.TIMING_NAMES, C.TM_NORMAL),
        effects: effects(w, ao['effects']),
      });
    });
  }
  if (activated.length > 4) fail(where, 'at most 4 activated abilities per card');
  const triggers: TriggeredAbility[] = [];
  let triggerMask = 0;
  if (o['triggers'] !== undefined) {
    if (!Array.isArray(o['triggers'])) fail(where, '"triggers" must be an array');
    (o['triggers'] as unknown[]).forEach((t, i) => {
      const w = `${where} trigger ${i + 1}`;
      if (typeof t !== 'object' || t === null) fail(w, 'must be an object');
      const on = oneOf(w, t as Raw, 'on', C.TRIGGER_NAMES, 0);
      if (!on) fail(w, `"on" is required (one of ${Object.keys(C.TRIGGER_NAMES).join(', ')})`);
      triggerMask |= 1 << on;
      triggers.push({ on, effects: effects(w, (t as Raw)['effects']) });
    });
  }
  const unknownFields = [...unknownList];
  const cost = o['cost'] === undefined ? -1 : int(where, o, 'cost', -1, 0, 20);
  if (!isNav && cost < 0 && unknownFields.length === 0) fail(where, '"cost" is required for every non-navigator card (4-2-8)');
  if (isNav && o['cost'] !== undefined) fail(where, 'navigators have no cost (3-4-1)');
  if (isChar && unknownFields.length === 0 && (o['ap'] === undefined || o['dp'] === undefined || gender === undefined)) {
    fail(where, 'characters need "ap", "dp" and "gender" (4-2-8)');
  }
  const banned = typeof o['banned'] === 'string' ? o['banned'] : undefined;
  const playable = unknownFields.length === 0 && !banned;
  const unsupported = banned
    ? `banned: ${banned}`
    : unknownFields.length
      ? `the rules document does not show this card's ${unknownFields.join(', ')}; only: ${String(o['documented'] ?? '')}`
      : undefined;
  const def: CardDef = {
    idx: -1,
    id,
    name: name.trim(),
    aliases: Array.isArray(o['aliases']) ? (o['aliases'] as unknown[]).map(String) : [],
    set,
    synthetic,
    rarity: typeof o['rarity'] === 'string' ? o['rarity'] : '?',
    types,
    cost,
    ap: int(where, o, 'ap', 0, 0, 30),
    dp: int(where, o, 'dp', 0, 0, 30),
    gender: gender === undefined ? C.G_OTHER : C.GENDERS.indexOf(gender as (typeof C.GENDERS)[number]),
    keywords: kw,
    upkeep: int(where, o, 'upkeep', 0, 0, 10),
    energy: isNav ? int(where, o, 'energy', 1, 0, 5) : 0,
    setOn,
    target: oneOf(where, o, 'target', C.TARGET_NAMES, setOn === C.SET_CHARACTER ? C.TG_HOST : C.TG_NONE),
    timing: oneOf(where, o, 'timing', C.TIMING_NAMES, C.TM_NORMAL),
    altDraw: altCost === 'draw-1',
    effects: effects(where, o['effects']),
    statics: statics(where, o['static']),
    activated,
    triggers,
    triggerMask,
    timingMask: 0,
    text: typeof o['text'] === 'string' ? o['text'] : String(o['documented'] ?? ''),
    ...(typeof o['mirrors'] === 'string' ? { mirrors: o['mirrors'] } : {}),
    playable,
    ...(unsupported ? { unsupported } : {}),
    raw,
  };
  if (setOn === C.SET_CHARACTER && o['target'] !== undefined) fail(where, 'a card set on a character targets its host; omit "target"');
  if (playable && isChar && def.dp <= 0) fail(where, 'a character needs DP of at least 1');
  let timingMask = 1 << def.timing;
  for (const a of def.activated) timingMask |= 1 << a.timing;
  (def as { timingMask: number }).timingMask = timingMask;
  const windowed = [
    ...(def.timing !== C.TM_NORMAL ? [def.effects] : []),
    ...def.activated.filter((a) => a.timing !== C.TM_NORMAL).map((a) => a.effects),
  ];
  for (const list of windowed) {
    for (const e of list) {
      if (e.op === C.OP_DAMAGE || e.op === C.OP_DAMAGE_PER_FEMALE) {
        fail(where, 'not implemented: dealing damage from inside a damage or crash window (4-3-10, 4-3-11)');
      }
    }
  }
  for (const e of def.effects) {
    if (e.to === C.TO_TARGET && def.target === C.TG_NONE) fail(where, 'an effect says "to": "target" but the card has no "target"');
  }
  return def;
}
