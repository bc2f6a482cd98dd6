import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadExtension } from './discover.js';

/** A group's server folder is its extension when it has an index; one holding only tests extends nothing. */
const root = mkdtempSync(join(tmpdir(), 'groups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = pathToFileURL(`${root}/`);

describe("a group's server folder", () => {
  it('without an index (only the group’s tests) extends nothing', async () => {
    mkdirSync(join(root, 'trial'));
    writeFileSync(join(root, 'trial', 'trial.test.ts'), '');
    expect(await loadExtension('trial', folder)).toEqual({});
  });

  it('with an index is the extension it exports, and must export one', async () => {
    mkdirSync(join(root, 'own'));
    writeFileSync(join(root, 'own', 'index.ts'), 'export default { routes: [] };\n');
    expect(await loadExtension('own', folder)).toEqual({ routes: [] });
    mkdirSync(join(root, 'bare'));
    writeFileSync(join(root, 'bare', 'index.ts'), 'export const nothing = 1;\n');
    await expect(loadExtension('bare', folder)).rejects.toThrow(
      "bare: the server folder's index has no default export",
    );
  });
});
