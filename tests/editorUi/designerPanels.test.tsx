// @vitest-environment jsdom
// The designer's rail and panels against the editor state (issue 16): Elements (a star added centred and
// selected, its points and paint changed, one undo step a drag), Background (gradient, solid colour,
// pattern), Text (the presets, curve, text box, list), Uploads (the selected photo's frame shape, replace
// chooser, editing it with the editor's panels) — and the pure edits behind them (a replaced photo
// covers the old box, the background photo).
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import collage from '../../locales/en/collage.json';
import collageEdit from '../../locales/en/collageEdit.json';
import collagePatterns from '../../locales/en/collagePatterns.json';
import common from '../../locales/en/common.json';
import designerPanels from '../../locales/en/designerPanels.json';
import editorNs from '../../locales/en/editor.json';
import editorText from '../../locales/en/editorText.json';
import editorUi from '../../locales/en/editorUi.json';
import { DesignerPanel } from '../../src/features/editor/designer/DesignerPanel';
import { DesignerRail } from '../../src/features/editor/designer/DesignerRail';
import { addDesignerPhotos, setDesignerAssetSink } from '../../src/features/editor/designer/photos';
import { useDesignerUi } from '../../src/features/editor/designer/panels/useDesignerUi';
import { backgroundPhotoOf, removeBackgroundPhoto, replacePhoto, setBackgroundPhoto } from '../../src/features/editor/designer/panels/designEdits';
import { EditorController } from '../../src/features/editor/state/editorController';
import type { EngineQueue } from '../../src/features/editor/state/engineQueue';
import type { EditorPanel } from '../../src/features/editor/state/uiState';
import { newDesignerDocument } from '../../src/lib/shared/designer/document';
import { loadGraphics } from '../../src/lib/shared/designer/graphics';
import { outlinePath } from '../../src/lib/shared/designer/outline';
import { addImageLayer } from '../../src/lib/shared/editor/edits';
import type { EditorDocument, ImageLayer, Layer, ShapeLayer, TextLayer } from '../../src/lib/shared/editor/types';
import { mountEditor } from './support/editorHarness';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  const resources = { designerPanels, collage, collageEdit, collagePatterns, editorUi, editor: editorNs, common, editorText };
  const names = Object.keys(resources);
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: resources }, ns: names, defaultNS: 'designerPanels', fallbackNS: names.filter((n) => n !== 'designerPanels'), interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const design = (): EditorDocument => newDesignerDocument({ format: 'custom', width: 1080, height: 1080 });

/** A design with a 600 × 400 photo at (300, 300), scale 0.5. */
function designWithPhoto(): { doc: EditorDocument; photoId: string } {
  const added = addImageLayer(design(), { imageId: 'img-1', width: 600, height: 400 }, { x: 300, y: 300, scaleX: 0.5, scaleY: 0.5, rotation: 0 });
  return { doc: added.document, photoId: added.id };
}

function mount(doc: EditorDocument, panel: EditorPanel = 'elements'): EditorController {
  const editor = mountEditor(
    i18n,
    <>
      <DesignerRail />
      <DesignerPanel />
    </>,
    doc,
  );
  act(() => editor.setUi({ category: panel }));
  return editor;
}

const layers = (editor: EditorController): Layer[] => editor.document?.layers ?? [];
const only = <K extends Layer['kind']>(editor: EditorController, kind: K): Array<Extract<Layer, { kind: K }>> => layers(editor).filter((l): l is Extract<Layer, { kind: K }> => l.kind === kind);
const rangeIn = (testId: string): HTMLInputElement => within(screen.getByTestId(testId)).getByRole('slider') as HTMLInputElement;

describe('the designer rail', () => {
  it('opens each panel by its name and closes it with a second press', () => {
    const editor = mount(design(), 'elements');
    const rail = screen.getByTestId('designer-rail');
    for (const [name, panel] of [['Text', 'text'], ['Uploads', 'uploads'], ['Background', 'background'], ['Arrange', 'arrange'], ['Templates', 'templates'], ['Elements', 'elements']] as const) {
      fireEvent.click(within(rail).getByRole('button', { name }));
      expect(screen.getByTestId('designer-panel').getAttribute('data-panel')).toBe(panel);
      expect(screen.getByTestId(`designer-rail-${panel}`).getAttribute('aria-pressed')).toBe('true');
    }
    fireEvent.click(within(rail).getByRole('button', { name: 'Elements' }));
    expect(screen.queryByTestId('designer-panel')).toBeNull();
    expect(editor.ui.get().category).toBeNull();
  });
});

