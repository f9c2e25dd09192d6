// The start-up size figure (scripts/vite/startupSize.ts): what the first load fetches is index.html's
// module script and modulepreloads and everything they import statically; lazy chunks are not in it.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startupReport, STARTUP_BUDGET_BYTES } from '../../scripts/vite/startupSize';

function chunk(fileName: string, code: string, imports: string[] = [], extra: { isEntry?: boolean; facadeModuleId?: string | null } = {}) {
  return { type: 'chunk' as const, fileName, code, imports, isEntry: extra.isEntry ?? false, facadeModuleId: extra.facadeModuleId ?? null };
}

const html = {
  type: 'asset' as const,
  fileName: 'index.html',
  source: '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/preloaded.js">',
};

describe('the start-up size', () => {
  const bundle = {
    'index.html': html,
    'assets/index.js': chunk('assets/index.js', 'import "./react.js";'.repeat(50), ['assets/react.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
    'assets/react.js': chunk('assets/react.js', 'react();'.repeat(200), ['assets/shared.js']),
    'assets/shared.js': chunk('assets/shared.js', 'shared();'),
    'assets/preloaded.js': chunk('assets/preloaded.js', 'preloaded();'),
    'assets/DashboardPage.js': chunk('assets/DashboardPage.js', 'lazy();'.repeat(30), ['assets/shared.js'], { facadeModuleId: '/app/src/features/dashboard/DashboardPage.tsx' }),
    'assets/PhotoEditor.js': chunk('assets/PhotoEditor.js', 'editor();'),
  };

  it('follows the entry’s static imports and the modulepreloads, and leaves lazy chunks out', () => {
    const report = startupReport(bundle);
    expect(report.chunks.map((c) => c.file).sort()).toEqual(['assets/index.js', 'assets/preloaded.js', 'assets/react.js', 'assets/shared.js']);
  });

  it('adds up each chunk gzipped, and names the dashboard page’s own chunk apart', () => {
    const report = startupReport(bundle);
    const code = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.code] as const] : [])));
    for (const c of report.chunks) expect(c.gzip).toBe(gzipSync(code.get(c.file) ?? '', { level: 9 }).length);
    expect(report.total).toBe(report.chunks.reduce((sum, c) => sum + c.gzip, 0));
    expect(report.dashboardPage?.file).toBe('assets/DashboardPage.js');
    expect(report.budget).toBe(STARTUP_BUDGET_BYTES);
  });

  it('holds the first load to issue 11’s goal of 120 KB gzipped', () => {
    expect(STARTUP_BUDGET_BYTES).toBeLessThanOrEqual(120 * 1024);
  });
});
