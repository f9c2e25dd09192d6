// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isMacPlatform, isTypingTarget, shortcutFor, shortcutKeys, type KeyLike } from '../../src/features/editor/state/shortcuts';

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const pc = { isMac: false, typing: false };
const mac = { isMac: true, typing: false };

describe('editor keyboard shortcuts', () => {
  it('undo and redo with Ctrl on Windows and Linux, Cmd on a Mac', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }), pc)).toBe('undo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }), pc)).toBe('redo');
    expect(shortcutFor(key('y', { ctrlKey: true }), pc)).toBe('redo');
    expect(shortcutFor(key('z', { metaKey: true }), mac)).toBe('undo');
    expect(shortcutFor(key('z', { metaKey: true, shiftKey: true }), mac)).toBe('redo');
    // The other modifier does nothing: Ctrl+Z on a Mac is not the undo shortcut.
    expect(shortcutFor(key('z', { ctrlKey: true }), mac)).toBeNull();
    expect(shortcutFor(key('z', { metaKey: true }), pc)).toBeNull();
    expect(shortcutFor(key('z', { ctrlKey: true, altKey: true }), pc)).toBeNull();
  });

  it('+ and - zoom, 0 fits, with or without the command key (which would zoom the page)', () => {
    expect(shortcutFor(key('+'), pc)).toBe('zoom_in');
    expect(shortcutFor(key('='), pc)).toBe('zoom_in');
    expect(shortcutFor(key('-'), pc)).toBe('zoom_out');
    expect(shortcutFor(key('0'), pc)).toBe('zoom_fit');
    expect(shortcutFor(key('=', { ctrlKey: true }), pc)).toBe('zoom_in');
    expect(shortcutFor(key('0', { metaKey: true }), mac)).toBe('zoom_fit');
  });

  it('Escape cancels the current tool even from a text field; Delete removes the selected text', () => {
    expect(shortcutFor(key('Escape'), pc)).toBe('cancel');
    expect(shortcutFor(key('Escape'), { isMac: false, typing: true })).toBe('cancel');
    expect(shortcutFor(key('Delete'), pc)).toBe('delete_layer');
    expect(shortcutFor(key('Backspace'), mac)).toBe('delete_layer');
  });

  it('keys typed into a text field belong to the field', () => {
    const typing = { isMac: false, typing: true };
    expect(shortcutFor(key('z', { ctrlKey: true }), typing)).toBeNull();
    expect(shortcutFor(key('-'), typing)).toBeNull();
    expect(shortcutFor(key('Backspace'), typing)).toBeNull();
    expect(shortcutFor(key('a'), pc)).toBeNull();
  });

  it('tells text fields from sliders, buttons and checkboxes', () => {
    const make = (html: string): Element => {
      document.body.innerHTML = html;
      return document.body.firstElementChild!;
    };
    expect(isTypingTarget(make('<input type="text">'))).toBe(true);
    expect(isTypingTarget(make('<input>'))).toBe(true);
    expect(isTypingTarget(make('<input type="number">'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<input type="range">'))).toBe(false);
    expect(isTypingTarget(make('<input type="checkbox">'))).toBe(false);
    expect(isTypingTarget(make('<button>x</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it('writes the shortcuts the way each system does', () => {
    expect(shortcutKeys('z', false, false)).toBe('Ctrl+Z');
    expect(shortcutKeys('z', true, false)).toBe('Ctrl+Shift+Z');
    expect(shortcutKeys('z', true, true)).toBe('⌘⇧Z');
    expect(shortcutKeys('v', false, true)).toBe('⌘V');
  });

  it('knows an Apple keyboard from the platform', () => {
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isMacPlatform({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(false);
  });
});
