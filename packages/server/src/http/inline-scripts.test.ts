import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.js';

describe('inlineScriptHashes', () => {
  it('hashes the bytes of each inline script as CSP does, and skips scripts loaded by src', () => {
    const html =
      '<head><script type="module" crossorigin src="/app/assets/index.js"></script>' +
      '<script>alert(1)</script></head><body><script>\n  x();\n</script></body>';
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});
