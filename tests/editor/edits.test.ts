// Pure edits of the document, the catalogue's rules, and geometry the UI relies on.
import { describe, expect, it } from 'vitest';
import { ARTSY_TYPES, EFFECT_TYPES, OPERATION_SPECS, operationSpec } from '../../src/lib/shared/editor/catalogue';
import { addImageLayer, addOperation, addTextLayer, applyTool, createDocument, createPhotoDocument, moveLayer, moveOperation, setOperationEnabled, updateLayer, updateOperation } from '../../src/lib/shared/editor/edits';
import { canvasToLayerMap, applyAffine, hitsLayer, layerCorners, outputSize } from '../../src/lib/shared/editor/geometry';
import { EDITOR_TOOLS, toolForDeepLink } from '../../src/lib/shared/editor/tools';

const photo = createPhotoDocument({ imageId: 'img', width: 400, height: 300 });

describe('applying a tool', () => {
  it('updates the last operation when it is the same tool (still on that slider)', () => {
    const first = applyTool(photo, 'brightness', { amount: 10 });
    const second = applyTool(first.document, 'brightness', { amount: 30 });
    expect(second.id).toBe(first.id);
    expect(second.document.operations.map((op) => op.params)).toEqual([{ amount: 30 }]);
  });

  it('adds a new step when another tool came in between', () => {
    let doc = applyTool(photo, 'brightness', { amount: 10 }).document;
    doc = applyTool(doc, 'crop', { width: 0.5 }).document;
    doc = applyTool(doc, 'brightness', { amount: 20 }).document;
    expect(doc.operations.map((op) => op.type)).toEqual(['brightness', 'crop', 'brightness']);
  });

  it('clamps values to the catalogue range and fills defaults', () => {
    const { document, id } = addOperation(photo, 'vignette', { amount: 400 });
    expect(document.operations[0]?.params).toEqual({ amount: 100, size: 50 });
    expect(updateOperation(document, id, { size: -5 }).operations[0]?.params).toEqual({ amount: 100, size: 0 });
  });

  it('refuses an unknown operation', () => {
    expect(() => addOperation(photo, 'warp-drive')).toThrow(RangeError);
  });

  it('disables and reorders steps without losing them', () => {
    const a = addOperation(photo, 'sepia');
    const b = addOperation(a.document, 'blur', { amount: 20 });
    const disabled = setOperationEnabled(b.document, a.id, false);
    expect(disabled.operations.map((op) => op.enabled)).toEqual([false, true]);
    expect(moveOperation(disabled, b.id, 0).operations.map((op) => op.type)).toEqual(['blur', 'sepia']);
  });
});

describe('layers', () => {
  it('a text layer starts centred, sized for the picture', () => {
    const { document, id } = addTextLayer(photo, { text: 'Hi' });
    const layer = document.layers.find((l) => l.id === id);
    expect(layer).toMatchObject({ kind: 'text', text: 'Hi', fontSize: 30, align: 'center', color: '#ffffffff', transform: { x: 200, y: 150, rotation: 0 } });
  });

  it('updates text properties, normalising the colour', () => {
    const { document, id } = addTextLayer(photo, { text: 'Hi' });
    const next = updateLayer(document, id, { color: '#0f0', fontSize: 50 });
    expect(next.layers[1]).toMatchObject({ color: '#00ff00ff', fontSize: 50 });
  });

  it('collage and designer documents stack image layers and reorder them', () => {
    let doc = createDocument({ section: 'collage', width: 1000, height: 1000, background: '#ffffff' });
    const a = addImageLayer(doc, { imageId: 'a', width: 500, height: 500 }, { x: 250, y: 250, scaleX: 1, scaleY: 1, rotation: 0 });
    doc = addImageLayer(a.document, { imageId: 'b', width: 500, height: 500 }).document;
    expect(doc.canvas.background).toBe('#ffffffff');
    expect(moveLayer(doc, a.id, 1).layers.map((l) => l.kind === 'image' && l.imageId)).toEqual(['b', 'a']);
  });

  it('hit tests follow the transform (rotation and scale)', () => {
    const t = { x: 100, y: 100, scaleX: 2, scaleY: 1, rotation: 90 };
    // 40 × 20 box, doubled across, then turned a quarter: 20 wide and 80 tall on the canvas.
    expect(hitsLayer(t, 40, 20, 100, 135)).toBe(true);
    expect(hitsLayer(t, 40, 20, 125, 100)).toBe(false);
    const corners = layerCorners(t, 40, 20).map(([x, y]) => [Math.round(x), Math.round(y)]);
    expect(corners).toEqual([
      [110, 60],
      [110, 140],
      [90, 140],
      [90, 60],
    ]);
    expect(applyAffine(canvasToLayerMap(t, 40, 20), 100, 100).map((v) => Math.round(v * 1000) / 1000)).toEqual([20, 10]);
  });
});

