import sharp from 'sharp';
import { ImageProcessor, ImageRejectedError } from './image-processor';

const processor = new ImageProcessor();

describe('ImageProcessor', () => {
  it('writes four upright variants without any metadata: WebP thumbnail and medium, JPEG large and original', async () => {
    // 300x200 stored, EXIF orientation 6 (turn 90°): upright it is 200x300.
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 40/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('PhoneCo');

    const result = await processor.process(photo);
    expect(result.sourceFormat).toBe('jpeg');
    expect(result.variants.map((v) => [v.variantType, v.width, v.height])).toEqual([
      ['original', 200, 300],
      ['thumbnail', 200, 300],
      ['medium', 200, 300],
      ['large', 200, 300],
    ]);
    expect(result.variants.map((v) => v.format)).toEqual(['jpeg', 'webp', 'webp', 'jpeg']);
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta).toMatchObject({ format: variant.format, width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('keeps an upright JPEG original as sent minus its metadata, and makes the display sizes from it', async () => {
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#36c' } })
      .jpeg({ quality: 75 })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 40/1 0/1' } })
      .toBuffer();
    const result = await processor.process(photo);
    expect(result.variants.map((v) => [v.variantType, v.format, v.width, v.height, v.quality])).toEqual([
      ['original', 'jpeg', 2400, 1800, null],
      ['thumbnail', 'webp', 320, 240, 80],
      ['medium', 'webp', 800, 600, 80],
      ['large', 'jpeg', 1600, 1200, 80],
    ]);
    const original = result.variants[0].data;
    expect(original.toString('latin1')).not.toContain('PhoneCo');
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    expect(original.length).toBeLessThan(photo.length);
  });

  it.each([1, 3, 6, 8])('makes every size of a 12 MP photo upright and exact from EXIF orientation %i', async (orientation) => {
    const result = await processor.process(await portrait(orientation));
    const seen = await Promise.all(result.variants.map(async (v) => [v.variantType, v.width, v.height, ...(await quarters(v.data, v))]));
    // Upright: red top left, green top right, blue below, in every variant.
    expect(seen).toEqual([
      ['original', 3000, 4000, 'red', 'green', 'blue', 'blue'],
      ['thumbnail', 240, 320, 'red', 'green', 'blue', 'blue'],
      ['medium', 600, 800, 'red', 'green', 'blue', 'blue'],
      ['large', 1200, 1600, 'red', 'green', 'blue', 'blue'],
    ]);
  });

  it('shrinks the display sizes and keeps transparency in a WebP original', async () => {
    const logo = await sharp({ create: { width: 2000, height: 1000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const result = await processor.process(logo);
    expect(result.sourceMimeType).toBe('image/png');
    expect(result.variants.map((v) => [v.variantType, v.format, v.width, v.height])).toEqual([
      ['original', 'webp', 2000, 1000],
      ['thumbnail', 'webp', 320, 160],
      ['medium', 'webp', 800, 400],
      ['large', 'webp', 1600, 800],
    ]);
    expect((await sharp(result.variants[0].data).metadata()).hasAlpha).toBe(true);
  });

  it('refuses what is not an image, a damaged image and too many pixels', async () => {
    await expect(processor.process(Buffer.from('hello'))).rejects.toThrow(new ImageRejectedError('Invalid file type. Please upload a JPEG, PNG, GIF or WebP image.'));
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(processor.process(png.subarray(0, 40))).rejects.toThrow(/could not be read/);
    // 56 megapixels of white: a 170 KB file that decodes to 168 MB.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(processor.process(huge)).rejects.toThrow('Image dimensions too large. Images may have at most 50 megapixels.');
  });
});

/**
 * A 3000x4000 portrait as a phone stores it: upright it has a red top-left quarter, a green top-right
 * one and a blue lower half; the pixels are stored turned so that the EXIF `orientation` turns them back
 * (3: half a turn, 6: a quarter clockwise, 8: a quarter counter-clockwise).
 */
async function portrait(orientation: number): Promise<Buffer> {
  const quarter = (background: string) => sharp({ create: { width: 1500, height: 2000, channels: 3, background } }).png().toBuffer();
  const upright = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#00f' } })
    .composite([
      { input: await quarter('#f00'), left: 0, top: 0 },
      { input: await quarter('#0f0'), left: 1500, top: 0 },
    ])
    .png()
    .toBuffer();
  const stored = { 1: 0, 3: 180, 6: 270, 8: 90 }[orientation] ?? 0;
  return sharp(upright)
    .rotate(stored)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The colour in the middle of each quarter of an image as displayed (its EXIF orientation, if any, applied): top left, top right, bottom left, bottom right. */
async function quarters(data: Buffer, size: { width: number; height: number }): Promise<string[]> {
  const pixels = await sharp(data).autoOrient().raw().toBuffer();
  return [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ].map(([x, y]) => {
    const at = (Math.floor((y * size.height) / 4) * size.width + Math.floor((x * size.width) / 4)) * 3;
    const [red, green, blue] = pixels.subarray(at, at + 3);
    return red > 200 && green < 60 && blue < 60 ? 'red' : green > 200 && red < 60 && blue < 60 ? 'green' : blue > 200 && red < 60 && green < 60 ? 'blue' : `rgb(${red}, ${green}, ${blue})`;
  });
}
