// Per deck and card accumulator: how often a card was drawn and played, and the deck's results when it was.

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
}

export class DeckCardStats {
  /** Observations: one per game and seat this deck sat at (a mirror game gives two). */
  games = 0;
  wins = 0;
  draws = 0;
  readonly cards = new Map<string, CardTally>();
  /** Copies of each card in the deck list, when run.json gave it. */
  readonly copies = new Map<string, number>();

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
      t = { drawn: 0, played: 0, playedWins: 0, playedDraws: 0, firstTurnSum: 0 };
      this.cards.set(id, t);
    }
    return t;
  }

  /**
   * One observation: `outcome` is 1 win, 0.5 draw, 0 loss; `drawn` space-separated ids; `played`
   * space-separated `id@turn`. Throws on a malformed `id@turn`.
   */
  add(outcome: number, drawn: string, played: string): void {
    this.games++;
    if (outcome === 1) this.wins++;
    else if (outcome === 0.5) this.draws++;
    if (drawn !== '') for (const id of drawn.split(' ')) if (id !== '') this.card(id).drawn++;
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
}
