// @vitest-environment jsdom
// "Continue in designer" in the collage's Layout panel: the collage is saved first, a new design project is
// made of it with the collage's photos, the editor shows the design on the designer's route (Back returns
// to the collage, which stays its own project), and when the collage's photos cannot be copied nothing
// changes but a message. Without a project host (a panel on its own) there is no button.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { notifications } from '../../src/app/notifications/notifications';
import { CollageHostContext } from '../../src/features/editor/collage/collageHost';
import { CollagePanel } from '../../src/features/editor/collage/CollagePanel';
import { useContinueInDesigner } from '../../src/features/editor/collage/useContinueInDesigner';
import { useEditor } from '../../src/features/editor/EditorContext';
import type { EditorProjects } from '../../src/features/editor/project/useEditorProjects';
import type { EditorController } from '../../src/features/editor/state/editorController';
import { createHistory } from '../../src/lib/shared/editor/history';
import type { EditorDocument, ImageLayer } from '../../src/lib/shared/editor/types';
import designerFromCollage from '../../locales/en/designerFromCollage.json';
import { mountEditor } from './support/editorHarness';
import { collageDocument, collageI18n } from './collageSupport';

let i18n: I18n;
beforeAll(async () => {
  i18n = await collageI18n();
  i18n.addResourceBundle('en', 'collage', designerFromCollage, true);
});
afterEach(() => {
  cleanup();
  notifications.set([]);
});

const blob = (n: number): Blob => new Blob([`photo ${n}`], { type: 'image/jpeg' });

interface Calls {
  order: string[];
  designed: { document: EditorDocument; assets: ReadonlyMap<string, Blob>; name?: string } | null;
}

/** The project hook as PhotoEditor has it, for the collage project "c1" whose saved photos are `images`. */
function fakeProjects(calls: Calls, images: Array<{ imageId: string; blob: Blob }>): EditorProjects {
  let current: string | null = 'c1';
  return {
    currentProjectId: () => current,
    flush: vi.fn(async () => void calls.order.push('flush')),
    load: vi.fn(async (id: string) => {
      calls.order.push(`load ${id}`);
      return { id, name: 'Summer', document: collageDocument(3, 3), images, history: createHistory(collageDocument(3, 3)), historyDropped: false };
    }),
    close: vi.fn(() => {
      calls.order.push('close');
      current = null;
    }),
    startDesigner: vi.fn(async (document: EditorDocument, options?: { assets?: ReadonlyMap<string, Blob>; name?: string }) => {
      calls.order.push('startDesigner');
      calls.designed = { document, assets: options?.assets ?? new Map(), name: options?.name };
      current = 'd1';
      return 'd1';
    }),
  } as unknown as EditorProjects;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Host({ projects, children }: { projects: EditorProjects; children: React.ReactNode }) {
  const host = useContinueInDesigner(useEditor(), projects, 'en');
  return <CollageHostContext.Provider value={host}>{children}</CollageHostContext.Provider>;
}

function mount(projects: EditorProjects | null): EditorController {
  const panel = <CollagePanel />;
  const editor = mountEditor(
    i18n,
    <MemoryRouter initialEntries={['/create/collage/?project=c1']}>
      {projects ? <Host projects={projects}>{panel}</Host> : panel}
      <Where />
    </MemoryRouter>,
    collageDocument(3, 3),
  );
  act(() => editor.setUi({ category: 'layout' }));
  return editor;
}

describe('Continue in designer', () => {
  it('saves the collage, makes a new design of it with its photos and opens it on the designer’s route', async () => {
    const calls: Calls = { order: [], designed: null };
    const projects = fakeProjects(calls, [1, 2, 3, 9].map((n) => ({ imageId: `img-${n}`, blob: blob(n) })));
    const editor = mount(projects);
    const collage = editor.document!;
    const button = screen.getByRole('button', { name: 'Continue in designer' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/create/designer/?project=d1'));
    expect(calls.order).toEqual(['flush', 'load c1', 'close', 'startDesigner']);
    // The editor shows the design: the collage's photos where they were, no layout, on the designer's panels.
    const design = editor.document!;
    expect(design.section).toBe('designer');
    expect(design.collage).toBeUndefined();
    expect(design.layers.map((l) => l.id)).toEqual(collage.layers.map((l) => l.id));
    expect(editor.ui.get().category).toBe('elements');
    // The new project holds that design, the photos it shows (not other assets of the collage), and a name from the collage.
    expect(calls.designed?.document).toBe(design);
    expect([...(calls.designed?.assets.keys() ?? [])].sort()).toEqual(['img-1', 'img-2', 'img-3']);
    expect(calls.designed?.name).toBe('Summer (design)');
    // The collage itself was not edited.
    expect(collage.section).toBe('collage');
    expect(collage.layers.every((l) => (l as ImageLayer).clip !== undefined)).toBe(true);
  });

  it('leaves the collage open and says so when its photos are not on this device', async () => {
    const calls: Calls = { order: [], designed: null };
    const editor = mount(fakeProjects(calls, [{ imageId: 'img-1', blob: blob(1) }]));
    const before = editor.document;
    fireEvent.click(screen.getByTestId('collage-to-designer'));
    await waitFor(() => expect(notifications.get().map((n) => [n.type, n.message])).toEqual([['error', 'The design could not be made: some of the collage’s photos are not on this device.']]));
    expect(calls.order).toEqual(['flush', 'load c1']);
    expect(editor.document).toBe(before);
    expect(screen.getByTestId('where').textContent).toBe('/create/collage/?project=c1');
    expect((screen.getByTestId('collage-to-designer') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is not offered where no project host is (a panel on its own)', () => {
    mount(null);
    expect(screen.getByTestId('layout-panel')).toBeTruthy();
    expect(screen.queryByTestId('collage-to-designer')).toBeNull();
  });
});
