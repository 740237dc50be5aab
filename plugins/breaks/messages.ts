/** The texts this plugin answers with; the second document's are quoted exactly. */
export const BREAKS_MESSAGE = {
  specimenNotFound: 'Specimen not found',
  resultNotFound: 'Test result not found',
  sampleSetNotFound: 'Sample set not found',
  notReceived: "This specimen's pickup has not been received yet: specimens are tested once received.",
  alreadyHasResult: 'This specimen already has a test result: open it to change it.',
  noTemplate: 'This sample type has no report template: choose one on the sample type before entering a break.',
  templateUnusable: (id: string) => `The report template ${id} cannot be used: it has problems. Run portal template check ${id}.`,
  correctFields: 'Please correct the highlighted fields',
  mismatch: (what: string) => `The ${what} does not match the specimen`,
  invalidDate: 'Invalid Date Format',
  saved: 'Your break report was saved',
  testingAllowed: 'Testing is allowed again for this sample set',
  scheduled: 'The specimen is scheduled',
  notHeld: 'This specimen is already scheduled or tested: change its test date on the pickup.',
  heldType: 'Choose the test type it is to be broken at, not one that holds it',
  noTestDate: 'Enter the test date: this test type has no days from casting',
} as const;
