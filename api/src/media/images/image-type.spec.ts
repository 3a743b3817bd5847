import sharp from 'sharp';
import { detectImageFormat } from './image-type';

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((v) => (typeof v === 'string' ? Buffer.from(v, 'latin1') : Buffer.from([v]))));

describe('detectImageFormat reads the type from the bytes', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('recognises a real %s', async (format) => {
    const image = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } })
      .toFormat(format)
      .toBuffer();
    expect(detectImageFormat(image)).toBe(format);
  });

  it('recognises both GIF versions and WebP by its RIFF form type', () => {
    expect(detectImageFormat(bytes('GIF87a', 0, 0))).toBe('gif');
    expect(detectImageFormat(bytes('GIF89a', 0, 0))).toBe('gif');
    expect(detectImageFormat(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses text, other formats, look-alikes and truncated signatures', () => {
    expect(detectImageFormat(Buffer.from('just some text, named photo.jpg'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
    expect(detectImageFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(bytes('BM', 0, 0, 0, 0))).toBeNull(); // BMP
    expect(detectImageFormat(bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '))).toBeNull(); // a WAV is RIFF too
    expect(detectImageFormat(bytes('GIF88a'))).toBeNull();
    expect(detectImageFormat(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageFormat(bytes(0x89, 'PNG'))).toBeNull();
    expect(detectImageFormat(bytes(0, 0xff, 0xd8, 0xff))).toBeNull(); // the signature must be at the start
  });
});
