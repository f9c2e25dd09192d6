// @vitest-environment jsdom
// The open tool's keys (src/features/editor/tools/shared/toolKeys.ts): a key pressed on the page reaches the
// tool; one typed into a text field, pressed with Ctrl/Cmd/Alt or inside a dialog over the editor does not;
// a slider's and a checkbox's keys do; the listener goes with the panel; the latest handler is the one called.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useToolKeys } from '../../src/features/editor/tools/shared/toolKeys';

function Probe({ onKey }: { onKey: (key: string) => void }) {
  useToolKeys((e) => onKey(e.key));
  return (
    <div>
      <input data-testid="text" type="text" />
      <input data-testid="range" type="range" />
      <input data-testid="check" type="checkbox" />
      <div role="dialog" aria-modal="true">
        <button type="button" data-testid="in-dialog">
          ok
        </button>
      </div>
      <button type="button" data-testid="plain">
        plain
      </button>
    </div>
  );
}

const press = (target: Element, key: string, init: KeyboardEventInit = {}): void => {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
};

afterEach(cleanup);

describe('useToolKeys', () => {
  it('passes the page’s, a slider’s and a checkbox’s keys, not a text field’s, a modified one or a dialog’s', () => {
    const seen: string[] = [];
    const { getByTestId } = render(<Probe onKey={(k) => seen.push(k)} />);
    press(getByTestId('plain'), 'Enter');
    press(getByTestId('range'), ']');
    press(getByTestId('check'), 'Escape');
    press(getByTestId('text'), '[');
    press(getByTestId('plain'), 'z', { ctrlKey: true });
    press(getByTestId('plain'), 'z', { metaKey: true });
    press(getByTestId('plain'), 'x', { altKey: true });
    press(getByTestId('in-dialog'), 'Escape');
    expect(seen).toEqual(['Enter', ']', 'Escape']);
  });

  it('calls the latest handler, and nothing once the panel is gone', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { getByTestId, rerender, unmount } = render(<Probe onKey={first} />);
    rerender(<Probe onKey={second} />);
    press(getByTestId('plain'), 'Enter');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('Enter');
    const plain = getByTestId('plain');
    unmount();
    document.body.append(plain);
    press(plain, 'Enter');
    expect(second).toHaveBeenCalledTimes(1);
  });
});
