// Renders the app icons from the one logo, public/logo.svg, with Debian's Chromium:
//   node scripts/generate-icons.mjs
// The PNGs it writes to public/icons/ are committed; run it again after changing the logo.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'public/icons');
const BACKGROUND = '#1e3a5f';

/**
 * `inset` is the share of the canvas the logo fills. A maskable icon keeps its mark inside the
 * central 80% circle and bleeds its background to the edges; iOS shows transparency as black, so
 * its icon is opaque too.
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 1, opaque: false },
  { file: 'icon-512.png', size: 512, inset: 1, opaque: false },
  { file: 'maskable-512.png', size: 512, inset: 0.9, opaque: true },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.9, opaque: true },
];

const logo = await readFile(path.join(root, 'public/logo.svg'), 'utf8');
const logoUrl = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const side = Math.round(icon.size * icon.inset);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;` +
        `background:${icon.opaque ? BACKGROUND : 'transparent'}">` +
        `<img src="${logoUrl}" width="${side}" height="${side}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    const png = await page.screenshot({ omitBackground: !icon.opaque });
    await writeFile(path.join(outDir, icon.file), png);
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
