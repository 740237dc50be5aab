/** The spec's texts for inspectors (sections 5 and 8 of the first document), shared by the API and the forms. */
export const INSPECTOR_MESSAGES = {
  required: 'This field is required',
  email: 'Enter a valid email address',
  zip: 'Enter a valid zip code',
  customer: 'Choose a customer',
  saved: 'Inspector has been saved',
  savedOwn: 'Your inspector was saved',
  deleted: 'Inspector record has been deleted',
  notFound: 'Inspector not found',
  inUse: 'This inspector is named on pickups and cannot be deleted',
  unlinked: 'Your account is not linked to a company yet',
} as const;

/** The inspector autosuggest asks the server from this many characters (section 9). */
export const SEARCH_MIN_CHARS = 3;
/** An autosuggest shows a handful of matches. */
export const SEARCH_LIMIT = 20;
