import { describe, expect, it } from 'vitest';
import { channelLine, channelOfFeedUrl } from './channels.ts';

describe('channelOfFeedUrl', () => {
  it("names the platform of a feed's host, its subdomains included", () => {
    expect(channelOfFeedUrl('https://www.airbnb.com/calendar/ical/123.ics?s=abc')).toBe('airbnb');
    expect(channelOfFeedUrl('https://airbnb.com/calendar/ical/123.ics')).toBe('airbnb');
    expect(channelOfFeedUrl('https://www.airbnb.co.uk/calendar/ical/9.ics')).toBe('airbnb');
    expect(channelOfFeedUrl('https://admin.booking.com/hotel/hoteladmin/ical.html?t=7c1e')).toBe(
      'booking',
    );
    expect(channelOfFeedUrl('http://www.vrbo.com/icalendar/5f2a.ics')).toBe('vrbo');
    expect(channelOfFeedUrl('https://www.homeaway.com/icalendar/5f2a.ics')).toBe('vrbo');
  });

  it('reads the host whatever its case, port or path', () => {
    expect(channelOfFeedUrl('HTTPS://WWW.AIRBNB.COM/Calendar/ICAL/1.ics')).toBe('airbnb');
    expect(channelOfFeedUrl('https://www.airbnb.com:443/calendar/ical/1.ics')).toBe('airbnb');
    expect(channelOfFeedUrl('webcal://www.vrbo.com/icalendar/1.ics')).toBe('vrbo');
  });

  it('is not fooled by look-alike hosts, or by a platform named in the path or the user part', () => {
    expect(channelOfFeedUrl('https://airbnb.com.evil.test/calendar.ics')).toBe('other');
    expect(channelOfFeedUrl('https://notairbnb.com/calendar.ics')).toBe('other');
    expect(channelOfFeedUrl('https://my-booking.com/calendar.ics')).toBe('other');
    expect(channelOfFeedUrl('https://evil.test/www.airbnb.com/calendar.ics')).toBe('other');
    expect(channelOfFeedUrl('https://evil.test/?from=https://www.vrbo.com/')).toBe('other');
    expect(channelOfFeedUrl('https://www.airbnb.com@evil.test/calendar.ics')).toBe('other');
    expect(channelOfFeedUrl('https://airbnb.co.uk.example/calendar.ics')).toBe('other');
  });

  it("calls other feeds, and addresses that are no URL, 'other'", () => {
    expect(channelOfFeedUrl('https://calendar.google.com/calendar/ical/x/basic.ics')).toBe('other');
    expect(channelOfFeedUrl('https://ical.agoda.com/villa.ics')).toBe('other');
    expect(channelOfFeedUrl('www.airbnb.com/calendar/ical/1.ics')).toBe('other');
    expect(channelOfFeedUrl('not a url')).toBe('other');
    expect(channelOfFeedUrl('')).toBe('other');
    expect(channelOfFeedUrl('https://')).toBe('other');
  });
});

describe('channelLine', () => {
  it("gives each platform its own line under the platform's name, whatever the feed's label", () => {
    expect(channelLine('direct', null)).toEqual({
      channel: 'direct',
      label: 'Direct',
      key: 'direct',
    });
    expect(channelLine('booking', 'My Booking.com feed')).toEqual({
      channel: 'booking',
      label: 'Booking.com',
      key: 'booking',
    });
  });

  it("reports an 'other' feed under its label, feeds labelled alike on one line", () => {
    expect(channelLine('other', 'Agoda')).toEqual({
      channel: 'other',
      label: 'Agoda',
      key: 'other:agoda',
    });
    expect(channelLine('other', '  agoda ').key).toBe(channelLine('other', 'Agoda').key);
    expect(channelLine('other', 'Expedia').key).not.toBe(channelLine('other', 'Agoda').key);
  });

  it("calls an 'other' feed with no label Other", () => {
    expect(channelLine('other', null)).toEqual({
      channel: 'other',
      label: 'Other',
      key: 'other:other',
    });
    expect(channelLine('other', '   ').label).toBe('Other');
  });
});
