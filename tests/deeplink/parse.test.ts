import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/lib/shared/routes';
import { parseDeepLink, sectionForType, TEMPLATE_NAME } from '../../src/lib/deeplink/parse';

const routes = buildRouteTable();
const parse = (url: string) => {
  const u = new URL(url, 'http://x');
  return parseDeepLink(routes.resolve(u.pathname), u.search, u.hash);
};

describe('deep links (spec §2.2)', () => {
  describe('only create routes carry deep links', () => {
    it('is null for other routes', () => {
      expect(parse('/dashboard/')).toBeNull();
      expect(parse('/my-account/')).toBeNull();
    });
    it('is null for an unknown route', () => {
      expect(parseDeepLink(routes.resolve('/nowhere/'))).toBeNull();
    });
  });

  describe('a template name denotes a designer template', () => {
    it('accepts template-, digits, a hyphen, digits, then five alphanumerics', () => {
      expect(TEMPLATE_NAME.test('template-12-345abcde')).toBe(true);
      expect(TEMPLATE_NAME.test('template-1-2A1b2C')).toBe(true);
    });
    it('refuses names that break the pattern', () => {
      for (const name of ['template-12-3abcd', 'template-12-abcde', 'template-12-345abcdef', 'template-a-345abcde', 'template-12345abcde', 'templates-12-345abcde', 'template-12-345abc!e']) {
        expect(TEMPLATE_NAME.test(name), name).toBe(false);
      }
    });
    it('opens the designer with the template id from the editor route', () => {
      const link = parse('/create/template-12-345abcde/');
      expect(link?.sectionId).toBe('designer');
      expect(link?.designerTemplateId).toBe('template-12-345abcde');
      expect(link?.type).toBeNull();
    });
    it('opens the designer with the template id from a localized designer route', () => {
      expect(parse('/de/erstellen/designer/template-3-99zzzzz/')?.designerTemplateId).toBe('template-3-99zzzzz');
    });
  });

  describe('the section is editor by default, or collage or designer by the type', () => {
    it('is the editor for a plain create route in every language', () => {
      for (const path of ['/create/', '/es/crear/', '/pt/criar/', '/de/erstellen/', '/fr/creer/']) expect(parse(path)?.sectionId, path).toBe('editor');
    });
    it('follows the section URL table', () => {
      const table: [string, string][] = [
        ['/create/collage/', 'collage'], ['/create/designer/', 'designer'],
        ['/es/crear/collage/', 'collage'], ['/es/crear/disenador/', 'designer'],
        ['/pt/criar/colagem/', 'collage'], ['/pt/criar/design/', 'designer'],
        ['/de/erstellen/collagen/', 'collage'], ['/de/erstellen/designer/', 'designer'],
        ['/fr/creer/collage/', 'collage'], ['/fr/creer/designer/', 'designer'],
      ];
      for (const [path, section] of table) expect(parse(path)?.sectionId, path).toBe(section);
    });
    it('opens the designer for designer-image', () => {
      expect(parse('/create/designer-image/')?.sectionId).toBe('designer');
      expect(sectionForType('designer-image')).toBe('designer');
    });
    it('opens the editor for editing tools and keeps the type', () => {
      for (const type of ['background-remover', 'darkroom', 'glitch-art', 'perspective', 'crop']) {
        const link = parse(`/create/${type}/`);
        expect(link?.sectionId, type).toBe('editor');
        expect(link?.type, type).toBe(type);
      }
    });
    it('keeps the section of a section route even when the type belongs elsewhere', () => {
      expect(parse('/create/collage/designer-image/')?.sectionId).toBe('collage');
    });
    it('reads the language from the route', () => {
      expect(parse('/fr/creer/collage/')?.lang).toBe('fr');
      expect(parse('/create/')?.lang).toBe('en');
    });
  });

  describe('fantasy-portrait shows the app store hint and reads src=sm', () => {
    it('shows the hint only for fantasy-portrait', () => {
      expect(parse('/create/fantasy-portrait/')?.showAppStoreHint).toBe(true);
      expect(parse('/create/glitch-art/')?.showAppStoreHint).toBe(false);
    });
    it('marks a visit from a social link', () => {
      expect(parse('/create/fantasy-portrait/?src=sm')?.fromSocial).toBe(true);
      expect(parse('/create/fantasy-portrait/')?.fromSocial).toBe(false);
    });
  });

  describe('a shared-image hash means an image was shared to the installed app', () => {
    it('recognises both hashes', () => {
      expect(parse('/create/#use-shared-pwa-image')?.sharedImage).toBe('pwa');
      expect(parse('/create/#use-shared-twa-image')?.sharedImage).toBe('twa');
    });
    it('ignores other hashes', () => {
      expect(parse('/create/#something')?.sharedImage).toBeNull();
    });
    it('does not take a name of the object prototype for a shared image', () => {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(parse(`/create/#${name}`)?.sharedImage, name).toBeNull();
    });
  });

  describe('paid-ad visits are detected', () => {
    it('needs utm_source google and utm_medium cpc', () => {
      expect(parse('/create/?utm_source=google&utm_medium=cpc')?.isPaidAd).toBe(true);
      expect(parse('/create/?utm_source=google&utm_medium=email')?.isPaidAd).toBe(false);
      expect(parse('/create/?utm_medium=cpc')?.isPaidAd).toBe(false);
    });
  });

  describe('a deep link names a tag and a sample image', () => {
    it('reads the tag from the query or a tag- segment', () => {
      expect(parse('/create/designer/?tag=birthday')?.tagId).toBe('birthday');
      expect(parse('/create/designer/poster/tag-summer/')?.tagId).toBe('summer');
    });
    it('reads the sample image from the query', () => {
      expect(parse('/create/?image=chelsea')?.sampleImage).toBe('chelsea');
      expect(parse('/create/?sample=coffee')?.sampleImage).toBe('coffee');
    });
    it('refuses names that could be paths', () => {
      expect(parse('/create/?image=../etc/passwd')?.sampleImage).toBeNull();
      expect(parse('/create/?tag=<b>')?.tagId).toBeNull();
    });
  });
});