describe('the Elements panel', () => {
  it('adds a star centred, a third of the short side, selected — one undo step', () => {
    const editor = mount(design());
    fireEvent.click(screen.getByRole('button', { name: 'Add a Star' }));
    const [star] = only(editor, 'shape');
    expect(star).toMatchObject({ shape: 'star', points: 5, innerRatio: 0.5, width: 360, height: 360, transform: { x: 540, y: 540 } });
    expect(editor.ui.get().selectedIds).toEqual([star?.id]);
    expect(editor.ui.get().selectedLayerId).toBe(star?.id);
    expect(screen.getByTestId('designer-shape-props').textContent).toContain('Star settings');
    act(() => void editor.undo());
    expect(only(editor, 'shape')).toEqual([]);
  });

  it('draws every shape button from its outline', () => {
    mount(design());
    const buttons = screen.getAllByTestId('designer-shape');
    expect(buttons.map((b) => b.getAttribute('data-shape'))).toEqual(['rectangle', 'ellipse', 'line', 'arrow', 'polygon', 'star', 'speech-bubble']);
    const star = buttons.find((b) => b.getAttribute('data-shape') === 'star');
    expect(star?.querySelector('path')?.getAttribute('d')).toBe(outlinePath({ shape: 'star' }, 40, 40).d);
  });

  it("changing the star's points changes the document; a drag is one undo step", () => {
    const editor = mount(design());
    fireEvent.click(screen.getByRole('button', { name: 'Add a Star' }));
    const points = rangeIn('designer-shape-points');
    fireEvent.pointerDown(points);
    for (const value of ['6', '7', '8']) fireEvent.change(points, { target: { value } });
    fireEvent.pointerUp(points);
    expect(only(editor, 'shape')[0]?.points).toBe(8);
    fireEvent.change(rangeIn('designer-shape-inner'), { target: { value: '0.3' } });
    fireEvent.blur(rangeIn('designer-shape-inner'));
    expect(only(editor, 'shape')[0]?.innerRatio).toBeCloseTo(0.3);
    fireEvent.change(screen.getByLabelText('Fill'), { target: { value: '#ff0000' } });
    expect(only(editor, 'shape')[0]?.fill).toBe('#ff0000ff');
    act(() => void editor.undo());
    act(() => void editor.undo());
    expect(only(editor, 'shape')[0]).toMatchObject({ points: 8, innerRatio: 0.5 });
    act(() => void editor.undo());
    expect(only(editor, 'shape')[0]?.points).toBe(5);
  });

  it('a rectangle has a corner radius, no points; a line has no fill', () => {
    const editor = mount(design());
    fireEvent.click(screen.getByRole('button', { name: 'Add a Rectangle' }));
    expect(screen.queryByTestId('designer-shape-points')).toBeNull();
    fireEvent.change(rangeIn('designer-shape-radius'), { target: { value: '24' } });
    expect(only(editor, 'shape')[0]?.cornerRadius).toBe(24);
    fireEvent.click(screen.getByRole('button', { name: 'Add a Line' }));
    expect(screen.queryByLabelText('Fill')).toBeNull();
    expect(screen.getByLabelText('Outline colour')).toBeTruthy();
  });
});

describe('the Background panel', () => {
  it('a gradient sets canvas.gradient; its angle and kind change it; a swatch makes it solid again', () => {
    const editor = mount(design(), 'background');
    fireEvent.click(screen.getByTestId('designer-gradient-linear'));
    expect(editor.document?.canvas.gradient).toMatchObject({ kind: 'linear' });
    fireEvent.change(rangeIn('designer-gradient-angle'), { target: { value: '30' } });
    expect(editor.document?.canvas.gradient?.angle).toBe(30);
    fireEvent.change(screen.getByLabelText('End colour'), { target: { value: '#00ff00' } });
    expect(editor.document?.canvas.gradient?.to).toBe('#00ff00ff');
    fireEvent.click(screen.getByTestId('designer-gradient-radial'));
    expect(editor.document?.canvas.gradient).toMatchObject({ kind: 'radial', to: '#00ff00ff' });
    fireEvent.click(screen.getByRole('button', { name: 'Background #1e3a8a' }));
    expect(editor.document?.canvas.gradient).toBeUndefined();
    expect(editor.document?.canvas.background).toBe('#1e3a8aff');
    act(() => void editor.undo());
    expect(editor.document?.canvas.gradient?.kind).toBe('radial');
  });

  it("offers the collage maker's patterns", () => {
    const editor = mount(design(), 'background');
    const first = screen.getByTestId('pattern-picker').querySelectorAll('button')[1] as HTMLButtonElement;
    fireEvent.click(first);
    expect(editor.document?.canvas.pattern).toBeDefined();
  });
});

