import { FakeDatabase } from '../../testing/fakes';
import { UserEntity } from './user.entity';
import { Users } from './users';

describe('Users (what other features may read and write of a person)', () => {
  function scene() {
    const db = new FakeDatabase();
    const person = (values: Partial<UserEntity>) => db.seed(UserEntity, { email: `${values.firstName}@example.com`, passwordHash: 'x', lastName: 'Doe', phone: null, role: 'customer', ...values })[0];
    return { db, users: new Users(db.dataSource), person };
  }

  it('spends points only when the balance covers them, and adds them back', async () => {
    const { db, users, person } = scene();
    const ann = person({ firstName: 'Ann', washPoints: 30 });
    expect(await users.spendPoints(db.manager, ann.id, 50)).toBe(false);
    expect(await users.spendPoints(db.manager, ann.id, 30)).toBe(true);
    expect((await users.byIdOrFail(ann.id)).washPoints).toBe(0);
    await users.addPoints(db.manager, ann.id, 10);
    expect((await users.byIdOrFail(ann.id)).washPoints).toBe(10);
  });

  it('names people by id, leaving out ids nobody has', async () => {
    const { users, person } = scene();
    const ann = person({ firstName: 'Ann' });
    const names = await users.namesOf([ann.id, ann.id, 'gone']);
    expect([...names.keys()]).toEqual([ann.id]);
    expect(names.get(ann.id)).toMatchObject({ firstName: 'Ann', lastName: 'Doe' });
  });

  it('lists active DADs only, by name or by id', async () => {
    const { users, person } = scene();
    person({ firstName: 'Zed', role: 'dad', id: 'a-dad' });
    person({ firstName: 'Amy', role: 'dad', id: 'b-dad' });
    person({ firstName: 'Off', role: 'dad', isActive: false });
    person({ firstName: 'Cus' });
    expect((await users.activeDads('name')).map((d) => d.firstName)).toEqual(['Amy', 'Zed']);
    expect((await users.activeDads('id')).map((d) => d.id)).toEqual(['a-dad', 'b-dad']);
  });

  it("keeps a person's gateway customer only if nobody set another meanwhile", async () => {
    const { users, person } = scene();
    const ann = person({ firstName: 'Ann' });
    await users.setGatewayCustomer(ann.id, null, 'cus_1');
    await users.setGatewayCustomer(ann.id, null, 'cus_2');
    expect((await users.byIdOrFail(ann.id)).stripeCustomerId).toBe('cus_1');
  });

  it('turns a DAD off, and nobody else', async () => {
    const { db, users, person } = scene();
    const dad = person({ firstName: 'Dan', role: 'dad' });
    const customer = person({ firstName: 'Cus' });
    expect(await users.setDadActive(db.manager, dad.id, false)).toBe(true);
    expect(await users.setDadActive(db.manager, customer.id, false)).toBe(false);
    expect((await users.byIdOrFail(customer.id)).isActive).toBe(true);
  });
});
