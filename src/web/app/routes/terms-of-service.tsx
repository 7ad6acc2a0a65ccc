// Temporary during this session's build-out: replaced by the page's owner.
export function Component() {
  return <h1>terms-of-service</h1>;
}
