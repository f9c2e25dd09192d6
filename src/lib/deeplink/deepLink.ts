// The deep-link entity (spec §3) and its rules (§5): what the create route should open and how.
import { isCreateRoute, type RouteTable, type SectionId } from '../shared/routes';

export const QUEUE_BEHAVIORS = ['ask_user', 'load_after_saving_autosave', 'load_as_start_new'] as const;
export type QueueBehavior = (typeof QUEUE_BEHAVIORS)[number];

export interface QueuedImage {
  behavior: QueueBehavior;
  loadImage: () => Promise<Blob>;
  getThumbnail?: () => Promise<string>;
}

export interface QueuedProject {
  behavior: QueueBehavior;
  loadProject: () => Promise<unknown>;
  getThumbnail?: () => Promise<string>;
}

export interface DeepLink {
  sectionId: SectionId;
  type: string | null;
  queuedImage: QueuedImage | null;
  queuedProject: QueuedProject | null;
  designerTemplateId: string | null;
  tagId: string | null;
  customAction: string | null;
  /** The create route the link goes to. */
  navigatedTo: string;
  /** Whether the section still has to act on the link (cleared once it has). */
  shouldTakeAction: boolean;
}

export type DeepLinkErrorCode =
  | 'deep_link_not_create_route'
  | 'queued_image_wrong_section'
  | 'queued_image_needs_loader'
  | 'queued_project_needs_loader'
  | 'thumbnail_required'
  | 'invalid_queue_behavior';

export class DeepLinkError extends Error {
  constructor(readonly code: DeepLinkErrorCode) {
    super(code);
    this.name = 'DeepLinkError';
  }
}

export type DeepLinkInit = Partial<Omit<DeepLink, 'navigatedTo' | 'sectionId'>> & { navigatedTo: string; sectionId: SectionId };

function checkQueue(queue: { behavior: unknown; getThumbnail?: unknown }): void {
  if (!(QUEUE_BEHAVIORS as readonly unknown[]).includes(queue.behavior)) throw new DeepLinkError('invalid_queue_behavior');
  const needsThumbnail = queue.behavior === 'ask_user' || queue.behavior === 'load_after_saving_autosave';
  if (needsThumbnail && typeof queue.getThumbnail !== 'function') throw new DeepLinkError('thumbnail_required');
}

/** Builds a deep link, enforcing §5: create routes only; queued images only in the editor, with a loader. */
export function createDeepLink(init: DeepLinkInit, routes: RouteTable): DeepLink {
  const path = init.navigatedTo.split(/[?#]/)[0] ?? '';
  if (!isCreateRoute(routes.resolve(path))) throw new DeepLinkError('deep_link_not_create_route');
  const queuedImage = init.queuedImage ?? null;
  if (queuedImage) {
    if (init.sectionId !== 'editor') throw new DeepLinkError('queued_image_wrong_section');
    if (typeof queuedImage.loadImage !== 'function') throw new DeepLinkError('queued_image_needs_loader');
    checkQueue(queuedImage);
  }
  const queuedProject = init.queuedProject ?? null;
  if (queuedProject) {
    if (typeof queuedProject.loadProject !== 'function') throw new DeepLinkError('queued_project_needs_loader');
    checkQueue(queuedProject);
  }
  return {
    sectionId: init.sectionId,
    type: init.type ?? null,
    queuedImage,
    queuedProject,
    designerTemplateId: init.designerTemplateId ?? null,
    tagId: init.tagId ?? null,
    customAction: init.customAction ?? null,
    navigatedTo: init.navigatedTo,
    shouldTakeAction: init.shouldTakeAction ?? true,
  };
}
