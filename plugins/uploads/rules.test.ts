import { describe, expect, it } from 'vitest';
import { isUploadName, mayTouch, newFileName, parsePrefix, sniffImage } from './rules.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImage', () => {
  it('knows JPEG, PNG and GIF by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xdb))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toEqual({ contentType: 'image/png', extension: 'png' });
    expect(sniffImage(text('GIF89a....'))).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(sniffImage(text('GIF87a'))).toEqual({ contentType: 'image/gif', extension: 'gif' });
  });

  it.each([
    ['a text file named photo.jpg', text('hello, I am not a picture')],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a PDF', text('%PDF-1.7')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['GIF88a', text('GIF88a')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, content) => {
    expect(sniffImage(content)).toBeUndefined();
  });
});

describe('parsePrefix', () => {
  it.each([
    ['customer_12', { kind: 'customer', id: 12 }],
    ['report_2147483647', { kind: 'report', id: 2147483647 }],
    ['report_2147483648', undefined],
    ['pickup_31', { kind: 'pickup', id: 31 }],
    ['customer_0', undefined],
    ['customer_012', undefined],
    ['invoice_3', undefined],
    ['customer_1/../../etc', undefined],
    ['customer_', undefined],
    ['Customer_1', undefined],
  ])('%s names %j', (prefix, owner) => {
    expect(parsePrefix(prefix)).toEqual(owner);
  });
});

describe('file names', () => {
  const random = new Uint8Array(16).map((_, index) => index * 17);

  it('are the prefix, 32 hex digits and the extension of the content', () => {
    const name = newFileName('report_40', { contentType: 'image/png', extension: 'png' }, random);
    expect(name).toBe('report_40_00112233445566778899aabbccddeeff.png');
    expect(isUploadName(name)).toBe(true);
  });

  it.each([
    '../../package.json',
    '..%2F..%2Fpackage.json',
    'report_40_00112233445566778899aabbccddeeff.svg',
    'report_40_00112233445566778899aabbccddeeff.png/..',
    'report_40/00112233445566778899aabbccddeeff.png',
    'report_40_00112233445566778899AABBCCDDEEFF.png',
    'report_40_00112233445566778899aabbccddeeff.png\u0000.txt',
  ])('%s can never be one', (name) => {
    expect(isUploadName(name)).toBe(false);
  });
});

describe('mayTouch', () => {
  it("lets staff touch every file and a customer only its own company's", () => {
    expect(mayTouch({ role: 'technician', customerId: null }, { kind: 'report', id: 4 })).toBe(true);
    expect(mayTouch({ role: 'customer', customerId: 7 }, { kind: 'customer', id: 7 })).toBe(true);
    expect(mayTouch({ role: 'customer', customerId: 7 }, { kind: 'customer', id: 8 })).toBe(false);
    expect(mayTouch({ role: 'customer', customerId: 7 }, { kind: 'report', id: 7 })).toBe(false);
    expect(mayTouch({ role: 'customer', customerId: null }, { kind: 'customer', id: 7 })).toBe(false);
  });

  it("lets a driver touch only pickups' photos (which pickups: its own, the owner check says)", () => {
    expect(mayTouch({ role: 'driver', customerId: null }, { kind: 'pickup', id: 3 })).toBe(true);
    expect(mayTouch({ role: 'driver', customerId: null }, { kind: 'customer', id: 3 })).toBe(false);
    expect(mayTouch({ role: 'driver', customerId: null }, { kind: 'report', id: 3 })).toBe(false);
    expect(mayTouch({ role: 'customer', customerId: 3 }, { kind: 'pickup', id: 3 })).toBe(false);
  });
});
