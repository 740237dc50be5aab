import { describe, expect, it } from 'vitest';
import { addressList, mailDomain, senderProblem } from './address.ts';

describe("the sender's address", () => {
  it('reads the domain of a bare address and of one with a display name', () => {
    expect(mailDomain('lab@lab.example')).toBe('lab.example');
    expect(mailDomain('Materials Testing Lab <Lab@Mail.Lab.Example>')).toBe('mail.lab.example');
  });

  it('names the problem of a sender at localhost or at a name without a dot, and none for a real domain', () => {
    expect(senderProblem('Materials Testing Lab <lab@localhost>')).toContain('MAIL_FROM is Materials Testing Lab <lab@localhost>');
    expect(senderProblem('lab@portal.localhost')).toContain('will not arrive');
    expect(senderProblem('lab@intranet')).toContain('will not arrive');
    expect(senderProblem('Lab <reports@lab.example>')).toBeUndefined();
  });
});

describe('a list of addresses typed into a form', () => {
  it('splits on commas and semicolons, trims, lowers, drops what is no address and keeps each once', () => {
    expect(addressList('Ann@X.example; bob@x.example', ' ann@x.example , n/a,', null, undefined, 'carl@y.example')).toEqual([
      'ann@x.example',
      'bob@x.example',
      'carl@y.example',
    ]);
    expect(addressList('', null)).toEqual([]);
  });
});
