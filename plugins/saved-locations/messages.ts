/** The spec's texts for saved locations (sections 5 and 8 of the first document), shared by the API and the forms. */
export const LOCATION_MESSAGES = {
  required: 'This field is required',
  zip: 'Enter a valid zip code',
  charge: 'Invalid charge',
  emails: 'Please enter a valid email address, or multiple email addresses separated by a comma',
  customer: 'Please select a customer',
  saved: 'Location has been saved',
  savedOwn: 'Your address was saved',
  deleted: 'Location has been deleted',
  notFound: 'Location not found',
  duplicate: 'This customer already has a location at this address',
  inUse: 'This location is named on pickups and cannot be deleted',
  unlinked: 'Your account is not linked to a company yet',
} as const;

/** The location autosuggest asks the server from this many characters (section 9). */
export const SEARCH_MIN_CHARS = 3;
export const SEARCH_LIMIT = 20;
/** The largest trip charge a lab can mean, in dollars (as on a pickup). */
export const MAX_CHARGE = 10_000;
