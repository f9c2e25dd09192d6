// The designer's shipped templates (issue 16): public/templates/index.json lists them (TemplateSummary plus
// the images each uses), public/templates/<id>.json holds each as a designer document. Both are precached
// by the service worker, so templates open offline; a template's document passes restoreDocument like any
// other, and its photos are listed with their URLs for the caller to load under their imageIds.
import { restoreDocument } from '../editor/restore';
import type { EditorDocument } from '../editor/types';
import { DESIGN_FORMATS } from './formats';

/** Template categories: the format ids, in DESIGN_FORMATS' order. */
export const TEMPLATE_CATEGORIES: readonly string[] = DESIGN_FORMATS.map((f) => f.id);

export const TEMPLATE_PATH = '/templates/';

export interface TemplateSummary {
  id: string;
  /** A format id (TEMPLATE_CATEGORIES). */
  category: string;
  format: string;
  width: number;
  height: number;
  /** A Plus template: free users see the pricing (or its teaser) instead. */
  plus: boolean;
  /** English search words (the translated name is searched too). */
  words: readonly string[];
  /** URL of its thumbnail under /templates/. */
  thumbnail: string;
  /** i18next key of its name (namespace designerContent). */
  nameKey: string;
}

export interface TemplateImage {
  imageId: string;
  url: string;
}

export interface LoadedTemplate {
  summary: TemplateSummary;
  document: EditorDocument;
  images: ReadonlyArray<TemplateImage>;
}

export type TemplateErrorCode = 'template_not_found' | 'template_unreadable' | 'template_offline';

export class TemplateError extends Error {
  constructor(
    readonly code: TemplateErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** The i18next key of a template error's message (namespace designerContent). */
export function templateErrorKey(code: TemplateErrorCode): string {
  return `designer_${code}`;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface IndexEntry {
  summary: TemplateSummary;
  images: TemplateImage[];
}

let indexLoad: Promise<ReadonlyMap<string, IndexEntry>> | null = null;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TEMPLATE_ID = /^[a-z0-9-]{1,60}$/;
const LOCAL_URL = /^\/templates\/[a-z0-9/_.-]+$/;

/** One index entry, checked field by field (an entry that does not read is left out). */
function readEntry(raw: unknown): IndexEntry | null {
  if (!isObject(raw)) return null;
  const { id, category, format, width, height, plus, words, thumbnail, nameKey, images } = raw;
  if (typeof id !== 'string' || !TEMPLATE_ID.test(id) || typeof category !== 'string' || !TEMPLATE_CATEGORIES.includes(category) || typeof format !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number' || typeof thumbnail !== 'string' || !LOCAL_URL.test(thumbnail) || typeof nameKey !== 'string') return null;
  if (!Array.isArray(words) || !words.every((w) => typeof w === 'string')) return null;
  const imageList: TemplateImage[] = [];
  for (const image of Array.isArray(images) ? images : []) {
    if (!isObject(image) || typeof image.imageId !== 'string' || typeof image.url !== 'string' || !LOCAL_URL.test(image.url)) return null;
    imageList.push({ imageId: image.imageId, url: image.url });
  }
  return { summary: { id, category, format, width, height, plus: plus === true, words: words as string[], thumbnail, nameKey }, images: imageList };
}

async function fetchJson(url: string, fetchImpl: Fetch, notFound: TemplateErrorCode): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new TemplateError('template_offline', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 404) throw new TemplateError(notFound, `${url}: 404`);
  if (!response.ok) throw new TemplateError(response.status >= 500 || response.status === 0 ? 'template_offline' : 'template_unreadable', `${url}: ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new TemplateError('template_unreadable', `${url}: not JSON`);
  }
}

function loadIndex(fetchImpl: Fetch): Promise<ReadonlyMap<string, IndexEntry>> {
  indexLoad ??= fetchJson(`${TEMPLATE_PATH}index.json`, fetchImpl, 'template_unreadable')
    .then((raw) => {
      if (!Array.isArray(raw)) throw new TemplateError('template_unreadable', 'index.json is not a list');
      const entries = new Map<string, IndexEntry>();
      for (const item of raw) {
        const entry = readEntry(item);
        if (entry && !entries.has(entry.summary.id)) entries.set(entry.summary.id, entry);
      }
      return entries;
    })
    .catch((error: unknown) => {
      // A failed load (offline before the precache filled, a bad deploy) is tried again next time.
      indexLoad = null;
      throw error;
    });
  return indexLoad;
}

/** Every shipped template, in the index's order (loaded once). Throws TemplateError. */
export async function loadTemplateIndex(fetchImpl: Fetch = (input, init) => fetch(input, init)): Promise<readonly TemplateSummary[]> {
  return [...(await loadIndex(fetchImpl)).values()].map((entry) => entry.summary);
}

/**
 * One template: its summary, its document (through restoreDocument, so it is a designer document of its
 * format that names this template) and the photos its image layers use. Throws TemplateError.
 */
export async function loadTemplate(id: string, fetchImpl: Fetch = (input, init) => fetch(input, init)): Promise<LoadedTemplate> {
  if (!TEMPLATE_ID.test(id)) throw new TemplateError('template_not_found', `no template ${id}`);
  const entry = (await loadIndex(fetchImpl)).get(id);
  if (!entry) throw new TemplateError('template_not_found', `no template ${id}`);
  const raw = await fetchJson(`${TEMPLATE_PATH}${id}.json`, fetchImpl, 'template_not_found');
  const restored = restoreDocument(raw);
  if (!restored.ok || restored.document.section !== 'designer') throw new TemplateError('template_unreadable', `${id}: not a designer document`);
  const document: EditorDocument = { ...restored.document, designer: { format: entry.summary.format, templateId: id } };
  const used = new Set(document.layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])));
  const images = entry.images.filter((image) => used.has(image.imageId));
  if (images.length !== used.size) throw new TemplateError('template_unreadable', `${id}: an image is not listed`);
  return { summary: entry.summary, document, images };
}

/** Forgets the loaded index (tests; a new deploy's index is read on the next page load anyway). */
export function resetTemplateIndex(): void {
  indexLoad = null;
}

/**
 * The templates matching a search, in their order: every word of the query must start a word of the
 * template's search words or of its (translated) name. An empty query matches all.
 */
export function searchTemplates(templates: readonly TemplateSummary[], query: string, name: (summary: TemplateSummary) => string = () => ''): TemplateSummary[] {
  const terms = query.toLowerCase().split(/\s+/).filter((t) => t !== '');
  if (terms.length === 0) return [...templates];
  return templates.filter((template) => {
    const words = [...template.words.flatMap((w) => w.toLowerCase().split(/\s+/)), ...name(template).toLowerCase().split(/\s+/), template.category];
    return terms.every((term) => words.some((w) => w.startsWith(term)));
  });
}
