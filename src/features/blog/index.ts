// The blog area's front door: the blog search page (spec account-content §2 "Blog search"), loaded lazily by
// src/app/routing/pages.ts. Other areas and the shell import this file only, never the area's inside.
export const loadBlogSearchPage = () => import('./BlogSearchPage');
