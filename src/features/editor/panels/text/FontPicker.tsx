// The font picker (issue 14): a search field and a listbox of the shipped families by category, each
// name shown in its own face (loaded as it scrolls into view, "…" while it loads), then the device's
// generic families. Keyboard: type to filter; ↓ from the field or Tab reaches the list; ↑ ↓ Home End
// move; Enter or Space chooses.
import { useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../../../app/useStore';
import { currentOwner } from '../../../../lib/settings/settingsStore';
import { designerAssetSink } from '../../designer/photos';
import { EditorContext } from '../../EditorContext';
import { FONT_CATEGORIES, fontFamilyCss, GENERIC_FAMILIES, SHIPPED_FONTS, shippedFont, type ShippedFont } from '../../../../lib/shared/editor/fonts';
import { useFontFace } from './useFontFace';
import { UserFontUpload } from './UserFontUpload';
import { loadUserFonts, userFonts, type UserFont } from '../../../../lib/userFonts/store';
import './text.css';

const GENERICS = GENERIC_FAMILIES.filter((name) => name !== 'fantasy' && name !== 'system-ui');

interface Entry {
  family: string;
  label: string;
  font: ShippedFont | null;
  own?: UserFont;
}

/** The user's fonts' faces in the page (their names are shown in them), each added once. */
const pageFaces = new Set<string>();

function usePageFace(font: UserFont | undefined): void {
  useEffect(() => {
    if (!font || pageFaces.has(font.id) || typeof FontFace === 'undefined' || !(document.fonts as FontFaceSet | undefined)) return;
    pageFaces.add(font.id);
    const face = new FontFace(font.family, font.bytes.slice(0));
    face.load().then(
      () => document.fonts.add(face),
      () => pageFaces.delete(font.id),
    );
  }, [font]);
}

function FontOption({ entry, id, selected, active, onChoose }: { entry: Entry; id: string; selected: boolean; active: boolean; onChoose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || seen) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);
  const state = useFontFace(entry.font, seen || selected);
  usePageFace(entry.own);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={selected}
      aria-busy={state === 'loading'}
      className={`px-ed-font ${active ? 'is-active' : ''}`}
      data-family={entry.family}
      data-state={state}
      // The pointer chooses without moving focus from where the keyboard left it.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onChoose}
    >
      <span className="px-ed-font__name" style={{ fontFamily: fontFamilyCss(entry.family) }}>
        {entry.label}
      </span>
      {state === 'loading' && <span className="px-spinner px-spinner--small" role="img" aria-label={t('etx_font_loading')} />}
      {state === 'failed' && <span className="px-ed-font__note">{t('etx_font_unavailable')}</span>}
    </div>
  );
}

export function FontPicker({ value, onChange }: { value: string; onChange(family: string): void }) {
  const { t } = useTranslation();
  const base = useId();
  const [query, setQuery] = useState('');
  const current = shippedFont(value)?.family ?? value;
  const own = useStore(userFonts);
  const editor = useContext(EditorContext);
  useEffect(() => {
    void loadUserFonts(currentOwner()).catch(() => undefined);
  }, []);
  /** Chooses a family; a user font also joins the design's project as an asset (it travels with it). */
  const choose = (family: string): void => {
    onChange(family);
    const font = userFonts.get().get(family);
    const doc = editor?.document;
    if (!font || !editor || !doc) return;
    designerAssetSink(editor)?.(font.id, new Blob([font.bytes], { type: font.type }), doc);
  };
  const groups = useMemo(() => {
    const q = query.trim().toLowerCase();
    const match = (label: string): boolean => q === '' || label.toLowerCase().includes(q);
    const mine = { key: 'own', entries: [...own.values()].filter((f) => match(f.family)).map((f): Entry => ({ family: f.family, label: f.family, font: null, own: f })) };
    const shipped = FONT_CATEGORIES.map((category) => ({
      key: category,
      entries: SHIPPED_FONTS.filter((f) => f.category === category && match(f.family)).map((f): Entry => ({ family: f.family, label: f.family, font: f })),
    }));
    const device: Entry[] = GENERICS.map((name) => ({ family: name, label: t(`etx_generic_${name.replace('-', '_')}`), font: null }));
    // A family the document names that is neither shipped nor generic stays choosable, under its name.
    if (!shippedFont(value) && !GENERICS.includes(value) && !own.has(value)) device.unshift({ family: value, label: value, font: null });
    return [mine, ...shipped, { key: 'device', entries: device.filter((e) => match(e.label) || match(e.family)) }].filter((g) => g.entries.length > 0);
  }, [query, value, t, own]);
  const flat = groups.flatMap((g) => g.entries);
  const [active, setActive] = useState(0);
  const currentIndex = flat.findIndex((e) => e.family === current);
  // An undo or another text's font moves the keyboard's place to the family now in use.
  useEffect(() => {
    if (currentIndex >= 0) setActive(currentIndex);
  }, [current]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the family changes, not as the list filters
  const activeIndex = Math.min(active, Math.max(0, flat.length - 1));
  const optionId = (i: number): string => `${base}-o${i}`;
  const move = (to: number): void => setActive(Math.max(0, Math.min(flat.length - 1, to)));
  const onListKey = (e: React.KeyboardEvent): void => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(flat.length - 1),
      PageDown: () => move(activeIndex + 6),
      PageUp: () => move(activeIndex - 6),
      Enter: () => flat[activeIndex] && choose(flat[activeIndex].family),
      ' ': () => flat[activeIndex] && choose(flat[activeIndex].family),
    };
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };
  let index = -1;
  return (
    <div className="px-ed-fonts" data-testid="font-picker">
      <input
        type="search"
        className="px-input px-ed-fonts__search"
        aria-label={t('etx_font_search')}
        placeholder={t('etx_font_search')}
        value={query}
        data-testid="font-search"
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          (e.currentTarget.nextElementSibling as HTMLElement | null)?.focus();
        }}
      />
      <div role="listbox" tabIndex={0} className="px-ed-fonts__list" aria-label={t('etx_font_list', { family: current })} aria-activedescendant={flat.length > 0 ? optionId(activeIndex) : undefined} data-testid="font-list" onKeyDown={onListKey}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${base}-${group.key}`}>
            <div className="px-ed-fonts__group" id={`${base}-${group.key}`} role="presentation">
              {group.key === 'own' ? t('userfont_group') : t(`etx_cat_${group.key.replace('-', '_')}`)}
            </div>
            {group.entries.map((entry) => {
              index += 1;
              const i = index;
              const chooseThis = (): void => {
                setActive(i);
                choose(entry.family);
              };
              return <FontOption key={`${group.key}:${entry.family}`} entry={entry} id={optionId(i)} selected={entry.family === current} active={i === activeIndex} onChoose={chooseThis} />;
            })}
          </div>
        ))}
      </div>
      {flat.length === 0 && <p className="px-ed-hint" role="status">{t('etx_font_none', { query })}</p>}
      <UserFontUpload onAdded={(font) => choose(font.family)} />
    </div>
  );
}
