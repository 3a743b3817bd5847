import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { carDtoSchema, carSchema, type CarDto, type CarInput } from '@dd/contracts/car';
import { RequirePermission, CurrentUser } from '../../common/access';
import { zodBody } from '../../common/zod-validation.pipe';
import type { UserEntity } from '../../identity/users/user.entity';
import { CarsService } from './cars.service';
import { Returns } from '../../common/returns.decorator';

/** Customer-side §7: the signed-in customer's own cars. Another customer's car is a 404. */
@ApiTags('cars')
@Controller('cars')
@RequirePermission('customerArea')
export class CarsController {
  constructor(private readonly cars: CarsService) {}

  /** Default first. */
  @Get()
  @Returns([carDtoSchema])
  list(@CurrentUser() user: UserEntity): Promise<CarDto[]> {
    return this.cars.list(user);
  }

  @Post()
  @Returns(carDtoSchema)
  create(@CurrentUser() user: UserEntity, @Body(zodBody(carSchema)) body: CarInput): Promise<CarDto> {
    return this.cars.create(user, body);
  }

  @Put(':id')
  @Returns(carDtoSchema)
  update(@CurrentUser() user: UserEntity, @Param('id') id: string, @Body(zodBody(carSchema)) body: CarInput): Promise<CarDto> {
    return this.cars.update(user, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: UserEntity, @Param('id') id: string): Promise<void> {
    return this.cars.remove(user, id);
  }
}
