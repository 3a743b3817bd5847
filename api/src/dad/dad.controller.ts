import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import type { BookingDto } from '@dd/contracts/booking';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import { BookingEntity } from '../bookings/booking.entity';
import { toBookingDto } from '../bookings/booking.mapper';
import type { UserEntity } from '../users/user.entity';

@ApiTags('dad')
@Controller('dad')
@RequirePermission('dadArea')
export class DadController {
  constructor(@InjectRepository(BookingEntity) private readonly bookings: Repository<BookingEntity>) {}

  /** The bookings assigned to the signed-in DAD, soonest first, with customer, package and car. */
  @Get('bookings')
  async bookingsOfDad(@CurrentUser() dad: UserEntity): Promise<BookingDto[]> {
    const bookings = await this.bookings.find({
      where: { dadId: dad.id },
      relations: { customer: true, package: true, car: true },
      order: { scheduledDate: 'ASC' },
    });
    return bookings.map(toBookingDto);
  }
}
