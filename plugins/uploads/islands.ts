import { defineIsland } from '../../core/ssr/island.tsx';
import { ImageDropzone } from './islands/ImageDropzone.tsx';
import { imageDropzonePropsSchema } from './islands/props.ts';

/** The images of one record, on a page of their own. */
export const ImageDropzoneIsland = defineIsland({
  name: 'uploads.ImageDropzone',
  file: new URL('./islands/ImageDropzone.tsx', import.meta.url),
  props: imageDropzonePropsSchema,
  component: ImageDropzone,
});
