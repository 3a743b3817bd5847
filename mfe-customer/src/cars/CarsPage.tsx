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
import { useUiText } from '@dd/ui/i18n';
import { useT } from '../i18n';

const carName = (car: CarDto) => vehicleName(car)!;

/** My Cars (/cars, /dadportal/customer/cars): a card grid, the add/edit dialog, delete with confirmation. */
export default function CarsPage() {
  const dispatch = useAppDispatch();
  const query = useGetCarsQuery();
  const [deleteCar, deleting] = useDeleteCarMutation();
  const [editing, setEditing] = useState<{ car: CarDto | null } | null>(null);
  const [removing, setRemoving] = useState<CarDto | null>(null);
  const t = useT();
  const tr = useUiText();

  const onDelete = async () => {
    if (!removing) return;
    try {
      await deleteCar(removing.id).unwrap();
      dispatch(showToast({ title: t('cars.deleted'), description: carName(removing) }));
      setRemoving(null);
    } catch (error) {
      dispatch(showToast({ title: t('cars.deleteFailed'), description: tr(errorMessage(error, 'Please try again.')), variant: 'destructive' }));
    }
  };

  const grid = (cars: CarDto[]) => (
    <CardGrid label={t('cars.list')}>
      {cars.map((car) => (
        <SavedItemCard
          key={car.id}
          testId="car-card"
          icon={<CarOutlined aria-hidden />}
          name={carName(car)}
          isDefault={car.isDefault}
          detail={[tr(VEHICLE_LABELS[car.vehicleType]), car.color, car.licensePlate].filter(Boolean).join(' · ')}
          actions={
            <>
              <Button onClick={() => setEditing({ car })} aria-label={t('cars.edit.label', { car: carName(car) })}>
                {t('cars.edit')}
              </Button>
              <Button danger onClick={() => setRemoving(car)} aria-label={t('cars.delete.label', { car: carName(car) })}>
                {t('cars.delete')}
              </Button>
            </>
          }
        />
      ))}
    </CardGrid>
  );

  return (
    <PageFrame
      title={t('cars.title')}
      back={{ to: '/dadportal/customer', label: t('history.back') }}
      testId="my-cars"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ car: null })}>
          {t('cars.add')}
        </Button>
      }
    >
      <QueryState
        query={query}
        errorTitle={t('cars.failed')}
        toast
        loadingLabel={t('cars.loading')}
        isEmpty={(cars) => !cars.length}
        empty={<EmptyState title={t('cars.none')} text={t('cars.none.text')} />}
      >
        {grid}
      </QueryState>
      {editing && <CarDialog car={editing.car} open onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!removing}
        title={t('cars.deleteTitle')}
        confirmLabel={t('cars.delete')}
        danger
        busy={deleting.isLoading}
        onConfirm={() => void onDelete()}
        onCancel={() => setRemoving(null)}
      >
        {t('cars.deleteConfirm')}
      </ConfirmDialog>
    </PageFrame>
  );
}
