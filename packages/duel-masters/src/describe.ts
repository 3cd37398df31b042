// Text for people: card names in the battle zone and the stable action strings (begin with a verb, name cards as "Name (id)").
import {
  ATTACK_CREATURE_BASE,
  ATTACK_PLAYER_BASE,
  BLOCK_BASE,
  BREAK_BASE,
  CAST_BASE,
  CHARGE_BASE,
  CHOOSE_BASE,
  EVOLVE_BASE,
  GRANTED_TAP_BASE,
  OPTION_BASE,
  ORDER_BASE,
  PASS,
  SILENT_BASE,
  SUMMON_BASE,
  TAP_ABILITY_BASE,
  TRIGGER_BASE,
  VORTEX_BASE,
  MAX_LEGAL_ACTIONS,
  YES,
} from './actions.js';
import { defOf } from './cards/table.js';
import type { Step } from './cards/types.js';
import { power } from './query/characteristics.js';
import { granterDef } from './query/granted.js';
import { abilityOf, sharedAbilityCard } from './query/match.js';
import { optionName } from './query/options.js';
import { optionalReplacement } from './query/statics.js';
import {
  AWAIT_DRAW_MORE,
  AWAIT_MAY,
  AWAIT_OPTION,
  currentPlayer,
  type DecisionFrame,
  type DMState,
  F_BLOCK,
  F_BREAK,
  F_EFFECT,
  F_ORDER,
  F_REPLACE,
  REPLACE_DISCARD,
  F_SILENT,
  F_TRIGGER,
  ONGOING,
  SHARED_BASE,
  STEP_ATTACK,
  STEP_CHARGE,
  STEP_MAIN,
  STEP_NAMES,
  waitingIndex,
  Z_BATTLE,
  Z_SHIELD,
  ZONE_NAMES,
  topFrame,
} from './state.js';

/**
 * "Name (id)"; in the battle zone, when the same player has several copies, "Name (id) #k" with k the
 * copy's position among them (1-based, battle-zone order), so every action string is unambiguous.
 */
export function cardName(s: DMState, inst: number): string {
  const d = defOf(s, inst);
  const base = `${d.name} (${d.id})`;
  if (s.zone[inst] !== Z_BATTLE) return base;
  const b = s.battle[s.owner[inst]! as 0 | 1];
  let k = 0;
  let copies = 0;
  for (let j = 0; j < b.length; j++) {
    if (s.def[b[j]!] !== s.def[inst]) continue;
    copies++;
    if (b[j] === inst) k = copies;
  }
  return copies > 1 ? `${base} #${k}` : base;
}

