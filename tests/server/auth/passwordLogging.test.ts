import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { encodeBa } from '../../../src/lib/shared/validators';

describe('passwords in the server log', () => {
  it('never appear, in any encoding, even at trace level', () => {
    const password = 'Zebra-Marker-Pw-1';
    const newPassword = 'Quokka+Marker/Pw=2';
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/logProbe.ts'), password, newPassword], { encoding: 'utf8', timeout: 60_000 });
    expect(result.status, result.stderr).toBe(0);
    const log = result.stdout;
    // The log is real and detailed: every request was logged.
    expect(log.match(/"msg":"incoming request"/g)?.length).toBeGreaterThanOrEqual(7);
    expect(log).toContain('/api/auth/login/');
    for (const secret of [password, newPassword]) {
      for (const form of [secret, encodeBa(secret), encodeURIComponent(secret), encodeURIComponent(encodeBa(secret))]) {
        expect(log).not.toContain(form);
      }
    }
  }, 60_000);
});
