// Posts as WordPress's REST API shows them (wp/v2/posts, with the featured image embedded as `_embed` does),
// and the addresses both the API and the HTML pages use.
import type { BlogPost } from './repo';

export const BLOG_PATH = '/blog/';
export const WP_POSTS_PATH = '/wp-json/wp/v2/posts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function postPath(slug: string): string {
  return `${BLOG_PATH}${encodeURIComponent(slug)}/`;
}

/** The /img/ route's address of a stored image key (it serves the shipped samples and resizes on request). */
export function imagePath(key: string): string {
  return `/img/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** WordPress's date format: ISO 8601 to the second, no zone (date is the site's time; ours is UTC, as date_gmt). */
function wpDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

const MIME: ReadonlyMap<string, string> = new Map([
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
]);

/** The excerpt as WordPress renders it: one paragraph. */
export function renderedExcerpt(post: BlogPost): string {
  return `<p>${escapeHtml(post.excerpt)}</p>\n`;
}

export function wpPost(post: BlogPost, origin: string): Record<string, unknown> {
  const link = `${origin}${postPath(post.slug)}`;
  const self = `${origin}${WP_POSTS_PATH}/${post.id}`;
  const imageFile = post.featuredImage.split('/').pop() ?? post.featuredImage;
  const media = {
    id: post.id,
    date: wpDate(post.publishedAt),
    slug: imageFile.replace(/\.[a-z0-9]+$/i, ''),
    type: 'attachment',
    link,
    title: { rendered: escapeHtml(post.featuredAlt) },
    author: 1,
    caption: { rendered: '' },
    alt_text: post.featuredAlt,
    media_type: 'image',
    mime_type: MIME.get(imageFile.split('.').pop()?.toLowerCase() ?? '') ?? 'application/octet-stream',
    media_details: { width: post.featuredWidth, height: post.featuredHeight, file: post.featuredImage, sizes: {} },
    source_url: `${origin}${imagePath(post.featuredImage)}`,
  };
  return {
    id: post.id,
    date: wpDate(post.publishedAt),
    date_gmt: wpDate(post.publishedAt),
    guid: { rendered: link },
    modified: wpDate(post.updatedAt),
    modified_gmt: wpDate(post.updatedAt),
    slug: post.slug,
    status: 'publish',
    type: 'post',
    link,
    title: { rendered: escapeHtml(post.title) },
    content: { rendered: post.content, protected: false },
    excerpt: { rendered: renderedExcerpt(post), protected: false },
    author: 1,
    featured_media: post.id,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: [],
    categories: [],
    tags: [],
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${origin}${WP_POSTS_PATH}` }],
      'wp:featuredmedia': [{ embeddable: true, href: `${origin}${imagePath(post.featuredImage)}` }],
    },
    _embedded: { 'wp:featuredmedia': [media] },
  };
}
