// @vitest-environment jsdom
// The looks' previews arriving while the user points at a look: the look's box is the same element before
// and after its preview (a preview that replaced the element pressed lost the click: the browser sends none
// when the element pressed is gone by the release), and the line saying the previews are being made keeps
// its place once they are there, so the grid does not move under the pointer.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { editorI18n, mountEditor } from './support/editorHarness';
import { ToolPanel, ToolRail } from '../../src/features/editor/panels/ToolPanel';
import type { Thumbnail } from '../../src/features/editor/engineClient';

let i18n: I18n;
beforeAll(async () => {
  i18n = await editorI18n('editorUi');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('previews of the looks', () => {
  it('arrive into the box the user pressed, and the grid stays where it was', async () => {
    const editor = mountEditor(i18n, <><ToolRail /><ToolPanel /></>);
    let deliver: (thumbs: Thumbnail[]) => void = () => undefined;
    const asked: string[][] = [];
    editor.thumbnails = (_doc, _size, types) => {
      asked.push([...types]);
      return new Promise((resolve) => (deliver = resolve));
    };
    fireEvent.click(screen.getByTestId('rail-effect'));
    const status = screen.getByTestId('looks-status');
    await waitFor(() => expect(status.textContent).toBe(i18n.t('eui_previews_loading')));
    await waitFor(() => expect(asked.length).toBe(1));
    const button = screen.getByTestId(`look-${asked[0]![0]}`);
    const box = button.querySelector('.px-ed-look__thumb');
    expect(box?.querySelector('img')).toBeNull();
    fireEvent.mouseDown(box!);

    deliver(asked[0]!.map((type) => ({ type, blob: new Blob(['x'], { type: 'image/jpeg' }) }) as Thumbnail));
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    // The element pressed is still there, holding its preview; the status line is the same one, now empty.
    expect(box!.isConnected).toBe(true);
    expect(box!.contains(button.querySelector('img'))).toBe(true);
    expect(screen.getByTestId('looks-status')).toBe(status);
    expect(status.textContent).toBe('');

    fireEvent.mouseUp(button.querySelector('img')!);
    fireEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
