import { useState } from 'react';
import { Button } from 'antd';
import { CarOutlined, PlusOutlined } from '@ant-design/icons';
import { errorMessage, showToast, useAppDispatch, useDeleteCarMutation, useGetCarsQuery } from '@dd/api-client';
import type { CarDto } from '@dd/contracts/car';
import { EmptyState } from '@dd/ui/empty-state';
import { QueryState } from '@dd/ui/query-state';
import { ConfirmDialog } from '@dd/ui/confirm-dialog';
import { VEHICLE_LABELS, vehicleName } from '@dd/ui/booking-format';
import { PageFrame } from '@dd/ui/page-frame';
import { CardGrid, SavedItemCard } from '../common/saved-items';
import { CarDialog } from './CarDialog';

const carName = (car: CarDto) => vehicleName(car)!;

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
    <CardGrid label="Cars">
      {cars.map((car) => (
        <SavedItemCard
          key={car.id}
          testId="car-card"
          icon={<CarOutlined aria-hidden />}
          name={carName(car)}
          isDefault={car.isDefault}
          detail={[VEHICLE_LABELS[car.vehicleType], car.color, car.licensePlate].filter(Boolean).join(' · ')}
          actions={
            <>
              <Button onClick={() => setEditing({ car })} aria-label={`Edit ${carName(car)}`}>
                Edit
              </Button>
              <Button danger onClick={() => setRemoving(car)} aria-label={`Delete ${carName(car)}`}>
                Delete
              </Button>
            </>
          }
        />
      ))}
    </CardGrid>
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
