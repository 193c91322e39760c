import { describe, expect, it } from 'vitest';
import { sameValues } from '@/lib/same-values';

describe('sameValues', () => {
  it('sees a pristine form as unchanged', () => {
    const start = { name: '', guests: [{ name: '', gender: null }], documents: { id: null } };
    expect(sameValues(start, structuredClone(start))).toBe(true);
  });

  it('sees a typed name, an added row or an upload as a change', () => {
    const start = { name: '', guests: [{ name: '' }], documents: { id: null as string | null } };
    expect(sameValues(start, { ...start, name: 'A' })).toBe(false);
    expect(sameValues(start, { ...start, guests: [{ name: '' }, { name: '' }] })).toBe(false);
    expect(sameValues(start, { ...start, documents: { id: 'doc' } })).toBe(false);
  });

  it('treats an undefined property as absent and NaN as itself', () => {
    expect(sameValues({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameValues({ price: Number.NaN }, { price: Number.NaN })).toBe(true);
    expect(sameValues({ a: '' }, { a: null })).toBe(false);
  });
});
