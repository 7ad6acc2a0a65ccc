/**
 * Where a stay was sold (issue 28 §1): booked here (on the site, or entered by the team) or on a
 * platform whose calendar the villa imports. A feed's channel is chosen by the team, guessed from
 * its address when it is added; `other` feeds are reported under their own label.
 */

export const FEED_CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

export type Channel = 'direct' | FeedChannel;

export const CHANNEL_LABELS: Record<Channel, string> = {
  direct: 'Direct',
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Other',
};

/** The platforms' calendar hosts, by the end of the host name. */
const HOSTS: readonly (readonly [string, FeedChannel])[] = [
  ['airbnb.com', 'airbnb'],
  ['airbnb.co.uk', 'airbnb'],
  ['booking.com', 'booking'],
  ['vrbo.com', 'vrbo'],
  ['homeaway.com', 'vrbo'],
];

/** The channel a feed's address names (by its host), `other` when it names none of them. */
export function channelOfFeedUrl(url: string): FeedChannel {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  for (const [end, channel] of HOSTS) {
    if (host === end || host.endsWith(`.${end}`)) return channel;
  }
  return 'other';
}

/**
 * One line of a report's split: a channel, and for `other` the feed's label (two feeds labelled
 * alike are one line). `key` is stable for the browser's lists and the CSV.
 */
export interface ChannelLine {
  channel: Channel;
  label: string;
  key: string;
}

export function channelLine(channel: Channel, feedLabel: string | null): ChannelLine {
  if (channel !== 'other') return { channel, label: CHANNEL_LABELS[channel], key: channel };
  const label = (feedLabel ?? '').trim() || CHANNEL_LABELS.other;
  return { channel, label, key: `other:${label.toLowerCase()}` };
}
