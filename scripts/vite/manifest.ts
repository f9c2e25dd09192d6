// The web app manifest (spec §2.3, §9; issue "Offline-first"): installable, starts on the dashboard,
// receives images from the share sheet and opens image files.
import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_TARGET_FIELD, SHARE_TARGET_PATH } from '../../src/lib/shared/swProtocol.ts';

export const SHARE_TARGET_ACTION = SHARE_TARGET_PATH;

export const webManifest: Partial<ManifestOptions> = {
  id: '/dashboard/',
  name: 'Pixloom — photo editor, collage maker and designer',
  short_name: 'Pixloom',
  description: 'Edit photos, make collages and design graphics, online or offline.',
  start_url: '/dashboard/',
  scope: '/',
  display: 'standalone',
  // No display_override with window-controls-overlay: the app's bars do not lay out around the title bar.
  orientation: 'any',
  background_color: '#1C1D26',
  theme_color: '#1C1D26',
  lang: 'en',
  categories: ['photo', 'graphics', 'design', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Photo editor', short_name: 'Editor', url: '/create/', icons: [{ src: '/icons/shortcut-editor.png', sizes: '96x96', type: 'image/png' }] },
    { name: 'Collage maker', short_name: 'Collage', url: '/create/collage/', icons: [{ src: '/icons/shortcut-collage.png', sizes: '96x96', type: 'image/png' }] },
    { name: 'Graphic designer', short_name: 'Designer', url: '/create/designer/', icons: [{ src: '/icons/shortcut-designer.png', sizes: '96x96', type: 'image/png' }] },
  ],
  share_target: {
    action: SHARE_TARGET_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: SHARE_TARGET_FIELD, accept: ['image/*', '.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif'] }],
    },
  },
  // Not in vite-plugin-pwa's types yet; Chromium reads them.
  ...({
    file_handlers: [
      {
        action: '/create/',
        accept: {
          'image/jpeg': ['.jpg', '.jpeg'],
          'image/png': ['.png'],
          'image/webp': ['.webp'],
          'image/avif': ['.avif'],
          'image/gif': ['.gif'],
        },
        launch_type: 'single-client',
      },
    ],
    launch_handler: { client_mode: ['navigate-existing', 'auto'] },
  } as unknown as Partial<ManifestOptions>),
};
