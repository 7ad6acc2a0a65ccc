/**
 * The domain schemas name a field by its key ('name is required') or not at all ('must be a valid
 * e-mail address'); beside the field a person reads the field's own label instead.
 */
export function fieldMessage(key: string, label: string, message: string): string {
  if (message.startsWith(`${key} `)) return `${label}${message.slice(key.length)}`;
  if (/^[a-z]/.test(message)) return `${label} ${message}`;
  return message;
}

/** A form's messages by field, each in the words of its field's label. */
export function fieldMessages<K extends string>(
  fields: Partial<Record<K, string>>,
  labels: Record<K, string>,
): Partial<Record<K, string>> {
  const named: Partial<Record<K, string>> = {};
  for (const key of Object.keys(labels) as K[]) {
    const message = fields[key];
    if (message) named[key] = fieldMessage(key, labels[key], message);
  }
  return named;
}
