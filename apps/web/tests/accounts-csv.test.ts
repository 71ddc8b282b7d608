import { neutralizeCell, toCsvField } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { activityLogFileName, buildActivityLogCsv } from '../src/collector/accounts/activity-log-csv';

describe('neutralizeCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `'=HYPERLINK("http://evil.example")`],
    ['+1+1', `'+1+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('prefixes %j with a single quote', (value, expected) => {
    expect(neutralizeCell(value)).toBe(expected);
  });

  it.each(['Offer made', '2026-11-20T15:46:59.561Z', 'a=b', '', "'quoted"])('leaves %j alone', (value) => {
    expect(neutralizeCell(value)).toBe(value);
  });
});

describe('toCsvField', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(toCsvField('a, b')).toBe('"a, b"');
    expect(toCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(toCsvField('one\ntwo')).toBe('"one\ntwo"');
  });

  it('neutralizes before quoting', () => {
    expect(toCsvField('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('buildActivityLogCsv', () => {
  const account = {
    settlement_negotiation_events: [
      {
        id: 2,
        created_at: '2026-11-22T13:54:00.561Z',
        party: 'law_firm' as const,
        action: 'accept' as const,
        disclosures: ['This acceptance is a communication from a debt collector', '=cmd|calc'],
      },
      { id: 1, created_at: '2026-11-20T15:46:59.561Z', party: 'consumer' as const, action: 'offer' as const, disclosures: [] },
      { id: 3, created_at: '2026-11-23T09:00:00.000Z', party: 'consumer' as const, action: 'counteroffer' as const, disclosures: [] },
    ],
    event_id_to_english_text: { '1': 'Offer made', '2': '-Offer, accepted' },
  };

  it('starts with the header and lists the events oldest first, with CRLF line ends', () => {
    const lines = buildActivityLogCsv(account).split('\r\n');
    expect(lines).toEqual([
      'Date,Party,Action,Disclosures',
      '2026-11-20T15:46:59.561Z,Consumer,Offer made,',
      `2026-11-22T13:54:00.561Z,Law firm,"'-Offer, accepted",This acceptance is a communication from a debt collector; =cmd|calc`,
      '2026-11-23T09:00:00.000Z,Consumer,Counteroffer made,',
      '',
    ]);
  });

  it('is only the header for an account without events', () => {
    expect(buildActivityLogCsv({ settlement_negotiation_events: [], event_id_to_english_text: {} })).toBe('Date,Party,Action,Disclosures\r\n');
  });

  it('names the file after the account', () => {
    expect(activityLogFileName(263)).toBe('activity-263.csv');
  });
});
