import { useState } from 'react';
import { Button, Flex, Tag } from 'antd';
import { CarOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, showToast, useAppDispatch, useDeleteCarMutation, useGetCarsQuery } from '@dd/api-client';
import type { CarDto } from '@dd/contracts/car';
import { EmptyState } from '@dd/ui/empty-state';
import { QueryState } from '@dd/ui/query-state';
import { brand, surfaceStyle } from '@dd/ui/theme';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { VEHICLE_LABELS } from '@dd/ui/booking-format';
import { PageFrame } from '@dd/ui/page-frame';
import { CarDialog } from './CarDialog';

const carName = (car: CarDto) => `${car.year} ${car.make} ${car.model}`;

/** My Cars (/cars, /dadportal/customer/cars): a card grid, the add/edit dialog, delete with confirmation. */
export default function CarsPage() {
  const dispatch = useAppDispatch();
  const query = useGetCarsQuery();
  const [deleteCar, deleting] = useDeleteCarMutation();
  const [editing, setEditing] = useState<{ car: CarDto | null } | null>(null);
  const [removing, setRemoving] = useState<CarDto | null>(null);

  const onDelete = async () => {
    if (!removing) return;
    try {
      await deleteCar(removing.id).unwrap();
      dispatch(showToast({ title: 'Car deleted', description: carName(removing) }));
      setRemoving(null);
    } catch (error) {
      dispatch(showToast({ title: 'Failed to delete car', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }));
    }
  };

  const grid = (cars: CarDto[]) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' }} aria-label="Cars">
        {cars.map((car) => (
          <li key={car.id} style={surfaceStyle} data-testid="car-card">
            <Flex justify="space-between" align="start" gap={8}>
              <strong style={{ fontSize: 18 }}>
                <CarOutlined aria-hidden /> {carName(car)}
              </strong>
              {car.isDefault && <Tag color="blue">Default</Tag>}
            </Flex>
            <p style={{ color: brand.textMuted, margin: '8px 0 16px' }}>
              {VEHICLE_LABELS[car.vehicleType]}
              {car.color && ` · ${car.color}`}
              {car.licensePlate && ` · ${car.licensePlate}`}
            </p>
            <Flex gap={8}>
              <Button onClick={() => setEditing({ car })} aria-label={`Edit ${carName(car)}`}>
                Edit
              </Button>
              <Button danger onClick={() => setRemoving(car)} aria-label={`Delete ${carName(car)}`}>
                Delete
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
  );

  return (
    <PageFrame
      title="My Cars"
      back={{ to: '/dadportal/customer', label: 'Back to Dashboard' }}
      testId="my-cars"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ car: null })}>
          Add Car
        </Button>
      }
    >
      <QueryState query={query} errorTitle="Failed to Load Cars" toast loadingLabel="Loading cars" isEmpty={(cars) => !cars.length} empty={<EmptyState title="No cars yet" text="Add your car to book faster." />}>
        {grid}
      </QueryState>
      {editing && <CarDialog car={editing.car} open onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!removing}
        title="Delete Car"
        confirmLabel="Delete"
        danger
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        Are you sure you want to delete this car?
      </ConfirmDialog>
    </PageFrame>
  );
}