describe('the Text panel in a design', () => {
  it('adding a heading adds a dark bold text layer, selected, its text ready to type', () => {
    const editor = mount(design(), 'text');
    fireEvent.click(screen.getByTestId('designer-add-heading'));
    const [heading] = only(editor, 'text');
    expect(heading).toMatchObject({ text: 'Your heading', bold: true, fontFamily: 'Montserrat', color: '#111827ff', transform: { x: 540, y: 540 } });
    expect(editor.ui.get().selectedLayerId).toBe(heading?.id);
    expect((screen.getByTestId('text-input').querySelector('textarea') ?? screen.getByTestId('text-input')) as HTMLTextAreaElement).toBeTruthy();
  });

  it('the curve slider sets curve; wrap and list set the box and the list', () => {
    const editor = mount(design(), 'text');
    fireEvent.click(screen.getByTestId('designer-add-heading'));
    const curve = rangeIn('designer-text-curve');
    fireEvent.change(curve, { target: { value: '40' } });
    fireEvent.blur(curve);
    expect(only(editor, 'text')[0]?.curve).toBe(40);
    fireEvent.click(screen.getByTestId('designer-text-wrap'));
    const box = only(editor, 'text')[0]?.boxWidth;
    expect(box).toBeGreaterThan(0);
    fireEvent.change(rangeIn('designer-text-box-width'), { target: { value: '500' } });
    expect(only(editor, 'text')[0]?.boxWidth).toBe(500);
    fireEvent.click(screen.getByTestId('designer-text-list-number'));
    expect(only(editor, 'text')[0]?.list).toBe('number');
    fireEvent.click(screen.getByTestId('designer-text-list-none'));
    expect(only(editor, 'text')[0]?.list).toBeUndefined();
    fireEvent.click(screen.getByTestId('designer-text-wrap'));
    expect(only(editor, 'text')[0]?.boxWidth).toBeUndefined();
  });

  it('the bulleted list preset is a list in a text box of body text', () => {
    const editor = mount(design(), 'text');
    fireEvent.click(screen.getByTestId('designer-add-list'));
    fireEvent.click(screen.getByTestId('designer-add-body'));
    const [list, body] = only(editor, 'text') as TextLayer[];
    expect(list).toMatchObject({ list: 'bullet', text: 'First point\nSecond point\nThird point' });
    expect(body?.boxWidth).toBe(648);
  });
});

describe('the Uploads panel', () => {
  it('frames the selected photo in a shape, and back to none', () => {
    const { doc, photoId } = designWithPhoto();
    const editor = mount(doc, 'uploads');
    expect(screen.queryByTestId('designer-selected-photo')).toBeNull();
    act(() => editor.setUi({ selectedLayerId: photoId }));
    fireEvent.click(screen.getByRole('radio', { name: 'Star' }));
    expect((layers(editor)[0] as ImageLayer).shapeMask).toMatchObject({ shape: 'star', points: 5 });
    expect(screen.getByRole('radio', { name: 'Star' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'No frame' }));
    expect((layers(editor)[0] as ImageLayer).shapeMask).toBeUndefined();
  });

  it('Replace opens a chooser with the device, the library and the samples', () => {
    const { doc, photoId } = designWithPhoto();
    const editor = mount(doc, 'uploads');
    act(() => editor.setUi({ selectedLayerId: photoId }));
    fireEvent.click(screen.getByTestId('designer-replace-photo'));
    const chooser = screen.getByTestId('designer-replace-chooser');
    expect(within(chooser).getByTestId('designer-replace-device')).toBeTruthy();
    expect(within(chooser).getByTestId('designer-replace-library')).toBeTruthy();
    expect(within(chooser).getByTestId('designer-replace-sample-coffee')).toBeTruthy();
  });

  it("Edit photo opens the editor's Adjust, Effects and Artsy for it; Done comes back to Uploads", () => {
    const { doc, photoId } = designWithPhoto();
    const editor = mount(doc, 'uploads');
    act(() => editor.setUi({ selectedLayerId: photoId }));
    fireEvent.click(screen.getByTestId('designer-edit-photo'));
    expect(editor.ui.get()).toMatchObject({ editLayerId: photoId, category: 'adjust' });
    expect(screen.getByTestId('cell-edit-rail')).toBeTruthy();
    fireEvent.click(screen.getByTestId('cell-edit-done'));
    expect(editor.ui.get()).toMatchObject({ editLayerId: null, category: 'uploads' });
    expect(screen.getByTestId('designer-panel').getAttribute('data-panel')).toBe('uploads');
  });
});

