/** Times as the person reading the console writes them: their own time zone and language. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** A calendar day (YYYY-MM-DD) as written, without a time zone moving it to the day before. */
export const formatDay = (day: string) => dateOnly.format(new Date(`${day}T12:00:00`));
