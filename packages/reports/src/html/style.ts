// The report's stylesheet: system fonts only (nothing loaded from the network), tabular numbers.

export const REPORT_CSS = `
:root { --ink: #1a1a1a; --muted: #6b6b6b; --line: #e3e3e3; --bg: #ffffff; --panel: #fafafa; --accent: #2166ac; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--ink);
  font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif; }
main { max-width: 1280px; margin: 0 auto; padding: 28px 32px 64px; }
h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -0.01em; }
h2 { font-size: 18px; margin: 36px 0 8px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
p { margin: 6px 0 10px; }
.sub { color: var(--muted); margin-bottom: 18px; }
.muted { color: var(--muted); }
.small { font-size: 12px; }
.strong { font-weight: 600; }
.note { color: var(--muted); font-size: 13px; max-width: 820px; }
.cards-row { display: flex; flex-wrap: wrap; gap: 12px; margin: 16px 0 4px; }
.stat { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; min-width: 150px; }
.stat b { display: block; font-size: 20px; font-variant-numeric: tabular-nums; }
.stat span { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 8px 0; }
th, td { padding: 5px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: middle; }
th { font-size: 12px; font-weight: 600; color: #444; background: var(--panel); position: sticky; top: 0; }
td.num, th.num { text-align: right; white-space: nowrap; }
td.name { max-width: 280px; overflow-wrap: anywhere; }
td.deck { min-width: 150px; }
table.cards td.deck { min-width: 120px; max-width: 170px; overflow-wrap: normal; }
table.cards th { max-width: 110px; white-space: normal; }
table.cards td.id { white-space: normal; min-width: 160px; }
td.reasons { white-space: nowrap; }
td.id { white-space: nowrap; }
th .muted { font-weight: 400; }
td.pos { color: #2166ac; } td.neg { color: #b2182b; }
.d.pos { color: #2166ac; font-weight: 600; } .d.neg { color: #b2182b; font-weight: 600; }
th.assoc, td.assoc { background: #f6f1e4; }
h3 { font-size: 15px; margin: 18px 0 6px; }
svg.nash { display: block; }
th.sort { cursor: pointer; user-select: none; }
th.sort:hover { color: var(--accent); }
th[data-dir="desc"]::after { content: " ▼"; font-size: 10px; }
th[data-dir="asc"]::after { content: " ▲"; font-size: 10px; }
tbody tr:hover { background: #f4f8fc; }
.tag { font-size: 11px; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
.scroll { overflow-x: auto; }
svg text { font-family: inherit; }
svg .lbl { font-size: 12px; fill: #333; }
svg .v { font-size: 13px; }
svg .v.strong { font-weight: 700; }
svg .n { font-size: 10.5px; fill: #555; }
svg .axis { font-size: 12px; fill: #444; }
svg .muted { fill: #999; }
.ibar { vertical-align: middle; }
dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 8px 0; }
dl.meta dt { color: var(--muted); }
dl.meta dd { margin: 0; overflow-wrap: anywhere; }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; background: var(--panel); padding: 1px 4px; border-radius: 3px; }
.controls select { font: inherit; padding: 2px 6px; }
`;
