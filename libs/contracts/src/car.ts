import type { VehicleType } from './enums';

export interface CarDto {
  id: string;
  userId: string;
  make: string;
  model: string;
  year: number;
  color: string | null;
  licensePlate: string | null;
  vehicleType: VehicleType;
  isDefault: boolean;
  createdAt: string;
}
