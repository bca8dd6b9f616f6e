/**
 * "Add to calendar" for a show (docs/time-shift.md): one VEVENT as an iCalendar file (RFC 5545), for when no page of ours
 * is open at the show's start. Times in UTC; text escaped as the RFC asks.
 */
const stamp = (unixSeconds: number) =>
  new Date(unixSeconds * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

export function showCalendarFile(
  show: { id: string; headline: string; startTimeUnixSeconds: number; endTimeUnixSeconds: number },
  stationName: string,
  url: string,
  nowMs = Date.now(),
): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Primedia+//Programme guide//EN',
    'BEGIN:VEVENT',
    `UID:${text(show.id)}@primedia-plus`,
    `DTSTAMP:${stamp(Math.floor(nowMs / 1000))}`,
    `DTSTART:${stamp(show.startTimeUnixSeconds)}`,
    `DTEND:${stamp(show.endTimeUnixSeconds)}`,
    `SUMMARY:${text(`${show.headline} on ${stationName}`)}`,
    `URL:${text(url)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(show.headline)}`,
    'TRIGGER:-PT5M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
