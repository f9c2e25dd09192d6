// This server process in the database (server_boots): an id, its host and pid, and a heartbeat. A pending
// idempotency claim names the boot that made it; once that process is gone (its pid is dead on this host,
// or its heartbeat stopped), the claim expires with it and a replay runs the call again.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/index';

export const HEARTBEAT_MS = 5_000;
/** A boot whose heartbeat is older than this is gone (it missed several beats). */
export const BOOT_STALE_MS = 4 * HEARTBEAT_MS;

export interface Boot {
  readonly id: string;
  /** Whether the process that made a claim is still running. */
  isAlive(bootId: string, now?: number): Promise<boolean>;
  stop(): Promise<void>;
}

function pidRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user runs under that pid.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function startBoot(db: Db): Promise<Boot> {
  const id = randomUUID();
  const host = hostname().slice(0, 255);
  const now = Date.now();
  await db.insertInto('server_boots').values({ boot_id: id, host, pid: process.pid, started_at: now, heartbeat_at: now }).execute();
  const beat = async (): Promise<void> => {
    const at = Date.now();
    await db.updateTable('server_boots').set({ heartbeat_at: at }).where('boot_id', '=', id).execute();
    await db.deleteFrom('server_boots').where('heartbeat_at', '<', at - 100 * BOOT_STALE_MS).execute();
  };
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    async isAlive(bootId, at = Date.now()) {
      if (bootId === id) return true;
      const row = await db.selectFrom('server_boots').selectAll().where('boot_id', '=', bootId).executeTakeFirst();
      if (!row || row.heartbeat_at < at - BOOT_STALE_MS) return false;
      // On this host the pid tells at once (a process killed with -9 beats no more, but its row is fresh).
      return row.host === host && row.pid !== process.pid ? pidRunning(row.pid) : true;
    },
    async stop() {
      clearInterval(timer);
      await db.deleteFrom('server_boots').where('boot_id', '=', id).execute();
    },
  };
}
