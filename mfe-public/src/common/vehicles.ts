import type { VehicleType } from '@dd/contracts/enums';

/** The type inside a sentence: "your sedan", "your SUV". */
export const vehicleNoun = (type: VehicleType) => (type === 'suv' ? 'SUV' : type);
