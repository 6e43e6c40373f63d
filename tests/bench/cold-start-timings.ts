import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One cold start as the Performance API saw it; times in ms from the navigation's start. */
export interface Timings {
  /** A form can be typed into: the snapshot's when the tab opened with one (the bare page: parsed and styled). */
  usable: number;
  /** The app's own form, once it has taken over from the snapshot. */
  appUsable: number;
  responseEnd: number;
  domContentLoaded: number;
  load: number;
  firstPaint: number | null;
  firstContentfulPaint: number | null;
  longTasks: number[];
  resources: { url: string; start: number; end: number }[];
}

/** '/assets/x-hash.js' → its source in the build manifest ('locales/tr/drills.json', 'drill-store-page.tsx'). */
export function chunkLabels(dist: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  const labels = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const src = chunk.src ?? key;
    labels.set(`/${chunk.file}`, src.startsWith('locales/') ? src : src.startsWith('_') ? chunk.file.replace(/^assets\//, '') : src.split('/').pop()!);
  }
  return labels;
}

const isLocale = (label: string) => label.startsWith('locales/');
const r = (n: number) => String(Math.round(n)).padStart(5);

/**
 * Lines describing one run: milestones, chunk and string arrivals, and the waves of requests. A
 * wave starts when nothing was in flight: the page had to finish something (parse, render, a
 * timer) before it asked for the next file, which is the waiting a chain of lazy parts costs.
 */
export function summarise(t: Timings, labels: Map<string, string>, waterfall: boolean): string[] {
  const rows = t.resources
    .filter((x) => x.url.endsWith('.js') || x.url.endsWith('.css'))
    .map((x) => ({ ...x, label: labels.get(x.url) ?? x.url }))
    .sort((a, b) => a.start - b.start);
  const locales = rows.filter((x) => isLocale(x.label));
  const code = rows.filter((x) => !isLocale(x.label));
  const waves: (typeof rows)[] = [];
  let inFlightUntil = -1;
  for (const row of rows) {
    if (row.start > inFlightUntil) waves.push([]);
    waves.at(-1)!.push(row);
    inFlightUntil = Math.max(inFlightUntil, row.end);
  }
  const idle = waves.slice(1).reduce((sum, wave, i) => sum + (wave[0]!.start - Math.max(...waves[i]!.map((x) => x.end))), 0);
  const after = t.usable - Math.max(0, ...rows.map((x) => x.end));
  const lines = [
    `breakdown of the median run (ms from navigation start):`,
    `  document from the worker ${r(t.responseEnd)}, DOMContentLoaded ${r(t.domContentLoaded)}, load ${r(t.load)}`,
    `  first paint ${t.firstPaint === null ? '  —' : r(t.firstPaint)}, first contentful paint ${t.firstContentfulPaint === null ? '  —' : r(t.firstContentfulPaint)}, usable ${r(t.usable)}`,
    `  ${code.length} JS/CSS files, last in at ${r(Math.max(0, ...code.map((x) => x.end)))}; ${locales.length} locale chunks (${locales.map((x) => x.label.replace(/^locales\//, '').replace(/\.json$/, '')).join(', ')}), last in at ${r(Math.max(0, ...locales.map((x) => x.end)))}`,
    `  ${waves.length} waves of requests; nothing in flight between them for ${Math.round(idle)} ms; usable ${Math.round(after)} ms after the last file`,
    `  long tasks (> 50 ms): ${t.longTasks.length}, ${Math.round(t.longTasks.reduce((a, b) => a + b, 0))} ms in all`,
  ];
  if (!waterfall) return lines;
  waves.forEach((wave, i) => {
    const names = wave.map((x) => (isLocale(x.label) ? `[${x.label.replace(/^locales\//, '')}]` : x.label));
    const shown = names.length > 8 ? [...names.slice(0, 8), `… ${names.length - 8} more`] : names;
    lines.push(`  wave ${i + 1}: ${r(wave[0]!.start)} → ${r(Math.max(...wave.map((x) => x.end)))}  ${shown.join(' ')}`);
  });
  return lines;
}
