import { Inject, Injectable } from '@nestjs/common';
import sharp, { type OverlayOptions } from 'sharp';
import { calendarDate } from '@dd/domain/time-windows';
import { BookingEntity } from '../../bookings/booking.entity';
import type { BookingMediaEntity } from '../../media/images/booking-media.entity';
import { BookingPhotos } from '../../media/images/booking-photos';
import { JOB_RECORDS, type JobRecord, type JobRecords } from '../../bookings/job-records';
import { FileStorage } from '../../platform/storage/file-storage';
import { Users } from '../../identity/users/users';
import type { DisputeEvidence, EvidenceFile } from '../payment-gateway';

const TILE = { width: 800, height: 600 };
/** Rows of before | after pairs on the sheet (Stripe takes files up to 5 MB). */
const MAX_ROWS = 6;

const when = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * What we answer a chargeback with, from what the product already keeps: the job's date, the
 * DAD's job session (arrival, completion, geofence), the before/after photos (one JPEG sheet,
 * before on the left and after on the right), and what the customer agreed to at checkout.
 */
@Injectable()
export class DisputeEvidenceBuilder {
  constructor(
    private readonly storage: FileStorage,
    private readonly users: Users,
    private readonly photos: BookingPhotos,
    @Inject(JOB_RECORDS) private readonly jobs: JobRecords,
  ) {}

  async build(disputeId: string, booking: BookingEntity, idempotencyKey: string): Promise<DisputeEvidence> {
    const [customer, session, media] = await Promise.all([
      this.users.byId(booking.customerId),
      this.jobs.of([booking.id]).then(([session]) => session ?? null),
      this.photos.forEvidence(booking.id),
    ]);
    const before = media.filter((m) => m.mediaType === 'before');
    const after = media.filter((m) => m.mediaType === 'after');
    return {
      disputeId,
      idempotencyKey,
      bookingId: booking.id,
      serviceDate: calendarDate(session?.startedAt ?? booking.scheduledDate),
      customerName: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
      customerEmail: customer?.email ?? '',
      serviceDocumentationText: serviceRecord(booking, session, before.length, after.length),
      agreementText: agreementRecord(booking),
      serviceDocumentation: await this.photoSheet(before, after),
    };
  }

  /** Before photos down the left, after photos down the right, one JPEG. */
  private async photoSheet(before: BookingMediaEntity[], after: BookingMediaEntity[]): Promise<EvidenceFile | null> {
    const rows = Math.min(MAX_ROWS, Math.max(before.length, after.length));
    if (rows === 0) return null;
    const tiles: OverlayOptions[] = [];
    for (const [column, list] of [before, after].entries()) {
      for (const [row, item] of list.slice(0, rows).entries()) {
        const bytes = await this.photoBytes(item);
        if (!bytes) continue;
        const input = await sharp(bytes).rotate().resize(TILE.width, TILE.height, { fit: 'contain', background: '#ffffff' }).jpeg().toBuffer();
        tiles.push({ input, left: column * TILE.width, top: row * TILE.height });
      }
    }
    if (!tiles.length) return null;
    const data = await sharp({ create: { width: TILE.width * 2, height: TILE.height * rows, channels: 3, background: '#ffffff' } })
      .composite(tiles)
      .jpeg({ quality: 80 })
      .toBuffer();
    return { name: 'before-and-after-photos.jpg', contentType: 'image/jpeg', data };
  }

  /** The large variant when the pipeline made one, else the upload itself. */
  private async photoBytes(item: BookingMediaEntity): Promise<Buffer | null> {
    const key = (await this.photos.largeFileOf(item.imageId)) ?? item.image?.storagePath;
    const file = key ? await this.storage.get(key) : null;
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
}

function serviceRecord(booking: BookingEntity, session: JobRecord | null, before: number, after: number): string {
  const lines = [`Service at ${booking.address}, ${booking.city} ${booking.zipCode}, scheduled for ${when(booking.scheduledDate)}.`];
  if (!session) lines.push('No job session was recorded for this booking.');
  else {
    lines.push(`The technician arrived (checked in) at ${when(session.startedAt)}.`);
    lines.push(session.completedAt ? `The job was completed at ${when(session.completedAt)}${session.durationMinutes ? ` (${session.durationMinutes} minutes)` : ''}.` : 'The job was not marked completed.');
    lines.push(
      session.geofenceVerified
        ? `Arrival location verified by the technician's phone within the service address geofence (${session.geofenceLatitude}, ${session.geofenceLongitude}).`
        : 'Arrival location was not verified by geofence.',
    );
  }
  lines.push(`Photos taken on site: ${before} before and ${after} after (attached as service documentation: before on the left, after on the right).`);
  return lines.join('\n');
}

function agreementRecord(booking: BookingEntity): string {
  const lines = [`The customer agreed to the terms of service when booking on ${when(booking.createdAt)} (the booking cannot be made without it).`];
  if (booking.feePolicyAgreedAt && booking.feePolicyText) lines.push(`At checkout on ${when(booking.feePolicyAgreedAt)}, before the card was held, the customer agreed to this policy: "${booking.feePolicyText}"`);
  return lines.join('\n');
}
