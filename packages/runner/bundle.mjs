// Bundles the sim worker with each game into one file, dist/bundled/<game>.js (run by `pnpm build` after tsc): a
// worker thread then loads one file instead of the ~200 module files of the runner, agents, core and the game,
// which cost ~175 ms of CPU per thread (docs/performance.md). Next to each bundle, <game>.json lists the files it
// was made from: the pool uses a bundle only while none of them is newer (executor.ts `workerBundle`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Without rolldown installed (a checkout not reinstalled since it became a dependency), the build still succeeds and
// workers load the modules (same games, slower start): say so rather than fail the build.
const rolldown = await import('rolldown').then(
  (m) => m.rolldown,
  () => undefined,
);
if (!rolldown) {
  console.warn('bundle.mjs: rolldown is not installed (run `npx -y pnpm@10 install`); sim workers load the modules, unbundled');
  process.exit(0);
}

const dist = new URL('./dist/', import.meta.url);
const { GAME_IDS } = await import(new URL('games.js', dist).href);
const out = fileURLToPath(new URL('bundled/', dist));
mkdirSync(out, { recursive: true });

// Each module keeps its own import.meta.url (the card tables are read relative to their package's files).
const ownUrl = {
  name: 'own-import-meta-url',
  transform(code, id) {
    if (!code.includes('import.meta.url')) return null;
    return { code: code.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(id).href)), map: null };
  },
};

for (const id of GAME_IDS) {
  const input = fileURLToPath(new URL(`worker-bundles/${id}.js`, dist));
  const bundle = await rolldown({ input, platform: 'node', external: [/^node:/], plugins: [ownUrl], logLevel: 'warn' });
  const { output } = await bundle.write({ file: `${out}${id}.js`, format: 'esm', codeSplitting: false });
  await bundle.close();
  const inputs = output[0].moduleIds.filter((m) => !m.startsWith('\0') && !m.startsWith('node:'));
  writeFileSync(`${out}${id}.json`, JSON.stringify({ inputs }, null, 1) + '\n');
}
