// The shipped templates (issue 16): at least 40 in the twelve formats, each a designer document that
// restoreDocument takes as it is (no repairs), of its format's size, using only shipped fonts and its own
// listed photos (files that exist, CC0/public domain per LICENSES.md), with a thumbnail and a translated
// name; loadTemplate reads one through the same door and reports what went wrong with a typed error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DESIGN_FORMATS, formatById } from '../../src/lib/shared/designer/formats';
import { loadTemplate, loadTemplateIndex, resetTemplateIndex, searchTemplates, TEMPLATE_CATEGORIES, TemplateError, templateErrorKey, type TemplateSummary } from '../../src/lib/shared/designer/templates';
import { shippedFont } from '../../src/lib/shared/editor/fonts';
import { restoreDocument } from '../../src/lib/shared/editor/restore';
import { APP_LANGUAGES } from '../../src/lib/shared/languages';

const root = join(import.meta.dirname, '..', '..');
const publicDir = join(root, 'public');
const index = JSON.parse(readFileSync(join(publicDir, 'templates', 'index.json'), 'utf8')) as Array<TemplateSummary & { images: Array<{ imageId: string; url: string }> }>;
const fileOf = (url: string): string => join(publicDir, url);

/** fetch over public/, as the dev server and the precache serve it. */
async function publicFetch(url: string): Promise<Response> {
  const path = fileOf(url);
  if (!existsSync(path)) return new Response('not found', { status: 404 });
  return new Response(readFileSync(path), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => resetTemplateIndex());

describe('the shipped templates', () => {
  it('are at least forty, at least two in every category, more for the social posts and stories, about a quarter Plus', () => {
    expect(index.length).toBeGreaterThanOrEqual(40);
    expect(new Set(index.map((t) => t.id)).size).toBe(index.length);
    expect(TEMPLATE_CATEGORIES).toEqual(DESIGN_FORMATS.map((f) => f.id));
    const count = (category: string): number => index.filter((t) => t.category === category).length;
    for (const category of TEMPLATE_CATEGORIES) expect(count(category), category).toBeGreaterThanOrEqual(2);
    for (const category of ['instagram-post', 'instagram-story', 'facebook-post', 'x-post']) expect(count(category), category).toBeGreaterThan(3);
    const plus = index.filter((t) => t.plus).length;
    expect(plus / index.length).toBeGreaterThan(0.2);
    expect(plus / index.length).toBeLessThan(0.35);
  });

  it.each(index.map((t) => [t.id, t] as const))('%s restores with no repairs, at its format’s size, with shipped fonts, its photos and a thumbnail', (id, summary) => {
    const raw: unknown = JSON.parse(readFileSync(join(publicDir, 'templates', `${id}.json`), 'utf8'));
    const restored = restoreDocument(raw);
    if (!restored.ok) throw new Error(restored.reason);
    expect(restored.repairs).toEqual([]);
    expect(restored.document).toEqual(raw);
    const doc = restored.document;
    expect(doc.section).toBe('designer');
    expect(doc.designer).toEqual({ format: summary.format, templateId: id });
    expect(summary.category).toBe(summary.format);
    const format = formatById(summary.format);
    expect([doc.canvas.width, doc.canvas.height]).toEqual([format?.width, format?.height]);
    expect([summary.width, summary.height]).toEqual([format?.width, format?.height]);
    // Looks designed: a heading and more text, decoration, and (nearly always) a photo.
    expect(doc.layers.filter((l) => l.kind === 'text').length).toBeGreaterThanOrEqual(2);
    expect(doc.layers.some((l) => l.kind === 'shape')).toBe(true);
    for (const layer of doc.layers) if (layer.kind === 'text') expect(shippedFont(layer.fontFamily)?.family, `${id}: ${layer.fontFamily}`).toBe(layer.fontFamily);
    const used = new Set(doc.layers.flatMap((l) => (l.kind === 'image' ? [l.imageId] : [])));
    expect(new Set(summary.images.map((i) => i.imageId))).toEqual(used);
    for (const layer of doc.layers) if (layer.kind === 'image') expect(layer.name).not.toBe('');
    for (const image of summary.images) expect(existsSync(fileOf(image.url)), image.url).toBe(true);
    expect(summary.thumbnail).toBe(`/templates/thumbs/${id}.webp`);
    expect(existsSync(fileOf(summary.thumbnail))).toBe(true);
    expect(summary.words.length).toBeGreaterThan(0);
  });

  it('gives every image one id and every id one file, each recorded with its licence', () => {
    const byId = new Map<string, string>();
    const licences = readFileSync(join(publicDir, 'templates', 'LICENSES.md'), 'utf8');
    for (const image of index.flatMap((t) => t.images)) {
      expect(byId.get(image.imageId) ?? image.url).toBe(image.url);
      byId.set(image.imageId, image.url);
      const row = licences.split('\n').find((line) => line.startsWith(`| ${image.url.replace('/templates/', '')} |`));
      expect(row, image.url).toMatch(/public domain|CC0/);
    }
    expect(new Set(byId.values()).size).toBe(byId.size);
    expect(index.filter((t) => t.images.some((i) => restoredMask(t.id, i.imageId))).length).toBeGreaterThan(5);
  });

  it('has a translated name in all thirteen languages', () => {
    for (const lang of APP_LANGUAGES) {
      const strings = JSON.parse(readFileSync(join(root, 'locales', lang, 'designerContent.json'), 'utf8')) as Record<string, string>;
      for (const t of index) expect(Object.hasOwn(strings, t.nameKey) && strings[t.nameKey] !== '', `${lang} ${t.nameKey}`).toBe(true);
      for (const code of ['template_not_found', 'template_unreadable', 'template_offline'] as const) expect(Object.hasOwn(strings, templateErrorKey(code))).toBe(true);
    }
  });
});

/** Whether the template shows the photo inside a frame shape. */
function restoredMask(id: string, imageId: string): boolean {
  const doc = JSON.parse(readFileSync(join(publicDir, 'templates', `${id}.json`), 'utf8')) as { layers: Array<{ imageId?: string; shapeMask?: unknown }> };
  return doc.layers.some((l) => l.imageId === imageId && l.shapeMask !== undefined);
}

describe('loading templates', () => {
  it('reads the index and a template: its document restored, its photos with their URLs', async () => {
    const summaries = await loadTemplateIndex(publicFetch);
    expect(summaries.map((s) => s.id)).toEqual(index.map((t) => t.id));
    const first = index.find((t) => t.images.length > 0)!;
    const loaded = await loadTemplate(first.id, publicFetch);
    expect(loaded.summary.id).toBe(first.id);
    expect(loaded.document.designer).toEqual({ format: first.format, templateId: first.id });
    expect(loaded.images).toEqual(first.images);
  });

  it('finds templates by their words and translated names', async () => {
    const summaries = await loadTemplateIndex(publicFetch);
    expect(searchTemplates(summaries, 'wedd').map((s) => s.id)).toContain('invite-wedding');
    expect(searchTemplates(summaries, 'Hochzeit', (s) => (s.id === 'invite-wedding' ? 'Hochzeitseinladung' : '')).map((s) => s.id)).toEqual(['invite-wedding']);
    expect(searchTemplates(summaries, '').length).toBe(summaries.length);
    expect(searchTemplates(summaries, 'zzzz')).toEqual([]);
  });

  it('says which template is missing, which cannot be read, and when the network is down', async () => {
    await expect(loadTemplate('no-such-template', publicFetch)).rejects.toMatchObject({ code: 'template_not_found' });
    await expect(loadTemplate('__proto__', publicFetch)).rejects.toBeInstanceOf(TemplateError);
    const broken = async (url: string): Promise<Response> => (url.endsWith('index.json') ? publicFetch(url) : new Response('{not json', { status: 200 }));
    resetTemplateIndex();
    await expect(loadTemplate(index[0]!.id, broken)).rejects.toMatchObject({ code: 'template_unreadable' });
    resetTemplateIndex();
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadTemplateIndex(offline)).rejects.toMatchObject({ code: 'template_offline' });
    // The failure is not kept: the next try (online again) succeeds.
    await expect(loadTemplateIndex(publicFetch)).resolves.toHaveLength(index.length);
  });
});
