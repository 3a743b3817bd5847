import { outputSize, rotatedSize } from './profile-photo.crop';

describe('rotatedSize', () => {
  it('swaps the sides at a quarter turn and keeps them at a half turn', () => {
    const quarter = rotatedSize(640, 480, 90);
    expect(quarter.width).toBeCloseTo(480);
    expect(quarter.height).toBeCloseTo(640);
    const half = rotatedSize(640, 480, 180);
    expect(half.width).toBeCloseTo(640);
    expect(half.height).toBeCloseTo(480);
  });

  it('grows to the bounding box in between', () => {
    const diagonal = rotatedSize(100, 100, 45);
    expect(diagonal.width).toBeCloseTo(100 * Math.SQRT2);
    expect(diagonal.height).toBeCloseTo(100 * Math.SQRT2);
  });
});

describe('outputSize', () => {
  it('keeps a small crop at its own size', () => {
    expect(outputSize({ width: 480.4, height: 480.4 }, 1024)).toEqual({ width: 480, height: 480 });
  });

  it('scales a large crop down to the cap, keeping the shape', () => {
    expect(outputSize({ width: 4000, height: 4000 }, 1024)).toEqual({ width: 1024, height: 1024 });
    expect(outputSize({ width: 3000, height: 1500 }, 1024)).toEqual({ width: 1024, height: 512 });
  });

  it('never gives an empty canvas', () => {
    expect(outputSize({ width: 0.2, height: 0.2 }, 1024)).toEqual({ width: 1, height: 1 });
  });
});