/** Readable text of an action (stable: begins with a verb, names cards as "Name (id)"). */
export function describeAction(s: DMState, a: number): string {
  const top = topFrame(s);
  if (top) {
    switch (top.kind) {
      case F_BLOCK:
        return a === PASS ? 'no-block' : `block with ${cardName(s, a - BLOCK_BASE)}`;
      case F_BREAK:
        return a === PASS ? `done: break ${top.regs.length} shields` : `break shield ${a - BREAK_BASE + 1}`;
      case F_SILENT:
        return a === PASS ? 'done: untap the rest' : `silent-skill ${cardName(s, a - SILENT_BASE)}`;
      case F_REPLACE:
        if (top.min === 0 && top.max === REPLACE_DISCARD)
          return a === YES
            ? `yes put ${cardName(s, top.src)} into the battle zone instead of discarding it`
            : `decline putting ${cardName(s, top.src)} into the battle zone: discard it`;
        if (top.min !== 0) return describeSave(s, top, a);
        if (a === PASS) return `decline ${optionalReplacement(s, top.src) ? 'returning' : 'saving'} ${cardName(s, top.src)} instead`;
        if (a === YES) return `yes return ${cardName(s, top.src)} to hand instead`;
        if (s.zone[a - CHOOSE_BASE] === Z_BATTLE)
          return `choose ${cardName(s, a - CHOOSE_BASE)} to be destroyed instead of ${cardName(s, top.src)}`;
        return `choose discard ${cardName(s, a - CHOOSE_BASE)} to return ${cardName(s, top.src)} instead`;
      case F_TRIGGER:
        return a === PASS ? 'decline remaining S-Triggers' : `trigger ${cardName(s, a - TRIGGER_BASE)}`;
      case F_ORDER: {
        const w = s.waiting[waitingIndex(s, top.player, top.arg, a - ORDER_BASE)];
        if (!w) return `order ${a - ORDER_BASE}`;
        if (w.strigger) return `order ${cardName(s, w.src)} S-Trigger`;
        if (w.ability >= SHARED_BASE) return `order ${cardName(s, w.src)} ability of ${sharedAbilityCard(w.ability).name}`;
        return `order ${cardName(s, w.src)} ability ${w.ability + 1}`;
      }
      case F_EFFECT:
        if (top.awaiting === AWAIT_MAY) return a === YES ? `yes ${cardName(s, top.src)}` : `decline ${cardName(s, top.src)}`;
        if (top.awaiting === AWAIT_DRAW_MORE)
          return a === YES ? `yes draw a card for ${cardName(s, top.src)}` : `decline further draws for ${cardName(s, top.src)}`;
        if (a === PASS) return `done choosing for ${cardName(s, top.src)}`;
        if (top.awaiting === AWAIT_OPTION) {
          const st = abilityOf(s, top).steps[top.pc];
          return st && st.op === 'chooseOption' ? `choose ${optionName(st.kind, a - OPTION_BASE)}` : `choose option ${a - OPTION_BASE}`;
        }
        return `choose ${choiceName(s, a - CHOOSE_BASE, abilityOf(s, top).steps[top.pc])}`;
    }
  }
  if (s.step === STEP_CHARGE) return a === PASS ? 'no-charge' : `charge ${cardName(s, a - CHARGE_BASE)}`;
  if (s.step === STEP_MAIN) {
    if (a === PASS) return 'end-main';
    if (a >= VORTEX_BASE) {
      const x = a - VORTEX_BASE;
      return `evolve ${cardName(s, Math.floor(x / 65536))} onto ${cardName(s, Math.floor(x / 256) % 256)} and ${cardName(s, x % 256)}`;
    }
    if (a >= EVOLVE_BASE && a < ATTACK_CREATURE_BASE) {
      const x = a - EVOLVE_BASE;
      return `evolve ${cardName(s, Math.floor(x / 256))} onto ${cardName(s, x % 256)}`;
    }
    if (a >= CAST_BASE) return `cast ${cardName(s, a - CAST_BASE)}`;
    return `summon ${cardName(s, a - SUMMON_BASE)}`;
  }
  if (s.step === STEP_ATTACK) {
    if (a === PASS) return 'end-turn';
    if (a >= ATTACK_CREATURE_BASE) {
      const x = a - ATTACK_CREATURE_BASE;
      return `attack ${cardName(s, x % 256)} with ${cardName(s, Math.floor(x / 256))}`;
    }
    if (a >= GRANTED_TAP_BASE) {
      const d = granterDef(Math.floor((a - GRANTED_TAP_BASE) / 256));
      return `tap ${cardName(s, (a - GRANTED_TAP_BASE) % 256)} for the ability of ${d.name} (${d.id})`;
    }
    if (a >= TAP_ABILITY_BASE) return `tap ${cardName(s, a - TAP_ABILITY_BASE)}`;
    return `attack player with ${cardName(s, a - ATTACK_PLAYER_BASE)}`;
  }
  return `action ${a}`;
}

/**
 * A chosen card's text. A face-down shield is named by owner and slot, never by its card. Otherwise its name,
 * with what tells it from another candidate with the same name, so that every action string at a decision is
 * unique: " in <zone>" when the choice spans two zones ("a creature or a mana card"), " of P<owner>" when it
 * spans both players and the other player has a copy in the same zone, " [tapped]" / " [untapped]" when its
 * owner has a copy in the same zone in the other tap state (mana). Copies alike in all of these are one choice
 * (effects/choices.ts), so they need nothing more.
 */
