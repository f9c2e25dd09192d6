// Each special tool's panel (src/lib/shared/editor/specialTools.ts), loaded when first opened. A panel reads
// the tool it was opened as from `editor.ui` (`ui.tool`) where one panel serves two tools (background
// remover and cutout; the two portrait tools).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Panel = LazyExoticComponent<ComponentType>;

const backgroundRemover = lazy(() => import('./backgroundRemover/Panel'));
const portrait = lazy(() => import('./portrait/Panel'));

export const TOOL_PANELS: ReadonlyMap<string, Panel> = new Map<string, Panel>([
  ['background-remover', backgroundRemover],
  ['cutout', backgroundRemover],
  ['upscale', lazy(() => import('./upscale/Panel'))],
  ['object-remover', lazy(() => import('./objectRemover/Panel'))],
  ['sky-replacer', lazy(() => import('./skyReplacer/Panel'))],
  ['portrait-enhancer', portrait],
  ['portrait-relight', portrait],
  ['photo-enhancer', lazy(() => import('./photoEnhancer/Panel'))],
  ['unblur-image', lazy(() => import('./unblur/Panel'))],
  ['replace-color-tool', lazy(() => import('./replaceColor/Panel'))],
  ['editors-choice', lazy(() => import('./editorsChoice/Panel'))],
  ['gfx', lazy(() => import('./graphics/Panel'))],
  ['perspective', lazy(() => import('./perspective/Panel'))],
]);
