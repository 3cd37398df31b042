// Card scripts by card id: the behaviour of every card whose text is more than keyword lines.
// One file per set; each entry lists the exact text lines it implements (checked on load).
import type { CardScript } from '../cards/types.js';
import { DM01 } from './dm01.js';
import { DM02 } from './dm02.js';
import { DM03 } from './dm03.js';
import { DM04 } from './dm04.js';
import { DM05 } from './dm05.js';
import { DM06 } from './dm06.js';
import { DM07 } from './dm07.js';
import { DM08 } from './dm08.js';
import { DM09 } from './dm09.js';
import { DM10 } from './dm10.js';
import { DM11 } from './dm11.js';
import { DM12 } from './dm12.js';

export const SCRIPTS: Readonly<Record<string, CardScript>> = {
  ...DM01,
  ...DM02,
  ...DM03,
  ...DM04,
  ...DM05,
  ...DM06,
  ...DM07,
  ...DM08,
  ...DM09,
  ...DM10,
  ...DM11,
  ...DM12,
};
