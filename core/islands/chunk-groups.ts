/**
 * How the island build groups shared code into chunks (decision 114). React is one chunk that
 * every island page shares, and the UI kit's leaf pieces without dependencies (its class names,
 * `TableScroll`, `ActionBar`) and core's date helpers, which forms of several plugins share, are
 * one small chunk instead of one each. Other shared code is left
 * to the bundler: grouping a library whole (the headless widgets) or the kit's fields made
 * pages load code they do not run, up to 25 KB more on a list. The password meter's
 * dictionary keeps its own chunk, loaded on demand.
 */
export const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'kit', test: /[\\/](web[\\/]ui[\\/](styles\.ts|TableScroll\.tsx|form[\\/]ActionBar\.tsx)|core[\\/]dates\.ts)$/ },
];
