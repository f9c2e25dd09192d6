// The designer's deep links (issue 16): the dashboard's designer cards open the real start screen, each on
// the part it names.
import { describe, expect, it } from 'vitest';
import { designerStartOf } from '../../src/lib/deeplink/designer';
import { parseDeepLink } from '../../src/lib/deeplink/parse';
import { buildRouteTable } from '../../src/lib/shared/routes';

const routes = buildRouteTable();
const start = (path: string, search = '') => designerStartOf(parseDeepLink(routes.resolve(path.split('?')[0]!), search, ''));

describe('a designer deep link', () => {
  it('opens the blank formats for blank-canvas', () => {
    expect(start('/create/designer/blank-canvas/')).toMatchObject({ focus: 'blank', category: 'all' });
    expect(start('/de/erstellen/designer/blank-canvas/').focus).toBe('blank');
  });

  it('opens the templates of one network for its card', () => {
    expect(start('/create/designer/instagram-template/')).toMatchObject({ focus: 'templates', category: 'instagram-post' });
    expect(start('/create/designer/facebook-templates/').category).toBe('facebook-post');
    expect(start('/create/designer/twitter/').category).toBe('x-post');
    expect(start('/create/designer/poster/').category).toBe('poster');
    expect(start('/create/designer/instagram-story/').category).toBe('instagram-story');
  });

  it('opens the whole start screen for designer-image, the section, and unknown types', () => {
    for (const path of ['/create/designer/designer-image/', '/create/designer-image/', '/create/designer/', '/create/designer/logo/']) {
      expect(start(path), path).toMatchObject({ focus: 'templates', category: 'all', templateId: null });
    }
    expect(start('/create/designer-image/').category).toBe('all');
  });

  it('searches for the tag and names the template to open', () => {
    expect(start('/create/designer/', '?tag=summer-party').query).toBe('summer party');
    expect(start('/create/designer/template-12-345abcde/').templateId).toBe('template-12-345abcde');
    expect(designerStartOf(null)).toEqual({ focus: 'templates', category: 'all', query: '', templateId: null });
  });
});
