import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UserEntity } from '../identity/users/user.entity';
import { UsersService } from '../identity/users/users.service';
import { WeeklyAvailabilityEntity } from './weekly-availability.entity';

export const DAD_PASSWORD = 'dad-test-password-1';

/**
 * For integration tests: `count` active DADs, each available every day from `startTime` to `endTime`,
 * so bookings made through POST /api/bookings find someone to assign.
 */
export async function addDads(
  app: INestApplication,
  count: number,
  { prefix = 'dad', startTime = '06:00', endTime = '20:00' }: { prefix?: string; startTime?: string; endTime?: string } = {},
): Promise<UserEntity[]> {
  const users = app.get(UsersService);
  const dads: UserEntity[] = [];
  for (let i = 0; i < count; i++) {
    dads.push(await users.create({ email: `${prefix}${i}@dads.example.com`, password: DAD_PASSWORD, firstName: 'Dad', lastName: `No${i}`, phone: null, role: 'dad' }));
  }
  await app
    .get(DataSource)
    .getRepository(WeeklyAvailabilityEntity)
    .insert(dads.flatMap((dad) => [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dadId: dad.id, dayOfWeek, startTime, endTime }))));
  return dads;
}
