import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { DEMO } from './demo-accounts';
import { UserEntity } from '../../identity/users/user.entity';
import { assetsDir } from '../../platform/web/serve-web';
import { ImagesService } from '../../media/images/images.service';

/** The demo gallery's pictures (api/assets/demo), as the admin's library names them. */
const PICTURES = ['Exterior, before the detail', 'Exterior, after the detail', 'Interior, after the detail', 'Exterior, finished'];

/**
 * Demo data for the admin's Image Library: the demo gallery pictures, uploaded by the demo admin
 * through the image pipeline (every variant, the configured storage) as the Upload Image dialog
 * would. Like the job photos, it runs after the seed's transaction and only when that made the demo.
 */
export async function addDemoLibraryImages(app: INestApplication): Promise<void> {
  const admin = await app.get(DataSource).getRepository(UserEntity).findOneBy({ email: DEMO.admin.email });
  if (!admin) return;
  for (const [i, title] of PICTURES.entries()) {
    const svg = await readFile(join(assetsDir, 'demo', `gallery-${i + 1}.svg`));
    await app.get(ImagesService).upload(
      admin,
      { buffer: await sharp(svg).jpeg({ quality: 85 }).toBuffer(), originalname: `gallery-${i + 1}.jpg` },
      { title, altText: `${title} (demo picture)`, description: null, usageType: 'gallery' },
    );
  }
}
