// The budget of one search stage: successive-halving rounds over the candidates, then the confirmation.
//
// Successive halving (Karnin, Koren & Somekh 2013, "Almost optimal exploration in multi-armed bandits"): the
// race budget is split evenly over R = ⌈log2(n / m)⌉ rounds; in round r every surviving candidate and the
// incumbent play the same new deal units, and the better half (by the paired difference over every unit so
// far) survives, until m finalists remain. The finalists and the incumbent then play fresh deals for the
// confirmation. Each unit is 2 games; the incumbent plays each unit once for all candidates.

/** Raised when a budget cannot hold the minimum plan; the message names the minimum. */
export class TuneBudgetError extends Error {
  override name = 'TuneBudgetError';
}

export interface RaceRound {
  /** Candidates entering the round. */
  readonly survivors: number;
  /** Candidates kept after it. */
  readonly keep: number;
  /** Unit indices this round adds, [from, to); every survivor and the incumbent play them. */
  readonly from: number;
  readonly to: number;
}

export interface StagePlan {
  readonly candidates: number;
  readonly rounds: readonly RaceRound[];
  readonly finalists: number;
  /** Units of the confirmation, [0, confirmUnits) on fresh deals, for each finalist and the incumbent. */
  readonly confirmUnits: number;
  /** Games this plan plays (≤ the stage budget). */
  readonly games: number;
}

export interface PlanOptions {
  /** Games available to the stage. */
  readonly games: number;
  /** Finalists confirmed (m). */
  readonly finalists: number;
  /** Share of the stage budget for the confirmation, in (0, 1). */
  readonly confirmShare: number;
  /** Units for one lap of the field (every opponent once); rounds add whole laps when they can. */
  readonly lap: number;
}

const wholeLaps = (units: number, lap: number): number => (units >= lap ? units - (units % lap) : units);

/** Smallest stage budget (games) for which planStage succeeds with n candidates. */
export function minimumStageGames(n: number, o: Omit<PlanOptions, 'games'>): number {
  let lo = 2;
  let hi = 2;
  while (!fits(n, { ...o, games: hi })) hi *= 2;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(n, { ...o, games: mid })) hi = mid;
    else lo = mid + 1;
  }
  return hi;
}

function fits(n: number, o: PlanOptions): boolean {
  try {
    planStage(n, o);
    return true;
  } catch (e) {
    if (e instanceof TuneBudgetError) return false;
    throw e;
  }
}

export function planStage(n: number, o: PlanOptions): StagePlan {
  if (!(n >= 1)) throw new Error('a stage needs at least one candidate');
  const m = Math.max(1, Math.min(o.finalists, n));
  const R = n > m ? Math.ceil(Math.log2(n / m)) : 0;
  const confirmGames = R === 0 ? o.games : Math.floor(o.games * o.confirmShare);
  const raceGames = o.games - confirmGames;
  const rounds: RaceRound[] = [];
  let survivors = n;
  let units = 0;
  let games = 0;
  for (let r = 0; r < R; r++) {
    const keep = Math.max(m, Math.ceil(survivors / 2));
    const add = wholeLaps(Math.floor(raceGames / R / (2 * (survivors + 1))), o.lap);
    if (add < 1) throw new TuneBudgetError(`race round ${r + 1} of ${R} cannot give each of ${survivors} candidates one deal`);
    rounds.push({ survivors, keep, from: units, to: units + add });
    games += 2 * add * (survivors + 1);
    units += add;
    survivors = keep;
  }
  const confirmUnits = wholeLaps(Math.floor(confirmGames / (2 * (m + 1))), o.lap);
  if (confirmUnits < 2 * o.lap) {
    throw new TuneBudgetError(`the confirmation cannot give ${m} finalist(s) two laps of the field (${2 * o.lap} deals)`);
  }
  games += 2 * confirmUnits * (m + 1);
  return { candidates: n, rounds, finalists: m, confirmUnits, games };
}
