import { z } from 'zod';
import { historyEntrySchema, messageAnswer, okAnswer } from '../../core/http/answers.ts';
import { PRIORITIES } from './messages.ts';

/** What the pickups routes answer (decision 142): records as `present.ts` gives them, the detail, a customer's view. */
const text = z.string().nullable();
const id = z.number().int();
const idOrNull = id.nullable();
const companyRef = z.object({ id, companyName: z.string() });

const pickupSchema = z.object({
  id,
  version: id,
  pickupNumber: id,
  parentPickupId: idOrNull,
  customerId: id,
  driverId: idOrNull,
  inspectorId: idOrNull,
  pickupStatusId: id,
  orderDate: text,
  schedPickupDate: z.string(),
  actualPickupDate: text,
  receiveDate: text,
  arrivalTime: text.describe('HH:mm'),
  departureTime: text.describe('HH:mm'),
  priority: z.string(),
  caller: z.string(),
  receivedBy: z.string(),
  instructions: text,
  driverNotes: text,
  specimenLocation: text,
  tripCharge: z.number().describe('Dollars'),
  fuelCharge: z.boolean(),
  droppedOff: z.boolean(),
  mapPage: text,
  crossStreet: text,
  stopNum: idOrNull,
  odomStart: z.number().nullable(),
  odomFinish: z.number().nullable(),
  pickupAddr1: text,
  pickupAddr2: text,
  pickupCity: z.string(),
  pickupState: text,
  pickupZip: text,
  projectAddr1: text,
  projectAddr2: text,
  projectCity: text,
  projectState: text,
  projectZip: text,
  savePickupAddress: z.boolean(),
  saveProjectAddress: z.boolean(),
  savedPickupLocationId: idOrNull,
  savedProjectLocationId: idOrNull,
  changesInvoice: z.boolean(),
  invoiced: z.boolean(),
  requestedBy: idOrNull.describe('The customer user who requested it on the portal'),
  requestedAt: text.describe('ISO 8601 instant of the request'),
  windowFrom: text.describe('HH:mm'),
  windowTo: text.describe('HH:mm'),
  callerPhone: text,
  declineReason: text,
  releasedBy: text.describe('Who released the samples on site (chain of custody)'),
  releasedAt: text.describe('ISO 8601 instant of the release'),
  hasReleaseSignature: z.boolean().describe('Whether `GET /api/pickups/{id}/signature` has the signature'),
});

const specimenSchema = z.object({
  id,
  version: id,
  sampleId: id,
  specimenNum: z.string(),
  castDate: text,
  testDate: text,
  status: z.string(),
  specimenStatus: z.string(),
  breakType: text,
  location: text,
  testTypeId: idOrNull,
  immediate: z.boolean(),
});

const sampleTypeRef = z.object({ id, description: z.string(), nonSpecimen: z.boolean() });

const sampleDetailSchema = z.object({
  id,
  version: id,
  pickupId: id,
  sampleNum: z.string(),
  sampleTypeId: idOrNull,
  qty: id,
  actualQty: idOrNull,
  collectedQty: idOrNull.describe('How many the driver collected on site'),
  castDate: text,
  castLocation: text,
  pickupLocation: text,
  minPsi: z.number().nullable(),
  maxPsi: z.number().nullable(),
  forInformationOnly: z.boolean(),
  dimensions: text,
  notes: text,
  description: text,
  rate: z.number().nullable().describe('Dollars'),
  overridePrice: z.boolean(),
  allowTesting: z.boolean(),
  SampleType: sampleTypeRef.loose().nullable().describe('The sample type record'),
  specimens: z.array(specimenSchema),
});

/** A sample set as a customer's screen shows it: nothing of the sample type's books. */
const customerSampleSchema = sampleDetailSchema
  .pick({ id: true, pickupId: true, sampleNum: true, qty: true, actualQty: true, castDate: true })
  .extend({
    minPsi: z.number().nullable(),
    maxPsi: z.number().nullable(),
    forInformationOnly: z.boolean(),
    rate: z.number().nullable(),
    allowTesting: z.boolean(),
    SampleType: sampleTypeRef.nullable(),
    specimens: z.array(
      specimenSchema.pick({ id: true, specimenNum: true, castDate: true, testDate: true, status: true, specimenStatus: true }),
    ),
  });

