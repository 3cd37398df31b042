// The rule check (811.2): rule processing until nothing is due (defeat 1002, KO 1003, promotion 1004, orphaned
// cards 1005), then one pending trigger, the turn player's first (811.2b/c); and the end of the game.
import { logEvent } from '@tcglab/core';
import { ask } from './effects/choices.js';
import { pendingOf, resolveTrigger } from './effects/triggers.js';
import {
  CH_NONE,
  CH_PROMOTE,
  CH_TRIGGER,
  KO_LIMIT,
  RP_DEFEAT,
  RP_KO,
  RP_ORPHANS,
  RP_PROMOTE_NTP,
  RP_PROMOTE_TP,
  ST_OVER,
  STANDBY_SLOTS,
  Z_ASSIST,
  Z_DISCARD,
  Z_ENERGY,
  Z_KO,
  type DCState,
} from './state.js';
import { STAT_HP } from './cards/codes.js';
import { cardDefs } from './catalog.js';
import { areaHpModifiers, modifiedStats } from './stats.js';
import { inArea, label, moveTo, promote } from './zones.js';

/** Trigger resolutions within one rule check after which the game is a draw (1101.1c forced loop). */
const LOOP_LIMIT = 1000;

const KO_BUF = new Int32Array(2 * (1 + STANDBY_SLOTS));

/** The game is over: `winner` -1 for a draw. */
export function endGame(s: DCState, winner: number, reason: string): void {
  s.over = true;
  s.winner = winner;
  s.reason = reason;
  s.step = ST_OVER;
  s.chKind = CH_NONE;
  s.fN = 0;
  if (s.log) logEvent(s, winner < 0 ? `The game is a draw (${reason})` : `P${winner + 1} wins (${reason})`);
}

/** 1002: defeat; both at once: the non-turn player wins (103.3). True when the game ended. */
function defeatStage(s: DCState): boolean {
  const l0 = s.ko[0].length >= KO_LIMIT || s.promoteFailed[0];
  const l1 = s.ko[1].length >= KO_LIMIT || s.promoteFailed[1];
  if (!l0 && !l1) return false;
  const loser = l0 && l1 ? s.tp : l0 ? 0 : 1;
  endGame(s, 1 - loser, s.ko[loser]!.length >= KO_LIMIT ? 'ko-pile' : 'no-standby');
  return true;
}

/** 1003: every Area unit with HP ≤ 0 or damage ≥ HP is KO'd, simultaneously. */
function koStage(s: DCState): void {
  if (!s.koDirty) return; // nothing changed since the last check, which KO'd every unit it had to
  s.koDirty = false;
  const defs = cardDefs();
  // Printed HP unless a static EX power or an effect changes some unit's HP (919): then one pass for all units.
  const mods = (modifiedStats(s) & (1 << STAT_HP)) !== 0 ? areaHpModifiers(s) : null;
  let n = 0;
  for (let p = 0; p < 2; p++) {
    for (let k = -1; k < STANDBY_SLOTS; k++) {
      const u = k < 0 ? s.main[p]! : s.standby[p * STANDBY_SLOTS + k]!;
      if (u < 0) continue;
      const hp = defs[s.def[u]!]!.hp + (mods ? mods[p * (1 + STANDBY_SLOTS) + 1 + k]! : 0);
      if (hp - s.damage[u]! <= 0) KO_BUF[n++] = u;
    }
  }
  for (let j = 0; j < n; j++) {
    const u = KO_BUF[j]!;
    if (s.log) logEvent(s, `${label(s, u)} is KO'd (1003)`);
    moveTo(s, u, Z_KO);
  }
  if (n > 0) s.rpDirty = true;
}

function promoteNow(s: DCState, p: number, u: number): void {
  promote(s, p, u);
  if (s.log) logEvent(s, `P${p + 1} promotes ${label(s, u)} (1004)`);
  s.rpDirty = true;
}

/** 1004: a player without a Main unit promotes a Standby unit (asked when there is a real choice). False while asking. */
function promoteStage(s: DCState, p: number): boolean {
  if (s.main[p]! >= 0) return true;
  if (s.resume && s.resumeKind === CH_PROMOTE) {
    s.resume = false;
    promoteNow(s, p, s.chosen);
    return true;
  }
  let n = 0;
  for (let k = 0; k < STANDBY_SLOTS; k++) {
    const u = s.standby[p * STANDBY_SLOTS + k]!;
    if (u < 0) continue;
    if (n < s.chOpts.length) s.chOpts[n] = u;
    else s.chOpts.push(u);
    n++;
  }
  if (n === 0) {
    s.promoteFailed[p] = true; // 1002.2 applies in the next pass
    s.rpDirty = true;
    return true;
  }
  if (n === 1) {
    promoteNow(s, p, s.chOpts[0]!);
    return true;
  }
  ask(s, CH_PROMOTE, p, n);
  return false;
}

/** 1005: assists and energy whose unit left the Area are discarded. */
function orphanStage(s: DCState): void {
  if (s.orphans)
    for (let i = 0; i < s.def.length; i++) {
      const z = s.zone[i];
      if ((z === Z_ENERGY || z === Z_ASSIST) && !inArea(s, s.host[i]!)) {
        moveTo(s, i, Z_DISCARD);
        s.rpDirty = true;
      }
    }
  s.orphans = false;
}

/** 811.2b/c: the TP resolves one pending trigger (choosing which), else the NTP; the check ends when none is pending. */
function triggerStage(s: DCState): void {
  if (s.trigRuns > LOOP_LIMIT) {
    endGame(s, -1, 'loop'); // 1101.1c: nobody can stop the loop
    return;
  }
  for (let q = 0; q < 2; q++) {
    const p = q === 0 ? s.tp : 1 - s.tp;
    if (s.resume && s.resumeKind === CH_TRIGGER) {
      s.resume = false;
      resolveTrigger(s, s.chosen);
      return;
    }
    const n = pendingOf(s, p);
    if (n === 1) {
      resolveTrigger(s, s.chOpts[0]!);
      return;
    }
    if (n > 1) {
      ask(s, CH_TRIGGER, p, n);
      return;
    }
  }
  s.needCheck = false;
}

/** One step of the rule check: rule processing until stable, then one trigger. Returns when it asks or is done. */
export function ruleCheck(s: DCState): void {
  for (;;) {
    switch (s.rpStage) {
      case RP_DEFEAT:
        if (defeatStage(s)) return;
        s.rpStage = RP_KO;
        break;
      case RP_KO:
        koStage(s);
        s.rpStage = RP_PROMOTE_TP;
        break;
      case RP_PROMOTE_TP:
        if (!promoteStage(s, s.tp)) return; // 1004.1a: the TP first
        s.rpStage = RP_PROMOTE_NTP;
        break;
      case RP_PROMOTE_NTP:
        if (!promoteStage(s, 1 - s.tp)) return;
        s.rpStage = RP_ORPHANS;
        break;
      case RP_ORPHANS:
        orphanStage(s);
        s.rpStage = RP_DEFEAT;
        if (s.rpDirty) {
          s.rpDirty = false;
          break; // 811.2a: repeat while rule processing is due
        }
        triggerStage(s);
        return;
    }
  }
}
