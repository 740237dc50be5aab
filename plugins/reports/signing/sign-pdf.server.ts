import { SignPdf } from '@signpdf/signpdf';
import { ANNOTATION_FLAGS, DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS, Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PdfKitDocument } from '../../../lib/pdf/document.ts';
import { cadesDetachedSignature, type CmsSigner } from './cms.server.ts';

/** Room for the CMS signature: a certificate chain of a few certificates fits in 16 KB. */
const SIGNATURE_BYTES = 16_384;

export interface SignatureFields {
  /** Who signs: the lab. */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

/** The catalogue of the document being written: pdfkit keeps it as `_root`, outside its typed surface. */
const CATALOG = '_root';
type WithCatalog = Record<typeof CATALOG, { data: Record<string, unknown> }>;

/** Writes a dictionary out; pdfkit's types know only the `end(chunk)` of a stream. */
const endObject = (ref: PDFKit.PDFKitReference) => (ref as unknown as { end(): void }).end();

/**
 * Reserves a signature in a PDF being written, before `end()`: the signature dictionary with a
 * zeroed `/Contents` and a `/ByteRange` to fill, an invisible printable widget (PDF/A wants the
 * Print flag on every annotation), the form that holds it, and the ESIC extension that names
 * ETSI.CAdES.detached in a PDF 1.7 file. @signpdf/signpdf fills the placeholder afterwards.
 */
export function reserveSignature(doc: PdfKitDocument, fields: SignatureFields): void {
  const signature = doc.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ETSI_CADES_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.alloc(SIGNATURE_BYTES),
    Reason: new String(fields.reason),
    M: fields.signingTime,
    Name: new String(fields.name),
    Location: new String(fields.location),
    ContactInfo: new String(fields.contactInfo),
  });
  endObject(signature);
  const widget = doc.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    F: ANNOTATION_FLAGS.PRINT,
    V: signature,
    T: new String('Signature1'),
    P: doc.page.dictionary,
  });
  endObject(widget);
  doc.page.annotations.push(widget);
  // pdfkit's own form (it writes the form when the document ends), holding the signature alone;
  // without NeedAppearances, which PDF/A forbids.
  doc.initForm();
  const catalog = (doc as unknown as WithCatalog)[CATALOG].data;
  const form = catalog.AcroForm as { data: Record<string, unknown> };
  form.data = { Fields: [widget], SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY, DR: form.data.DR };
  catalog.Extensions = { ESIC: { BaseVersion: '1.7', ExtensionLevel: 2 } };
}

class CadesSigner extends Signer {
  constructor(private readonly signer: CmsSigner) {
    super();
  }

  override sign(content: Buffer): Promise<Buffer> {
    return Promise.resolve(cadesDetachedSignature(content, this.signer));
  }
}

/** Signs a PDF written with `reserveSignature`: the CMS signature covers every byte but its own. */
export function signPdf(pdf: Buffer, signer: CmsSigner): Promise<Buffer> {
  return new SignPdf().sign(pdf, new CadesSigner(signer));
}
