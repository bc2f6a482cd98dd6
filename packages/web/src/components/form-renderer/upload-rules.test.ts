import type { UploadField } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, uploadProblem } from './upload-rules';

const proof: UploadField = { key: 'proof', label: 'Proof', type: 'image', maxCount: 3, maxSizeMB: 5 };
const png = { name: 'note.png', type: 'image/png', size: 1024 };

describe('uploadProblem', () => {
  it('accepts an image within the limits', () => {
    expect(uploadProblem(proof, png, 0)).toBeUndefined();
  });

  it('refuses images of types the field does not take (images default to JPEG, PNG, WebP)', () => {
    expect(uploadProblem(proof, { name: 'a.gif', type: 'image/gif', size: 10 }, 0)).toEqual({ kind: 'type' });
    expect(uploadProblem(proof, { name: 'a.pdf', type: 'application/pdf', size: 10 }, 0)).toEqual({
      kind: 'type',
    });
  });

  it('refuses files over the size limit and beyond the count', () => {
    expect(uploadProblem(proof, { ...png, size: 6 * 1024 * 1024 }, 0)).toEqual({ kind: 'size', maxMB: 5 });
    expect(uploadProblem(proof, png, 3)).toEqual({ kind: 'count', max: 3 });
  });

  it('takes anything in a file field without an accept list', () => {
    const files: UploadField = { key: 'files', label: 'Files', type: 'upload' };
    expect(uploadProblem(files, { name: 'x.zip', type: 'application/zip', size: 1 }, 9)).toBeUndefined();
    expect(acceptAttribute(files)).toBeUndefined();
    expect(acceptAttribute(proof)).toBe('image/jpeg,image/png,image/webp');
  });
});
