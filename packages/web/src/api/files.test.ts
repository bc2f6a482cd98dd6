import { importEndpoints } from '@campus/contract/routes/api/affairs/imports';
import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from './core/types';

const sent: RequestOptions[] = [];
vi.mock('./http', () => ({
  http: {
    request: async (options: RequestOptions) => {
      sent.push(options);
      return { state: 200, message: '', cause: null, data: { id: 'p1' }, variables: {} };
    },
  },
  download: vi.fn(),
}));

const { uploadFile } = await import('./files');

describe('uploadFile', () => {
  it('sends the file to the declared address, the picked file naming the submission', async () => {
    const file = new Blob(['a,b'], { type: 'text/csv' });
    const upload = importEndpoints('sfgl', '/fees/import').upload;
    await expect(uploadFile(upload, file, 'bills.xlsx')).resolves.toEqual({ id: 'p1' });
    expect(sent[0]).toMatchObject({ method: 'POST', service: 'sfgl', url: '/fees/import', idempotent: file });
    const form = sent[0]?.data as FormData;
    expect((form.get('file') as File).name).toBe('bills.xlsx');
  });
});
