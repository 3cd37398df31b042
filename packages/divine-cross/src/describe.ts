// Text for people: each action's text (stable, verb first, cards as `Name (id)`) and the state description.
import {
  ASSIST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  END_MAIN,
  EX_BASE,
  NO_SKILL,
  PLAY_BASE,
  PUT_BASE,
  RETREAT_BASE,
  SETUP_BONUS_NO,
  SETUP_BONUS_YES,
  SETUP_PLACE_BASE,
  SKILL_BASE,
  SLOTS,
} from './actions.js';
import { MAX_SKILLS } from './cards/codes.js';
import { cardDefs } from './catalog.js';
import { exHolder, skillAt } from './combat.js';
import { setupPlacer } from './setup.js';
import {
  CH_DISCARD_PILE,
  CH_HAND,
  CH_NONE,
  CH_NUMBER,
  CH_PROMOTE,
  CH_SEARCH,
  CH_TARGET,
  CH_TRIGGER,
  CH_YESNO,
  EX_SLOTS,
  NOT_FOUND,
  NO_TICKET,
  ST_SETUP_PLACE,
  STANDBY_SLOTS,
  STEP_NAMES,
  TR_DEF,
  TR_EX,
  TR_UNIT,
  YES,
  type DCState,
} from './state.js';
import { hpOf } from './stats.js';
import { inArea, label, unitAt } from './zones.js';

const SLOT_NAMES = ['Main', 'Standby 1', 'Standby 2', 'Standby 3'];

function where(s: DCState, u: number): string {
  const p = s.owner[u]!;
  const mine = s.main[p] === u ? 'Main' : `Standby ${s.slot[u]! + 1}`;
  return `P${p + 1} ${mine}`;
}

/** The text of option `i` of the pending choice. */
function choiceText(s: DCState, i: number): string {
  const v = s.chOpts[i];
  if (v === undefined || i < 0 || i >= s.chN) return `Choose invalid option ${i}`;
  switch (s.chKind) {
    case CH_TARGET:
      return `Choose ${label(s, v)} [${where(s, v)}]`;
    case CH_HAND:
      return `Choose ${label(s, v)} from hand`;
    case CH_DISCARD_PILE:
      return `Choose ${label(s, v)} from the discard pile`;
    case CH_YESNO:
      return v === YES ? 'Choose yes' : 'Choose no';
    case CH_NUMBER:
      return `Choose ${v}`;
    case CH_TRIGGER: {
      const e = cardDefs()[s.trig[v + TR_DEF]!]!.ex[s.trig[v + TR_EX]!]!;
      const u = s.trig[v + TR_UNIT]!;
      return `Resolve ${e.name} of ${label(s, u)}${inArea(s, u) ? ` [${where(s, u)}]` : ''}`;
    }
    case CH_PROMOTE:
      return `Promote ${label(s, v)} [${where(s, v)}]`;
    case CH_SEARCH:
      return v === NOT_FOUND ? 'Find nothing' : `Take ${label(s, v)} from the deck`;
  }
  return `Choose option ${i}`;
}

