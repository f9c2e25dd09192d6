// Editor's choice (issue 17): twelve curated recipes as live thumbnails of the user's picture. A click
// applies one as ONE undo step (all its operations at once); choosing another replaces it; the intensity
// slider scales it (one step per drag). The grid is one tab stop: arrow keys move between the tiles
// (Home/End to the ends), Enter or Space applies.
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditor } from '../../EditorContext';
import { Slider } from '../../panels/Slider';
import { noteToolUse } from '../../state/featureUse';
import { commitTarget, targetDocument, useTargetDocument } from '../../state/operationsTarget';
import { appliedRecipe, applyRecipe, recipeIntensity, RECIPES, withoutRecipe, type Recipe } from './recipes';
import { useRecipeThumbnails } from './useRecipeThumbnails';
import './editorsChoice.css';

const COLUMNS = 3;
const THUMB_CSS_PX = 84;
const thumbSide = (): number => Math.round(THUMB_CSS_PX * Math.min(2, typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1));

export default function Panel() {
  const { t } = useTranslation('toolPicks');
  const editor = useEditor();
  const doc = useTargetDocument();
  const urls = useRecipeThumbnails(RECIPES, thumbSide());
  const tiles = useRef<Array<HTMLButtonElement | null>>([]);
  if (!doc) return <p className="px-ed-hint">{t('tools_open_picture_first')}</p>;
  const applied = appliedRecipe(doc);
  const intensity = applied ? recipeIntensity(doc, applied) : 100;
  const current = applied ? RECIPES.indexOf(applied) : 0;

  const choose = (recipe: Recipe): void => {
    const now = targetDocument(editor);
    if (!now) return;
    editor.seal();
    commitTarget(editor, recipe === applied ? withoutRecipe(now) : applyRecipe(withoutRecipe(now), recipe, 100));
    editor.seal();
    noteToolUse('editors-choice');
  };
  const setIntensity = (value: number): void => {
    const now = targetDocument(editor);
    if (!now || !applied) return;
    commitTarget(editor, applyRecipe(now, applied, value), 'editors-choice:intensity');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS, Home: -index, End: RECIPES.length - 1 - index };
    const move = Object.hasOwn(moves, e.key) ? moves[e.key] : undefined;
    if (move === undefined) return;
    e.preventDefault();
    // Right and left follow the reading direction of the page.
    const rtl = document.dir === 'rtl' && (e.key === 'ArrowRight' || e.key === 'ArrowLeft') ? -1 : 1;
    const next = Math.min(RECIPES.length - 1, Math.max(0, index + move * rtl));
    tiles.current[next]?.focus();
  };

  return (
    <div className="px-ed-panel__body px-picks" data-testid="editors-choice-panel">
      <p className="px-ed-hint">{t('picks_choice_hint')}</p>
      <div className="px-picks__grid" role="group" aria-label={t('picks_choice_recipes')}>
        {RECIPES.map((recipe, index) => {
          const name = t(recipe.labelKey);
          return (
            <button
              key={recipe.id}
              ref={(el) => {
                tiles.current[index] = el;
              }}
              type="button"
              className={`px-picks__tile ${applied === recipe ? 'is-current' : ''}`}
              aria-pressed={applied === recipe}
              tabIndex={index === current ? 0 : -1}
              data-testid="editors-choice-recipe"
              data-recipe={recipe.id}
              onClick={() => choose(recipe)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {/* One box before and after its preview (a swapped element under the pointer loses the click). */}
              <span className={`px-picks__thumb ${urls[recipe.id] ? '' : 'is-loading'}`} aria-hidden="true">
                {urls[recipe.id] && <img src={urls[recipe.id]} alt="" />}
              </span>
              <span className="px-picks__name">{name}</span>
            </button>
          );
        })}
      </div>
      {applied && (
        <>
          <Slider testId="editors-choice-intensity" label={t('picks_choice_intensity', { name: t(applied.labelKey) })} value={intensity} min={0} max={100} step={1} neutral={100} format={(v) => `${Math.round(v)}%`} onChange={setIntensity} />
          <button type="button" className="px-btn px-btn--secondary px-btn--small px-ed-panel__wide" data-testid="editors-choice-remove" onClick={() => choose(applied)}>
            {t('picks_choice_remove', { name: t(applied.labelKey) })}
          </button>
        </>
      )}
    </div>
  );
}
