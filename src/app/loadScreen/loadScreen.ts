// The full-screen loading overlay (spec §4.1): invisible or active. It appears after a visibility delay
// (300 ms), warns if it stays over 10 s, becomes cancellable after 500 ms when the task has a cancel
// handler (else 1500 ms); cancelling asks for confirmation and fails the task with cancelled_by_user.
import { LOAD_SCREEN } from '../../lib/shared/constants';
import { ApiError, CANCELLED_BY_USER } from '../../lib/request/errors';
import { createStore, type Store } from '../../lib/store';

export interface LoadScreenState {
  /** Whether the overlay is shown (after its visibility delay). */
  visible: boolean;
  /** Whether a task is running (the overlay blocks keys from the start). */
  active: boolean;
  cancellable: boolean;
  /** Integer 0–100, or null for an indeterminate bar. */
  progress: number | null;
  labelKey: string | null;
}

export interface LoadScreenOptions {
  /** Called when the user confirms cancelling; the task should stop. */
  onCancel?: () => void;
  labelKey?: string;
  visibilityDelayMs?: number;
}

export interface LoadScreenDeps {
  /** Asks yes/no before cancelling. */
  confirmCancel: () => Promise<boolean>;
  /** Told when the overlay has stayed longer than the warning time. */
  warn: (message: string) => void;
}

const IDLE: LoadScreenState = { visible: false, active: false, cancellable: false, progress: null, labelKey: null };

export class InvalidProgressError extends Error {
  constructor(value: unknown) {
    super(`Load-screen progress must be an integer from 0 to 100, got ${String(value)}`);
    this.name = 'InvalidProgressError';
  }
}

export function assertProgress(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) throw new InvalidProgressError(value);
  return value;
}

export interface LoadScreenHandle {
  setProgress(progress: number): void;
  /** Rejects when the user cancels. */
  cancelled: Promise<never>;
}

export class LoadScreenController {
  readonly state: Store<LoadScreenState> = createStore(IDLE);
  private timers: ReturnType<typeof setTimeout>[] = [];
  private cancelRequest: (() => Promise<void>) | null = null;
  private running = 0;

  constructor(private readonly deps: LoadScreenDeps) {}

  /** Runs a task behind the overlay. Rejects with cancelled_by_user if the user cancels. */
  async run<T>(task: (handle: LoadScreenHandle) => Promise<T>, options: LoadScreenOptions = {}): Promise<T> {
    if (this.running > 0) return task({ setProgress: (p) => this.setProgress(p), cancelled: new Promise<never>(() => undefined) });
    this.running++;
    let rejectCancel: (error: ApiError) => void = () => undefined;
    const cancelled = new Promise<never>((_, reject) => {
      rejectCancel = reject;
    });
    cancelled.catch(() => undefined);
    this.start(options, () => {
      options.onCancel?.();
      rejectCancel(new ApiError(CANCELLED_BY_USER, 'Cancelled by the user.'));
    });
    try {
      return await Promise.race([task({ setProgress: (p) => this.setProgress(p), cancelled }), cancelled]);
    } finally {
      this.running--;
      this.stop();
    }
  }

  setProgress(progress: number): void {
    const value = assertProgress(progress);
    this.state.set((s) => ({ ...s, progress: value }));
  }

  /** The user asked to cancel (button or Escape): confirm, then cancel if still running. */
  async requestCancel(): Promise<void> {
    await this.cancelRequest?.();
  }

  private start(options: LoadScreenOptions, cancel: () => void): void {
    const delay = options.visibilityDelayMs ?? LOAD_SCREEN.visibilityDelayMs;
    const cancelAfter = options.onCancel ? LOAD_SCREEN.cancelDelayWithHandlerMs : LOAD_SCREEN.cancelDelayWithoutHandlerMs;
    this.state.set({ ...IDLE, active: true, labelKey: options.labelKey ?? null });
    let confirming = false;
    this.cancelRequest = async () => {
      if (!this.state.get().cancellable || confirming) return;
      confirming = true;
      try {
        if (await this.deps.confirmCancel()) {
          if (this.state.get().active) cancel();
        }
      } finally {
        confirming = false;
      }
    };
    this.timers.push(
      setTimeout(() => this.state.set((s) => ({ ...s, visible: true })), delay),
      setTimeout(() => this.state.set((s) => ({ ...s, cancellable: true })), cancelAfter),
      setTimeout(() => this.deps.warn(`The load screen has been shown for more than ${LOAD_SCREEN.warningAfterMs / 1000} s`), LOAD_SCREEN.warningAfterMs),
    );
  }

  private stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.cancelRequest = null;
    this.state.set(IDLE);
  }
}
