import type { BookingSummaryDto } from '@dd/contracts/booking';
import { brand } from '@dd/ui/theme';
import { useAdminGetBookingDetailQuery, useAdminGetBookingMediaQuery } from '../api/admin.api';

const at = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Los_Angeles' });

/**
 * The job as its DAD ran it (issue 37 item 8): when they tapped I'm Here and whether their location
 * was at the job's ZIP code, how long the job took, and the before and after photos.
 */
export function JobRecord({ booking }: { booking: BookingSummaryDto }) {
  const detail = useAdminGetBookingDetailQuery(booking.id, { refetchOnMountOrArgChange: true });
  const media = useAdminGetBookingMediaQuery(booking.id, { refetchOnMountOrArgChange: true });
  const session = detail.data?.session;
  if (!session) return null;
  const location = session.geofenceVerified
    ? 'At the job’s ZIP code'
    : session.geofenceLatitude
      ? `Not at the job: started away from ZIP ${booking.zipCode} (${session.geofenceLatitude}, ${session.geofenceLongitude})`
      : 'Not checked: no location was shared';
  const facts: Array<[string, string]> = [
    ['Arrived', at(session.startedAt)],
    ['Location', location],
    ...(session.completedAt ? ([['Finished', `${at(session.completedAt)} (${session.durationMinutes ?? 0} min)`]] as Array<[string, string]>) : []),
  ];
  const photos = media.data ?? [];
  return (
    <section aria-label="Job" style={{ display: 'grid', gap: 8 }} data-testid="admin-job-record">
      <strong>Job</strong>
      <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, auto) minmax(0, 1fr)', gap: '6px 16px', margin: 0 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: brand.textMuted }}>{label}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere', color: label === 'Location' && !session.geofenceVerified ? brand.errorHover : undefined }} data-testid={`job-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {photos.length > 0 && (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0, listStyle: 'none' }} data-testid="admin-job-photos">
          {photos.map((photo) => (
            <li key={photo.id}>
              <img
                src={photo.image.variants.find((v) => v.variantType === 'thumbnail')?.url ?? photo.image.url}
                alt={`${photo.mediaType === 'before' ? 'Before' : 'After'} photo, vehicle ${photo.vehiclePosition}`}
                width={72}
                height={72}
                style={{ objectFit: 'cover', borderRadius: 6 }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
