import { DataSource } from 'typeorm';
import type { GalleryPhotoDto } from '@dd/contracts/gallery';
import { CarEntity } from '../../customers/cars/car.entity';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { GalleryPhotoEntity } from './gallery-photo.entity';

describe('public gallery on MariaDB', () => {
  let server: TestApp;
  const photos = () => server.app.get(DataSource).getRepository(GalleryPhotoEntity);

  beforeAll(async () => {
    // The demo seed links approved photos to completed bookings; this suite adds the cases it lacks.
    server = await startTestApp('mysql', { env: { SEED_DEMO: 'true' } });
    const car = await server.app.get(DataSource).getRepository(CarEntity).findOneByOrFail({ model: 'Camry' });
    await photos().save([
      photos().create({ bookingId: null, carId: car.id, photoUrl: '/demo/hidden.svg', photoType: 'after', category: 'interior', isApproved: false }),
      photos().create({ bookingId: null, carId: car.id, photoUrl: '/demo/loose.svg', photoType: 'process', category: 'interior', isApproved: true }),
    ]);
  });
  afterAll(() => server.close());

  it('lists approved photos only, newest first, with the car and package of their booking', async () => {
    const list: GalleryPhotoDto[] = (await server.agent().get('/api/gallery').expect(200)).body;
    expect(list.map((p) => p.photoUrl)).not.toContain('/demo/hidden.svg');
    expect(list).toHaveLength(5);
    expect(list.every((p) => p.isApproved)).toBe(true);
    const times = list.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expect(list[0]).toMatchObject({ photoUrl: '/demo/loose.svg', booking: null, car: { year: 2021, make: 'Toyota', model: 'Camry' } });
    const linked = list.find((p) => p.photoUrl === '/demo/gallery-1.svg')!;
    expect(linked.booking).toEqual({ car: { year: 2022, make: 'Ford', model: 'Explorer' }, package: { name: 'The Deep Clean' } });
    expect(linked.car).toEqual({ year: 2022, make: 'Ford', model: 'Explorer' });
  });

  it('filters by category', async () => {
    const interior: GalleryPhotoDto[] = (await server.agent().get('/api/gallery?category=interior').expect(200)).body;
    expect(interior.map((p) => p.photoUrl).sort()).toEqual(['/demo/gallery-3.svg', '/demo/loose.svg']);
    const exterior: GalleryPhotoDto[] = (await server.agent().get('/api/gallery?category=exterior').expect(200)).body;
    expect(exterior).toHaveLength(3);
    expect(exterior.every((p) => p.category === 'exterior')).toBe(true);
    expect((await server.agent().get('/api/gallery?category=all').expect(200)).body).toHaveLength(5);
    const bad = await server.agent().get('/api/gallery?category=engine').expect(400);
    expect(bad.body.message).toBe('Category must be all, interior or exterior');
  });
});