function choiceName(s: DMState, i: number, st: Step | undefined): string {
  const z = s.zone[i]!;
  const o = s.owner[i]!;
  if (z === Z_SHIELD) return `shield ${s.shields[o as 0 | 1].indexOf(i) + 1} of P${o}`;
  const filter = st && st.op === 'choose' ? st.filter : undefined;
  const bothPlayers = filter !== undefined && filter.owner !== 'you' && filter.owner !== 'opponent';
  const twoZones = filter?.alsoZone !== undefined && filter.alsoZone !== 'shields' && filter.zone !== 'shields';
  let text = cardName(s, i);
  let otherOwner = false;
  let otherTap = false;
  for (let j = 0; j < s.n; j++) {
    if (j === i || s.def[j] !== s.def[i] || s.zone[j] !== z) continue;
    if (s.owner[j] !== o) otherOwner = true;
    else if (z !== Z_BATTLE && s.tapped[j] !== s.tapped[i]) otherTap = true; // battle: #k tells them apart
  }
  if (otherTap) text += s.tapped[i] ? ' [tapped]' : ' [untapped]';
  if (twoZones) text += ` in ${ZONE_NAMES[z]}`;
  if (bothPlayers && otherOwner) text += ` of P${o}`;
  return text;
}

/**
 * The readable state for logs and `scenario run`: both players' zones, and the actions of the player to act
 * (`legal` lists them: the legal-action generator, passed in so this module stays below legal.ts).
 */
export function describeState(s: DMState, legal: (s: DMState, out: Int32Array) => number): string {
  const lines: string[] = [];
  const status = s.winner === ONGOING ? 'ongoing' : s.winner < 0 ? `over: draw (${s.reason})` : `over: P${s.winner} wins (${s.reason})`;
  lines.push(`Duel Masters — turn ${s.turn}, P${s.active} to play, step ${STEP_NAMES[s.step]} — ${status}`);
  for (let p = 0; p < 2; p++) {
    const q = p as 0 | 1;
    const nm = (i: number) => `${defOf(s, i).name} (${defOf(s, i).id})`;
    lines.push(`P${p}: deck ${s.lib[q].length}, shields ${s.shields[q].length}, hand ${s.hand[q].length}, graveyard ${s.grave[q].length}`);
    lines.push(`  hand: ${s.hand[q].map(nm).join(', ') || '—'}`);
    lines.push(`  mana: ${s.mana[q].map((i) => nm(i) + (s.tapped[i] ? ' [tapped]' : '')).join(', ') || '—'}`);
    lines.push(
      `  battle: ${
        s.battle[q]
          .map((i) => `${nm(i)} ${Math.max(0, power(s, i))}${s.tapped[i] ? ' [tapped]' : ''}${s.sick[i] ? ' [new]' : ''}`)
          .join(', ') || '—'
      }`,
    );
  }
  if (s.winner === ONGOING) {
    const buf = new Int32Array(MAX_LEGAL_ACTIONS);
    const n = legal(s, buf);
    lines.push(`P${currentPlayer(s)} to act: ${Array.from(buf.subarray(0, n), (a) => describeAction(s, a)).join(' | ')}`);
  }
  return lines.join('\n');
}

/** An answer about a shield about to be broken (effects/shield-saves.ts: F_REPLACE with `min` set). */
function describeSave(s: DMState, f: DecisionFrame, a: number): string {
  const which = `shield ${f.arg + 1} of ${f.regs.length - 1} being broken`;
  if (a === PASS) return `decline replacing the break: ${which}`;
  const i = a - CHOOSE_BASE;
  if (s.zone[i] === Z_BATTLE) return `put ${cardName(s, i)} into the graveyard instead of ${which}`;
  return `discard ${cardName(s, i)} (${f.max === 0 ? 1 : 2} of 2) instead of ${which}`;
}
