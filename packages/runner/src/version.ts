// The tcglab version printed in run.json and --version (the workspace packages share one version).
import { createRequire } from 'node:module';

export const TCGLAB_VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;