describe('the photo edits', () => {
  it('a replaced photo keeps its id, place and box: the new picture covers it, the overflow framed off', () => {
    const { doc, photoId } = designWithPhoto();
    // The old box on the canvas: 300 × 200. A square picture of 1000 covers it at 0.3 (300 × 300).
    const { document: next, id } = replacePhoto(doc, photoId, { imageId: 'img-2', width: 1000, height: 1000 });
    expect(id).toBe(photoId);
    const photo = next.layers[0] as ImageLayer;
    expect(photo).toMatchObject({ id: photoId, imageId: 'img-2', width: 1000, height: 1000, transform: { x: 300, y: 300, rotation: 0 } });
    expect(photo.transform.scaleX).toBeCloseTo(0.3);
    // The frame is the old box (1000 × 666.7 of the new picture's own pixels), centred.
    expect(photo.shapeMask?.shape).toBe('path');
    expect(photo.shapeMask?.path).toMatchObject({ viewWidth: 1000, viewHeight: 1000 });
    expect(photo.shapeMask?.path?.d).toMatch(/^M0,166\.667H1000V833\.33\dH0Z$/);
  });

  it('a framed photo keeps its frame shape inside the old box', () => {
    const { doc, photoId } = designWithPhoto();
    const framed = { ...doc, layers: doc.layers.map((l) => (l.id === photoId ? { ...(l as ImageLayer), shapeMask: { shape: 'ellipse' as const } } : l)) };
    const photo = replacePhoto(framed, photoId, { imageId: 'img-2', width: 1000, height: 1000 }).document.layers[0] as ImageLayer;
    expect(photo.shapeMask?.path?.d.startsWith('M0,500A500,333.333')).toBe(true);
  });

  it('a locked photo is not replaced', () => {
    const { doc, photoId } = designWithPhoto();
    const locked = { ...doc, layers: doc.layers.map((l) => ({ ...l, locked: true })) };
    expect(replacePhoto(locked, photoId, { imageId: 'img-2', width: 10, height: 10 }).document).toBe(locked);
  });

  it('the background photo is a locked bottom layer covering the canvas, replaced and removed as one', () => {
    const { doc } = designWithPhoto();
    const once = setBackgroundPhoto(doc, { imageId: 'bg', width: 2000, height: 1000 }, 'Background').document;
    const bottom = once.layers[0] as ImageLayer;
    expect(bottom).toMatchObject({ name: 'Background', locked: true, imageId: 'bg', transform: { x: 540, y: 540, scaleX: 1.08, scaleY: 1.08 } });
    expect(backgroundPhotoOf(once)?.id).toBe(bottom.id);
    const twice = setBackgroundPhoto(once, { imageId: 'bg2', width: 1080, height: 1080 }, 'Background').document;
    expect(twice.layers).toHaveLength(2);
    expect((twice.layers[0] as ImageLayer).imageId).toBe('bg2');
    expect(removeBackgroundPhoto(twice).layers.map((l) => l.kind)).toEqual(['image']);
    expect(removeBackgroundPhoto(doc)).toBe(doc);
  });

  it('a shape added with points keeps them (the layer edits take the outline fields)', () => {
    const editor = mount(design());
    fireEvent.click(screen.getByRole('button', { name: 'Add a Polygon' }));
    expect((only(editor, 'shape')[0] as ShapeLayer).points).toBe(6);
  });
});

/** The engine "decodes" every picture as `width` × `height`. */
function decodeAs(editor: EditorController, width: number, height: number): void {
  vi.spyOn(editor, 'loadImage').mockImplementation(async (id) => ({ id, width, height, originalWidth: width, originalHeight: height, scaledDown: false }));
}
const png = (name: string): File => new File(['png'], name, { type: 'image/png' });

