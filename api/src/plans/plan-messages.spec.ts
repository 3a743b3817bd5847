import type { EntityManager } from 'typeorm';
import { readerFor } from '../messaging/reader';
import type { PlanChange } from '../messaging/templates';
import type { Notifications } from '../messaging/notifications';
import type { UserEntity } from '../identity/users/user.entity';
import { PlanCardLinks } from './plan-card-links';
import { PlanMessages } from './plan-messages';

/** The plan's change emails as PlanMessages writes them, read in each language (decision 0410: the recipient's). */
describe('plan change emails', () => {
  const written: PlanChange[] = [];
  const notifications = { planChanged: async (_m: EntityManager, _u: UserEntity, _k: string, change: PlanChange) => void written.push(change) } as unknown as Notifications;
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

  it('a pause counts the skipped visits in the reader’s plural', async () => {
    await messages.paused({ ...about, visits: 2, resumesOn: '2027-04-01' } as never);
    expect(written.at(-1)!(readerFor('en')).paragraphs).toEqual(['Your next 2 visits are skipped. Your visits resume on Thursday, April 1, 2027.']);
    expect(written.at(-1)!(readerFor('es')).paragraphs[0]).toMatch(/^Se omiten sus próximas 2 visitas\. Sus visitas se reanudan el jueves, 1 de abril de 2027\.$/);
  });
});
