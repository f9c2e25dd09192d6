// The client build takes react-router's production files (scripts/vite/productionBuilds.ts): they must exist
// in the installed version, or the build breaks after an upgrade that moves them.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFiles } from '../../scripts/vite/productionBuilds';

describe('react-router in the client build', () => {
  it('resolves both entry points the app uses to the production build of the installed version', () => {
    const files = reactRouterProductionFiles();
    expect([...files.keys()].sort()).toEqual(['react-router', 'react-router/dom']);
    for (const file of files.values()) {
      expect(file).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      expect(existsSync(file)).toBe(true);
    }
  });
});
