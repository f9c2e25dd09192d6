// @vitest-environment jsdom
// The app's history (src/app/routing/history.ts): the leave-create confirmation the data router's
// useBlocker gave — a blocked push or replace waits for the answer, a blocked back button is undone and
// redone only if the user leaves — and any number of listeners.
import { describe, expect, it, vi } from 'vitest';
import { createAppHistory, type HistoryUpdate } from '../../src/app/routing/history';

function setup(answers: boolean[]) {
  window.history.replaceState(null, '', '/start/');
  const confirm = vi.fn(async () => answers.shift() ?? false);
  const history = createAppHistory({ shouldBlock: (from, to) => from.startsWith('/create/') && !to.startsWith('/create/'), confirm });
  const seen: HistoryUpdate[] = [];
  history.listen((update) => seen.push(update));
  const stop = () => history.dispose();
  const other = vi.fn();
  history.listen(other);
  return { history, confirm, seen, other, stop };
}

const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('the app history', () => {
  it('tells every listener about a push and a replace that need no confirmation', () => {
    const { history, confirm, seen, other, stop } = setup([]);
    history.push('/create/editor/');
    history.replace({ pathname: '/create/editor/', search: '?project=1' });
    expect(seen.map((u) => [u.action, u.location.pathname, u.location.search])).toEqual([
      ['PUSH', '/create/editor/', ''],
      ['REPLACE', '/create/editor/', '?project=1'],
    ]);
    expect(other).toHaveBeenCalledTimes(2);
    expect(confirm).not.toHaveBeenCalled();
    stop();
  });

  it('holds a blocked push until the user answers: stay keeps the page, leave goes', async () => {
    const { history, confirm, seen, stop } = setup([false, true]);
    history.push('/create/editor/');
    history.push('/explore/');
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(history.location.pathname).toBe('/create/editor/');
    history.push('/explore/');
    await vi.waitFor(() => expect(history.location.pathname).toBe('/explore/'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(seen.map((u) => u.location.pathname)).toEqual(['/create/editor/', '/explore/']);
    stop();
  });

  it('undoes a blocked back button at once, and goes back only when the user leaves', async () => {
    const { history, confirm, seen, stop } = setup([false, true]);
    history.push('/create/editor/');
    let pop = popped();
    window.history.back();
    await pop;
    await vi.waitFor(() => expect(window.location.pathname).toBe('/create/editor/'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(seen.map((u) => u.location.pathname)).toEqual(['/create/editor/']);
    pop = popped();
    window.history.back();
    await pop;
    await vi.waitFor(() => expect(seen.map((u) => u.location.pathname)).toEqual(['/create/editor/', '/start/']));
    expect(window.location.pathname).toBe('/start/');
    expect(seen.at(-1)?.action).toBe('POP');
    stop();
  });
});
