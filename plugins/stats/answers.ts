import { z } from 'zod';
import { okAnswer } from '../../core/http/answers.ts';
import { TIME_INCREMENTS } from './rules/period.ts';

/** What the statistics routes answer (decision 142). */
const count = z.number().int();
const monthCounts = z.array(z.object({ month: z.string().describe('YYYY-MM'), count }));

export const seriesAnswer = okAnswer.extend({ pickups: monthCounts, samples: monthCounts });
export const pickupSeriesAnswer = okAnswer.extend({ pickups: monthCounts });
export const sampleSeriesAnswer = okAnswer.extend({ samples: monthCounts });

export const periodResultsAnswer = okAnswer.extend({
  timeIncrement: z.enum(TIME_INCREMENTS),
  period: z.object({
    start: z.string().describe('First day, YYYY-MM-DD'),
    end: z.string().describe('The day after the last, YYYY-MM-DD'),
    previous: z.string(),
    next: z.string().nullable().describe('Null when the period already reaches today'),
    heading: z.string(),
  }),
  results: z.array(
    z.object({
      id: count,
      testDate: z.string(),
      status: z.string(),
      calculatedPsi: z.union([z.number(), z.string()]).nullable(),
      specimenNum: z.string(),
      sampleId: count,
      sampleNum: z.string(),
      pickupNumber: count,
      companyName: z.string(),
      testType: z.string().nullable(),
      reportId: count.nullable(),
    }),
  ),
  count,
});

export const revenueAnswer = okAnswer.extend({
  year: count,
  revenue: z.array(z.object({ month: z.string().describe('YYYY-MM'), invoiced: z.number(), paid: z.number() }).describe('Dollars')),
});

const seriesOf = { timeIncrement: z.enum(TIME_INCREMENTS), startDate: z.string() };
const periodCount = z.object({ period: z.string(), count });

export const overdueResultsAnswer = okAnswer.extend({ ...seriesOf, overdueResults: z.array(periodCount) });
export const completedResultsAnswer = okAnswer.extend({
  ...seriesOf,
  completedResults: z.array(periodCount.extend({ statuses: z.record(z.string(), count).describe('Results per status') })),
});

export const acceptanceAnswer = okAnswer.extend({
  groups: z.array(
    z.object({
      mixDesignNum: z.string(),
      fc: z.number().describe("f'c, psi"),
      tests: z.array(
        z.object({
          sampleNum: z.string(),
          strength: z.number().describe("Average of the set's cylinders, psi"),
          runningAverage: z.number().nullable(),
          lowAverage: z.boolean(),
          lowTest: z.boolean(),
        }),
      ),
      individualLimit: z.number(),
      meetsAverage: z.boolean(),
      meetsIndividual: z.boolean(),
      standardDeviation: z.number().optional(),
      coefficientOfVariation: z.number().optional(),
    }),
  ),
});
