import type { CarDto } from '@dd/contracts/car';
import type { CarEntity } from './car.entity';

export const toCarDto = (car: CarEntity): CarDto => ({
  id: car.id,
  userId: car.userId,
  make: car.make,
  model: car.model,
  year: car.year,
  color: car.color,
  licensePlate: car.licensePlate,
  vehicleType: car.vehicleType,
  isDefault: car.isDefault,
  createdAt: car.createdAt.toISOString(),
});
