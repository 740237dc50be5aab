/**
 * What other plugins' browser code may use from this plugin (its `index.ts` is server code):
 * the customer autosuggest, searching from 3 characters, for every form that picks a customer.
 */
export { default as CustomerPicker, type CustomerPickerProps, type CustomerMatch } from './components/CustomerPicker.tsx';
