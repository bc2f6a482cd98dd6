// Renders the app's icon (packages/web/public/favicon.svg) into the PNGs the web app manifest
// lists, in the machine's Chromium: `node e2e/support/render-pwa-icons.mjs` after the icon changes.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const web = new URL('../../packages/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', web), 'utf8');
// Maskable: the full square in the theme colour, the cap inside the central safe zone (80 %).
const maskable = svg
  .replace(
    /<rect [^>]*\/>/,
    '<rect width="64" height="64" fill="#2b6cd4"/><g transform="translate(32 32) scale(0.72) translate(-32 -32)">',
  )
  .replace('</svg>', '</g></svg>');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const [name, size, source] of [
  ['icon-192', 192, svg],
  ['icon-512', 512, svg],
  ['icon-maskable-512', 512, maskable],
]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`,
  );
  await page.screenshot({ path: new URL(`icons/${name}.png`, web).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
