import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { CarDto, CarInput } from '@dd/contracts/car';
import { notFound } from '../../common/api-exception';
import type { UserEntity } from '../../identity/users/user.entity';
import { CarEntity } from './car.entity';
import { toCarDto } from './car.mapper';

/**
 * A customer's own cars. One of them is the default (the first car is, and choosing another moves
 * it). Deleting a car only removes it from the customer's list: bookings that used it keep it.
 */
@Injectable()
export class CarsService {
  constructor(
    @InjectRepository(CarEntity) private readonly cars: Repository<CarEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Default first, then oldest first. */
  async list(user: UserEntity): Promise<CarDto[]> {
    const cars = await this.cars.find({ where: { userId: user.id, removedAt: IsNull() }, order: { isDefault: 'DESC', createdAt: 'ASC', id: 'ASC' } });
    return cars.map(toCarDto);
  }

  /** The customer's cars among `ids`, still in their list (a booking may use only these). */
  ownOf(userId: string, ids: string[]): Promise<CarEntity[]> {
    return this.cars.findBy({ id: In(ids), userId, removedAt: IsNull() });
  }

  async create(user: UserEntity, input: CarInput): Promise<CarDto> {
    return this.dataSource.transaction(async (manager) => {
      const first = !(await manager.existsBy(CarEntity, { userId: user.id, removedAt: IsNull() }));
      const isDefault = first || input.isDefault === true;
      if (isDefault) await clearDefault(manager, user.id);
      const car = await manager.save(CarEntity, manager.create(CarEntity, { ...input, userId: user.id, isDefault, removedAt: null }));
      return toCarDto(car);
    });
  }

  async update(user: UserEntity, id: string, input: CarInput): Promise<CarDto> {
    return this.dataSource.transaction(async (manager) => {
      const car = await ownCar(manager, user, id);
      // Unticking the default is a no-op: there is always one default while there are cars.
      const isDefault = car.isDefault || input.isDefault === true;
      if (isDefault && !car.isDefault) await clearDefault(manager, user.id);
      Object.assign(car, { ...input, isDefault });
      return toCarDto(await manager.save(CarEntity, car));
    });
  }

  /** Removes the car from the list (bookings keep it); the oldest remaining car becomes the default. */
  async remove(user: UserEntity, id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const car = await ownCar(manager, user, id);
      await manager.update(CarEntity, { id: car.id }, { removedAt: new Date(), isDefault: false });
      if (!car.isDefault) return;
      const next = await manager.findOne(CarEntity, { where: { userId: user.id, removedAt: IsNull() }, order: { createdAt: 'ASC', id: 'ASC' } });
      if (next) await manager.update(CarEntity, { id: next.id }, { isDefault: true });
    });
  }
}

/** The customer's car, still in their list; 404 for anyone else's. */
async function ownCar(manager: EntityManager, user: UserEntity, id: string): Promise<CarEntity> {
  const car = await manager.findOneBy(CarEntity, { id, userId: user.id, removedAt: IsNull() });
  if (!car) throw notFound('Car not found');
  return car;
}

const clearDefault = (manager: EntityManager, userId: string) =>
  manager.update(CarEntity, { userId, isDefault: true }, { isDefault: false });
