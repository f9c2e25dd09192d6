/** The JPEG and WebP quality every export dialog starts at (and Save to My Photos uses), 1..100. */
export const DEFAULT_QUALITY = 92;
