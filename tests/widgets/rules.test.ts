// The shared widgets' rules (subscription-navigation §5, §9): the text-area counter, the autocomplete's
// matching, the modal sizes and the panel header's button names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { counterMax, newlinesCountDouble, textAreaRows, usedCharacters, TEXT_COUNTER_DEFAULT_MAX } from '../../src/app/ui/textCounter';
import { AutocompleteIndex, patternChunks, AUTOCOMPLETE_DROP_SCORE } from '../../src/app/ui/autocompleteRules';
import { claimDialogId, isDialogOpen, modalBox, outsideClickCloses, resolveModalSize, MODAL_SIZES } from '../../src/app/dialogs/modalRules';
import { placePanelButtons, PANEL_BUTTONS } from '../../src/app/ui/panelHeader';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

afterEach(() => vi.restoreAllMocks());

describe('text area counter', () => {
  it('defaults the maximum to 500 and keeps a given one', () => {
    expect(TEXT_COUNTER_DEFAULT_MAX).toBe(500);
    expect(counterMax(undefined)).toBe(500);
    expect(counterMax(0)).toBe(500);
    expect(counterMax(Number.NaN)).toBe(500);
    expect(counterMax(140)).toBe(140);
  });

  it('has rows = clamp(round(max / 30), 3, 6)', () => {
    expect(textAreaRows(30)).toBe(3);
    expect(textAreaRows(100)).toBe(3);
    expect(textAreaRows(105)).toBe(4); // 3.5 rounds up
    expect(textAreaRows(150)).toBe(5);
    expect(textAreaRows(165)).toBe(6);
    expect(textAreaRows(500)).toBe(6);
  });

  it('counts a newline twice on Safari and iOS, never past the maximum', () => {
    expect(newlinesCountDouble(SAFARI)).toBe(true);
    expect(newlinesCountDouble(IOS_CHROME)).toBe(true);
    expect(newlinesCountDouble(CHROME)).toBe(false);
    const text = 'one\ntwo\nthree';
    expect(usedCharacters(text, 500, false)).toBe(13);
    expect(usedCharacters(text, 500, true)).toBe(15);
    expect(usedCharacters(text, 14, true)).toBe(14);
    expect(usedCharacters('a\r\nb', 500, true)).toBe(5);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(usedCharacters('📷ok', 500, false)).toBe(3);
  });
});

describe('autocomplete', () => {
  const options = [
    { value: 'beach', label: 'Beach' },
    { value: 'bench', label: 'Bench' },
    { value: 'mountain', label: 'Mountain lake' },
    { value: 'empty', label: '' },
    { value: 'blank', label: '   ' },
  ];

  it('needs at least 2 characters by default', () => {
    const index = new AutocompleteIndex(options);
    expect(index.search('b')).toEqual([]);
    expect(index.search('be').map((m) => m.option.value)).toEqual(expect.arrayContaining(['beach', 'bench']));
    expect(new AutocompleteIndex(options, 3).search('be')).toEqual([]);
  });

  it('only offers options with a non-empty label', () => {
    const index = new AutocompleteIndex(options);
    expect(index.options.map((o) => o.value)).toEqual(['beach', 'bench', 'mountain']);
  });

  it('matches fuzzily at threshold 0.2: one typo in a long word, not a different word', () => {
    const index = new AutocompleteIndex(options);
    expect(index.search('mountein').map((m) => m.option.value)).toEqual(['mountain']);
    // Two letters swapped is two errors in eight: over the threshold.
    expect(index.search('mountian')).toEqual([]);
    expect(index.search('zebra')).toEqual([]);
    // The exact word ranks first.
    expect(index.search('beach')[0]?.option.value).toBe('beach');
  });

  it('drops every result scoring 0.5 or worse', () => {
    const index = new AutocompleteIndex([{ value: 'x', label: 'Sunset over the sea' }]);
    for (const q of ['sunset', 'sea', 'sunsat', 'qqqq']) {
      for (const match of index.search(q)) expect(match.score).toBeLessThan(AUTOCOMPLETE_DROP_SCORE);
    }
    expect(index.search('qqqq')).toEqual([]);
  });

  it('splits patterns longer than 32 characters into chunks that must all match', () => {
    const long = 'a very long photo title about the beach at sunset in summer';
    expect(patternChunks('x'.repeat(70)).map((c) => c.length)).toEqual([32, 32, 6]);
    expect(patternChunks('📷'.repeat(33))).toHaveLength(2);
    const index = new AutocompleteIndex([
      { value: 'long', label: long },
      { value: 'other', label: 'a very long photo title about the mountains in winter' },
    ]);
    const query = long.slice(0, 50);
    expect(query.length).toBeGreaterThan(32);
    expect(index.search(query).map((m) => m.option.value)).toEqual(['long']);
  });
});

describe('modal sizes', () => {
  it('has the named sizes of §9 and reports an invalid one, falling back to medium', () => {
    expect(MODAL_SIZES).toEqual(['extra-small', 'small', 'medium', 'large', 'xxl', 'feature-search']);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(resolveModalSize('large')).toBe('large');
    expect(error).not.toHaveBeenCalled();
    expect(resolveModalSize('huge')).toBe('medium');
    expect(resolveModalSize('constructor')).toBe('medium');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('keeps a 16 px margin: never larger than the window', () => {
    const big = { width: 1920, height: 1200 };
    expect(modalBox('extra-small', big)).toEqual({ width: 320, maxHeight: 1168 });
    expect(modalBox('small', big).width).toBe(464);
    expect(modalBox('medium', big).width).toBe(624);
    expect(modalBox('large', big).width).toBe(944);
    expect(modalBox('xxl', { width: 2560, height: 1440 })).toEqual({ width: 1600, maxHeight: 1140 });
    expect(modalBox('xxl', big)).toEqual({ width: 1600, maxHeight: 1140 });
    expect(modalBox('xxl', { width: 1280, height: 720 })).toEqual({ width: 1248, maxHeight: 688 });
    expect(modalBox('large', { width: 390, height: 844 })).toEqual({ width: 358, maxHeight: 812 });
  });

  it('ignores an outside click within 500 ms of opening', () => {
    expect(outsideClickCloses(1000, 1499)).toBe(false);
    expect(outsideClickCloses(1000, 1500)).toBe(true);
  });

  it('refuses a second dialog with the id of an open one, and allows it again once closed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const release = claimDialogId('share');
    expect(release).not.toBeNull();
    expect(claimDialogId('share')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    release?.();
    expect(isDialogOpen('share')).toBe(false);
    const again = claimDialogId('share');
    expect(again).not.toBeNull();
    again?.();
  });
});

describe('panel header buttons', () => {
  it('gives each named type an icon, an event and a position', () => {
    expect(Object.keys(PANEL_BUTTONS).sort()).toEqual(['back', 'batch_add', 'batch_remove', 'close', 'deselect', 'help', 'select', 'view_all']);
    for (const type of Object.values(PANEL_BUTTONS)) {
      expect(['left', 'right1', 'right2']).toContain(type.position);
      expect(type.event).toMatch(/^panel_/);
    }
  });

  it('places valid buttons by position and logs an invalid name as an error, leaving it out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const placed = placePanelButtons([{ name: 'close' }, { name: 'back' }, { name: 'help' }, { name: 'shrink' }, { name: '__proto__' }]);
    expect(placed.left.map((b) => b.name)).toEqual(['back']);
    expect(placed.right1.map((b) => b.name)).toEqual(['close']);
    expect(placed.right2.map((b) => b.name)).toEqual(['help']);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('invalid panel header button');
  });
});
