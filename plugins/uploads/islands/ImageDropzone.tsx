import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { confirmAction, showError, showSuccess } from '../../../web/ui/index.ts';
import { deleteImage, refusal, uploadImage } from './upload-client.ts';
export { imageDropzonePropsSchema as props } from './props.ts';

export interface ImageDropzoneProps {
  /** The record the images belong to: `customer_{id}` or `report_{id}`. */
  prefix: string;
  /** The stored file names it starts with. */
  files: string[];
  /** How many images the record may hold (3 panel images, 1 graph, 1 header image). */
  max?: number | undefined;
  label?: string | undefined;
  /** For a form that embeds the dropzone: the file names after each upload or delete. */
  onChange?: ((files: string[]) => void) | undefined;
}

/**
 * Images for one record: drag them in or choose them (jpg, jpeg, png, gif, at most 10 MB each),
 * see them, delete one after confirming. Other plugins embed it in their forms with `onChange`.
 */
export function ImageDropzone({ prefix, files: initial, max, label = 'Images', onChange }: ImageDropzoneProps) {
  const [files, setFiles] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const full = max !== undefined && files.length >= max;

  function update(next: string[]) {
    setFiles(next);
    onChange?.(next);
  }

  async function add(chosen: File[]) {
    setProblem(null);
    const room = max === undefined ? chosen.length : Math.max(0, max - files.length);
    if (chosen.length > room) setProblem(`At most ${max} ${max === 1 ? 'image' : 'images'}`);
    let next = files;
    setBusy(true);
    for (const file of chosen.slice(0, room)) {
      const refused = refusal(file);
      if (refused) {
        setProblem(refused);
        continue;
      }
      try {
        next = [...next, await uploadImage(prefix, file)];
        update(next);
        showSuccess('Image has been uploaded');
      } catch (caught) {
        setProblem(caught instanceof Error ? caught.message : 'Upload failed');
      }
    }
    setBusy(false);
  }

  async function remove(fileName: string) {
    if (!(await confirmAction({ message: 'Are you sure you wish to delete this image?', confirmLabel: 'Delete' }))) return;
    try {
      await deleteImage(fileName);
      update(files.filter((name) => name !== fileName));
      showSuccess('Image has been deleted');
    } catch (caught) {
      showError(caught instanceof Error ? caught.message : 'Request failed');
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (!full && !busy) void add([...event.dataTransfer.files]);
  }

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div
        data-dropzone
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${over ? 'border-emerald-600 bg-emerald-50' : 'border-slate-300 bg-white'}`}
      >
        <p className="text-slate-700">{full ? `This record has its ${max === 1 ? 'image' : `${max} images`}.` : 'Drag images here, or'}</p>
        <Button variant="secondary" disabled={busy || full} onClick={() => input.current?.click()}>
          {busy ? 'Uploading…' : 'Choose Images'}
        </Button>
        <input
          ref={input}
          type="file"
          aria-label="Choose images"
          accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif"
          multiple={max !== 1}
          hidden
          onChange={(event) => {
            const chosen = [...(event.target.files ?? [])];
            event.target.value = '';
            void add(chosen);
          }}
        />
        <p className="text-xs text-slate-500">jpg, jpeg, png or gif, at most 10 MB each{max === undefined ? '' : `, up to ${max}`}</p>
        {problem && (
          <p role="alert" className="text-xs text-red-600">
            {problem}
          </p>
        )}
      </div>
      {files.length > 0 && (
        <ul aria-label={`${label} uploaded`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {files.map((fileName) => (
            <li key={fileName} className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-2">
              <img src={`/api/uploads/${fileName}`} alt={fileName} className="h-32 w-full rounded object-contain" />
              <Button variant="secondary" aria-label={`Delete ${fileName}`} onClick={() => void remove(fileName)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default ImageDropzone;
