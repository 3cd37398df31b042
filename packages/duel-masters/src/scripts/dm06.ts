// DM-06 card scripts: the text lines each covers and what they do.
import type { CardScript } from '../effects.js';

export const DM06: Record<string, CardScript> = {};
