// The start-up JavaScript of the app (issue 11 "Start-up size"): what a first visit to the dashboard loads
// before anything lazy — the entry chunk, everything it imports statically and the modulepreloads of
// index.html — gzipped chunk by chunk. The build prints it; scripts/checkSize.mjs compares it with the
// budget (it sets PIXLOOM_SIZE_REPORT to get the figures as JSON).
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The budget of the start-up JavaScript, gzipped: issue 11's goal of 120 KB. React, ReactDOM, i18next and
 * react-router (all chosen packages) take ~95 KB of it in the vendor chunk (vite.config.ts), so the app's own
 * start-up code has ~25 KB; what a first paint does not need loads on first use. Never raise it.
 */
export const STARTUP_BUDGET_BYTES = 120 * 1024;

export interface StartupChunk {
  file: string;
  bytes: number;
  gzip: number;
}

export interface StartupReport {
  budget: number;
  total: number;
  chunks: StartupChunk[];
  /** The dashboard page's own chunk (lazy, requested right after start): not in the total. */
  dashboardPage: StartupChunk | null;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
}

interface AssetLike {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

type BundleLike = Record<string, ChunkLike | AssetLike>;

function measure(chunk: ChunkLike): StartupChunk {
  return { file: chunk.fileName, bytes: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code, { level: 9 }).length };
}

/** The chunks of the first load: index.html's module scripts and modulepreloads, and their static imports. */
export function startupReport(bundle: BundleLike): StartupReport {
  const chunks = new Map<string, ChunkLike>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const html = bundle['index.html'];
  const htmlText = html?.type === 'asset' ? (typeof html.source === 'string' ? html.source : Buffer.from(html.source).toString('utf8')) : '';
  const start = new Set<string>();
  for (const match of htmlText.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+)"/g)) start.add(match[1] ?? '');
  for (const chunk of chunks.values()) if (chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')) start.add(chunk.fileName);
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file)?.imports ?? []) visit(next);
  };
  for (const file of start) visit(file);
  const measured = [...seen].map((file) => measure(chunks.get(file)!)).sort((a, b) => b.gzip - a.gzip);
  const dashboard = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('features/dashboard/DashboardPage.tsx'));
  return {
    budget: STARTUP_BUDGET_BYTES,
    total: measured.reduce((sum, chunk) => sum + chunk.gzip, 0),
    chunks: measured,
    dashboardPage: dashboard ? measure(dashboard) : null,
  };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export function formatStartupReport(report: StartupReport): string {
  const lines = report.chunks.map((chunk) => `  ${kb(chunk.gzip).padStart(9)}  ${chunk.file}`);
  const verdict = report.total <= report.budget ? 'within' : 'OVER';
  lines.push(`start-up JavaScript (first load of the dashboard): ${kb(report.total)} gzipped, ${verdict} the budget of ${kb(report.budget)}`);
  if (report.dashboardPage) lines.push(`  (then the dashboard page's own chunk: ${kb(report.dashboardPage.gzip)})`);
  return lines.join('\n');
}

/** Prints the start-up figure after a client build; writes it as JSON where PIXLOOM_SIZE_REPORT says. */
export function startupSizePlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'pixloom-startup-size',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const report = startupReport(bundle as unknown as BundleLike);
      if (report.chunks.length === 0) return;
      config?.logger.info(`\n${formatStartupReport(report)}`);
      const out = process.env.PIXLOOM_SIZE_REPORT;
      if (out) writeFileSync(out, JSON.stringify(report, null, 2));
    },
  };
}
