/**
 * The domain schemas name a field by its key ('name is required') or not at all ('must be a valid
 * e-mail address'); beside the field a person reads the field's own label instead.
 */
export function fieldMessage(key: string, label: string, message: string): string {
  if (message.startsWith(`${key} `)) return `${label}${message.slice(key.length)}`;
  if (/^[a-z]/.test(message)) return `${label} ${message}`;
  return message;
}
