import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DEMO } from '../app/demo/demo-accounts';
import { ImageVariantEntity } from '../media/images/image-variant.entity';
import { ImageEntity } from '../media/images/image.entity';
import { FileStorage } from '../platform/storage/file-storage';
import { signInWithSecondFactor } from './staff-sign-in';
import { startTestApp, type TestApp } from './test-app';
import type { TestDatabaseKind } from './test-database';
import { PrivacyService } from '../privacy/privacy.service';

/** Tables that name a person but hold nothing of a customer's, and why (docs/explanation/privacy.md). */
const NOT_A_CUSTOMERS = {
  dad_time_claims: "a DAD's booked time (staff records)",
  weekly_availability: "a DAD's working hours (staff records)",
  specific_date_availability: "a DAD's working hours (staff records)",
  dad_route_days: "a DAD's route (staff records)",
  admin_audit: 'what admins did (the actors are staff)',
  test_payment_intents: "the offline test gateway's stand-in for Stripe, never used with real cards",
  privacy_requests: 'the request itself: its name and email are cleared when it is answered',
  waitlist_openings: "a freed place in a DAD's day",
  weather_flags: "a booking's forecast, by ZIP code",
};

/** A column that names a person: a reference to users, by foreign key or by name. */
const NAMES_A_PERSON = /^(userId|customerId|dadId|uploaderId|actorId|editedById|answeredById|referredById)$/;

/** The suite, on each database (one file each: two apps in one test process share Passport's state). */
export function describePrivacyRights(kind: TestDatabaseKind): void {
  describe(`A customer’s data, handed back or forgotten (${kind})`, () => {
    let server: TestApp;

    beforeAll(async () => {
      server = await startTestApp(kind, { env: { SEED_DEMO: 'true' } });
    });
    afterAll(() => server.close());

    it('covers every table that names a person: each is held by a feature or said to hold no customer’s data', () => {
      const holders = server.app.get(PrivacyService).holders();
      const covered = new Set(holders.flatMap((h) => h.tables));
      const tables = server.app.get(DataSource).entityMetadatas;
      const naming = tables
        .filter((m) => m.foreignKeys.some((fk) => fk.referencedTablePath === 'users') || m.columns.some((c) => NAMES_A_PERSON.test(c.propertyName)))
        .map((m) => m.tableName);
      expect(naming.length).toBeGreaterThan(10);
      expect(naming.filter((table) => !covered.has(table) && !(table in NOT_A_CUSTOMERS))).toEqual([]);
      // And every table a holder names exists.
      const all = new Set(tables.map((m) => m.tableName));
      expect([...covered].filter((table) => !all.has(table))).toEqual([]);
    });

    it('hands a customer everything held about them, then a deletion leaves nothing that names them in the database or storage', async () => {
      const customer = server.agent();
      await customer.post('/api/login').send(DEMO.customer).expect(200);
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
      const photo = (await customer.post('/api/images').field('usageType', 'profile').attach('image', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' }).expect(201)).body.id as string;

      const download = await customer.get('/api/privacy/export').expect(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="dads-detailing-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = download.body;
      expect(data.profile.email).toBe(DEMO.customer.email);
      for (const section of ['bookings', 'cars', 'reviews', 'messages', 'washPoints', 'signInHistory', 'photos', 'savedCards']) expect(data).toHaveProperty(section);
      for (const section of ['bookings', 'cars', 'signInHistory', 'photos']) expect(data[section].length).toBeGreaterThan(0);
      expect(data.photos.map((p: { url: string }) => p.url)).toContain(`/api/images/${photo}`);
      // What names them, to look for afterwards: their email, phone, street addresses and plates.
      const digits = String(data.profile.phone ?? '').replace(/\D/g, '');
      const marks: string[] = [data.profile.email, data.profile.phone, digits.length === 10 ? `+1${digits}` : null, ...data.bookings.map((b: { address: string }) => b.address), ...data.cars.map((c: { licensePlate: string | null }) => c.licensePlate)].filter(
        (mark): mark is string => typeof mark === 'string' && mark.length > 3,
      );
      expect(marks.length).toBeGreaterThan(3);

      const dataSource = server.app.get(DataSource);
      const storage = server.app.get(FileStorage);
      const image = await dataSource.getRepository(ImageEntity).findOneByOrFail({ id: photo });
      const variants = await dataSource.getRepository(ImageVariantEntity).findBy({ imageId: photo });
      const files = [image.storagePath, ...variants.map((v) => v.storagePath)];
      expect(await storage.get(image.storagePath)).not.toBeNull();

      const request = (await customer.post('/api/privacy/deletion-request').expect(201)).body;
      expect(request).toMatchObject({ kind: 'deletion', status: 'open', requester: expect.stringMatching(/\S/) });
      expect(new Date(request.dueAt).getTime() - Date.now()).toBeGreaterThan(44 * 24 * 3600 * 1000);
      expect((await customer.post('/api/privacy/deletion-request').expect(409)).body.code).toBe('DELETION_ALREADY_REQUESTED');

      const admin = server.agent();
      await signInWithSecondFactor(admin, DEMO.admin);
      const open = (await admin.get('/api/admin/privacy-requests?status=open').expect(200)).body;
      expect(open.map((r: { id: string }) => r.id)).toContain(request.id);
      const done = (await admin.post(`/api/admin/privacy-requests/${request.id}/erase`).expect(200)).body;
      expect(done).toMatchObject({ status: 'done', requester: 'Deleted customer' });
      expect((await admin.post(`/api/admin/privacy-requests/${request.id}/erase`).expect(409)).body.code).toBe('REQUEST_ANSWERED');
      const audit = (await admin.get(`/api/admin/audit?entityType=privacy_request&entityId=${request.id}`).expect(200)).body;
      expect(audit[0]).toMatchObject({ action: 'erased' });

      // No row of any table names them, and their photo's files are gone.
      const left: string[] = [];
      for (const meta of dataSource.entityMetadatas) {
        const rows: unknown[] = await dataSource.query(`SELECT * FROM ${meta.tableName}`);
        for (const row of rows) {
          const text = JSON.stringify(row);
          for (const mark of marks) if (text.includes(mark)) left.push(`${meta.tableName}: ${mark}`);
        }
      }
      expect(left).toEqual([]);
      for (const key of files) expect(await storage.get(key)).toBeNull();
      // The business keeps its records: the bookings are there, without the address.
      const [{ userId }] = await dataSource.query('SELECT userId FROM privacy_requests WHERE id = ?', [request.id]);
      const kept: Array<{ address: string }> = await dataSource.query('SELECT address FROM bookings WHERE customerId = ?', [userId]);
      expect(kept.map((b) => b.address)).toEqual(data.bookings.map(() => 'Removed at the customer’s request'));

      // Signed out everywhere, and nobody can sign in as them again.
      await customer.get('/api/user').expect(401);
      await server.agent().post('/api/login').send(DEMO.customer).expect(401);
    });
  });
}
