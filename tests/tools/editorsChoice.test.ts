// Editor's choice (issue 17): curated recipes of the catalogue's own operations, one applied at a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationSpec } from '../../src/lib/shared/editor/catalogue';
import { createPhotoDocument, addOperation } from '../../src/lib/shared/editor/edits';
import { normaliseParams } from '../../src/lib/shared/editor/params';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { isPlusTool } from '../../src/lib/shared/features';
import { appliedRecipe, applyRecipe, recipeById, recipeIntensity, RECIPES, withoutRecipe } from '../../src/features/editor/tools/editorsChoice/recipes';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', 'en', 'toolPicks.json'), 'utf8')) as Record<string, string>;
const photo = addOperation(createPhotoDocument({ imageId: 'img', width: 400, height: 300 }), 'brightness', { amount: 10 }).document;
const moody = recipeById('moody-film')!;
const bw = recipeById('classic-bw')!;

describe('editor’s choice recipes', () => {
  it('are twelve named recipes of free catalogue operations with settings in range', () => {
    expect(RECIPES).toHaveLength(12);
    for (const recipe of RECIPES) {
      expect(en[recipe.labelKey], recipe.id).toBeTruthy();
      for (const [type, params] of recipe.steps) {
        expect(operationSpec(type), `${recipe.id}: ${type}`).toBeDefined();
        expect(isPlusTool(type), `${recipe.id}: ${type} is Plus`).toBe(false);
        expect(normaliseParams(type, params).repaired, `${recipe.id}: ${type}`).toEqual([]);
      }
    }
  });

  it('apply all their operations on top of the user’s edits, and say which recipe is on', () => {
    const next = applyRecipe(photo, moody, 100);
    expect(next.operations.slice(0, 1)).toEqual(photo.operations);
    expect(next.operations.slice(1).map((op) => op.type)).toEqual(moody.steps.map(([type]) => type));
    expect(appliedRecipe(next)).toBe(moody);
    expect(appliedRecipe(photo)).toBeNull();
  });

  it('replace the recipe chosen before, leaving the user’s own edits', () => {
    const next = applyRecipe(applyRecipe(photo, moody, 100), bw, 100);
    expect(appliedRecipe(next)).toBe(bw);
    expect(next.operations.map((op) => op.type)).toEqual(['brightness', ...bw.steps.map(([type]) => type)]);
    expect(withoutRecipe(next).operations).toEqual(photo.operations);
  });

  it('scale every setting with the intensity, from untouched at 0 to the recipe at 100', () => {
    const full = applyRecipe(photo, bw, 100);
    const half = applyRecipe(full, bw, 50);
    // The same operations edited in place (so a drag is one undo step of changed settings).
    expect(half.operations.map((op) => op.id)).toEqual(full.operations.map((op) => op.id));
    const look = half.operations.find((op) => op.type === 'black-and-white');
    expect(look?.params.amount).toBe(50);
    expect(half.operations.find((op) => op.type === 'contrast')?.params.amount).toBe(13);
    expect(recipeIntensity(half, bw)).toBe(50);
    expect(applyRecipe(full, bw, 0).operations.find((op) => op.type === 'black-and-white')?.params.amount).toBe(0);
  });

  it('stay recognised after the project is saved and opened again', () => {
    const restored = restoreDocument(JSON.parse(JSON.stringify(applyRecipe(photo, moody, 70))));
    expect(restored.ok).toBe(true);
    if (!restored.ok) return;
    expect(appliedRecipe(restored.document)).toBe(moody);
    expect(recipeIntensity(restored.document, moody)).toBe(70);
  });
});
