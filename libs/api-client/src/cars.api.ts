import type { CarDto, CarRequest } from '@dd/contracts/car';
import { api } from './api';

/** The customer's cars (customer-side §7): My Cars manages them, the booking wizard offers and saves them. */
export const carsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCars: build.query<CarDto[], void>({ query: () => '/cars', providesTags: ['Car'] }),
    addCar: build.mutation<CarDto, CarRequest>({ query: (body) => ({ url: '/cars', method: 'POST', body }), invalidatesTags: ['Car'] }),
    updateCar: build.mutation<CarDto, CarRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/cars/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: ['Car'],
    }),
    deleteCar: build.mutation<void, string>({ query: (id) => ({ url: `/cars/${encodeURIComponent(id)}`, method: 'DELETE' }), invalidatesTags: ['Car'] }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCarsQuery, useAddCarMutation, useUpdateCarMutation, useDeleteCarMutation } = carsApi;
