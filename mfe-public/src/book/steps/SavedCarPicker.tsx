import { Radio } from 'antd';
import type { CarDto } from '@dd/contracts/car';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { brand } from '@dd/ui/theme';

/** A signed-in customer's saved cards, offered first: a car brings its vehicle type and goes on the booking. */
export default function SavedCarPicker({ cars, chosen, onChoose }: { cars: CarDto[]; chosen: string | null; onChoose: (car: CarDto | null) => void }) {
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 24px' }} data-testid="saved-cars">
      <legend style={{ fontWeight: 600, marginBottom: 8, color: brand.text }}>Your cars</legend>
      <Radio.Group value={chosen ?? ''} onChange={(event) => onChoose(cars.find((car) => car.id === event.target.value) ?? null)} style={{ display: 'grid', gap: 8 }}>
        {cars.map((car) => (
          <Radio key={car.id} value={car.id}>
            {car.year} {car.make} {car.model} ({VEHICLE_LABELS[car.vehicleType]})
          </Radio>
        ))}
        <Radio value="">Another vehicle</Radio>
      </Radio.Group>
    </fieldset>
  );
}
