import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { BookingDetails } from '../bookings/booking-details';
import { JobSessionEntity } from './job-session.entity';
import { toJobSessionDto } from './job-session.mapper';

/** The job session section of a booking's details (decision record 0300): the DAD's arrival to finish, for everyone who opens it. */
@Injectable()
export class JobSessionDetailSection implements OnModuleInit {
  constructor(
    private readonly details: BookingDetails,
    @InjectRepository(JobSessionEntity) private readonly sessions: Repository<JobSessionEntity>,
  ) {}

  onModuleInit(): void {
    this.details.contribute('session', async (bookings) => {
      const sessions = await this.sessions.findBy({ bookingId: In(bookings.map((b) => b.id)) });
      const sessionOf = new Map(sessions.map((s) => [s.bookingId, s]));
      return (b) => {
        const session = sessionOf.get(b.id);
        return session ? toJobSessionDto(session) : null;
      };
    });
  }
}