const statusSchema = z.object({ id, code: z.string(), description: z.string() });

const pickupDetailSchema = pickupSchema.extend({
  Customer: companyRef.extend({ fuelCharge: z.boolean() }).nullable(),
  PickupStatus: statusSchema.nullable(),
  samples: z.array(sampleDetailSchema),
  SubPickups: z.array(z.object({ id, pickupNumber: id })),
  ParentPickup: z.object({ id, pickupNumber: id }).nullable().describe('The pickup this one is the remainder of'),
});

/** A pickup as a customer's screen shows it: no driver, notes, odometer or route stop. */
const customerPickupSchema = pickupSchema
  .pick({
    id: true,
    pickupNumber: true,
    customerId: true,
    priority: true,
    schedPickupDate: true,
    actualPickupDate: true,
    receiveDate: true,
    caller: true,
    receivedBy: true,
    tripCharge: true,
    pickupAddr1: true,
    pickupAddr2: true,
    pickupCity: true,
    pickupState: true,
    pickupZip: true,
    projectAddr1: true,
    projectAddr2: true,
    projectCity: true,
    projectState: true,
    projectZip: true,
    crossStreet: true,
    instructions: true,
    droppedOff: true,
  })
  .extend({
    Customer: companyRef.nullable(),
    PickupStatus: z.object({ description: z.string() }).nullable(),
    SubPickups: z.array(z.object({ id, pickupNumber: id })),
    ParentPickup: z.object({ id, pickupNumber: id }).nullable(),
    samples: z.array(customerSampleSchema),
  });

export const pickupAnswer = okAnswer.extend({
  pickup: z.union([pickupDetailSchema, customerPickupSchema]).describe('Staff get the whole pickup; a customer what its screen shows'),
});
export const savedPickupAnswer = messageAnswer.extend({ pickup: pickupDetailSchema });
export const updatedPickupAnswer = savedPickupAnswer.extend({
  changesInvoice: z.boolean().optional().describe("Whether the save changes the pickup's invoice (not for a driver's save)"),
});

export const sampleAnswer = okAnswer.extend({
  sample: z.union([sampleDetailSchema, customerSampleSchema]).optional().describe('Absent when the sample set has no detail to show'),
});
export const specimenAnswer = okAnswer.extend({ specimen: specimenSchema });

export const statusesAnswer = okAnswer.extend({ statuses: z.array(statusSchema.extend({ isDefault: z.boolean() })) });

const person = z.object({ id, firstName: z.string(), lastName: z.string() });

export const filterOptionsAnswer = okAnswer.extend({
  inspectors: z.array(z.object({ id, fullName: z.string() })),
  priorities: z.array(z.enum(PRIORITIES)),
  statuses: z.array(statusSchema),
  drivers: z.array(person),
});

export const todayAnswer = okAnswer.extend({
  date: z.string().describe('The day, YYYY-MM-DD'),
  groups: z.array(
    z.object({
      driver: person.nullable(),
      pickups: z.array(
        pickupSchema.extend({
          Customer: companyRef,
          status: z.string().describe("The pickup status's description"),
          jobName: text,
          sitePhone: text,
          expectedSets: z.array(z.object({ description: z.string(), qty: id })),
        }),
      ),
    }),
  ),
});

export const historyAnswer = okAnswer.extend({ history: z.array(historyEntrySchema) });

/** A customer's requests ("My Requests"), newest first. */
export const requestsAnswer = okAnswer.extend({
  requests: z.array(
    z.object({
      id,
      pickupNumber: id,
      schedPickupDate: z.string(),
      pickupAddr1: text,
      pickupCity: z.string(),
      declineReason: text,
      requestedAt: z.string().describe('ISO 8601 instant'),
      version: id,
      statusCode: z.string(),
      status: z.string(),
    }),
  ),
});
/** A write answering the pickup's own fields (a cancelled request, the driver's record). */
export const changedPickupAnswer = messageAnswer.extend({ pickup: pickupSchema });
/** The driver's day in its new stop order. */
export const stopOrderAnswer = messageAnswer.extend({ order: z.array(id).describe("The day's pickup ids in stop order") });
