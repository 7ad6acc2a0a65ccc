/** Reading a Content-Security-Policy header as a browser applies it, for tests. */

/** The policy's directives by name, each with its sources; a repeated directive is ignored. */
export function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources that apply to a kind of fetch: its directive, else default-src (CSP 3). */
export const sourcesFor = (policy: Map<string, string[]>, directive: string): string[] =>
  policy.get(directive) ?? policy.get('default-src') ?? ['*'];

/** A script's hash source, as the policy names it: 'sha256-<base64>'. */
export const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;
