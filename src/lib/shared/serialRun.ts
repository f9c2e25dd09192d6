// One run at a time, shared by the worker's old queue replay (sw/queue/replay.ts) and the outbox's page
// drains (src/lib/outbox/page.ts). A call while a run is going returns that run's promise and asks for one
// more pass afterwards (a change queued meanwhile must not wait for the next trigger); the extra pass runs
// only when the pass before ended with `repeatAfter` (after a network failure or a "not now", another
// immediate pass would fail the same way).

export interface SerialRunOptions<T> {
  repeatAfter: T;
  /** Called when a run starts (not for its extra passes) and when it has ended. */
  onRunning?: (running: boolean) => void;
}

export function serialRunner<T>(run: () => Promise<T>, { repeatAfter, onRunning }: SerialRunOptions<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let again = false;
  return function runSerially(): Promise<T> {
    if (running) {
      again = true;
      return running;
    }
    onRunning?.(true);
    running = (async () => {
      let outcome: T;
      do {
        again = false;
        outcome = await run();
      } while (again && outcome === repeatAfter);
      return outcome;
    })().finally(() => {
      running = undefined;
      onRunning?.(false);
    });
    return running;
  };
}
