import { Check, Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { TextField } from '#web/components/ui/field.tsx';
import { secondaryButton } from '#web/console/components/classes.ts';

/** A platform needs the whole address; a path from the server is read against this site. */
const wholeAddress = (address: string) => new URL(address, window.location.origin).href;

/**
 * An address to paste elsewhere: read-only, selected whole when focused, and a Copy button that
 * says it copied. Where the clipboard cannot be written (an old browser, a page not allowed to),
 * the address is selected instead, for the person to copy themselves.
 */
export function CopyField({
  label,
  address,
  whose,
}: {
  label: string;
  address: string;
  /** Ends the button's name: 'Copy the address for Airbnb'. */
  whose: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const whole = wholeAddress(address);
  // What happened to which address: a new address is not "Copied" until copied again.
  const [said, setSaid] = useState<{ address: string; copied: boolean } | null>(null);
  const shown = said?.address === whole ? said : null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(whole);
      setSaid({ address: whole, copied: true });
    } catch {
      const input = box.current?.querySelector('input');
      input?.focus();
      input?.select();
      setSaid({ address: whole, copied: false });
    }
  };

  return (
    <div ref={box} className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            label={label}
            value={whole}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
        </div>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={`${shown?.copied ? 'Copied' : 'Copy'} ${whose}`}
          className={`${secondaryButton} shrink-0`}
        >
          {shown?.copied ? (
            <Check aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Copy aria-hidden="true" className="h-4 w-4" />
          )}
          {shown?.copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p
        role="status"
        aria-atomic="true"
        className="text-sm font-medium text-teal-800 empty:hidden"
      >
        {shown &&
          (shown.copied
            ? 'Copied. Paste it where it should go.'
            : 'The address is selected: copy it with Ctrl+C (or ⌘C on a Mac).')}
      </p>
    </div>
  );
}
