import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { ImageDto } from '@dd/contracts/image';
import type { PackageDto } from '@dd/contracts/package';
import { upcomingWindows } from '@dd/domain/time-windows';
import { ImageEntity } from '../../media/images/image.entity';
import { addDads } from '../../scheduling/testing';
import { checkoutFlow, expectNothingLostOrBookedTwice } from '../../testing/checkouts-at-once';
import { startTestApp, type TestApp } from '../../testing/test-app';

const VISITORS = 24;
const ANSWER_WITHIN_MS = 120_000;

/**
 * The embedded default (`npm start`, no DATABASE_URL) with requests writing at once, as a bulk delete and
 * an evening's checkouts do. Whether two transactions overlap depends on what else awaits meanwhile
 * (these pass without decision 0481's turns too); what happens when they do is sqlite-turns.spec.ts's.
 */
describe('writes at once on the embedded SQLite file', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('sqlite', { env: { TRUST_PROXY: 'true', VISITOR_CHECKOUTS_PER_ADDRESS: '5' } });
    await addDads(server.app, 4);
  }, 180_000);
  afterAll(() => server?.close());

  it('deletes several images at once, as the library\'s bulk delete asks: each answered, each gone', async () => {
    const customer = server.agent();
    const account = { email: 'bulk@sqlite.example.com', password: 'bulk-delete-pass-1' };
    await customer.post('/api/register').send({ ...account, firstName: 'Bulk', lastName: 'Delete', phone: '(714) 555-0100', agreeToTerms: true }).expect(201);
    await customer.post('/api/login').send(account).expect(200);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(((await customer.post('/api/images').attach('image', jpeg, { filename: `car${i}.jpg`, contentType: 'image/jpeg' }).expect(201)).body as ImageDto).id);

    const answers = await Promise.all(ids.map((id) => customer.delete(`/api/images/${id}`)));
    expect(answers.map((a) => [a.status, a.body])).toEqual(ids.map(() => [204, {}]));
    expect(await server.app.get(DataSource).getRepository(ImageEntity).countBy(ids.map((id) => ({ id })))).toBe(0);
  });

  it(`takes ${VISITORS} visitors checking out at once: every request answers, nothing lost or booked twice`, async () => {
    const pkg = (await server.agent().get('/api/packages').expect(200)).body.find((p: PackageDto) => p.type === 'deep_clean');
    // Three windows for everyone: some checkouts find their window just taken (409), none may fail otherwise.
    const slots = upcomingWindows(new Date(), { days: 30, minAdvanceHours: 50 })
      .filter((s) => s.bookable)
      .slice(0, 3);
    const results = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) =>
        checkoutFlow(server.agent(), `10.9.${i}.7`, {
          vehicleType: 'sedan',
          packageId: pkg.id,
          address: '1 Main St',
          city: 'Irvine',
          zipCode: '92618',
          scheduledDate: slots[i % slots.length].start,
          contact: { firstName: 'Vi', lastName: `Sitor${i}`, email: `sqlite-visitor${i}@load.example.com`, agreeToTerms: true },
        }, ANSWER_WITHIN_MS),
      ),
    );
    const booked = await expectNothingLostOrBookedTwice(server.app.get(DataSource), results);
    expect(booked.length).toBeGreaterThan(0);
  }, 300_000);
});
