// Card scripts by card id: the behaviour of every card whose text is more than keyword lines.
import type { CardScript } from '../effects.js';

export const SCRIPTS: Readonly<Record<string, CardScript>> = {};
