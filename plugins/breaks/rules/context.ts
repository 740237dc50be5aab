/** What the break form and the server know of a specimen, as far as the formulas need it. */
export interface SpecimenFacts {
  specimenNum: string;
  castDate: string | null;
  TestType: { dateVariance: number } | null;
  Sample: {
    minPsi: number | null;
    maxPsi: number | null;
    forInformationOnly: boolean;
    castDate: string | null;
    SampleType: { maxPsiPct: number | null } | null;
  };
}

/**
 * The sample and specimen as the template's formulas see them, the same in the browser and on
 * the server: the specimen's test date is the day it was broken, as the technician states it.
 */
export function formulaContext(view: SpecimenFacts, testDate: string) {
  return {
    sample: {
      minPsi: view.Sample.minPsi,
      maxPsi: view.Sample.maxPsi,
      forInformationOnly: view.Sample.forInformationOnly,
      castDate: view.Sample.castDate,
      SampleType: view.Sample.SampleType ? { maxPsiPct: view.Sample.SampleType.maxPsiPct } : null,
    },
    specimen: {
      specimenNum: view.specimenNum,
      castDate: view.castDate,
      testDate,
      TestType: view.TestType ? { dateVariance: view.TestType.dateVariance } : null,
    },
  };
}
