// Spec §9: the blog search shows each excerpt cut near 65 characters: at the last word break before the
// limit (unless that throws away too much), with an ellipsis.
export const EXCERPT_LENGTH = 65;

export function cutExcerpt(text: string, limit = EXCERPT_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const head = clean.slice(0, limit + 1);
  const space = head.lastIndexOf(' ');
  const cut = space >= limit * 0.6 ? head.slice(0, space) : clean.slice(0, limit);
  return `${cut.replace(/[\s,.;:!?\u2013\u2014-]+$/u, '')}…`;
}
