import { describe, expect, it } from 'vitest';
import { attachmentIdOf } from './attachment-url';

describe('attachmentIdOf', () => {
  it('reads the id of a getImage address, with or without the service prefix', () => {
    expect(attachmentIdOf('/api/platform/v3/file/getImage?attachmentId=Ab_9-x')).toBe('Ab_9-x');
    expect(attachmentIdOf('/api/file/getImage?lang=en&attachmentId=Zz1')).toBe('Zz1');
  });

  it('ignores other addresses and nothing at all', () => {
    expect(attachmentIdOf('https://example.edu/logo.png')).toBeUndefined();
    expect(attachmentIdOf('data:image/png;base64,AAAA')).toBeUndefined();
    expect(attachmentIdOf(null)).toBeUndefined();
  });
});
