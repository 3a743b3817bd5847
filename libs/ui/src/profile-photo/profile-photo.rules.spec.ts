import { addQuarterTurn, clampZoom, maxSizeHint, megabytes, photoFileError, PROFILE_PHOTO } from './profile-photo.rules';

const MB = 1024 * 1024;

describe('photoFileError', () => {
  it('refuses what is not an image type', () => {
    expect(photoFileError({ type: 'text/plain', size: 10 }, 5 * MB)).toBe('Please select an image file');
    expect(photoFileError({ type: 'application/pdf', size: 10 }, 5 * MB)).toBe('Please select an image file');
    expect(photoFileError({ type: '', size: 10 }, 5 * MB)).toBe('Please select an image file');
  });

  it('refuses an image over the limit, naming the limit', () => {
    expect(photoFileError({ type: 'image/png', size: 5 * MB + 1 }, PROFILE_PHOTO.sidebarMaxBytes)).toBe('Image must be less than 5MB');
    expect(photoFileError({ type: 'image/jpeg', size: 10 * MB + 1 }, PROFILE_PHOTO.accountMaxBytes)).toBe('Image must be less than 10MB');
  });

  it('accepts an image up to the limit', () => {
    expect(photoFileError({ type: 'image/png', size: 5 * MB }, 5 * MB)).toBeNull();
    expect(photoFileError({ type: 'image/gif', size: 6 * MB }, PROFILE_PHOTO.accountMaxBytes)).toBeNull();
  });
});

describe('sizes as the spec writes them', () => {
  it('prints the limits and the hint', () => {
    expect(megabytes(5 * MB)).toBe('5MB');
    expect(megabytes(PROFILE_PHOTO.accountMaxBytes)).toBe('10MB');
    expect(maxSizeHint(PROFILE_PHOTO.sidebarMaxBytes)).toBe('Max file size: 5MB');
  });
});

describe('addQuarterTurn', () => {
  it('adds 90 degrees and wraps at 360', () => {
    expect(addQuarterTurn(0)).toBe(90);
    expect(addQuarterTurn(180)).toBe(270);
    expect(addQuarterTurn(270)).toBe(0);
    expect(addQuarterTurn(300)).toBe(30);
    expect(addQuarterTurn(360)).toBe(90);
  });

  it('comes back to the start after four turns', () => {
    let degrees = 45;
    for (let i = 0; i < 4; i += 1) degrees = addQuarterTurn(degrees);
    expect(degrees).toBe(45);
  });
});

describe('clampZoom', () => {
  it('keeps the zoom between 1 and 3', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(2.2)).toBe(2.2);
    expect(clampZoom(3.7)).toBe(3);
  });
});
