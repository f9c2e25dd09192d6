// The blog's first articles: how-to guides for Pixloom's tools, written from what the app does (the tool names
// are the app's English labels). Each has a featured image from the shipped samples (public/samples, licences
// in public/samples/LICENSES.md) with its alt text. Seeded by server/seed/blogPosts.ts.

export interface BlogArticle {
  slug: string;
  title: string;
  /** Plain text, one or two sentences: the list's teaser and the page's meta description. */
  excerpt: string;
  /** A file in public/samples. */
  image: string;
  alt: string;
  /** Publication day (UTC). */
  date: string;
  /** The article's HTML (paragraphs, headings, lists). */
  html: string;
}

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'crop-and-straighten-a-photo',
    title: 'Crop and straighten a photo',
    excerpt: 'Frame your subject, fix a tilted horizon and pick the right shape for where the photo is going.',
    image: 'horse.png',
    alt: 'Black silhouette of a horse on a white background',
    date: '2026-06-02',
    html: `<p>Cropping is the quickest way to make a photo stronger: cut away what distracts and the subject fills the frame. Open your photo in the photo editor (<a href="/create/">Create › Photo editor</a>) and choose <strong>Transform</strong> in the tool rail.</p>
<h2>Crop to a shape</h2>
<p>Choose <strong>Crop</strong> and drag the handles of the frame, or the frame itself to move it. The aspect ratio buttons lock the shape: <em>Free</em> lets you drag any rectangle, <em>Original</em> keeps the photo's own proportions and <em>Square</em> gives a 1:1 frame for profile pictures and grid posts. Nothing is thrown away: a crop is one step in the photo's edit list, so you can come back later and widen it again, or undo it with Ctrl+Z.</p>
<h2>Straighten a tilted horizon</h2>
<p>A sea or a skyline that leans a degree or two looks wrong at once. Choose <strong>Straighten</strong> and move the angle slider until the line is level; the editor zooms in just enough that no empty corners show. For quarter turns use <strong>Rotate</strong>, and <strong>Flip</strong> mirrors the picture horizontally or vertically.</p>
<h2>When the lines converge</h2>
<p>Buildings photographed from the street lean backwards. <strong>Tools › Perspective</strong> fixes that: with <em>four corners</em> you mark the corners of something that should be a rectangle (a facade, a painting, a page) and Pixloom makes it upright; with <em>guides</em> you lay two lines along edges that should be vertical. One undo brings the original back.</p>
<h2>Size and canvas</h2>
<p>To change the pixel size rather than the framing, use <strong>Resize</strong>. To add room around the picture, for a caption or a border, use <strong>Expand canvas</strong> (a Plus tool) and set how many pixels to add at the top, right, bottom and left.</p>`,
  },
  {
    slug: 'exposure-and-colour',
    title: 'Fix exposure and colour',
    excerpt: 'Brighten a dark photo, recover a bright sky and warm up cold light with the Adjust tools.',
    image: 'coffee.png',
    alt: 'A cup of coffee on a saucer',
    date: '2026-06-09',
    html: `<p>Most photos need a little light and colour work before they shine. In the photo editor open <strong>Adjust</strong>: every slider previews live and each change is one undo step, so experiment freely.</p>
<h2>Light first</h2>
<p>Start with <strong>Exposure</strong>, which brightens or darkens the whole picture the way a longer or shorter shutter would. Then shape it: <strong>Highlights</strong> pulled down brings detail back into a bright sky, <strong>Shadows</strong> pushed up opens dark corners without washing out the rest, and <strong>Contrast</strong> sets how far apart the darks and lights sit. <strong>Clarity</strong> adds punch to mid-tone texture such as bark or fabric.</p>
<h2>Then colour</h2>
<p>Indoor light is often orange and shade is blue. Move <strong>Warmth</strong> against the cast and use <strong>Tint</strong> for a green or magenta tinge. <strong>Vibrance</strong> lifts muted colours while leaving skin tones alone; <strong>Saturation</strong> turns every colour up or down, all the way to black and white.</p>
<h2>Tone &amp; color for precise work</h2>
<p>The <strong>Tone &amp; color</strong> section has a histogram and the tools photographers know from desktop software: <strong>Curves</strong> per channel (click to add a point, drag it, double-click to remove it), <strong>Levels</strong>, <strong>HSL / color ranges</strong> to change one colour only (make a sky deeper blue without touching faces), <strong>Color balance</strong> and <strong>Split toning</strong>. Finish with a look from <strong>Effects</strong> if you like: looks stack, each with its own strength, and you can reorder or remove them.</p>
<p>Tip: to compare with the original, undo and redo quickly (Ctrl+Z, Ctrl+Shift+Z): your eye catches the difference better than side by side.</p>`,
  },
  {
    slug: 'remove-a-background',
    title: 'Remove the background from a photo',
    excerpt: 'Cut out a person or an object in one click, touch up the edge by hand and put something new behind it.',
    image: 'astronaut.png',
    alt: 'NASA portrait of astronaut Eileen Collins with the US flag behind her',
    date: '2026-06-16',
    html: `<p>Product shots, stickers and profile pictures all start with a clean cut-out. Pixloom's background remover finds the subject of the photo with a segmentation model that runs on your device: the photo is never uploaded anywhere.</p>
<h2>One click</h2>
<p>Open the photo in the editor, choose <strong>Tools</strong> in the rail and then <strong>Remove background</strong>. The first time, the model is downloaded (a few megabytes); after that it works offline too. When the detection is done the background turns transparent, shown as a checkerboard.</p>
<h2>Perfect the edge</h2>
<p>Hair and fingers are where automatic cut-outs struggle. Choose <strong>Touch up by hand</strong>: paint with <strong>Keep</strong> to bring back parts of the subject and with <strong>Erase</strong> to remove leftovers, adjusting the brush size as you go. <strong>Refine edge</strong> and <strong>Soft edge</strong> smooth the outline so it blends with whatever goes behind it. Painting is not available while the picture is cropped, rotated or locked: turn those steps off first, then bring them back.</p>
<h2>Put something behind it</h2>
<p>Under <strong>Replace background</strong> choose <em>None</em> to keep the transparency, a <em>Colour</em>, a <em>Blur</em> of the original background (a quick portrait look) or another <em>Image</em>. To keep the transparency in the file you download, export as PNG or WebP: JPEG has no transparent pixels.</p>
<p>The background remover is one of the AI tools included with Pixloom Plus; you can try it on any photo before you decide.</p>`,
  },
  {
    slug: 'collage-layouts',
    title: 'Make a collage: layouts, spacing and freestyle',
    excerpt: 'Pick a layout for the number of photos you have, fill the cells and tune the spacing and canvas.',
    image: 'chelsea.png',
    alt: 'Chelsea, a tabby cat, looking at the camera',
    date: '2026-06-23',
    html: `<p>The collage maker (<a href="/create/collage/">Create › Collage</a>) turns a handful of photos into one picture. There are two ways to start.</p>
<h2>Auto collage</h2>
<p>Choose <strong>Choose photos</strong> under <em>Auto collage</em>, or drop photos on the page: Pixloom picks a layout for exactly that many photos and fills it. It is the fastest way when you just want the holiday snaps in one image.</p>
<h2>Choose a layout yourself</h2>
<p>Open <strong>Layout</strong> and browse, or type in <em>Search layouts</em>: a number (<code>4</code>) shows the layouts for four photos, a word (<code>grid</code>) the layouts of that kind. Photos fill the empty cells in order; add them from your device, from <em>My Photos and library</em>, or drop and paste them straight on the canvas. To change one, use <strong>Replace</strong> on its cell; <strong>Edit photo</strong> opens it in the editor's tools (light, colour, effects) without leaving the collage.</p>
<h2>Canvas and spacing</h2>
<p>Under <strong>Canvas</strong> pick the shape for where the collage goes: <em>Square</em> for a feed post, <em>Portrait 4:5</em>, <em>Wide 16:9</em> for a screen, <em>Story 9:16</em> for stories, or <em>Letter</em> for printing, or type a custom size in pixels. <em>Spacing</em> between the cells, <em>Corner radius</em> and the <em>Background</em> colour are set there too.</p>
<h2>Freestyle</h2>
<p>If a grid feels too tidy, choose <strong>Freestyle</strong>: photos can be placed and turned anywhere, each with a border and a shadow, like prints scattered on a table. Choosing a layout again puts them back in a grid. Add words from the <strong>Text</strong> panel, then export like any photo.</p>`,
  },
  {
    slug: 'designer-templates-and-text',
    title: 'Designs from templates: posts, stories, flyers and text',
    excerpt: 'Start a social post or a flyer from a template or a blank canvas of the right size, then make the text yours.',
    image: 'rocket.jpg',
    alt: 'A rocket lifting off from its launch pad in a cloud of smoke',
    date: '2026-06-30',
    html: `<p>The designer (<a href="/create/designer/">Create › Designer</a>) is for pictures that are mostly layout and words: an Instagram post, a YouTube thumbnail, a birthday invitation, a business card.</p>
<h2>Start from a template or a size</h2>
<p>Browse <strong>Templates</strong> by category or search them (<em>birthday</em>, <em>sale</em>, <em>coffee</em>). Choosing one opens it with its own photos and text, all editable. If you would rather start clean, <strong>Start blank</strong> offers the common formats at their exact pixel sizes (Instagram post and story, Facebook post and cover, X post and header, YouTube thumbnail, poster, flyer, invitation, business card, presentation) or a custom width and height. Using a template on a design you already started replaces the canvas, and you can undo it.</p>
<h2>Text that fits</h2>
<p>Click a text to edit it in place. The text panel sets the font, size, colour, alignment, bold and italic, opacity and rotation. Keep to two fonts per design: one for the headline, one for the details. Snapping lines appear when an element lines up with the canvas centre or another element, and <em>Show distances</em> in Settings displays the gaps while you drag.</p>
<h2>Export for print or screen</h2>
<p>For social networks export a PNG or JPEG, at the design's size or a multiple of it for sharper results on high-density screens. For printing choose PDF: text stays real text and shapes stay sharp at any zoom, with photos embedded at print quality, one page the size of the design. <em>Transparent background</em> leaves the canvas colour out of a PNG, handy for logos and stickers.</p>`,
  },
  {
    slug: 'work-offline-and-sync',
    title: 'Work offline and sync between devices',
    excerpt: 'Install Pixloom, keep editing with no connection and find your projects on your other devices later.',
    image: 'hubble_deep_field.jpg',
    alt: 'The Hubble Deep Field: hundreds of distant galaxies on a black sky',
    date: '2026-07-07',
    html: `<p>Pixloom is an offline-first web app: once it has loaded, the editor, the collage maker and the designer work without a network, on a train or a plane as well as at your desk.</p>
<h2>Install it</h2>
<p>In Chrome or Edge choose <em>Install Pixloom</em> in the address bar or the menu; on Android choose <em>Add to Home screen</em>. The app then opens in its own window and starts even when you are offline.</p>
<h2>What happens to your work</h2>
<p>Every change is saved on the device first, so you never wait for the network. With autosave on (Settings › Autosave), projects are saved as you work. The project list shows each project's state: <em>Offline: saved on this device</em>, <em>Syncing…</em> or <em>Synced</em>. Changes that must reach the server (a renamed project, a photo made public, your settings) wait in a queue and are sent in order as soon as the connection comes back; the app shows how many are waiting.</p>
<h2>Two devices, one project</h2>
<p>Sign in on both devices and your projects and settings follow you. If the same project was changed on a laptop and a phone while one of them was offline, nothing is thrown away: both versions are kept and yours is saved as a <em>conflict copy</em>, so you can compare and keep the one you want.</p>
<h2>Get ready before you travel</h2>
<p>The AI tools' models download the first time you use them. To have them all on the device in advance, open Settings and choose <strong>Download AI tools for offline use</strong>. Settings also show how much storage Pixloom uses and how much the browser allows. My Photos and Explore stay readable offline as you last saw them.</p>`,
  },
  {
    slug: 'export-formats-and-sizes',
    title: 'Export: formats, sizes and photo information',
    excerpt: 'JPEG, PNG, WebP or PDF, full size or smaller, and what the file tells others about your photo.',
    image: 'camera.png',
    alt: 'Black-and-white photo of a cameraman behind a camera on a tripod',
    date: '2026-07-14',
    html: `<p>When your edit is done, choose <strong>Export</strong>. The dialog asks three things: the format, the size and the file name.</p>
<h2>Which format</h2>
<ul>
<li><strong>JPEG</strong> for photos you share or send: small files, no transparency. The <em>Quality</em> slider trades size for detail; around 85 is hard to tell from the original.</li>
<li><strong>PNG</strong> for graphics, text-heavy designs and cut-outs with a transparent background: lossless, larger files.</li>
<li><strong>WebP</strong> for the web: transparency like PNG, files usually smaller than JPEG.</li>
<li><strong>PDF</strong> (designer) for printing, with text kept as text.</li>
</ul>
<h2>Which size</h2>
<p>The size buttons export at 100, 75, 50 or 25 per cent of the picture, each showing the width and height in pixels, or choose <em>Custom</em> for exact dimensions. A 2000-pixel-wide JPEG is plenty for social networks and email; keep 100 % for printing. A very large export is lowered to the largest picture your device can make, and the dialog tells you when that happens.</p>
<h2>Photo information and privacy</h2>
<p>Photos from a camera or a phone carry information: the camera, the date, the settings and often the place where they were taken. With <em>Keep photo information</em> the JPEG or PNG you export keeps the camera, date and settings; <em>Remove location (GPS)</em> takes the position out so that anyone who gets the file cannot see where you were. The dialog sums up what the file will share before you download it. Colours are saved in sRGB, the standard for screens and the web, so they look the same everywhere.</p>`,
  },
  {
    slug: 'layers-and-masks',
    title: 'Layers and masks: edit one part of a picture',
    excerpt: 'Stack photos, text and shapes, blend them, and use selections and masks to change only part of an image.',
    image: 'brick.png',
    alt: 'An old red brick wall',
    date: '2026-07-21',
    html: `<p>Layers let you build a picture from parts you can still move and change. Open the <strong>Layers</strong> panel in the editor (<em>Show layers</em>) and use <strong>Add layer</strong> to add a photo from a file, a text, a rectangle, an ellipse, a line or an adjustment layer.</p>
<h2>Working with layers</h2>
<p>Layers are listed top to bottom. Drag one to change the order, or press Alt and an arrow key; text and shapes stay above photos and adjustments. Each layer can be renamed, hidden, locked against accidental changes, duplicated or deleted. <strong>Opacity</strong> and <strong>Blend mode</strong> (Multiply, Screen, Overlay, Soft light, Darken, Lighten, Colour, Luminosity) set how it mixes with what is below: a texture such as this brick wall set to <em>Overlay</em> at 40 % gives a flat photo a rough, printed feel.</p>
<h2>Select first</h2>
<p>The <strong>Select</strong> panel draws a selection with a <em>Rectangle</em>, <em>Ellipse</em>, <em>Lasso</em>, <em>Polygon</em> or <em>Magic wand</em> (click a colour to select the similar area around it; <em>Tolerance</em> sets how similar). Combine shapes with <em>Add</em>, <em>Subtract</em> and <em>Intersect</em>, and soften the border with <em>Feather</em>.</p>
<h2>Then mask</h2>
<p>With a selection you can <em>Add adjustment through selection</em> (brighten only a face, desaturate only the background) or <em>Mask the selected layer with the selection</em>. A mask hides part of a layer without deleting it: paint with <strong>Reveal</strong> and <strong>Hide</strong> to refine it, <strong>Invert</strong> it, lower its <strong>Density</strong> to let some of the hidden part show, or turn it off to compare. Each brush stroke on a mask is one undo step.</p>`,
  },
  {
    slug: 'retouch-brushes',
    title: 'Retouch with brushes: heal, clone, dodge and burn',
    excerpt: 'Remove spots and distractions, copy texture over flaws and lighten or darken by hand.',
    image: 'gravel.png',
    alt: 'Close-up of grey gravel',
    date: '2026-07-28',
    html: `<p>Sliders change the whole picture; brushes change exactly where you paint. Open <strong>Retouch</strong> in the editor, pick a tool and drag over the photo. The square brackets <kbd>[</kbd> and <kbd>]</kbd> make the brush smaller or bigger as you work.</p>
<h2>The brush settings</h2>
<p><strong>Size</strong> is the diameter, <strong>Hardness</strong> how sharp its edge is (soft for skin and skies, hard for edges), <strong>Opacity</strong> how strong one stroke can get and <strong>Flow</strong> how fast it builds up while you paint over the same place.</p>
<h2>Removing things</h2>
<p><strong>Spot heal</strong> is the quick one: paint over a blemish, a speck of dust on the sensor or a crumb on the table and it is filled from its surroundings. The <strong>Healing brush</strong> and the <strong>Clone stamp</strong> copy from a source you choose: Alt+click the picture (or press <em>Set source</em>) where the good texture is, then paint over the flaw. The clone stamp copies exactly; the healing brush matches the light and colour of the destination, so the repair blends in. For larger objects, such as a passer-by or a bin, the object remover in Tools (a Plus tool) fills the area with content-aware fill.</p>
<h2>Light by hand</h2>
<p><strong>Dodge</strong> lightens and <strong>Burn</strong> darkens where you paint, each limited to the <em>Shadows</em>, <em>Midtones</em> or <em>Highlights</em> by the <em>Range</em> setting: burn the highlights of a bright sky edge, dodge the midtones of eyes. <strong>Sharpen brush</strong> and <strong>Blur brush</strong> work the same way for detail, <strong>Red-eye</strong> fixes flash eyes in one click each, and the <strong>Paint brush</strong> simply paints colour.</p>`,
  },
  {
    slug: 'share-photos-from-your-phone',
    title: 'Share photos to Pixloom from your phone',
    excerpt: 'Send a photo from your phone\'s gallery straight into the editor with the share menu.',
    image: 'grass.png',
    alt: 'Close-up of green grass',
    date: '2026-08-04',
    html: `<p>On Android, an installed Pixloom appears in the share menu of other apps, like any app from the store. It is the quickest way from a photo in your gallery to an edit.</p>
<h2>Set it up once</h2>
<ol>
<li>Open Pixloom in Chrome on your phone.</li>
<li>Choose <em>Add to Home screen</em> or <em>Install app</em> from the browser menu.</li>
<li>Open Pixloom once from its icon, so it can get ready on the device.</li>
</ol>
<h2>Share a photo</h2>
<p>In your gallery or camera app, open a photo, tap <strong>Share</strong> and choose <strong>Pixloom</strong>. The app opens with the photo in the photo editor and a note saying where it came from. This works without a connection too: the shared image is kept on the device until the editor has opened it.</p>
<h2>If it does not arrive</h2>
<p>If you share right after installing, before Pixloom finished getting ready, the app says so and asks you to share again; the second time it arrives. Files Pixloom cannot open are refused with a message, and HEIC photos from an iPhone need to be saved as JPEG first (on an iPhone: Settings › Camera › Formats › Most Compatible). A very large image is scaled down to what the device can edit, and the editor tells you the new size.</p>
<p>On a computer you do not need the share menu: drop image files on the editor or paste an image you copied.</p>`,
  },
  {
    slug: 'my-photos-and-galleries',
    title: 'My Photos, Explore and your public gallery',
    excerpt: 'Keep your uploads in My Photos, choose which ones are public and show them in your gallery and on Explore.',
    image: 'horse.png',
    alt: 'Black silhouette of a horse on a white background',
    date: '2026-08-11',
    html: `<p>Every photo you upload while signed in lands in <a href="/myphotos/">My Photos</a>. From there you decide what stays private and what the Pixloom community can see.</p>
<h2>Upload and organise</h2>
<p>Use the upload button or drop image files on the page: JPEG, PNG, WebP, AVIF and GIF are accepted. The filters along the top show <em>All</em>, <em>Public</em> or <em>Private</em> photos. Each photo's menu lets you <strong>Rename</strong> it, <strong>Open in editor</strong>, <strong>Edit a copy</strong> or <strong>Delete</strong> it.</p>
<h2>Public or private</h2>
<p>New uploads are private: only you see them. Choose <strong>Make public</strong> to share one. Public photos appear in your gallery at <code>/gallery/your-username/</code> and on <a href="/explore/">Explore</a>, where visitors search them by title and #tag. Give photos titles with tags, such as <em>Sunday market #food #street</em>, and they are found. To make photos public you first verify your email address (the link in the welcome mail; My Account can send it again).</p>
<h2>Using your photos elsewhere</h2>
<p>In the collage maker and the designer, <em>My Photos and library</em> opens your uploads (and the layers you saved) without downloading anything again. Explore, your gallery and My Photos stay readable offline as you last saw them, with a note saying you are looking at the saved copy.</p>`,
  },
  {
    slug: 'what-pixloom-plus-adds',
    title: 'What Pixloom Plus adds',
    excerpt: 'The AI tools, artsy looks, every designer template, no ads and priority support: what you get with Plus.',
    image: 'hubble_deep_field.jpg',
    alt: 'The Hubble Deep Field: hundreds of distant galaxies on a black sky',
    date: '2026-08-18',
    html: `<p>Pixloom is free to use: the photo editor with all its adjustments and effects, the collage maker, the designer with its free templates, layers, masks and brushes, offline work and projects saved to your account. Plus is for people who want the heavier tools.</p>
<h2>The AI tools</h2>
<p>Plus unlocks the special tools: the background remover and cut-out, the upscaler (2× and 4×), the portrait enhancer and relight, the photo enhancer, unblur, the sky replacer, the object remover, noise reduction and expand canvas. The ones marked <em>AI</em> run a machine-learning model (downloaded on first use), the others classical image processing; all of them run on your device, so your photos stay with you.</p>
<h2>Artsy looks and templates</h2>
<p>The artsy looks (<em>Oil painting</em>, <em>Cartoonizer</em>, <em>Poly art</em>, <em>Vector art</em> and more) turn a photo into an illustration. In the designer, templates marked <em>Plus</em> become available next to the free ones.</p>
<h2>No ads, priority support</h2>
<p>Plus members see no ads, and their support requests are answered first.</p>
<h2>Monthly or yearly</h2>
<p>The <a href="/pricing/">pricing page</a> shows the price in your currency, monthly or yearly (yearly saves money). You can cancel at any time in My Account; Plus then stays active until the end of the period you paid for, and your projects and photos stay yours either way.</p>`,
  },
  {
    slug: 'effects-and-artsy-looks',
    title: 'Effects and artsy looks: give a photo a style',
    excerpt: 'From black and white to film grain and glitch art: how to choose an effect and dial in its strength.',
    image: 'camera.png',
    alt: 'Black-and-white photo of a cameraman behind a camera on a tripod',
    date: '2026-08-25',
    html: `<p>Effects are ready-made looks you apply in one click, then tune. Open <strong>Effects</strong> in the editor and scroll through the previews, each drawn from your own photo.</p>
<h2>Classic looks</h2>
<p><strong>Black &amp; white</strong>, <strong>Noir</strong> and <strong>Sepia</strong> remove colour for a timeless feel; <strong>Vintage</strong>, <strong>Faded</strong>, <strong>Instant film</strong>, <strong>Slide film</strong> and <strong>Vivid film</strong> imitate old film stocks; <strong>Film grain</strong> adds the texture of a fast film. <strong>Warmer</strong>, <strong>Cooler</strong> and <strong>Golden hour</strong> shift the light, and <strong>Cinematic</strong> and <strong>Dramatic</strong> deepen contrast and colour like a film still.</p>
<h2>Bold ones</h2>
<p><strong>Glitch art</strong>, <strong>Chromatic</strong> and <strong>Lens flare</strong> are for posters and covers; <strong>Duotone</strong> maps the picture to two colours, and <strong>Pixelate</strong>, <strong>Posterize</strong>, <strong>Solarize</strong> and <strong>Emboss</strong> make graphic textures.</p>
<h2>Dial it in</h2>
<p>Each effect has an <em>Amount</em> and sometimes more settings. Effects stack: choose a second one and it goes on top of the first, each with its own strength, and <em>Applied looks</em> lets you reorder or remove them. A light touch usually works best: 30 to 60 % of a film look keeps the photo natural.</p>
<h2>Artsy looks</h2>
<p>The <strong>Artsy</strong> category (a Plus feature) repaints the photo: <em>Oil painting</em>, <em>Cartoonizer</em>, <em>Poly art</em>, <em>Vector art</em>, <em>Comics</em>, <em>Digital art</em> and <em>Fantasy portrait</em>, each with its own settings. They do more work than the other looks, so on a large photo give them a moment.</p>`,
  },
];
