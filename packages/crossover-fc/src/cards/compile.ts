// Validating the CrossOver card JSON (docs/crossover-fc-cards.md) and compiling each card into a CardDef.
import * as C from './codes.js';
import { fail, int, oneOf, typeBits, type Raw } from './read-json.js';
import type { ActivatedAbility, CardDef, Effect, StaticAbility, TriggeredAbility } from './types.js';

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
/** 4-2-8 keywords, as bits. */
function readKeywords(where: string, o: Raw): number {
  let kw = 0;
  if (o['keywords'] !== undefined) {
    if (!Array.isArray(o['keywords'])) fail(where, '"keywords" must be an array');
    for (const k of o['keywords'] as unknown[]) {
      if (typeof k !== 'string' || !(k in C.KEYWORD_NAMES)) fail(where, `unknown keyword ${JSON.stringify(k)}`);
      kw |= C.KEYWORD_NAMES[k]!;
    }
  }
  return kw;
}

/** 4-2-11: where a non-disposable card goes when it resolves (events, spells and items only, 3-4-3). */
function readSetOn(where: string, o: Raw, isCharOrNav: boolean): number {
  const setOnRaw = o['setOn'];
  let setOn = C.SET_NONE;
  if (setOnRaw === 'field') setOn = C.SET_FIELD;
  else if (setOnRaw === 'character') setOn = C.SET_CHARACTER;
  else if (setOnRaw !== undefined) fail(where, `"setOn" must be "field" or "character"`);
  if (setOn !== C.SET_NONE && isCharOrNav) fail(where, 'only events, spells and items can be set (3-4-3)');
  return setOn;
}

const COST_KEYS = ['energy', 'tapSelf', 'crashFromHand'];
const MAX_ACTIVATED = 4; // the action encoding has room for 4 abilities per object

function readActivated(where: string, o: Raw): ActivatedAbility[] {
  const activated: ActivatedAbility[] = [];
  if (o['activated'] === undefined) return activated;
  if (!Array.isArray(o['activated'])) fail(where, '"activated" must be an array');
  (o['activated'] as unknown[]).forEach((a, i) => {
    const w = `${where} activated ${i + 1}`;
    if (typeof a !== 'object' || a === null) fail(w, 'must be an object');
    const ao = a as Raw;
    const cost = (ao['cost'] ?? {}) as Raw;
    if (typeof cost !== 'object') fail(w, '"cost" must be an object');
    for (const k of Object.keys(cost)) if (!COST_KEYS.includes(k)) fail(w, `unknown cost "${k}"`);
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
  if (activated.length > MAX_ACTIVATED) fail(where, `at most ${MAX_ACTIVATED} activated abilities per card`);
  return activated;
}

function readTriggers(where: string, o: Raw): TriggeredAbility[] {
  const triggers: TriggeredAbility[] = [];
  if (o['triggers'] === undefined) return triggers;
  if (!Array.isArray(o['triggers'])) fail(where, '"triggers" must be an array');
  (o['triggers'] as unknown[]).forEach((t, i) => {
    const w = `${where} trigger ${i + 1}`;
    if (typeof t !== 'object' || t === null) fail(w, 'must be an object');
    const on = oneOf(w, t as Raw, 'on', C.TRIGGER_NAMES, 0);
    if (!on) fail(w, `"on" is required (one of ${Object.keys(C.TRIGGER_NAMES).join(', ')})`);
    triggers.push({ on, effects: effects(w, (t as Raw)['effects']) });
  });
  return triggers;
}

/** The card's id, checked, and the prefix of its error messages. */
function readId(raw: unknown, file: string): { o: Raw; id: string; where: string } {
  if (typeof raw !== 'object' || raw === null) fail(file, 'every card must be an object');
  const o = raw as Raw;
  const id = o['id'];
  if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(id)) {
    fail(file, `card id must be a lower-case kebab-case string, got ${JSON.stringify(id)}`);
  }
  const where = `${file}: card ${id}`;
  for (const k of Object.keys(o)) if (!CARD_KEYS.has(k)) fail(where, `unknown field "${k}"`);
  return { o, id, where };
}

/** Why a card cannot be played: banned, or fields the rules document does not show. */
function unsupportedOf(o: Raw, unknownFields: readonly string[]): string | undefined {
  const banned = typeof o['banned'] === 'string' ? o['banned'] : undefined;
  if (banned) return `banned: ${banned}`;
  if (unknownFields.length)
    return `the rules document does not show this card's ${unknownFields.join(', ')}; only: ${String(o['documented'] ?? '')}`;
  return undefined;
}

/** Checks that need the compiled card, and the timing mask. */
function finish(where: string, o: Raw, def: CardDef, isChar: boolean): CardDef {
  if (def.setOn === C.SET_CHARACTER && o['target'] !== undefined) fail(where, 'a card set on a character targets its host; omit "target"');
  if (def.playable && isChar && def.dp <= 0) fail(where, 'a character needs DP of at least 1');
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

/** Validate one raw card record and compile it. `file` is for messages. */
export function compileCard(raw: unknown, file: string, set: string, synthetic: boolean): CardDef {
  const { o, id, where } = readId(raw, file);
  const name = o['name'];
  if (typeof name !== 'string' || !name.trim()) fail(where, '"name" is required');
  const typeStr = o['type'];
  const unknownFields = Array.isArray(o['unknown']) ? (o['unknown'] as unknown[]).map(String) : [];
  let types = 0;
  if (typeof typeStr === 'string' && typeStr in C.TYPE_NAMES) types = C.TYPE_NAMES[typeStr]!;
  else if (unknownFields.length === 0) fail(where, `"type" must be one of ${Object.keys(C.TYPE_NAMES).join(', ')}`);
  const isChar = (types & C.T_CHARACTER) !== 0;
  const isNav = (types & C.T_NAVIGATOR) !== 0;
  const gender = o['gender'];
  if (gender !== undefined && !C.GENDERS.includes(gender as never)) fail(where, `"gender" must be one of ${C.GENDERS.join(', ')}`);
  const keywords = readKeywords(where, o);
  const setOn = readSetOn(where, o, isChar || isNav);
  const altCost = o['altCost'];
  if (altCost !== undefined && altCost !== 'draw-1') fail(where, `"altCost" supports only "draw-1"`);
  const activated = readActivated(where, o);
  const triggers = readTriggers(where, o);
  let triggerMask = 0;
  for (const t of triggers) triggerMask |= 1 << t.on;
  const cost = o['cost'] === undefined ? C.NO_COST : int(where, o, 'cost', C.NO_COST, 0, 20);
  if (!isNav && cost < 0 && unknownFields.length === 0) fail(where, '"cost" is required for every non-navigator card (4-2-8)');
  if (isNav && o['cost'] !== undefined) fail(where, 'navigators have no cost (3-4-1)');
  if (isChar && unknownFields.length === 0 && (o['ap'] === undefined || o['dp'] === undefined || gender === undefined)) {
    fail(where, 'characters need "ap", "dp" and "gender" (4-2-8)');
  }
  const unsupported = unsupportedOf(o, unknownFields);
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
    keywords,
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
    playable: unsupported === undefined,
    ...(unsupported ? { unsupported } : {}),
    raw,
  };
  return finish(where, o, def, isChar);
}
