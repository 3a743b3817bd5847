import { z } from 'zod';

/** Who a person is in every answer that lists one (a DAD, a customer): spread first into its schema. */
export const personFields = {
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
};
