import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../web/ui/Button.tsx';
import { MAX_PHOTOS, RECORD_MESSAGES } from '../driver/record-messages.ts';
import { shrinkPhoto } from '../offline/shrink-photo.ts';

/** A photo taken for the Pick Up: the image to send and the preview shown meanwhile. */
export interface Photo {
  image: Blob;
  preview: string;
}

/**
 * Photos of the samples from the phone's camera (a file input asking for the back camera; a
 * desktop browser opens a file chooser), made small on the phone and shown before they are sent.
 */
export function PhotoPicker({ photos, onChange, error }: { photos: Photo[]; onChange(photos: Photo[]): void; error?: string | undefined }) {
  const id = useId();
  const [tooMany, setTooMany] = useState(false);
  // The previews are the browser's own object URLs: let them go when the form goes.
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);
  const remove = (photo: Photo) => {
    URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((other) => other !== photo));
  };

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const room = MAX_PHOTOS - photos.length;
    setTooMany(files.length > room);
    const shrunk = await Promise.all(files.slice(0, Math.max(room, 0)).map(shrinkPhoto));
    onChange([...photos, ...shrunk.map((image) => ({ image, preview: URL.createObjectURL(image) }))]);
  }

  const message = error ?? (tooMany ? RECORD_MESSAGES.tooManyPhotos : undefined);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Photos of the Samples
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={photos.length >= MAX_PHOTOS}
        onChange={(event) => void add(event)}
        aria-invalid={message ? true : undefined}
        className="block w-full text-sm"
      />
      {message && <p className="mt-1 text-sm text-red-700">{message}</p>}
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-3 gap-2" aria-label="Photos to send">
          {photos.map((photo, index) => (
            <li key={photo.preview}>
              <img src={photo.preview} alt={`Photo ${index + 1}`} className="w-full rounded-md border border-slate-200" />
              <Button variant="secondary" className="mt-1 w-full" onClick={() => remove(photo)}>
                {`Remove Photo ${index + 1}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
