import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadScreenController, assertProgress } from '../../src/app/loadScreen/loadScreen';
import { ApiError } from '../../src/lib/request/errors';

function controller(confirm = true) {
  const warn = vi.fn();
  const confirmCancel = vi.fn(async () => confirm);
  return { screen: new LoadScreenController({ confirmCancel, warn }), warn, confirmCancel };
}

function never(): Promise<never> {
  return new Promise<never>(() => undefined);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the load screen (spec §4.1)', () => {
  describe('it appears after a visibility delay of 300 ms', () => {
    it('is active at once but visible only after 300 ms', async () => {
      const { screen } = controller();
      void screen.run(() => never());
      expect(screen.state.get()).toMatchObject({ active: true, visible: false });
      await vi.advanceTimersByTimeAsync(299);
      expect(screen.state.get().visible).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.state.get().visible).toBe(true);
    });

    it('never shows for a task shorter than the delay', async () => {
      const { screen } = controller();
      const seen: boolean[] = [];
      screen.state.subscribe(() => seen.push(screen.state.get().visible));
      const result = screen.run(async () => {
        await new Promise((r) => setTimeout(r, 200));
        return 1;
      });
      await vi.advanceTimersByTimeAsync(200);
      await expect(result).resolves.toBe(1);
      expect(seen).not.toContain(true);
      expect(screen.state.get().active).toBe(false);
    });
  });

  describe('a warning is raised if it stays longer than 10 s', () => {
    it('warns at 10 s, not before', async () => {
      const { screen, warn } = controller();
      void screen.run(() => never());
      await vi.advanceTimersByTimeAsync(9_999);
      expect(warn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('it becomes cancellable after 500 ms with a cancel handler, otherwise after 1500 ms', () => {
    it('500 ms with a handler', async () => {
      const { screen } = controller();
      void screen.run(() => never(), { onCancel: () => undefined });
      await vi.advanceTimersByTimeAsync(499);
      expect(screen.state.get().cancellable).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.state.get().cancellable).toBe(true);
    });

    it('1500 ms without one', async () => {
      const { screen } = controller();
      void screen.run(() => never());
      await vi.advanceTimersByTimeAsync(1499);
      expect(screen.state.get().cancellable).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.state.get().cancellable).toBe(true);
    });
  });

  describe('cancelling asks yes/no and yields cancelled_by_user', () => {
    it('fails the task with cancelled_by_user and calls the handler when the user confirms', async () => {
      const { screen, confirmCancel } = controller(true);
      const onCancel = vi.fn();
      const result = screen.run(() => never(), { onCancel });
      await vi.advanceTimersByTimeAsync(500);
      await screen.requestCancel();
      await expect(result).rejects.toMatchObject({ code: 'cancelled_by_user' });
      expect((await result.catch((e: unknown) => e)) instanceof ApiError).toBe(true);
      expect(confirmCancel).toHaveBeenCalledTimes(1);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(screen.state.get().active).toBe(false);
    });

    it('keeps running when the user says no', async () => {
      const { screen } = controller(false);
      let settled = false;
      void screen.run(() => never()).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(1500);
      await screen.requestCancel();
      await vi.advanceTimersByTimeAsync(10);
      expect(settled).toBe(false);
      expect(screen.state.get().active).toBe(true);
    });

    it('does nothing before it is cancellable', async () => {
      const { screen, confirmCancel } = controller(true);
      void screen.run(() => never());
      await vi.advanceTimersByTimeAsync(400);
      await screen.requestCancel();
      expect(confirmCancel).not.toHaveBeenCalled();
    });
  });

  describe('progress must be an integer from 0 to 100', () => {
    it('accepts 0, 50 and 100', () => {
      expect([0, 50, 100].map(assertProgress)).toEqual([0, 50, 100]);
    });
    it.each([-1, 101, 1.5, Number.NaN, '50'])('refuses %s', (value) => {
      expect(() => assertProgress(value)).toThrow(/integer from 0 to 100/);
    });
    it('reports progress to the overlay', async () => {
      const { screen } = controller();
      void screen.run(async (handle) => {
        handle.setProgress(42);
        return never();
      });
      await vi.advanceTimersByTimeAsync(1);
      expect(screen.state.get().progress).toBe(42);
    });
  });

  it('hides when the task ends, with its result', async () => {
    const { screen } = controller();
    const result = screen.run(async () => {
      await new Promise((r) => setTimeout(r, 1000));
      return 'done';
    });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('done');
    expect(screen.state.get()).toMatchObject({ active: false, visible: false });
  });
});
