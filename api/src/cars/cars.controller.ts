import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import type { CarDto } from '@dd/contracts/car';
import { RequirePermission } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user.decorator';
import type { UserEntity } from '../users/user.entity';
import { CarEntity } from './car.entity';
import { toCarDto } from './car.mapper';

@ApiTags('cars')
@Controller('cars')
export class CarsController {
  constructor(@InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>) {}

  /** The signed-in customer's own cars, default first. */
  @RequirePermission('customerArea')
  @Get()
  async list(@CurrentUser() user: UserEntity): Promise<CarDto[]> {
    const cars = await this.cars.find({ where: { userId: user.id }, order: { isDefault: 'DESC', createdAt: 'ASC' } });
    return cars.map(toCarDto);
  }
}
