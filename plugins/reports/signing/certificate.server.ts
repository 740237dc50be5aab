import { createHash, createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import forge from 'node-forge';
import type { CmsSigner } from './cms.server.ts';
import type { SigningSettings } from './settings.ts';

const { pki } = forge;

/** The lab's signing identity: the CMS signer and who the certificate names. */
export interface SigningIdentity extends CmsSigner {
  /** The certificate's subject common name, printed as who signed. */
  commonName: string;
  /** A self-signed certificate the portal made: it proves a file unchanged, not who the lab is. */
  selfSigned: boolean;
}

export const CERTIFICATE_UNREADABLE =
  'The report signing certificate (REPORT_SIGNING_P12) cannot be read: check the file and REPORT_SIGNING_PASSWORD';

/**
 * The portal's own certificate when the lab has installed none, under the data folder. Its
 * PKCS#12 password is empty: a password kept beside the file would protect nothing more than
 * the file's mode (600) does, and one file can be written whole (several processes may start
 * together).
 */
export function ownCertificatePath(dataDir: string): string {
  return resolve(dataDir, 'signing', 'lab-certificate.p12');
}

const toDer = (certificate: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(pki.certificateToAsn1(certificate)).getBytes(), 'binary');

/** forge answers a name's UTF8String as its bytes; a PrintableString is plain ASCII either way. */
function decodedName(value: string): string {
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/** Reads a PKCS#12 file: the private key and the certificate that matches it, and the rest of the chain. */
export function readPkcs12(bytes: Buffer, password: string): SigningIdentity {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, password);
  } catch {
    throw new Error(CERTIFICATE_UNREADABLE);
  }
  const keyBags = [
    ...(p12.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag! })[pki.oids.pkcs8ShroudedKeyBag!] ?? []),
    ...(p12.getBags({ bagType: pki.oids.keyBag! })[pki.oids.keyBag!] ?? []),
  ];
  const key = keyBags[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  const certificates = (p12.getBags({ bagType: pki.oids.certBag! })[pki.oids.certBag!] ?? []).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  if (!key) throw new Error(`${CERTIFICATE_UNREADABLE} (no RSA private key in it)`);
  const own = certificates.find((certificate) => {
    const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals(key.n) && publicKey.e?.equals(key.e);
  });
  if (!own) throw new Error(`${CERTIFICATE_UNREADABLE} (no certificate for its private key)`);
  const commonName = own.subject.getField('CN')?.value;
  return {
    certificate: toDer(own),
    chain: certificates.filter((certificate) => certificate !== own).map(toDer),
    key: createPrivateKey(pki.privateKeyToPem(key)),
    commonName: typeof commonName === 'string' ? decodedName(commonName) : '',
    selfSigned: own.isIssuer(own),
  };
}

/**
 * A self-signed certificate for the lab (RSA 2048, SHA-256, ten years), as a PKCS#12 file
 * protected by `password`. The key is made by node:crypto (fast); node-forge writes the
 * certificate and the file.
 */
export function selfSignedPkcs12(labName: string, password: string, now = new Date()): Buffer {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = pki.privateKeyFromPem(pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const certificate = pki.createCertificate();
  certificate.publicKey = pki.publicKeyFromPem(pair.publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial number: the first byte's top bit clear.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  certificate.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600_000);
  // UTF8String, so a lab named in Vietnamese or Polish keeps its letters.
  // (The forge types call the tag a class.)
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const name = [
    { name: 'commonName', ...utf8(`${labName} (self-signed)`) },
    { name: 'organizationName', ...utf8(labName) },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: 'aes256', friendlyName: labName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * Makes the portal's own self-signed certificate in the data folder unless it is there: the
 * demo lab's first start calls it, and so does the first issue of a lab that installed none.
 * Written to a temporary name and renamed, so a reader never sees half a file. Answers whether
 * it made one.
 */
export async function ensureOwnCertificate(dataDir: string, labName: string): Promise<boolean> {
  const path = ownCertificatePath(dataDir);
  if (await stat(path).catch(() => undefined)) return false;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, selfSignedPkcs12(labName, ''), { mode: 0o600 });
  await rename(temporary, path);
  return true;
}

const loaded = new Map<string, { stamp: string; identity: SigningIdentity }>();

/**
 * The identity reports are signed with: the lab's installed certificate (REPORT_SIGNING_P12),
 * else the portal's own, made on first need. Parsed once and kept while the file is unchanged
 * (reading a PKCS#12 file costs its password's key derivation).
 */
export async function signingIdentity(settings: SigningSettings, dataDir: string, labName: string): Promise<SigningIdentity> {
  let path = settings.p12Path;
  let password = settings.password;
  if (!path) {
    await ensureOwnCertificate(dataDir, labName);
    path = ownCertificatePath(dataDir);
    password = '';
  }
  const file = await stat(path).catch(() => undefined);
  if (!file) throw new Error(CERTIFICATE_UNREADABLE);
  const stamp = `${file.mtimeMs}:${file.size}:${createHash('sha256').update(password).digest('hex')}`;
  const cached = loaded.get(path);
  if (cached?.stamp === stamp) return cached.identity;
  const identity = readPkcs12(await readFile(path), password);
  loaded.set(path, { stamp, identity });
  return identity;
}
