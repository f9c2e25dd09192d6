// @vitest-environment jsdom
// The collage maker's start screen: every layout grouped by photo count and searchable, a layout chosen on
// the chosen canvas size, custom pixels, Auto collage with the photos picked, and the keyboard between
// layouts.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CollageStart, type CollageStartProps } from '../../src/features/editor/collage/CollageStart';
import { LAYOUTS } from '../../src/lib/shared/collage/layouts';
import { collageI18n, layoutFor } from './collageSupport';

let i18n: I18n;
beforeAll(async () => {
  i18n = await collageI18n();
});
afterEach(cleanup);

function mount(props: Partial<CollageStartProps> = {}) {
  const handlers = { onLayout: vi.fn(), onAuto: vi.fn(), onProject: vi.fn() };
  render(
    <I18nextProvider i18n={i18n}>
      <CollageStart recent={[]} dragging={false} busy={false} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

const layoutButtons = (): HTMLElement[] => screen.getAllByTestId(/^layout-(?!browser|search|group)/);

describe('the collage start screen', () => {
  it('shows every layout, grouped by photo count from 2 to 16', () => {
    mount();
    expect(layoutButtons()).toHaveLength(LAYOUTS.length);
    for (let count = 2; count <= 16; count++) {
      const group = screen.getByTestId(`layout-group-${count}`);
      expect(within(group).getByRole('heading').textContent).toBe(`${count} photos`);
      for (const button of within(group).getAllByRole('button')) expect(button.getAttribute('data-cells')).toBe(String(count));
    }
  });

  it('the search by photo count shows that group only; a search with no match says so', () => {
    mount();
    fireEvent.change(screen.getByLabelText('Search layouts'), { target: { value: '3' } });
    expect(screen.queryByTestId('layout-group-2')).toBeNull();
    expect(layoutButtons().every((b) => b.getAttribute('data-cells') === '3')).toBe(true);
    fireEvent.change(screen.getByLabelText('Search layouts'), { target: { value: 'zzzz' } });
    expect(screen.getByRole('status').textContent).toBe('No layout matches that search.');
  });

  it('a layout is chosen on the square canvas, or on the preset or custom size chosen before', () => {
    const { onLayout } = mount();
    const three = layoutFor(3);
    fireEvent.click(screen.getByTestId(`layout-${three.id}`));
    expect(onLayout).toHaveBeenLastCalledWith(three, { width: 3000, height: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Wide 16:9' }));
    expect(screen.getByRole('button', { name: 'Wide 16:9' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('print-hint').textContent).toBe('Prints at 10.0 × 5.6 in at 300 dpi');
    fireEvent.click(screen.getByTestId(`layout-${three.id}`));
    expect(onLayout).toHaveBeenLastCalledWith(three, { width: 3000, height: 1688 });
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '1800' } });
    fireEvent.change(screen.getByLabelText('Height (px)'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Wide 16:9' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId(`layout-${three.id}`));
    expect(onLayout).toHaveBeenLastCalledWith(three, { width: 1800, height: 1200 });
  });

  it('a custom size out of range is not applied', () => {
    mount();
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '99999' } });
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Auto collage hands over the photos picked, with the canvas size', () => {
    const { onAuto } = mount();
    const files = [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })];
    fireEvent.change(screen.getByTestId('collage-auto-input'), { target: { files } });
    expect(onAuto).toHaveBeenCalledWith(files, { width: 3000, height: 3000 });
  });

  it('arrow keys move between the layouts of a group', () => {
    mount();
    const buttons = within(screen.getByTestId('layout-group-2')).getAllByRole('button');
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('busy: nothing can be chosen', () => {
    mount({ busy: true });
    expect(layoutButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect((screen.getByTestId('collage-auto') as HTMLButtonElement).disabled).toBe(true);
  });
});
