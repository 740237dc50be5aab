/** The lab's rules about sample types and test types, as pure functions other plugins call. */

interface Sortable {
  nonSpecimen: boolean;
  description: string;
}

/**
 * List order: specimen types first, non-specimen types (trips, field visits) after them,
 * each group by description.
 */
export function compareSampleTypes(a: Sortable, b: Sortable): number {
  return (
    Number(a.nonSpecimen) - Number(b.nonSpecimen) ||
    a.description.localeCompare(b.description, 'en', { numeric: true, sensitivity: 'base' })
  );
}
