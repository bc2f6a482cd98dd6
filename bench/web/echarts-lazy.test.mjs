import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifest, routeSizes } from './route-sizes.mjs';

const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
/** A string in ECharts' core (the attribute it marks its containers with), and nowhere else. */
const ECHARTS_MARK = '_echarts_instance_';
const STATISTICS = 'src/features/affairs/staff/statistics-page.tsx';
const SETUP = 'src/components/charts/echarts-setup.ts';

const holdsECharts = (files) =>
  files.some((file) => readFileSync(join(dist, file), 'utf8').includes(ECHARTS_MARK));

describe('ECharts stays out of the first load', () => {
  it('is in no chunk of the entry, the login route or the statistics screen, only in its own', () => {
    expect(
      existsSync(`${dist}/.vite/manifest.json`),
      'build the web app first (node scripts/build.mjs)',
    ).toBe(true);
    expect(holdsECharts(routeSizes(dist, 'src/features/auth/login-page.tsx').files)).toBe(false);
    const statistics = routeSizes(dist, STATISTICS);
    expect(holdsECharts(statistics.files)).toBe(false);
    const manifest = loadManifest(dist);
    // The chart component may sit in a chunk the screen shares (onboarding's statistics use it too).
    const lazy = Object.values(manifest)
      .filter((chunk) => statistics.files.includes(chunk.file))
      .flatMap((chunk) => chunk.dynamicImports ?? []);
    expect(lazy).toContain(SETUP);
    expect(holdsECharts([manifest[SETUP].file])).toBe(true);
    console.log(
      `statistics route: ${(statistics.total / 1024).toFixed(1)} KB gzip; ECharts loads with the first chart`,
    );
  });
});

/** A message of ZXing's readers, in its chunk and nowhere else. */
const ZXING_MARK = 'No MultiFormat Readers were able to detect the code';
/** The screens that scan (onboarding's and activities'), each its own chunk. */
const SCANNING = /^src\/features\/affairs\/modules\/(yxxt|xshd)\/[^/]+-page\.tsx$/;
const SCANNER = 'src/features/affairs/checkin/qr-scanner.tsx';

describe('the QR scanner stays out of the first load', () => {
  it('is in no chunk of the entry, the login route or the screens that scan; it loads when the camera opens', () => {
    const holdsZxing = (files) =>
      files.some((file) => readFileSync(join(dist, file), 'utf8').includes(ZXING_MARK));
    expect(holdsZxing(routeSizes(dist, 'src/features/auth/login-page.tsx').files)).toBe(false);
    const manifest = loadManifest(dist);
    const screens = Object.keys(manifest).filter((key) => SCANNING.test(key));
    expect(screens.length).toBeGreaterThan(3);
    for (const screen of screens) expect(holdsZxing(routeSizes(dist, screen).files), screen).toBe(false);
    // Some chunk loads the scanner on demand (the scan panel, when the camera opens).
    expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(SCANNER))).toBe(true);
    const zxing = manifest[SCANNER].dynamicImports.map((key) => manifest[key].file);
    expect(holdsZxing(zxing)).toBe(true);
  });
});
