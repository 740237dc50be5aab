/** The longest side a photo of the samples keeps: enough to read a label, small enough to keep offline. */
const LONGEST_SIDE = 1600;

/**
 * A camera photo made small before it is kept on the phone and sent: a JPEG of at most 1600 px
 * on its longest side. A picture the browser cannot draw is kept as it is (the server checks it).
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.82));
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  }
}
