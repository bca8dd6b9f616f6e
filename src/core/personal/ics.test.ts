import { describe, expect, it } from 'vitest';
import { showCalendarFile } from './ics';

describe('showCalendarFile', () => {
  it('writes one event in UTC with escaped text and a reminder before the start', () => {
    const file = showCalendarFile(
      {
        id: '702-2026-11-26-06-breakfast',
        headline: 'Breakfast, news; talk',
        startTimeUnixSeconds: 1795665600,
        endTimeUnixSeconds: 1795676400,
      },
      '702',
      'https://example.test/station/702/guide',
      Date.UTC(2026, 10, 26),
    );
    expect(file).toContain('DTSTART:20261126T040000Z\r\n');
    expect(file).toContain('DTEND:20261126T070000Z\r\n');
    expect(file).toContain('SUMMARY:Breakfast\\, news\\; talk on 702\r\n');
    expect(file).toContain('TRIGGER:-PT5M');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
