import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPdf } from '../../../lib/pdf/document.ts';
import {
  CERTIFICATE_UNREADABLE,
  ensureOwnCertificate,
  ownCertificatePath,
  readPkcs12,
  selfSignedPkcs12,
  signingIdentity,
} from './certificate.server.ts';
import { NO_POPPLER_REASON, popplerFound } from './poppler.test-support.ts';
import { reserveSignature, signPdf } from './sign-pdf.server.ts';

const run = promisify(execFile);

describe.skipIf(!popplerFound)(`signing a PDF (PAdES baseline)${popplerFound ? '' : `: ${NO_POPPLER_REASON}`}`, () => {
  it('signs a PDF/A file that poppler verifies as ETSI.CAdES.detached, and a changed byte breaks it', async () => {
    const identity = readPkcs12(selfSignedPkcs12('Nguyễn Materials Lab', 'secret-pass'), 'secret-pass');
    expect(identity.commonName).toBe('Nguyễn Materials Lab (self-signed)');
    expect(identity.selfSigned).toBe(true);
    const pdf = createPdf({ title: 'Signed', archival: true });
    pdf.doc.text('Specimen 1042.1.2: 4,140 psi');
    reserveSignature(pdf.doc, {
      name: 'Nguyễn Materials Lab',
      reason: 'Report 1042.1, revision 1',
      location: 'Fresno, CA',
      contactInfo: 'lab@example.test',
      signingTime: new Date('2026-11-27T10:00:00Z'),
    });
    const signed = await signPdf(await pdf.finish(), identity);
    const folder = await mkdtemp(join(tmpdir(), 'signing-'));
    const file = join(folder, 'signed.pdf');
    await writeFile(file, signed);
    const { stdout } = await run('pdfsig', [file]);
    expect(stdout).toContain('Signature Type: ETSI.CAdES.detached');
    expect(stdout).toContain('Signature Validation: Signature is Valid.');
    expect(stdout).toContain('Signer Certificate Common Name: Nguyễn Materials Lab (self-signed)');

    const tampered = Buffer.from(signed);
    const at = tampered.indexOf('4,140');
    const changedFile = join(folder, 'changed.pdf');
    tampered.write('9', at > 0 ? at : 200, 'latin1');
    await writeFile(changedFile, tampered);
    const changed = await run('pdfsig', [changedFile]).catch((error: { stdout: string }) => error);
    expect(changed.stdout).not.toContain('Signature Validation: Signature is Valid.');
  });

  it("makes the portal's own certificate once, and signs with the lab's installed one when named", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'own-certificate-'));
    expect(await ensureOwnCertificate(dataDir, 'Valley Lab')).toBe(true);
    const own = await readFile(ownCertificatePath(dataDir));
    expect(await ensureOwnCertificate(dataDir, 'Valley Lab')).toBe(false);
    expect((await readFile(ownCertificatePath(dataDir))).equals(own)).toBe(true);
    const identity = await signingIdentity({ p12Path: undefined, password: '' }, dataDir, 'Valley Lab');
    expect(identity.commonName).toBe('Valley Lab (self-signed)');

    const installed = join(dataDir, 'installed.p12');
    await writeFile(installed, selfSignedPkcs12('Valley Lab, Inc.', 'a long secret'));
    const lab = await signingIdentity({ p12Path: installed, password: 'a long secret' }, dataDir, 'Valley Lab');
    expect(lab.commonName).toBe('Valley Lab, Inc. (self-signed)');
    await expect(signingIdentity({ p12Path: installed, password: 'wrong' }, dataDir, 'Valley Lab')).rejects.toThrow(CERTIFICATE_UNREADABLE);
  });
});
