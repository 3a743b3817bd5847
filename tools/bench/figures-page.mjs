/**
 * `npm run bench` writes its figures into docs/reference/benchmarks.md: one block per part it ran
 * (what it printed, when, at which commit and machine load) between markers, and above them one table
 * of every line that names a goal, from all the blocks. A part not run this time keeps its last block,
 * dated, so the page is always the latest reading of each part.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIGURES_PAGE = join(dirname(fileURLToPath(import.meta.url)), '../../docs/reference/benchmarks.md');
const START = '<!-- bench:start (written by npm run bench; edit above or below) -->';
const END = '<!-- bench:end -->';
const VERDICT = /\b(NOT met|met)\b/;

export const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

/** The part blocks of the generated region: name -> block text. */
export function readBlocks(region) {
  const blocks = new Map();
  for (const match of region.matchAll(/<!-- part:([\w-]+) -->\n([\s\S]*?)<!-- \/part:\1 -->/g)) blocks.set(match[1], match[0]);
  return blocks;
}

export function partBlock(name, lines, { commit, load, at = new Date() }) {
  const when = `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const body = lines.join('\n').replace(/^\n+/, '');
  return `<!-- part:${name} -->\n### ${name}\n\nMeasured ${when} at \`${commit}\`, load average ${load.map((l) => l.toFixed(2)).join(', ')} at the end.\n\n\`\`\`text\n${body}\n\`\`\`\n<!-- /part:${name} -->`;
}

/** One row per printed line that names a goal, with the part and when it was measured. */
export function summaryTable(blocks) {
  const rows = ['| part | figure against its goal | verdict | measured |', '|---|---|---|---|'];
  for (const [name, block] of blocks) {
    const measured = /Measured (\S+)/.exec(block)?.[1] ?? '';
    const text = /```text\n([\s\S]*?)\n```/.exec(block)?.[1] ?? '';
    for (const line of text.split('\n')) {
      const verdict = VERDICT.exec(line)?.[1];
      if (!verdict) continue;
      rows.push(`| ${name} | ${line.trim().replace(/\|/g, '\\|')} | ${verdict === 'met' ? 'met' : '**NOT met**'} | ${measured} |`);
    }
  }
  return rows.join('\n');
}

/** Replaces the blocks of the parts in `parts` (name -> printed lines), keeps the others, and rewrites the table. */
export function updatedPage(page, parts, meta) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  const region = start >= 0 && end > start ? page.slice(start + START.length, end) : '';
  const blocks = readBlocks(region);
  for (const [name, lines] of parts) blocks.set(name, partBlock(name, lines, meta));
  const sorted = new Map([...blocks].sort(([a], [b]) => a.localeCompare(b)));
  const generated = `${START}\n\n${summaryTable(sorted)}\n\n${[...sorted.values()].join('\n\n')}\n\n${END}`;
  return start >= 0 && end > start ? page.slice(0, start) + generated + page.slice(end + END.length) : `${page.trimEnd()}\n\n${generated}\n`;
}

export function writeFiguresPage(parts, meta, file = FIGURES_PAGE) {
  if (!parts.size) return;
  writeFileSync(file, updatedPage(readFileSync(file, 'utf8'), parts, meta));
  console.log(`\nFigures of ${[...parts.keys()].join(', ')} written to ${file}`);
}
