import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { createDeepLink, DeepLinkError, type DeepLinkErrorCode } from '../../src/lib/deeplink/deepLink';

const routes = buildRouteTable();
const loadImage = async () => new Blob(['x']);
const loadProject = async () => ({});
const getThumbnail = async () => 'data:,';

function codeOf(fn: () => unknown): DeepLinkErrorCode | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DeepLinkError) return error.code;
    throw error;
  }
  return undefined;
}

describe('the deep-link entity (spec §3, §5)', () => {
  describe('deep links must be create routes', () => {
    it('accepts create routes in any language and section', () => {
      expect(createDeepLink({ navigatedTo: '/fr/creer/collage/', sectionId: 'collage' }, routes).navigatedTo).toBe('/fr/creer/collage/');
      expect(createDeepLink({ navigatedTo: '/create/glitch-art/?x=1#h', sectionId: 'editor', type: 'glitch-art' }, routes).type).toBe('glitch-art');
    });
    it('refuses other routes', () => {
      expect(codeOf(() => createDeepLink({ navigatedTo: '/dashboard/', sectionId: 'editor' }, routes))).toBe('deep_link_not_create_route');
      expect(codeOf(() => createDeepLink({ navigatedTo: '/nope/', sectionId: 'editor' }, routes))).toBe('deep_link_not_create_route');
    });
  });

  describe('a queued image is valid only in the editor section and needs a load function', () => {
    it('accepts a queued image in the editor', () => {
      const link = createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage: { behavior: 'load_as_start_new', loadImage } }, routes);
      expect(link.queuedImage?.behavior).toBe('load_as_start_new');
      expect(link.shouldTakeAction).toBe(true);
    });
    it('refuses it in the collage maker and the designer', () => {
      for (const sectionId of ['collage', 'designer'] as const) {
        expect(codeOf(() => createDeepLink({ navigatedTo: '/create/collage/', sectionId, queuedImage: { behavior: 'load_as_start_new', loadImage } }, routes))).toBe('queued_image_wrong_section');
      }
    });
    it('refuses it without a load function', () => {
      const queuedImage = { behavior: 'load_as_start_new' } as unknown as { behavior: 'load_as_start_new'; loadImage: () => Promise<Blob> };
      expect(codeOf(() => createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage }, routes))).toBe('queued_image_needs_loader');
    });
  });

  describe('a queued project needs a load function', () => {
    it('accepts one with a loader', () => {
      expect(createDeepLink({ navigatedTo: '/create/designer/', sectionId: 'designer', queuedProject: { behavior: 'load_as_start_new', loadProject } }, routes).queuedProject).not.toBeNull();
    });
    it('refuses one without', () => {
      const queuedProject = { behavior: 'load_as_start_new' } as unknown as { behavior: 'load_as_start_new'; loadProject: () => Promise<unknown> };
      expect(codeOf(() => createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedProject }, routes))).toBe('queued_project_needs_loader');
    });
  });

  describe('a thumbnail function is required for ask_user and load_after_saving_autosave', () => {
    it.each(['ask_user', 'load_after_saving_autosave'] as const)('refuses %s without getThumbnail', (behavior) => {
      expect(codeOf(() => createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage: { behavior, loadImage } }, routes))).toBe('thumbnail_required');
      expect(codeOf(() => createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedProject: { behavior, loadProject } }, routes))).toBe('thumbnail_required');
    });
    it.each(['ask_user', 'load_after_saving_autosave'] as const)('accepts %s with getThumbnail', (behavior) => {
      expect(createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage: { behavior, loadImage, getThumbnail } }, routes).queuedImage?.behavior).toBe(behavior);
    });
    it('needs no thumbnail for load_as_start_new', () => {
      expect(createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage: { behavior: 'load_as_start_new', loadImage } }, routes).queuedImage).not.toBeNull();
    });
    it('refuses an unknown behavior', () => {
      const queuedImage = { behavior: 'later', loadImage } as unknown as { behavior: 'ask_user'; loadImage: () => Promise<Blob> };
      expect(codeOf(() => createDeepLink({ navigatedTo: '/create/', sectionId: 'editor', queuedImage }, routes))).toBe('invalid_queue_behavior');
    });
  });
});