describe('photos into a design', () => {
  it('several photos go in as one undo step, selected, their bytes kept with the project', async () => {
    const editor = mount(design(), 'uploads');
    decodeAs(editor, 2000, 1000);
    const sink = vi.fn();
    setDesignerAssetSink(editor, sink);
    const ids = await act(() => addDesignerPhotos(editor, [png('sea.png'), png('hill.png')]));
    const photos = only(editor, 'image');
    expect(photos.map((p) => p.id)).toEqual(ids);
    expect(photos.map((p) => p.name)).toEqual(['sea', 'hill']);
    // Two thirds of the 1080 canvas at most: 720 / 2000.
    expect(photos[0]?.transform).toMatchObject({ x: 540, y: 540, scaleX: 0.36 });
    expect(photos[1]?.transform.x).toBeCloseTo(540 + 54);
    expect(editor.ui.get().selectedIds).toEqual(ids);
    expect(sink).toHaveBeenCalledTimes(2);
    act(() => void editor.undo());
    expect(only(editor, 'image')).toEqual([]);
  });

  it('a file that is not a picture is reported after the others are in', async () => {
    const editor = mount(design(), 'uploads');
    decodeAs(editor, 100, 100);
    await expect(addDesignerPhotos(editor, [new File(['x'], 'notes.txt', { type: 'text/plain' }), png('a.png')])).rejects.toThrow();
    expect(only(editor, 'image')).toHaveLength(1);
  });

  it('Replace → this device puts the chosen picture in the photo\'s place, one undo step', async () => {
    const { doc, photoId } = designWithPhoto();
    const editor = mount(doc, 'uploads');
    decodeAs(editor, 1000, 1000);
    act(() => editor.setUi({ selectedLayerId: photoId }));
    fireEvent.click(screen.getByTestId('designer-replace-photo'));
    fireEvent.click(screen.getByTestId('designer-replace-device'));
    const input = document.querySelector('[data-testid="designer-file-input"]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [png('new.png')] });
    fireEvent.change(input);
    await waitFor(() => expect((layers(editor)[0] as ImageLayer).width).toBe(1000));
    expect(layers(editor)[0]).toMatchObject({ id: photoId, transform: { x: 300, y: 300 } });
    await waitFor(() => expect(screen.queryByTestId('designer-replace-chooser')).toBeNull());
    act(() => void editor.undo());
    expect((layers(editor)[0] as ImageLayer).imageId).toBe('img-1');
  });
});

describe('the graphics', () => {
  it('are listed, searchable, and one click adds a graphic as a path shape, selected', async () => {
    const graphics = await loadGraphics();
    const first = graphics[0];
    if (!first) throw new Error('no graphics');
    const editor = mount(design());
    await waitFor(() => expect(screen.getAllByTestId('designer-graphic').length).toBe(graphics.length));
    fireEvent.change(screen.getByTestId('designer-graphic-search'), { target: { value: first.words[0] ?? first.id } });
    expect(screen.getAllByTestId('designer-graphic').map((b) => b.getAttribute('data-graphic-id'))).toContain(first.id);
    fireEvent.click(screen.getAllByTestId('designer-graphic').find((b) => b.getAttribute('data-graphic-id') === first.id) as HTMLElement);
    const [shape] = only(editor, 'shape');
    expect(shape).toMatchObject({ shape: 'path', path: { d: first.path.d, graphicId: first.id } });
    expect(editor.ui.get().selectedLayerId).toBe(shape?.id);
  });
});

describe('the panels follow the document', () => {
  function Follow({ editor }: { editor: EditorController }) {
    useDesignerUi(editor);
    return null;
  }
  const controller = (doc: EditorDocument): EditorController => {
    const queue = { engine: { info: { backend: 'cpu', maxImageSize: 4088 } }, setSource: () => undefined, requestFrame: () => undefined, run: () => new Promise(() => undefined), runBackground: () => new Promise(() => undefined), dispose: () => undefined } as unknown as EngineQueue;
    const editor = new EditorController(() => queue);
    editor.load(doc, null);
    return editor;
  };

  it('a blank design opens on Templates, one with layers on Elements; a photo leaves the designer panels', () => {
    const blank = controller(design());
    render(<Follow editor={blank} />);
    expect(blank.ui.get().category).toBe('templates');
    const { doc } = designWithPhoto();
    const full = controller(doc);
    render(<Follow editor={full} />);
    expect(full.ui.get().category).toBe('elements');
    act(() => full.load({ ...doc, section: 'editor', designer: undefined }, null));
    expect(full.ui.get().category).toBe('geometry');
  });

  it('editing a photo ends when the photo is gone', () => {
    const { doc, photoId } = designWithPhoto();
    const editor = controller(doc);
    render(<Follow editor={editor} />);
    act(() => editor.setUi({ category: 'adjust', editLayerId: photoId }));
    expect(editor.ui.get().editLayerId).toBe(photoId);
    act(() => editor.commit({ ...doc, layers: [] }));
    expect(editor.ui.get()).toMatchObject({ editLayerId: null, category: 'uploads' });
  });
});
