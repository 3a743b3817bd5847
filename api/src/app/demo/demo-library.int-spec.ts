import type { ImageDto } from '@dd/contracts/image';
import { DEMO } from './demo-accounts';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';

describe('the demo Image Library (embedded default)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('sqlite', { env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => server?.close());

  it('holds the demo gallery pictures, uploaded through the image pipeline with every variant stored', async () => {
    const admin = server.agent();
    await signInWithSecondFactor(admin, DEMO.admin);
    const response = await admin.get('/api/images').query({ usageType: 'gallery' }).expect(200);
    expect(response.headers['x-total-count']).toBe('4');
    const images: ImageDto[] = response.body;
    expect(images.map((i) => i.title).sort()).toEqual(['Exterior, after the detail', 'Exterior, before the detail', 'Exterior, finished', 'Interior, after the detail']);
    for (const image of images) {
      expect(image).toMatchObject({ mimeType: expect.stringMatching(/^image\//), width: expect.any(Number), height: expect.any(Number) });
      expect(image.variants.map((v) => v.variantType)).toEqual(['original', 'thumbnail', 'medium', 'large']);
      const thumbnail = await admin.get(image.variants[1].url).expect(200);
      expect(thumbnail.headers['content-type']).toMatch(/^image\//);
    }
  });
});
