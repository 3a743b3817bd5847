import { fitWithin, PHOTO_MAX_EDGE } from './resize';

describe('fitWithin', () => {
  it('shrinks a 12 MP landscape photo to the long edge, keeping the aspect ratio', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: PHOTO_MAX_EDGE, height: 1920 });
  });

  it('shrinks portrait photos by their height', () => {
    expect(fitWithin(3024, 4032)).toEqual({ width: 1920, height: 2560 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
