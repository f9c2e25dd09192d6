// When the feature search may open (subscription-navigation §2): Ctrl+P (Cmd+P on a Mac), never while the
// load screen is active or a transform isolator holds the editor.
import { afterEach, describe, expect, it } from 'vitest';
import { loadScreen } from '../../src/app/loadScreen/instance';
import { setEditorSession } from '../../src/lib/editorSession';
import { closeFeatureSearch, isSearchShortcut, openFeatureSearch, searchState } from '../../src/features/search/state';

const key = (init: Partial<KeyboardEvent>) => ({ key: 'p', code: 'KeyP', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...init });

afterEach(() => closeFeatureSearch());

describe('the feature search shortcut', () => {
  it('is Ctrl+P elsewhere and Cmd+P on a Mac', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }), false)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'P' }), false)).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ metaKey: true }), true)).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true }), true)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, key: 'o', code: 'KeyO' }), false)).toBe(false);
    expect(isSearchShortcut(key({}), false)).toBe(false);
  });
});

describe('opening the feature search', () => {
  it('opens when nothing blocks it', () => {
    expect(openFeatureSearch()).toBe(true);
    expect(searchState.get().open).toBe(true);
  });

  it('is blocked while the load screen is active', async () => {
    let release: () => void = () => undefined;
    const task = loadScreen.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(loadScreen.state.get().active).toBe(true);
    expect(openFeatureSearch()).toBe(false);
    expect(searchState.get().open).toBe(false);
    release();
    await task;
    expect(openFeatureSearch()).toBe(true);
  });

  it('is blocked while a transform isolator is active in the editor (the crop box being edited)', () => {
    let cropping = true;
    const unregister = setEditorSession({ isolating: () => cropping, cancelTool: () => undefined });
    try {
      expect(openFeatureSearch()).toBe(false);
      cropping = false;
      expect(openFeatureSearch()).toBe(true);
    } finally {
      unregister();
    }
  });
});