describe('output size through geometry', () => {
  it('follows crop, rotate, expand and resize in order', () => {
    let doc = applyTool(photo, 'crop', { x: 0, y: 0, width: 0.5, height: 0.5 }).document;
    expect(outputSize(doc)).toEqual({ width: 200, height: 150 });
    doc = applyTool(doc, 'rotate', { turns: 1 }).document;
    expect(outputSize(doc)).toEqual({ width: 150, height: 200 });
    doc = applyTool(doc, 'expand', { top: 0, bottom: 0, left: 10, right: 10 }).document;
    expect(outputSize(doc)).toEqual({ width: 180, height: 200 });
    doc = applyTool(doc, 'resize', { width: 90, height: 0 }).document;
    expect(outputSize(doc)).toEqual({ width: 90, height: 100 });
    // A preview at half size rounds each step on its own: within a pixel of half the full size.
    const half = outputSize(doc, 0.5);
    expect(Math.abs(half.width - 45)).toBeLessThanOrEqual(1);
    expect(Math.abs(half.height - 50)).toBeLessThanOrEqual(1);
  });

  it('ignores disabled steps', () => {
    const { document, id } = addOperation(photo, 'rotate', { turns: 1 });
    expect(outputSize(setOperationEnabled(document, id, false))).toEqual({ width: 400, height: 300 });
  });
});

describe('the catalogue', () => {
  it('has at least 24 named effects and 4 artsy renderings, and the required adjustments and tools', () => {
    expect(EFFECT_TYPES.length).toBeGreaterThanOrEqual(24);
    expect(ARTSY_TYPES.length).toBeGreaterThanOrEqual(4);
    for (const type of ['crop', 'rotate', 'flip', 'straighten', 'resize', 'expand', 'exposure', 'brightness', 'contrast', 'highlights', 'shadows', 'saturation', 'vibrance', 'warmth', 'tint', 'clarity', 'sharpen', 'blur', 'vignette', 'denoise']) {
      expect(operationSpec(type), type).toBeDefined();
    }
    for (const type of ['black-and-white', 'sepia', 'vintage', 'warmer', 'chromatic', 'glitch-art', 'lens-flare', 'oil-painting', 'cartoonizer', 'poly-art', 'vector-art']) {
      expect(operationSpec(type), type).toBeDefined();
    }
  });

  it('gives every effect and artsy rendering an amount', () => {
    for (const spec of OPERATION_SPECS.filter((s) => s.category === 'effect' || s.category === 'artsy')) expect(spec.params.amount, spec.type).toBeDefined();
  });

  it('has unique ids and deep links, each opening its tool', () => {
    expect(new Set(OPERATION_SPECS.map((s) => s.type)).size).toBe(OPERATION_SPECS.length);
    expect(new Set(EDITOR_TOOLS.map((t) => t.deepLink)).size).toBe(EDITOR_TOOLS.length);
    for (const tool of EDITOR_TOOLS) expect(toolForDeepLink(tool.deepLink)).toBe(tool);
  });

  it('opens the dashboard’s deep links to editor tools', () => {
    for (const link of ['straighten', 'expand', 'denoise', 'vector-art', 'oil-painting', 'glitch-art', 'warmer', 'cartoonizer', 'poly-art', 'chromatic', 'lens-flare', 'text-editor']) {
      expect(toolForDeepLink(link), link).toBeDefined();
    }
    expect(toolForDeepLink('collage')).toBeUndefined();
  });
});
