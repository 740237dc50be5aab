import { describe, expect, it } from 'vitest';
import { scannedCode } from './scan-code.ts';

describe("a specimen label's code typed by a scanner", () => {
  it("reads the QR code's link to the break form, on the lab's address or typed as a path", () => {
    expect(scannedCode('https://lab.example.com/admin/break-report/42')).toEqual({ id: 42 });
    expect(scannedCode('http://localhost:3000/admin/break-report/7/')).toEqual({ id: 7 });
    expect(scannedCode('/admin/break-report/1234')).toEqual({ id: 1234 });
  });

  it('reads a specimen number, pickup.set.specimen, with the blanks a scanner adds', () => {
    expect(scannedCode(' 1042.1.3 ')).toEqual({ specimenNum: '1042.1.3' });
    expect(scannedCode('1042.12.10')).toEqual({ specimenNum: '1042.12.10' });
  });

  it('leaves ordinary searches alone: a pickup or set number, a company, another page, an id too long for the database', () => {
    for (const text of [
      '1042',
      '1042.1',
      'Acme Concrete',
      '1042.1.3.4',
      'https://lab.example.com/admin/pickups/42',
      '/admin/break-report/12345678901',
    ]) {
      expect(scannedCode(text)).toBeNull();
    }
  });
});
