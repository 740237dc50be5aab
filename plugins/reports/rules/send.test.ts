import { describe, expect, it } from 'vitest';
import { reportRecipients, sendDecision, type SendParties } from './send.ts';

const parties = (overrides: { customer?: Partial<SendParties['customer']>; location?: SendParties['location'] } = {}): SendParties => ({
  customer: { sendReports: true, status: 'Active', reportEmail: 'reports@acme.example', ...overrides.customer },
  location: overrides.location === undefined ? { sendReports: true, reportEmail: 'site@tower.example' } : overrides.location,
});

describe('the send rules', () => {
  it("sends to the customer's and the project address's report e-mails", () => {
    expect(sendDecision(parties())).toEqual({ send: true, to: ['reports@acme.example', 'site@tower.example'] });
    expect(sendDecision(parties({ location: null }))).toEqual({ send: true, to: ['reports@acme.example'] });
  });

  it("holds it as 'Location Report Off' first, then 'Customer Report Off', then 'Customer Pay'", () => {
    const everythingOff = parties({
      customer: { sendReports: false, status: 'Must pay before report' },
      location: { sendReports: false, reportEmail: null },
    });
    expect(sendDecision(everythingOff)).toMatchObject({ send: false, reason: 'Location Report Off' });
    expect(sendDecision(parties({ customer: { sendReports: false, status: 'Must pay before report' } }))).toMatchObject({
      send: false,
      reason: 'Customer Report Off',
    });
    expect(sendDecision(parties({ customer: { status: 'Must pay before report' } }))).toMatchObject({
      send: false,
      reason: 'Customer Pay',
    });
    expect(sendDecision(parties({ customer: { status: 'Frozen Debt' } }))).toMatchObject({ send: true });
  });

  it("holds it as 'Error' when there is nobody to send it to", () => {
    expect(sendDecision(parties({ customer: { reportEmail: null }, location: { sendReports: true, reportEmail: '' } }))).toMatchObject({
      send: false,
      reason: 'Error',
    });
  });

  it('reads lists of addresses, drops malformed ones and repeats', () => {
    expect(
      reportRecipients(
        parties({
          customer: { reportEmail: 'a@x.example; B@x.example, not-an-address' },
          location: { sendReports: true, reportEmail: 'b@x.example' },
        }),
      ),
    ).toEqual(['a@x.example', 'b@x.example']);
  });
});
