import { MAX_INPUT_PIXELS, VARIANT_RULES, variantFormat, variantSize } from './image-variants';

describe('variant size rules', () => {
  it('shrinks the longest edge to the limit and keeps the aspect', () => {
    expect(variantSize(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(variantSize(3000, 4000, 800)).toEqual({ width: 600, height: 800 });
    expect(variantSize(4000, 3000, 320)).toEqual({ width: 320, height: 240 });
    expect(variantSize(1000, 1000, 320)).toEqual({ width: 320, height: 320 });
    expect(variantSize(1920, 1080, 800)).toEqual({ width: 800, height: 450 });
  });

  it('never enlarges a smaller image', () => {
    expect(variantSize(640, 480, 800)).toEqual({ width: 640, height: 480 });
    expect(variantSize(800, 600, 800)).toEqual({ width: 800, height: 600 });
    expect(variantSize(1, 1, 320)).toEqual({ width: 1, height: 1 });
  });

  it('keeps at least one pixel on the short edge of a very long image', () => {
    expect(variantSize(10000, 3, 320)).toEqual({ width: 320, height: 1 });
    expect(variantSize(2, 9000, 800)).toEqual({ width: 1, height: 800 });
  });

  it('keeps the original at full size', () => {
    expect(variantSize(4000, 3000, VARIANT_RULES.original.maxEdge)).toEqual({ width: 4000, height: 3000 });
  });

  it('orders the sizes thumbnail < medium < large and caps input at 50 megapixels', () => {
    expect([VARIANT_RULES.thumbnail.maxEdge, VARIANT_RULES.medium.maxEdge, VARIANT_RULES.large.maxEdge]).toEqual([320, 800, 1600]);
    expect(MAX_INPUT_PIXELS).toBe(50_000_000);
  });

  it('stores the sizes the screens show as WebP, large and the original as JPEG unless they have transparency', () => {
    const types = ['thumbnail', 'medium', 'large', 'original'] as const;
    expect(types.map((type) => variantFormat(type, false))).toEqual(['webp', 'webp', 'jpeg', 'jpeg']);
    expect(types.map((type) => variantFormat(type, true))).toEqual(['webp', 'webp', 'webp', 'webp']);
  });
});
