import { displayUrl, pickVariant, type VariantLike } from './image-variants';

const variant = (variantType: VariantLike['variantType']): VariantLike => ({ variantType, url: `/api/images/i/files/${variantType}.webp` });
const all = [variant('original'), variant('thumbnail'), variant('medium'), variant('large')];

describe('pickVariant', () => {
  it('prefers the thumbnail by default, or the size asked for', () => {
    expect(pickVariant(all)?.variantType).toBe('thumbnail');
    expect(pickVariant(all, 'medium')?.variantType).toBe('medium');
  });

  it('falls back to the next larger size, then to smaller ones', () => {
    expect(pickVariant([variant('original'), variant('large')])?.variantType).toBe('large');
    expect(pickVariant([variant('thumbnail'), variant('original')], 'medium')?.variantType).toBe('original');
    expect(pickVariant([variant('thumbnail')], 'large')?.variantType).toBe('thumbnail');
  });

  it('skips variants without a URL and gives nothing for none', () => {
    expect(pickVariant([{ variantType: 'thumbnail', url: '' }, variant('medium')])?.variantType).toBe('medium');
    expect(pickVariant([])).toBeUndefined();
    expect(pickVariant(null)).toBeUndefined();
  });
});

describe('displayUrl', () => {
  it("uses the image's own URL when it has no variants", () => {
    expect(displayUrl({ url: '/api/images/i/files/original.jpg', variants: [] })).toBe('/api/images/i/files/original.jpg');
    expect(displayUrl({ url: '/x.jpg', variants: all })).toBe('/api/images/i/files/thumbnail.webp');
    expect(displayUrl({})).toBeUndefined();
  });
});
