import { z } from 'zod';

export const equipmentFormPropsSchema = z.object({
  equipment: z
    .object({
      id: z.number().int(),
      version: z.number().int(),
      name: z.string(),
      calibration: z.string(),
      lastCalibrated: z.string().nullable(),
      calibrationDue: z.string().nullable(),
      detailsLabel: z.string().nullable(),
      details: z.string().nullable(),
    })
    .nullable(),
});

export type EquipmentFormProps = z.infer<typeof equipmentFormPropsSchema>;
