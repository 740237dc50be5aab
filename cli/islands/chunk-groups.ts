/**
 * How the island build groups shared code into chunks (decisions 114 and 160). React is one
 * chunk that every island page shares. The UI kit (`web/ui`: fields, buttons, the dialog,
 * notices, styles) with the API client (`web/api`) and the date and number formats and button styles of `shared/` is a second one,
 * since every form and list uses them: one request instead of ten. Kept out of it are what
 * only some pages run and what would pull a library in with it: the search combobox (downshift)
 * and the form engine (`useRecordEditor`, whose validation brings zod). Other shared code is
 * left to the bundler. The password meter's dictionary keeps its own chunk, loaded on demand.
 */
export const CHUNK_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    name: 'headless',
    test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@react-stately|@react-types|@swc|@tanstack[\\/]react-virtual|@tanstack[\\/]virtual-core|use-sync-external-store|tabbable)[\\/]/,
  },
  {
    name: 'kit',
    test: /[\\/](web[\\/](ui[\\/](?!combobox[\\/]|headless[\\/]|form[\\/]useRecord)|api[\\/]).*|shared[\\/](dates|format|ui-styles|field-messages)\.ts)$/,
  },
  // The field builders that the plugins' input schemas share with the server, with the names, id
  // parameters and NUL rule they use: one chunk for every form's schema instead of four.
  { name: 'fields', test: /[\\/](lib[\\/]records[\\/]fields|core[\\/]http[\\/](params|spec-names|nul-text))\.ts$/ },
];
