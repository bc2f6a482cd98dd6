import * as model from '@campus/contract/api/admin/designer-model';
import { describe, expect, it } from 'vitest';
import * as values from './model-values';

describe("the designer's plain values", () => {
  it('are the contract model’s own', () => {
    for (const [name, value] of Object.entries(values))
      expect(value, name).toEqual(model[name as keyof typeof model]);
  });
});
