import sharp from 'sharp';
import { jpegWithoutMetadata } from './jpeg-metadata';

describe('jpegWithoutMetadata', () => {
  it('drops EXIF (with GPS), XMP, comments and trailing bytes, and keeps the image data as it was', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg({ quality: 70, progressive: true })
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 40/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/">secret-place</x:xmpmeta>')
      .toBuffer();
    const withTrailer = Buffer.concat([photo, Buffer.from('TRAILING-PAYLOAD')]);

    const clean = jpegWithoutMetadata(withTrailer);
    const text = clean.toString('latin1');
    expect(text).not.toMatch(/PhoneCo|secret-place|TRAILING/);
    const meta = await sharp(clean).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    // Not re-encoded: the same pixels.
    expect(await sharp(clean).raw().toBuffer()).toEqual(await sharp(photo).raw().toBuffer());
  });

  it('refuses metadata hidden between scans (the processor then re-encodes)', async () => {
    const progressive = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg({ quality: 70, progressive: true })
      .toBuffer();
    const secondScan = progressive.indexOf(Buffer.from([0xff, 0xda]), progressive.indexOf(Buffer.from([0xff, 0xda])) + 2);
    expect(secondScan).toBeGreaterThan(0);
    const at = (marker: number) => {
      const text = Buffer.from('lat 33.67');
      const segment = Buffer.concat([Buffer.from([0xff, marker, 0, text.length + 2]), text]);
      return Buffer.concat([progressive.subarray(0, secondScan), segment, progressive.subarray(secondScan)]);
    };
    expect(() => jpegWithoutMetadata(at(0xe1))).toThrow('Metadata between scans');
    expect(() => jpegWithoutMetadata(at(0xfe))).toThrow('Metadata between scans');
    expect(jpegWithoutMetadata(progressive)).toEqual(progressive);
  });

  it('refuses what it cannot walk', () => {
    expect(() => jpegWithoutMetadata(Buffer.from('not a jpeg'))).toThrow();
    expect(() => jpegWithoutMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toThrow();
  });
});
