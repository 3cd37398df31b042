// Pair-aware sums across pairings: a deck's results per deal against one opponent, or against all.
import { ClusterSums } from '@tcglab/stats';
import type { CellStats } from './cell-stats.js';

/** `row`'s results per deal against `col` over every non-mirror pairing of the two. */
export function headToHeadSums(cells: readonly CellStats[], row: string, col: string): ClusterSums {
  const s = new ClusterSums();
  for (const c of cells) {
    if (c.mirror) continue;
    if (c.deckA === row && c.deckB === col) s.merge(c.aSums());
    else if (c.deckA === col && c.deckB === row) s.merge(c.aSums().complement());
  }
  return s;
}

/** `deck`'s results per deal over every non-mirror pairing it played. */
export function deckSums(cells: readonly CellStats[], deck: string): ClusterSums {
  const s = new ClusterSums();
  for (const c of cells) {
    if (c.mirror) continue;
    if (c.deckA === deck) s.merge(c.aSums());
    else if (c.deckB === deck) s.merge(c.aSums().complement());
  }
  return s;
}
