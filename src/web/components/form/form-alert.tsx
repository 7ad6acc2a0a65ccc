/**
 * A form's alert region: always in the page, so a screen reader announces what appears in it.
 * (A public form's message appears with its page instead: `FormAlert`, form-controls.tsx.)
 */
export function FormAlertRegion({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <p className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
