// @vitest-environment jsdom
// The shared widgets as a user meets them: the counter under a text area, the autocomplete's list and
// keys, the panel header's buttons, the modal's refusals and the context menu's ways in and out.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import widgets from '../../locales/en/widgets.json';
import common from '../../locales/en/common.json';
import { CountedTextArea } from '../../src/app/ui/CountedTextArea';
import { Autocomplete } from '../../src/app/ui/Autocomplete';
import { PanelHeader } from '../../src/app/ui/PanelHeader';
import { Modal } from '../../src/app/dialogs/Modal';
import { useContextMenu, type MenuAction } from '../../src/app/ui/ContextMenu';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { widgets, common } }, ns: ['widgets', 'common'], defaultNS: 'widgets', fallbackNS: ['common'], interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('CountedTextArea', () => {
  function Field({ max }: { max?: number }) {
    const [value, setValue] = useState('');
    return <CountedTextArea label="Message" value={value} onChange={setValue} max={max} />;
  }

  it('shows used / max politely, with rows from the maximum and typing stopped at it', () => {
    wrap(<Field />);
    const area = screen.getByLabelText('Message');
    const counter = screen.getByTestId('text-counter');
    expect(counter.textContent).toBe('0 / 500');
    expect(counter.getAttribute('aria-live')).toBe('polite');
    expect(area.getAttribute('rows')).toBe('6');
    expect(area.getAttribute('maxlength')).toBe('500');
    fireEvent.change(area, { target: { value: 'Hello' } });
    expect(counter.textContent).toBe('5 / 500');
    cleanup();
    wrap(<Field max={100} />);
    expect(screen.getByLabelText('Message').getAttribute('rows')).toBe('3');
    expect(screen.getByTestId('text-counter').textContent).toBe('0 / 100');
  });
});

describe('Autocomplete', () => {
  const options = [
    { value: 'beach', label: 'Beach' },
    { value: 'bench', label: 'Bench' },
    { value: 'forest', label: 'Forest' },
  ];

  function Search({ onPick }: { onPick: (value: string) => void }) {
    const [text, setText] = useState('');
    return (
      <div>
        <label htmlFor="ac">Search</label>
        <Autocomplete id="ac" value={text} onChange={setText} options={options} onPick={(o) => onPick(o.value)} testId="ac" />
      </div>
    );
  }

  it('is a combobox whose listbox opens from 2 characters 25 ms after typing, moves with the arrows and picks with Enter', () => {
    vi.useFakeTimers();
    const onPick = vi.fn();
    wrap(<Search onPick={onPick} />);
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'b' } });
    act(() => vi.advanceTimersByTime(25));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(box, { target: { value: 'be' } });
    act(() => vi.advanceTimersByTime(24));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    vi.useRealTimers();
    const items = screen.getAllByRole('option');
    expect(items.map((i) => i.textContent)).toEqual(expect.arrayContaining(['Beach', 'Bench']));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    const second = screen.getAllByRole('option')[1]?.textContent?.toLowerCase();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(second);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says "No results" when nothing matches, and Escape closes the list', async () => {
    wrap(<Search onPick={() => undefined} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByTestId('ac-empty').textContent).toBe('No results'));
    fireEvent.change(box, { target: { value: 'for' } });
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Forest']));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('still takes a click on a suggestion right after the field lost focus', async () => {
    const onPick = vi.fn();
    wrap(<Search onPick={onPick} />);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'fo' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('option'));
    expect(onPick).toHaveBeenCalledWith('forest');
  });
});

describe('PanelHeader', () => {
  it('renders the named buttons by position, reports their events, and leaves out an invalid name with a logged error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onEvent = vi.fn();
    wrap(<PanelHeader title="Adjust" buttons={[{ name: 'close' }, { name: 'help' }, { name: 'back' }, { name: 'explode' }]} onEvent={onEvent} />);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('data-panel-button'));
    // left, then right2, then right1 at the far end.
    expect(names).toEqual(['back', 'help', 'close']);
    expect(screen.getByRole('heading', { name: 'Adjust' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onEvent.mock.calls).toEqual([['panel_close'], ['panel_back']]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('invalid panel header button'), { name: 'explode' });
  });
});

describe('Modal', () => {
  it('falls back to medium for an invalid size, reporting it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wrap(
      <Modal title="Odd" size={'gigantic' as never} onClose={() => undefined} testId="odd">
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByTestId('odd').getAttribute('data-size')).toBe('medium');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('invalid modal size'), { size: 'gigantic' });
  });

  it('refuses a second dialog with the id of an open one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    wrap(
      <>
        <Modal title="First" size="small" id="share" onClose={() => undefined} testId="first">
          <button type="button">In first</button>
        </Modal>
        <Modal title="Second" size="small" id="share" onClose={() => undefined} testId="second">
          <button type="button">In second</button>
        </Modal>
      </>,
    );
    expect(screen.getByTestId('first')).toBeTruthy();
    expect(screen.queryByTestId('second')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('duplicate dialog'), { id: 'share' });
    expect(screen.getByTestId('first').contains(document.activeElement)).toBe(true);
  });

  it('does not close on an outside click within 500 ms of opening, and does after', () => {
    let now = 10_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onClose = vi.fn();
    wrap(
      <Modal title="Grace" size="small" onClose={onClose} testId="grace">
        <p>Body</p>
      </Modal>,
    );
    const backdrop = screen.getByTestId('grace-backdrop');
    now += 499;
    fireEvent.mouseDown(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    now += 1;
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('context menu', () => {
  function Tile({ actions }: { actions: MenuAction[] }) {
    const menu = useContextMenu({ label: 'Actions for Beach', actions, testId: 'ctx' });
    return (
      <div {...menu.targetProps}>
        <a href="#beach">Beach</a>
        {menu.element}
      </div>
    );
  }

  it('opens with Shift+F10 or the ContextMenu key, focuses the first item, and Escape returns focus', () => {
    const rename = vi.fn();
    wrap(<Tile actions={[{ label: 'Rename', onSelect: rename }, { label: 'Delete', danger: true, onSelect: () => undefined }]} />);
    const link = screen.getByText('Beach');
    link.focus();
    fireEvent.keyDown(link, { key: 'F10', shiftKey: true });
    expect(screen.getByRole('menu', { name: 'Actions for Beach' })).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Rename');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(link);

    fireEvent.keyDown(link, { key: 'ContextMenu' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(rename).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on right-click where the pointer is, instead of the browser menu', () => {
    wrap(<Tile actions={[{ label: 'Rename', onSelect: () => undefined }]} />);
    const event = fireEvent.contextMenu(screen.getByText('Beach'), { clientX: 40, clientY: 50 });
    expect(event).toBe(false); // default prevented
    const menu = screen.getByTestId('ctx');
    expect(menu.style.left).toBe('40px');
    expect(menu.style.top).toBe('50px');
  });
});
