import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionEntity } from '../auth/session.entity';
import { RECENT_SIGN_IN_MS } from './profile.service';

/**
 * For integration tests: makes every session of this user look signed in just over
 * RECENT_SIGN_IN_MS ago (as a stolen cookie would be), so changes need the current password.
 */
export async function ageSignIns(app: INestApplication, userId: string): Promise<void> {
  const sessions = app.get(DataSource).getRepository(SessionEntity);
  for (const row of await sessions.find()) {
    const data = JSON.parse(row.data);
    if (data.passport?.user === userId && data.signedInAt) {
      await sessions.update({ id: row.id }, { data: JSON.stringify({ ...data, signedInAt: Date.now() - RECENT_SIGN_IN_MS - 1000 }) });
    }
  }
}
