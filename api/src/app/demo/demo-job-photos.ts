import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import type { MediaType } from '@dd/contracts/enums';
import { DEMO } from './demo-accounts';
import { BookingMediaEntity } from '../../media/images/booking-media.entity';
import { ImagesService } from '../../media/images/images.service';
import { UserEntity } from '../../identity/users/user.entity';
import { JobSessionEntity } from '../../job-sessions/job-session.entity';

/** A plain picture that says what it stands for (no stock photo pretends to be a real job). */
function demoPhoto(mediaType: MediaType, label: string): Promise<Buffer> {
  const [background, accent] = mediaType === 'before' ? ['#6b5b45', '#a08a6a'] : ['#1d4e89', '#4f9de0'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${background}"/>
    <rect x="150" y="420" width="900" height="260" rx="90" fill="${accent}"/>
    <circle cx="330" cy="690" r="80" fill="#222"/><circle cx="870" cy="690" r="80" fill="#222"/>
    <text x="600" y="220" font-family="sans-serif" font-size="96" fill="#fff" text-anchor="middle">${mediaType === 'before' ? 'Before' : 'After'}</text>
    <text x="600" y="330" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${label} (demo photo)</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Demo data that needs files: before and after photos for the demo DAD's finished jobs and a before
 * photo for the one under way, made through the image pipeline as the DAD's phone would. Runs after
 * the seed's transaction (files cannot roll back), only when that transaction made the demo.
 */
export async function addDemoJobPhotos(app: INestApplication): Promise<void> {
  const data = app.get(DataSource);
  const dad = await data.getRepository(UserEntity).findOneBy({ email: DEMO.dad.email });
  if (!dad) return;
  const sessions = await data.getRepository(JobSessionEntity).find({ where: { dadId: dad.id }, relations: { booking: { car: true } } });
  for (const session of sessions) {
    const car = session.booking?.car;
    const label = car ? `${car.year} ${car.make} ${car.model}` : 'Demo car';
    const types: MediaType[] = session.completedAt ? ['before', 'after'] : ['before'];
    for (const mediaType of types) {
      const image = await app.get(ImagesService).upload(
        dad,
        { buffer: await demoPhoto(mediaType, label), originalname: `${mediaType}-demo.jpg` },
        { title: `${label}, ${mediaType}`, altText: `${label} ${mediaType} the detail (demo picture)`, description: null, usageType: 'other' },
      );
      await data.getRepository(BookingMediaEntity).insert({ bookingId: session.bookingId, imageId: image.id, mediaType });
    }
  }
}
