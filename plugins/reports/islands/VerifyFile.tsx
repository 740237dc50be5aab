import { useState, type DragEvent } from 'react';
import type { VerifyFileProps } from './verify-file.props.ts';
export { verifyFilePropsSchema as props } from './verify-file.props.ts';

type Outcome = { kind: 'same' | 'different' | 'unavailable'; text: string } | null;

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Says whether a PDF is exactly the file the lab issued under this code: the browser computes
 * its SHA-256 and compares it with the issued file's. The file never leaves the computer.
 */
export default function VerifyFile({ sha256, reportNumber, revision }: VerifyFileProps) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [over, setOver] = useState(false);

  async function check(file: File | undefined) {
    if (!file) return;
    // Web Crypto exists on secure pages only (https, or this computer).
    if (!globalThis.crypto?.subtle) {
      setOutcome({ kind: 'unavailable', text: 'This browser checks a file only on a secure (https) page.' });
      return;
    }
    const digest = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    setOutcome(
      digest === sha256
        ? { kind: 'same', text: `${file.name} is exactly the file the laboratory issued: report ${reportNumber}, revision ${revision}.` }
        : {
            kind: 'different',
            text: `${file.name} is not the file the laboratory issued under this code: its SHA-256 is ${digest}.`,
          },
    );
  }

  const dropped = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm text-slate-700 ${over ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300'}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
      >
        <span>Drop a PDF here, or choose one, to check it is exactly the file the laboratory issued.</span>
        <input
          type="file"
          accept="application/pdf,.pdf"
          className="max-w-full text-sm"
          aria-label="PDF to check"
          onChange={(event) => void check(event.target.files?.[0])}
        />
      </label>
      {outcome ? (
        <p
          role="status"
          className={`break-words rounded-md p-3 text-sm ${outcome.kind === 'same' ? 'bg-emerald-50 text-emerald-900' : outcome.kind === 'different' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
