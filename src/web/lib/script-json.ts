/**
 * JSON to write as the text of a <script> element (boot data, JSON-LD): every '<' is escaped, so
 * no text in the data (a review, a villa name) can close the element. JSON.parse reads it back
 * unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c');
