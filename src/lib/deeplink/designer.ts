// What a designer deep link asks the start screen to show (issue 16): blank-canvas → the blank formats;
// instagram-template, facebook-templates, twitter (and the other TYPE_FORMATS types, or a format id itself)
// → the templates of that format; designer-image, templates, a plain /create/designer/ → everything. A tag
// (`?tag=birthday`, `/tag-birthday/`) becomes the search; a template name opens that template.
import { formatById, TYPE_FORMATS } from '../shared/designer/formats';
import type { ParsedDeepLink } from './parse';

export type DesignerStartFocus = 'blank' | 'templates';

export interface DesignerStartLink {
  focus: DesignerStartFocus;
  /** The template category (a format id) shown first; 'all' for every one. */
  category: string;
  /** The search the templates start with ('' for none). */
  query: string;
  /** A template the link names, opened at once. */
  templateId: string | null;
}

export const ALL_CATEGORY = 'all';

export function designerStartOf(link: Pick<ParsedDeepLink, 'type' | 'designerTemplateId' | 'tagId'> | null): DesignerStartLink {
  const type = link?.type ?? null;
  const query = link?.tagId ? link.tagId.replace(/-/g, ' ') : '';
  const templateId = link?.designerTemplateId ?? null;
  if (type === 'blank-canvas') return { focus: 'blank', category: ALL_CATEGORY, query, templateId };
  const format = type ? (TYPE_FORMATS.get(type) ?? (formatById(type) ? type : undefined)) : undefined;
  return { focus: 'templates', category: format ?? ALL_CATEGORY, query, templateId };
}
