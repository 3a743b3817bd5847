import { GALLERY_ALT_TEXT_REQUIRED, IMAGE_MAX_BYTES } from '@dd/contracts/image';
import { IMAGE_LIMIT_TEXT, uploadProblems } from './upload-problems';

describe('what Upload Image says before sending (issue 37 item 18)', () => {
  it('asks for a file in the spec’s words', () => {
    expect(uploadProblems(null, 'other', '')).toEqual({ file: 'Please select an image to upload' });
  });
  it('states the limit when the file is over it, and takes one at the limit', () => {
    expect(IMAGE_LIMIT_TEXT).toBe('10 MB');
    expect(uploadProblems({ size: IMAGE_MAX_BYTES + 1 }, 'other', '')).toEqual({ file: 'File too large: images may be at most 10 MB' });
    expect(uploadProblems({ size: IMAGE_MAX_BYTES }, 'other', '')).toEqual({});
  });
  it('requires alt text for a gallery image only', () => {
    expect(uploadProblems({ size: 1 }, 'gallery', '  ')).toEqual({ altText: GALLERY_ALT_TEXT_REQUIRED });
    expect(uploadProblems({ size: 1 }, 'gallery', 'A polished hood')).toEqual({});
    expect(uploadProblems({ size: 1 }, 'profile', '')).toEqual({});
  });
});
