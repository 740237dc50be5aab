/**
 * What other plugins' browser code may use from this plugin (its `index.ts` is server code):
 * the image dropzone, embedded in a form with `onChange` (a report's panel images and graph).
 */
export { ImageDropzone, type ImageDropzoneProps } from './islands/ImageDropzone.tsx';
