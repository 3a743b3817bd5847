import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import { GALLERY_ALT_TEXT_REQUIRED, type ImageDto } from '@dd/contracts/image';
import type { Role } from '@dd/contracts/roles';
import { BookingEntity } from '../../bookings/booking.entity';
import { GalleryPhotoEntity } from '../gallery/gallery-photo.entity';
import { PackageEntity } from '../../catalog/packages/package.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { UsersService } from '../../identity/users/users.service';
import { signInWithSecondFactor } from '../../testing/staff-sign-in';

type Agent = ReturnType<TestApp['agent']>;

const PASSWORD = 'images-password-1';
const ADMIN = { email: 'boss@example.com', password: 'admin-password-1' };

/** A camera-like JPEG: a gradient with noise, GPS in its EXIF. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 30 };
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 40/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '117/1 49/1 30/1' } })
    .toBuffer();
}

/** Binary response bodies as Buffers. */
const asBuffer = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('images on MariaDB', () => {
  let server: TestApp;
  let uploads: string;
  let customer: Agent;
  let otherCustomer: Agent;
  let dad: Agent;
  let otherDad: Agent;
  let admin: Agent;
  let ids: Record<'customer' | 'otherCustomer' | 'dad', string>;
  let bookingId: string;

  /** Every file in the storage folder, relative to it. */
  const storedFiles = (): string[] => {
    const walk = (dir: string): string[] =>
      existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])) : [];
    return walk(uploads).map((file) => relative(uploads, file));
  };

  const signIn = async (email: string, password = PASSWORD): Promise<Agent> => {
    const agent = server.agent();
    await agent.post('/api/login').send({ email, password }).expect(200);
    return agent;
  };

  const newUser = async (email: string, role: Role) => {
    const user = await server.app.get(UsersService).create({ email, password: PASSWORD, firstName: 'Test', lastName: role, phone: null, role });
    return { id: user.id, agent: await signIn(email) };
  };

  const upload = (agent: Agent, image: Buffer, fields: Record<string, string> = {}, filename = 'photo.jpg') => {
    const request = agent.post('/api/images');
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return request.attach('image', image, { filename, contentType: 'image/jpeg' });
  };

  beforeAll(async () => {
    server = await startTestApp('mysql', { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    uploads = server.config.storage.localDir;
    const [c, oc, d, od] = await Promise.all([
      newUser('ana@example.com', 'customer'),
      newUser('bea@example.com', 'customer'),
      newUser('dan@example.com', 'dad'),
      newUser('otto@example.com', 'dad'),
    ]);
    [customer, otherCustomer, dad, otherDad] = [c.agent, oc.agent, d.agent, od.agent];
    ids = { customer: c.id, otherCustomer: oc.id, dad: d.id };
    admin = server.agent();
    await signInWithSecondFactor(admin, ADMIN);

    const dataSource = server.app.get(DataSource);
    const pkg = await dataSource.getRepository(PackageEntity).findOneByOrFail({ type: 'tidy_up' });
    const bookings = dataSource.getRepository(BookingEntity);
    const booking = await bookings.save(
      bookings.create({
        customerId: c.id,
        dadId: d.id,
        packageId: pkg.id,
        status: 'in_progress',
        scheduledDate: new Date('2030-05-01T16:00:00Z'),
        address: '1 Main St',
        city: 'Irvine',
        zipCode: '92618',
        totalAmount: '89.00',
      }),
    );
    bookingId = booking.id;
  });
  afterAll(() => server?.close());

  it('stores the four variants at their sizes, upright and with no EXIF or GPS left', async () => {
    const input = await photo(2400, 1800);
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('PhoneCo');

    const response = await upload(dad, input, { title: 'Hood before', altText: 'Dusty hood', usageType: 'other' }).expect(201);
    const image = response.body as ImageDto;
    expect(image).toMatchObject({ title: 'Hood before', altText: 'Dusty hood', description: null, uploaderId: ids.dad, originalFilename: 'photo.jpg' });
    expect(image).toMatchObject({ mimeType: 'image/jpeg', width: 2400, height: 1800, usageType: 'other' });
    expect(image.variants.map((v) => [v.variantType, v.width, v.height, v.format])).toEqual([
      ['original', 2400, 1800, 'jpeg'],
      ['thumbnail', 320, 240, 'webp'],
      ['medium', 800, 600, 'webp'],
      ['large', 1600, 1200, 'jpeg'],
    ]);

    // On disk: exactly those four files, named by the server, each the size and shape the API says.
    const files = storedFiles().filter((file) => file.startsWith(`images/${image.id}/`));
    expect(files.sort()).toEqual(image.variants.map((v) => v.storagePath).sort());
    for (const variant of image.variants) {
      const extension = variant.format === 'jpeg' ? 'jpg' : 'webp';
      expect(variant.storagePath).toMatch(new RegExp(`^images/${image.id}/${variant.variantType}-[0-9a-f]{16}\\.${extension}$`));
      const bytes = readFileSync(join(uploads, variant.storagePath));
      expect(bytes.length).toBe(variant.sizeBytes);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: variant.format, width: variant.width, height: variant.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('PhoneCo');
    }

    // Served through the API with the right type, nosniff and a long private cache.
    const thumbnail = image.variants[1];
    expect(thumbnail.url).toBe(`/api/images/${image.id}/files/${thumbnail.storagePath.split('/').pop()}`);
    const served = await dad.get(thumbnail.url).buffer(true).parse(asBuffer).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((served.body as Buffer).equals(readFileSync(join(uploads, thumbnail.storagePath)))).toBe(true);

    const original = await dad.get(image.url).expect(200);
    expect(original.headers['content-type']).toBe('image/jpeg');

    // A name that is not the file's current one is not served.
    await dad.get(`/api/images/${image.id}/files/thumbnail-0000000000000000.webp`).expect(404);
    await dad.get(`/api/images/${image.id}/files/..%2F..%2Fsession-secret`).expect(404);
  });

  it('refuses a text file named .jpg, an 11 MB file and a pixel bomb with a clear message, leaving no file behind', async () => {
    const before = storedFiles();

    const text = await upload(customer, Buffer.from('definitely not a picture\n'.repeat(50)), {}, 'holiday.jpg').expect(400);
    expect(text.body.message).toBe('Invalid file type. Please upload a JPEG, PNG, GIF or WebP image.');

    const big = Buffer.alloc(11 * 1024 * 1024, 0x42);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await upload(customer, big).expect(413);
    expect(tooBig.body.message).toBe('File too large');

    // 56 megapixels of white: 170 KB on the wire, 168 MB once decoded.
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    const refused = await upload(customer, bomb, {}, 'bomb.png').expect(400);
    expect(refused.body.message).toBe('Image dimensions too large. Images may have at most 50 megapixels.');

    const damaged = await upload(customer, (await photo(400, 300)).subarray(0, 600)).expect(400);
    expect(damaged.body.message).toMatch(/^The image could not be read/);

    const none = await customer.post('/api/images').field('title', 'no file').expect(400);
    expect(none.body.message).toBe('Please select an image to upload');

    const badType = await upload(customer, await photo(64, 48), { usageType: 'wallpaper' }).expect(400);
    expect(badType.body.message).toBe('Usage type must be profile, gallery or other');

    await upload(server.agent(), await photo(64, 48)).expect(401);
    expect(storedFiles()).toEqual(before);
  });

  it("keeps a booking's photos to its customer, its DAD and admins, in the API and at the file URLs", async () => {
    const image = (await upload(dad, await photo(1200, 900), { title: 'Before' }).expect(201)).body as ImageDto;
    const linked = await dad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: image.id, mediaType: 'before' }).expect(201);
    expect(linked.body).toMatchObject({ bookingId, imageId: image.id, mediaType: 'before', vehiclePosition: 1, image: { id: image.id, originalFilename: 'photo.jpg' } });
    // A one-vehicle booking's photos show vehicle 1: there is no second to show.
    const secondCar = (await upload(dad, await photo(64, 48)).expect(201)).body as ImageDto;
    const noSecond = await dad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: secondCar.id, mediaType: 'before', vehiclePosition: 2 }).expect(400);
    expect(noSecond.body).toMatchObject({ message: 'This booking has no vehicle 2', fieldErrors: { vehiclePosition: 'This booking has no vehicle 2' } });

    const list = await customer.get(`/api/bookings/${bookingId}/media?type=before`).expect(200);
    expect(list.body).toHaveLength(1);
    const [item] = list.body;
    expect(Object.keys(item).sort()).toEqual(['bookingId', 'id', 'image', 'imageId', 'mediaType', 'uploadedAt', 'variants', 'vehiclePosition']);
    expect(item.image.storagePath).toBe(image.storagePath);
    expect(item.variants.map((v: { variantType: string }) => v.variantType)).toEqual(['original', 'thumbnail', 'medium', 'large']);
    expect((await customer.get(`/api/bookings/${bookingId}/media?type=after`).expect(200)).body).toEqual([]);
    await admin.get(`/api/bookings/${bookingId}/media`).expect(200);
    await dad.get(`/api/bookings/${bookingId}/media`).expect(200);
    expect((await customer.get(`/api/bookings/${bookingId}/media?type=during`).expect(400)).body.message).toBe('Media type must be before or after');

    const fileUrl = item.variants[1].url as string;
    await customer.get(fileUrl).expect(200);
    await admin.get(fileUrl).expect(200);
    await customer.get(`/api/images/${image.id}`).expect(200);

    // Another customer, another DAD, or nobody: the booking and its files do not exist for them.
    for (const outsider of [otherCustomer, otherDad]) {
      expect((await outsider.get(`/api/bookings/${bookingId}/media`).expect(404)).body.message).toBe('Booking not found');
      await outsider.get(fileUrl).expect(404);
      await outsider.get(image.url).expect(404);
      await outsider.get(`/api/images/${image.id}`).expect(404);
    }
    await server.agent().get(fileUrl).expect(404);
    await server.agent().get(`/api/bookings/${bookingId}/media`).expect(401);

    // Linking: only the assigned DAD, only their own uploads, once.
    const customersOwn = (await upload(customer, await photo(200, 150)).expect(201)).body as ImageDto;
    await customer.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: customersOwn.id, mediaType: 'after' }).expect(403);
    const otherDadsOwn = (await upload(otherDad, await photo(200, 150)).expect(201)).body as ImageDto;
    await otherDad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: otherDadsOwn.id, mediaType: 'after' }).expect(404);
    const notTheirs = await dad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: customersOwn.id, mediaType: 'after' }).expect(403);
    expect(notTheirs.body.message).toBe('You can only use images you uploaded');
    const again = await dad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: image.id, mediaType: 'after' }).expect(409);
    expect(again.body.message).toBe('This image is already linked to this booking');
    const bad = await dad.post(`/api/bookings/${bookingId}/media/link`).send({ imageId: image.id, mediaType: 'sideways' }).expect(400);
    expect(bad.body.message).toBe('Media type must be before or after');

    // A job photo is a record of the work: it cannot be deleted from under the booking.
    const refused = await dad.delete(`/api/images/${image.id}`).expect(409);
    expect(refused.body.message).toBe("This image is a booking's before/after photo and cannot be deleted");
    await customer.get(fileUrl).expect(200);

    // The admin library tells a customer's job photo apart from the business's images (issue 37 item 18).
    const jobPhotos = (await admin.get('/api/images?kind=job_photos&limit=200').expect(200)).body as ImageDto[];
    expect(jobPhotos.find((i) => i.id === image.id)?.jobPhoto).toEqual({ bookingId, mediaType: 'before' });
    expect(jobPhotos.every((i) => i.jobPhoto)).toBe(true);
    const library = (await admin.get('/api/images?kind=library&limit=200').expect(200)).body as ImageDto[];
    expect(library.some((i) => i.id === image.id)).toBe(false);
    expect(library.find((i) => i.id === secondCar.id)?.jobPhoto).toBeNull();
    await admin.get('/api/images?kind=everything').expect(400);
  });

  it('deletes an image with all its files; only its uploader or an admin may', async () => {
    const image = (await upload(customer, await photo(900, 600)).expect(201)).body as ImageDto;
    const files = image.variants.map((v) => v.storagePath);
    expect(files.every((file) => existsSync(join(uploads, file)))).toBe(true);

    await otherCustomer.delete(`/api/images/${image.id}`).expect(404);
    await customer.delete(`/api/images/${image.id}`).expect(204);
    expect(files.some((file) => existsSync(join(uploads, file)))).toBe(false);
    expect(existsSync(join(uploads, 'images', image.id))).toBe(false);
    await customer.get(`/api/images/${image.id}`).expect(404);
    await customer.get(image.variants[1].url).expect(404);

    const byAdmin = (await upload(customer, await photo(300, 200)).expect(201)).body as ImageDto;
    await admin.delete(`/api/images/${byAdmin.id}`).expect(204);
    expect(storedFiles().some((file) => file.includes(byAdmin.id))).toBe(false);
  });

  it('lists the library for admins with usage and search filters, and edits metadata', async () => {
    // A gallery image is shown to the public: it needs its alt text (issue 37 item 18, WCAG 1.1.1).
    const noAlt = await upload(admin, await photo(400, 400), { title: 'Spring Promo Banner', usageType: 'gallery' }, 'banner_50%.jpg').expect(400);
    expect(noAlt.body.fieldErrors).toEqual({ altText: GALLERY_ALT_TEXT_REQUIRED });
    const logo = (await upload(admin, await photo(400, 400), { title: 'Spring Promo Banner', altText: 'Spring promotion', usageType: 'gallery' }, 'banner_50%.jpg').expect(201))
      .body as ImageDto;

    const byTitle = await admin.get('/api/images?search=promo').expect(200);
    expect(byTitle.body.map((i: ImageDto) => i.id)).toEqual([logo.id]);
    const byFileName = await admin.get('/api/images').query({ search: '_50%' }).expect(200);
    expect(byFileName.body.map((i: ImageDto) => i.id)).toEqual([logo.id]);
    const gallery = await admin.get('/api/images?usageType=gallery').expect(200);
    expect(gallery.body.map((i: ImageDto) => i.id)).toEqual([logo.id]);
    const all = await admin.get('/api/images?usageType=all').expect(200);
    expect(all.body.length).toBeGreaterThan(3);
    expect(all.body[0].variants[1].variantType).toBe('thumbnail');
    await admin.get('/api/images?usageType=poster').expect(400);
    await customer.get('/api/images').expect(403);

    expect((await admin.patch(`/api/images/${logo.id}`).send({ altText: '  ' }).expect(400)).body.fieldErrors).toEqual({ altText: GALLERY_ALT_TEXT_REQUIRED });
    const patched = await admin.patch(`/api/images/${logo.id}`).send({ altText: 'Banner', description: '  ' }).expect(200);
    expect(patched.body).toMatchObject({ title: 'Spring Promo Banner', altText: 'Banner', description: null });
    await customer.patch(`/api/images/${logo.id}`).send({ title: 'Mine now' }).expect(404);
    const mine = (await upload(customer, await photo(100, 100)).expect(201)).body as ImageDto;
    expect((await customer.patch(`/api/images/${mine.id}`).send({ title: 'Wheels' }).expect(200)).body.title).toBe('Wheels');
  });

  it('makes a gallery photo public only once its gallery entry is approved', async () => {
    const image = (await upload(admin, await photo(640, 480), { usageType: 'gallery', altText: 'A clean sedan' }).expect(201)).body as ImageDto;
    const large = image.variants[3].url;
    const galleryPhotos = server.app.get(DataSource).getRepository(GalleryPhotoEntity);
    const entry = await galleryPhotos.save(galleryPhotos.create({ photoUrl: large, photoType: 'after', category: 'exterior', isApproved: false }));

    await server.agent().get(large).expect(404);
    await galleryPhotos.update(entry.id, { isApproved: true });
    const visitor = await server.agent().get(large).expect(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const refused = await admin.delete(`/api/images/${image.id}`).expect(409);
    expect(refused.body.message).toBe('This image is used in the gallery. Remove it from the gallery first.');
  });

  it('attaches a profile photo, shows it to the people who serve them, and removes it', async () => {
    const image = (await upload(customer, await photo(600, 600), { usageType: 'profile' }, 'me.jpg').expect(201)).body as ImageDto;

    expect((await otherCustomer.post('/api/user/profile-photo').send({ imageId: image.id }).expect(403)).body.message).toBe(
      'You can only use images you uploaded',
    );
    await customer.post('/api/user/profile-photo').send({ imageId: 'not-a-uuid' }).expect(400);

    const attached = await customer.post('/api/user/profile-photo').send({ imageId: image.id }).expect(200);
    const thumbnail = image.variants.find((v) => v.variantType === 'thumbnail')!;
    expect(attached.body).toMatchObject({ id: ids.customer, profilePhotoId: image.id, profilePhotoUrl: thumbnail.url });
    expect(attached.body).not.toHaveProperty('passwordHash');
    expect((await customer.get('/api/user').expect(200)).body.profilePhotoUrl).toBe(thumbnail.url);

    await customer.get(thumbnail.url).expect(200);
    await dad.get(thumbnail.url).expect(200); // her DAD on a booking
    await admin.get(thumbnail.url).expect(200);
    await otherCustomer.get(thumbnail.url).expect(404);
    await otherDad.get(thumbnail.url).expect(404);

    // Replacing the photo discards the old one.
    const second = (await upload(customer, await photo(500, 500), { usageType: 'profile' }).expect(201)).body as ImageDto;
    await customer.post('/api/user/profile-photo').send({ imageId: second.id }).expect(200);
    await customer.get(`/api/images/${image.id}`).expect(404);
    expect(storedFiles().some((file) => file.includes(image.id))).toBe(false);

    const wrong = await customer.put('/api/profile').send({ profilePhotoId: second.id, profilePhotoUrl: null }).expect(400);
    expect(wrong.body.message).toBe('To remove the profile photo, send profilePhotoId and profilePhotoUrl as null');

    const removed = await customer.put('/api/profile').send({ profilePhotoId: null, profilePhotoUrl: null }).expect(200);
    expect(removed.body).toMatchObject({ id: ids.customer, profilePhotoId: null, profilePhotoUrl: null });
    expect((await customer.get('/api/user').expect(200)).body.profilePhotoId).toBeNull();
    expect(storedFiles().some((file) => file.includes(second.id))).toBe(false);
  });

  it('detaches a profile photo its owner deletes', async () => {
    const image = (await upload(otherCustomer, await photo(300, 300), { usageType: 'profile' }).expect(201)).body as ImageDto;
    await otherCustomer.post('/api/user/profile-photo').send({ imageId: image.id }).expect(200);
    await otherCustomer.delete(`/api/images/${image.id}`).expect(204);
    expect((await otherCustomer.get('/api/user').expect(200)).body).toMatchObject({ profilePhotoId: null, profilePhotoUrl: null });
  });

  it('keeps uploads out of the served folders', async () => {
    const image = (await upload(customer, await photo(100, 100)).expect(201)).body as ImageDto;
    const response = await server.agent().get(`/uploads/${image.storagePath}`);
    expect(response.headers['content-type'] ?? '').not.toMatch(/image/);
    expect(uploads.startsWith(server.config.dataDir)).toBe(true);
  });
});
