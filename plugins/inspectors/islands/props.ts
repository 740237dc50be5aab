import { z } from 'zod';

const text = z.string().nullable();

/** An inspector as the pages hand it to the form (the API's answer). */
export const inspectorPropSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  mobilePhone: text,
  officePhone: text,
  fax: text,
  email: text,
  address1: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  license: text,
  customerId: z.number().int().nullable(),
  firm: text,
  version: z.number().int(),
});

export const inspectorFormPropsSchema = z.object({
  inspector: inspectorPropSchema.nullable(),
  /** `/admin/inspectors` for staff, `/customers/inspectors` for a customer. */
  listPath: z.string().startsWith('/'),
  /** Staff pick the company; a customer's inspectors are always its own. */
  staff: z.boolean(),
});
export type InspectorFormProps = z.infer<typeof inspectorFormPropsSchema>;

export const newInspectorButtonPropsSchema = z.object({
  staff: z.boolean(),
  /** Where the full form is: `/admin/inspectors/new`. */
  formPath: z.string().startsWith('/'),
});
export type NewInspectorButtonProps = z.infer<typeof newInspectorButtonPropsSchema>;