/** The text of a main-phase or skill action of the turn player. */
function turnActionText(s: DCState, a: number): string {
  const tp = s.tp;
  const h = s.hand[tp]!;
  const c = (i: number) => (h[i] === undefined ? `hand ${i}` : label(s, h[i]!));
  const u = (slot: number) => {
    const x = unitAt(s, tp, slot);
    return x < 0 ? SLOT_NAMES[slot]! : `${label(s, x)} [${SLOT_NAMES[slot]}]`;
  };
  if (a >= SKILL_BASE && a < NO_SKILL) {
    const m = s.main[tp]!;
    const sk = m >= 0 ? skillAt(s, m, a - SKILL_BASE) : undefined;
    return `Use ${sk?.name ?? '?'} of ${m >= 0 ? label(s, m) : '?'}${a - SKILL_BASE >= MAX_SKILLS ? ' (assist)' : ''}`;
  }
  if (a >= CHARGE_BASE && a < PUT_BASE) return `Charge ${c(Math.floor((a - CHARGE_BASE) / SLOTS))} to ${u((a - CHARGE_BASE) % SLOTS)}`;
  if (a >= PUT_BASE && a < PLAY_BASE) return `Put ${c(a - PUT_BASE)} into Standby`;
  if (a >= PLAY_BASE && a < ASSIST_BASE) return `Play ${c(a - PLAY_BASE)}`;
  if (a >= ASSIST_BASE && a < RETREAT_BASE) return `Attach ${c(Math.floor((a - ASSIST_BASE) / SLOTS))} to ${u((a - ASSIST_BASE) % SLOTS)}`;
  if (a >= RETREAT_BASE && a < EX_BASE) {
    const x = s.standby[tp * STANDBY_SLOTS + a - RETREAT_BASE]!;
    return `Retreat ${u(0)} for ${x >= 0 ? label(s, x) : '?'} [Standby ${a - RETREAT_BASE + 1}]`;
  }
  if (a >= EX_BASE && a < END_MAIN) {
    const slot = Math.floor((a - EX_BASE) / EX_SLOTS);
    const k = (a - EX_BASE) % EX_SLOTS;
    const x = unitAt(s, tp, slot);
    const holder = x >= 0 ? exHolder(s, x, k) : -1;
    const e = holder >= 0 ? cardDefs()[s.def[holder]!]!.ex[k % MAX_SKILLS] : undefined;
    return `Activate ${e?.name ?? '?'} of ${u(slot)}`;
  }
  return `Unknown action ${a}`;
}

/** Game.actionToString: stable text, verb first, cards as `Name (id)`. */
export function describeAction(s: DCState, a: number): string {
  if (s.chKind !== CH_NONE) return choiceText(s, a - CHOOSE_BASE);
  if (s.step === ST_SETUP_PLACE) {
    const c = s.hand[setupPlacer(s)]![a - SETUP_PLACE_BASE];
    return c === undefined ? `Place invalid ${a}` : `Place ${label(s, c)} face down as the Main unit`;
  }
  if (a === SETUP_BONUS_YES) return 'Draw the optional card (403.3a-1)';
  if (a === SETUP_BONUS_NO) return 'Decline the optional card (403.3a-1)';
  if (a === END_MAIN) return 'End the main phase';
  if (a === NO_SKILL) return 'Use no skill';
  return turnActionText(s, a);
}

function unitLine(s: DCState, u: number): string {
  if (u < 0) return '—';
  const a = s.assist[u]!;
  return `${label(s, u)} ${hpOf(s, u) - s.damage[u]!}/${hpOf(s, u)} HP, ${s.energy[u]} energy${s.stun[u] ? ', stunned' : ''}${a >= 0 ? `, assist ${label(s, a)}` : ''}`;
}

/** Game.describe: the state in a few readable lines. */
export function describeState(s: DCState): string {
  const lines = [
    `Turn ${s.turn}, P${s.tp + 1} to act, step ${STEP_NAMES[s.step]}${s.over ? `, over: ${s.winner < 0 ? 'draw' : `P${s.winner + 1} wins`} (${s.reason})` : ''}${s.ticket !== NO_TICKET ? `, Winning Ticket: P${s.ticket + 1}` : ''}`,
  ];
  for (let p = 0; p < 2; p++) {
    lines.push(
      `P${p + 1}: deck ${s.deck[p]!.length}, hand ${s.hand[p]!.length} [${s.hand[p]!.map((i) => label(s, i)).join(', ')}], discard ${s.discard[p]!.length}, KO pile ${s.ko[p]!.length}`,
    );
    lines.push(`  Main: ${unitLine(s, s.main[p]!)}`);
    for (let k = 0; k < STANDBY_SLOTS; k++) {
      const u = s.standby[p * STANDBY_SLOTS + k]!;
      if (u >= 0) lines.push(`  Standby ${k + 1}: ${unitLine(s, u)}`);
    }
  }
  return lines.join('\n');
}
