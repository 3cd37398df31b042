// Per deck and card accumulator: how often a card was drawn, held and played, and the deck's results by each.
//
// Two layers. Per observation (one game × one seat the deck sat in): drawn/played counts and the win rate
// when played (Wilson). Per deal (the cluster of observations that share a deal: 2 in a pairing, 4 in a
// mirror), sums for pair-aware intervals of the opening-hand, in-hand and played comparisons (clustered.ts).
import { ClusterDiffSums, ClusterSums } from '@tcglab/stats';

export interface CardTally {
  /** Observations (deck-seat-games) where the card reached the hand. */
  drawn: number;
  /** Observations where the card was played. */
  played: number;
  /** Wins and draws of the deck in the observations where the card was played. */
  playedWins: number;
  playedDraws: number;
  /** Sum of the turn each play was first made (for the mean). */
  firstTurnSum: number;
  /** Observations with the card in the opening hand / reaching the hand only from the shields. */
  opening: number;
  shieldOnly: number;
  /** Per deal: in the opening hand (a) against not (b). Randomized by the shuffle. */
  readonly oh: ClusterDiffSums;
  /** Per deal: in hand at some point other than only from the shields (a) against never in hand (b). */
  readonly hand: ClusterDiffSums;
  /** Per deal: played (a) against not played (b). */
  readonly play: ClusterDiffSums;
}

/** One observation of a deck in a game, as games.csv records it. */
export interface DeckObservation {
  /** 1 win, ½ draw, 0 loss. */
  readonly outcome: number;
  readonly drawn: string;
  readonly played: string;
  readonly opening: string;
  readonly shieldOnly: string;
}

const ids = (field: string): Set<string> => new Set(field === '' ? [] : field.split(' ').filter((x) => x !== ''));

function playedIds(field: string): Set<string> {
  const out = new Set<string>();
  if (field === '') return out;
  for (const item of field.split(' ')) {
    if (item === '') continue;
    const at = item.lastIndexOf('@');
    if (at > 0) out.add(item.slice(0, at));
  }
  return out;
}

export class DeckCardStats {
  /** Observations: one per game and seat this deck sat at (a mirror game gives two). */
  games = 0;
  wins = 0;
  draws = 0;
  readonly cards = new Map<string, CardTally>();
  /** Copies of each card in the deck list, when run.json gave it. */
  readonly copies = new Map<string, number>();
  /** The deck's results per deal (every deal added so far): a new card's "never" side before it was seen. */
  readonly deals = new ClusterSums();
  /** Whether any observation carried opening-hand data (games.csv written before it had none). */
  hasOpening = false;

  constructor(readonly deck: string) {}

  setList(cards: readonly string[]): void {
    this.copies.clear();
    for (const id of cards) {
      this.copies.set(id, (this.copies.get(id) ?? 0) + 1);
      this.card(id);
    }
  }

  card(id: string): CardTally {
    let t = this.cards.get(id);
    if (!t) {
      t = {
        drawn: 0,
        played: 0,
        playedWins: 0,
        playedDraws: 0,
        firstTurnSum: 0,
        opening: 0,
        shieldOnly: 0,
        oh: new ClusterDiffSums(),
        hand: new ClusterDiffSums(),
        play: new ClusterDiffSums(),
      };
      // Every deal before this card was first seen had it nowhere: those deals count on the "not" side.
      t.oh.addAllToB(this.deals);
      t.hand.addAllToB(this.deals);
      t.play.addAllToB(this.deals);
      this.cards.set(id, t);
    }
    return t;
  }

  /**
   * One observation: `outcome` is 1 win, 0.5 draw, 0 loss; `drawn` space-separated ids; `played`
   * space-separated `id@turn`. Throws on a malformed `id@turn`.
   */
  add(outcome: number, drawn: string, played: string, opening = '', shieldOnly = ''): void {
    this.games++;
    if (outcome === 1) this.wins++;
    else if (outcome === 0.5) this.draws++;
    if (drawn !== '') for (const id of drawn.split(' ')) if (id !== '') this.card(id).drawn++;
    if (opening !== '') for (const id of opening.split(' ')) if (id !== '') this.card(id).opening++;
    if (shieldOnly !== '') for (const id of shieldOnly.split(' ')) if (id !== '') this.card(id).shieldOnly++;
    if (played !== '') {
      for (const item of played.split(' ')) {
        if (item === '') continue;
        const at = item.lastIndexOf('@');
        const turn = at > 0 ? Number(item.slice(at + 1)) : NaN;
        if (!Number.isInteger(turn)) throw new Error(`played entry "${item}" is not id@turn`);
        const t = this.card(item.slice(0, at));
        t.played++;
        if (outcome === 1) t.playedWins++;
        else if (outcome === 0.5) t.playedDraws++;
        t.firstTurnSum += turn;
      }
    }
  }

  /**
   * Add (w = 1) or remove (w = −1) one deal: the deck's observations in the games of one deal (call it again
   * with −1 and the same observations to replace a single game by its completed pair).
   */
  addDeal(obs: readonly DeckObservation[], w: 1 | -1): void {
    if (obs.length === 0) return;
    const sets = obs.map((o) => ({
      y: o.outcome,
      drawn: ids(o.drawn),
      opening: ids(o.opening),
      shield: ids(o.shieldOnly),
      played: playedIds(o.played),
    }));
    if (w === 1) {
      if (obs.some((o) => o.opening !== '')) this.hasOpening = true;
      for (const s of sets) for (const set of [s.drawn, s.opening, s.played]) for (const id of set) this.card(id);
    }
    for (const [id, t] of this.cards) {
      let ohY = 0;
      let ohN = 0;
      let handY = 0;
      let handN = 0;
      let noneY = 0;
      let noneN = 0;
      let plY = 0;
      let plN = 0;
      let y = 0;
      for (const s of sets) {
        y += s.y;
        if (s.opening.has(id)) {
          ohY += s.y;
          ohN++;
        }
        if (!s.drawn.has(id)) {
          noneY += s.y;
          noneN++;
        } else if (!s.shield.has(id)) {
          handY += s.y;
          handN++;
        }
        if (s.played.has(id)) {
          plY += s.y;
          plN++;
        }
      }
      const n = sets.length;
      t.oh.add(ohY, ohN, y - ohY, n - ohN, w);
      t.hand.add(handY, handN, noneY, noneN, w);
      t.play.add(plY, plN, y - plY, n - plN, w);
    }
    let y = 0;
    for (const s of sets) y += s.y;
    this.deals.add(y, sets.length, w);
  }
}
