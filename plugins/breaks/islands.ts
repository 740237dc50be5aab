import { defineIsland } from '../../core/ssr/island.tsx';
import BreakForm from './islands/BreakForm.tsx';
import BreakSet from './islands/BreakSet.tsx';
import {
  breakFormPropsSchema,
  breakSetPropsSchema,
  listOrderPropsSchema,
  resultImportPropsSchema,
  specimenResultsPropsSchema,
} from './islands/props.ts';
import ListOrder from './islands/ListOrder.tsx';
import ResultImport from './islands/ResultImport.tsx';
import SpecimenResults from './islands/SpecimenResults.tsx';

/** The break form of one specimen, built from its template. */
export const BreakFormIsland = defineIsland({
  name: 'breaks.BreakForm',
  file: new URL('./islands/BreakForm.tsx', import.meta.url),
  props: breakFormPropsSchema,
  component: BreakForm,
});

/** "Enter set": the specimens of a sample set due on one day, one row each. */
export const BreakSetIsland = defineIsland({
  name: 'breaks.BreakSet',
  file: new URL('./islands/BreakSet.tsx', import.meta.url),
  props: breakSetPropsSchema,
  component: BreakSet,
});

/** The Results button and the test results modal of one specimen. */
export const SpecimenResultsIsland = defineIsland({
  name: 'breaks.SpecimenResults',
  file: new URL('./islands/SpecimenResults.tsx', import.meta.url),
  props: specimenResultsPropsSchema,
  component: SpecimenResults,
});

/** Importing a compression machine's CSV export. */
export const ResultImportIsland = defineIsland({
  name: 'breaks.ResultImport',
  file: new URL('./islands/ResultImport.tsx', import.meta.url),
  props: resultImportPropsSchema,
  component: ResultImport,
});

/** Keeps the break list's filters and order for the break form's Save & Next. */
export const ListOrderIsland = defineIsland({
  name: 'breaks.ListOrder',
  file: new URL('./islands/ListOrder.tsx', import.meta.url),
  props: listOrderPropsSchema,
  component: ListOrder,
});
