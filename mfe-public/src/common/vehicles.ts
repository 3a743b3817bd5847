import type { VehicleType } from '@dd/contracts/enums';

export const VEHICLE_LABELS: Record<VehicleType, string> = { sedan: 'Sedan', suv: 'SUV', truck: 'Truck' };

/** "2021 Toyota Camry", as listings show a car; null when there is none. */
export const vehicleName = (car?: { year: number; make: string; model: string } | null) => (car ? `${car.year} ${car.make} ${car.model}` : null);

/** The type inside a sentence: "your sedan", "your SUV". */
export const vehicleNoun = (type: VehicleType) => (type === 'suv' ? 'SUV' : type);
