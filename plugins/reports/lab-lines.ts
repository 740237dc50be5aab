import type { PortalConfig } from '../../core/config.ts';
import type { LabLines } from './pdf/report-pdf.ts';

/**
 * The lab's identity as a report prints it, from `labName` and `labIdentity` (hono.config.ts and
 * the LAB_* variables): the address lines, phone and e-mail, and the accreditation.
 * @example labLines({ labName: 'Valley Lab', labIdentity: { phone: '559-555-0100' } }) // { name: 'Valley Lab', lines: ['Phone 559-555-0100'] }
 */
export function labLines(config: Pick<PortalConfig, 'labName' | 'labIdentity'>): LabLines {
  const { address, phone, email, accreditationBody, accreditationNumber } = config.labIdentity;
  const contact = [phone && `Phone ${phone}`, email && `E-mail ${email}`].filter(Boolean).join(' · ');
  const accreditation = accreditationBody
    ? `Accredited by ${accreditationBody}${accreditationNumber ? `, certificate ${accreditationNumber}` : ''} (ISO/IEC 17025)`
    : accreditationNumber
      ? `Accreditation certificate ${accreditationNumber} (ISO/IEC 17025)`
      : '';
  return {
    name: config.labName,
    lines: [...(address ?? '').split('\n'), contact, accreditation].map((line) => line.trim()).filter(Boolean),
  };
}
