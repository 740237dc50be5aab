import type { LabIdentity, PortalConfig } from '../../core/config.ts';
import type { PdfKitDocument } from '../../lib/pdf/document.ts';

/** Who sends the invoice and where its money goes, as invoices and statements print them. */
export interface Letterhead {
  labName: string;
  /** The lab's time zone: the dates a document prints of instants (a void's) are the lab's. */
  timeZone: string;
  identity: LabIdentity;
  remitTo: { name: string; address: string | undefined; instructions: string | undefined };
}

/**
 * The lab's letterhead and remit-to block from the settings: the payee is the lab and the
 * address the lab's unless `remitTo` names others.
 * @example invoiceLetterhead({ labName: 'Quarry Lab', labIdentity: { address: '1 Quarry Rd' }, remitTo: {}, labTimeZone: 'UTC' }).remitTo
 *   // { name: 'Quarry Lab', address: '1 Quarry Rd', instructions: undefined }
 */
export function invoiceLetterhead(config: Pick<PortalConfig, 'labName' | 'labIdentity' | 'remitTo' | 'labTimeZone'>): Letterhead {
  return {
    labName: config.labName,
    timeZone: config.labTimeZone,
    identity: config.labIdentity,
    remitTo: {
      name: config.remitTo.name ?? config.labName,
      address: config.remitTo.address ?? config.labIdentity.address,
      instructions: config.remitTo.instructions,
    },
  };
}

const lines = (text: string | undefined) => (text ?? '').split('\n').filter((line) => line.trim() !== '');

/** The lab's name, address, phone and e-mail at the head of the first page, ruled off from the document. */
export function drawLetterhead(doc: PdfKitDocument, head: Letterhead): void {
  doc.font('bold').fontSize(14).text(head.labName);
  doc.font('regular').fontSize(9);
  for (const line of lines(head.identity.address)) doc.text(line);
  const contact = [head.identity.phone && `Phone ${head.identity.phone}`, head.identity.email].filter(Boolean).join('   ');
  if (contact) doc.text(contact);
  const y = doc.y + 6;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  doc.strokeColor('#000000');
  doc.x = doc.page.margins.left;
  doc.y = y + 10;
  doc.fontSize(10);
}

/** Where to send payment and how: the payee, its address and the lab's instructions. */
export function drawRemitTo(doc: PdfKitDocument, head: Letterhead): void {
  doc.x = doc.page.margins.left;
  doc.moveDown().font('bold').fontSize(10).text('Remit to');
  doc.font('regular').text(head.remitTo.name);
  for (const line of lines(head.remitTo.address)) doc.text(line);
  if (head.remitTo.instructions) {
    doc.moveDown(0.5).font('bold').text('Payment instructions');
    doc.font('regular');
    for (const line of lines(head.remitTo.instructions)) doc.text(line);
  }
}
