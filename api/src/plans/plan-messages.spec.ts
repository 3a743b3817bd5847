import type { EntityManager } from 'typeorm';
import { readerFor } from '../messaging/reader';
import { planUnplacedEmail, type PlanChange } from '../messaging/templates';
import type { Notifications } from '../messaging/notifications';
import type { UserEntity } from '../identity/users/user.entity';
import { PlanCardLinks } from './plan-card-links';
import { PlanMessages } from './plan-messages';

/** The plan's change emails as PlanMessages writes them, read in each language (decision 0410: the recipient's). */
describe('plan change emails', () => {
  const written: PlanChange[] = [];
  const toAdmins: Array<{ key: string; visit: Parameters<typeof planUnplacedEmail>[3] }> = [];
  const notifications = {
    planChanged: async (_m: EntityManager, _u: UserEntity, _k: string, change: PlanChange) => void written.push(change),
    planUnplaced: async (_m: EntityManager, key: string, visit: Parameters<typeof planUnplacedEmail>[3]) => void toAdmins.push({ key, visit }),
  } as unknown as Notifications;
  const messages = new PlanMessages(notifications, new PlanCardLinks('secret', 'https://book.example.com'));
  const about = { manager: {} as EntityManager, customer: {} as UserEntity, membershipId: 'm1', planName: 'Tidy Up' };

  it('a new day and time reads in English, Spanish and Vietnamese', async () => {
    await messages.slotChanged({ ...about, weekday: 4, window: 'afternoon', nextVisitDate: '2027-03-18' } as never);
    const change = written.at(-1)!;
    expect(change(readerFor('en'))).toEqual({
      subject: 'Tidy Up: your new day and time',
      paragraphs: ['From Thursday, March 18, 2027, your visits are on Thursdays, Afternoon (12:00 PM-4:00 PM). Visits already booked stay as they are.'],
    });
    expect(change(readerFor('es')).paragraphs[0]).toMatch(/^A partir del jueves, 18 de marzo de 2027, sus visitas son los jueves, por la tarde \(12:00.+\)\. Las visitas ya reservadas no cambian\.$/);
    expect(change(readerFor('vi')).subject).toBe('Tidy Up: ngày và giờ mới của bạn');
  });

  it('the nearest free times of a visit that could not be booked read in the reader’s dates and clock', async () => {
    const nearest = [
      { date: '2027-03-03', startTime: '12:00', endTime: '16:00' },
      { date: '2027-03-04', startTime: '08:00', endTime: '12:00' },
    ];
    await messages.visitUnplaced({ ...about, visitDate: '2027-03-03', nearest } as never);
    expect(written.at(-1)!(readerFor('en')).paragraphs[1]).toBe(
      'The nearest free times: Wednesday, March 3, 2027, 12:00 PM-4:00 PM; Thursday, March 4, 2027, 8:00 AM-12:00 PM. Book one in a few taps at Book Now.',
    );
    const spanish = written.at(-1)!(readerFor('es')).paragraphs[1];
    expect(spanish).toContain('miércoles, 3 de marzo de 2027');
    expect(spanish).not.toMatch(/Wednesday|PM/);
  });

  it('the admins hear of a visit that could not be booked once, with why, who to call and the same nearest times', async () => {
    const customer = { firstName: 'Pat', lastName: 'Member', email: 'pat@example.com', phone: '(714) 555-0100' } as UserEntity;
    const nearest = [{ date: '2027-03-04', startTime: '08:00', endTime: '12:00' }];
    toAdmins.length = 0;
    await messages.visitUnplaced({ ...about, customer, visitDate: '2027-03-03', reason: 'That time was just taken. Please choose another.', nearest } as never);
    expect(toAdmins).toHaveLength(1);
    expect(toAdmins[0].key).toBe('plan:m1:unplaced:2027-03-03');
    const ctx = { publicUrl: 'https://book.example.com' } as Parameters<typeof planUnplacedEmail>[1];
    const email = planUnplacedEmail(readerFor('en'), ctx, { firstName: 'Alex' }, toAdmins[0].visit);
    expect(email.subject).toBe('Plan visit not booked: Pat Member, Tidy Up, Wednesday, March 3, 2027');
    expect(email.text).toContain('No DAD could take the visit on Wednesday, March 3, 2027: That time was just taken. Please choose another. The customer was told and nothing was charged.');
    expect(email.text).toContain('The nearest free times: Thursday, March 4, 2027, 8:00 AM-12:00 PM.');
    expect(email.text).toContain('Pat Member <pat@example.com>, (714) 555-0100');
    expect(email.text).toContain('https://book.example.com/dadportal/admin/plans');
    expect(planUnplacedEmail(readerFor('es'), ctx, { firstName: 'Alex' }, toAdmins[0].visit).subject).toBe('Visita del plan sin reservar: Pat Member, Tidy Up, miércoles, 3 de marzo de 2027');
    // An account closed before the visit: nobody to call, nobody is told.
    await messages.visitUnplaced({ ...about, customer: null, visitDate: '2027-03-17', reason: 'x', nearest } as never);
    expect(toAdmins).toHaveLength(1);
  });

  it('a pause counts the skipped visits in the reader’s plural', async () => {
    await messages.paused({ ...about, visits: 2, resumesOn: '2027-04-01' } as never);
    expect(written.at(-1)!(readerFor('en')).paragraphs).toEqual(['Your next 2 visits are skipped. Your visits resume on Thursday, April 1, 2027.']);
    expect(written.at(-1)!(readerFor('es')).paragraphs[0]).toMatch(/^Se omiten sus próximas 2 visitas\. Sus visitas se reanudan el jueves, 1 de abril de 2027\.$/);
  });
});
