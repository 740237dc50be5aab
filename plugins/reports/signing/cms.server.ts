import { createHash, sign, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

const { asn1 } = forge;
const UNIVERSAL = asn1.Class.UNIVERSAL;
const CONTEXT = asn1.Class.CONTEXT_SPECIFIC;
type Node = forge.asn1.Asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

const oid = (id: string) => asn1.create(UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const sequence = (items: Node[]) => asn1.create(UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const set = (items: Node[]) => asn1.create(UNIVERSAL, asn1.Type.SET, true, items);
const octets = (bytes: Buffer) => asn1.create(UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const der = (node: Node) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const attribute = (type: string, value: Node) => sequence([oid(type), set([value])]);

/** The signer's identity: its certificate (DER), the chain that travels with it, and its private key. */
export interface CmsSigner {
  certificate: Buffer;
  chain: Buffer[];
  key: KeyObject;
}

/** The issuer and serial number of a certificate, as its own bytes say them (re-encoding a name could change it). */
function issuerAndSerial(certificate: Buffer): Node {
  const tbs = (asn1.fromDer(certificate.toString('binary')).value as Node[])[0]!;
  const fields = tbs.value as Node[];
  // An explicit version ([0]) comes first in a v3 certificate.
  const offset = fields[0]!.tagClass === CONTEXT ? 1 : 0;
  return sequence([fields[offset + 2]!, fields[offset]!]);
}

/** DER orders a SET OF by its members' encodings; the signature covers exactly those bytes. */
function derSet(items: Node[]): Node {
  return set([...items].sort((a, b) => Buffer.compare(der(a), der(b))));
}

/**
 * A detached CMS signature (RFC 5652) of `content` in the CAdES baseline form PAdES asks for:
 * signed attributes content-type, message-digest and signing-certificate-v2 (ESS, RFC 5035), and
 * no signing-time (the PDF's `/M` says when). SHA-256 with RSA (PKCS #1 v1.5).
 */
export function cadesDetachedSignature(content: Buffer, signer: CmsSigner): Buffer {
  const signedAttributes = derSet([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(sha256(content))),
    // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash } }: SHA-256, the default, is not named.
    attribute(OID.signingCertificateV2, sequence([sequence([sequence([octets(sha256(signer.certificate))])])])),
  ]);
  const signature = sign('sha256', der(signedAttributes), signer.key);
  const signerInfo = sequence([
    integer(1),
    issuerAndSerial(signer.certificate),
    sequence([oid(OID.sha256)]),
    asn1.create(CONTEXT, 0, true, signedAttributes.value as Node[]),
    sequence([oid(OID.rsaEncryption), asn1.create(UNIVERSAL, asn1.Type.NULL, false, '')]),
    octets(signature),
  ]);
  const certificates = [signer.certificate, ...signer.chain].map((bytes) => asn1.fromDer(bytes.toString('binary')));
  const signedData = sequence([
    integer(1),
    set([sequence([oid(OID.sha256)])]),
    sequence([oid(OID.data)]),
    asn1.create(CONTEXT, 0, true, certificates),
    set([signerInfo]),
  ]);
  return der(sequence([oid(OID.signedData), asn1.create(CONTEXT, 0, true, [signedData])]));
}
