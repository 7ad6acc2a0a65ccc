import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstError } from './use-focus-first-error.ts';

function Probe() {
  const [checked, setChecked] = useState<{ fields: Record<string, string> } | null>(null);
  const form = useFocusFirstError(checked);
  const invalid = (name: string) => (checked?.fields[name] ? true : undefined);
  return (
    <form ref={form}>
      <input aria-label="Name" aria-invalid={invalid('name')} />
      <input aria-label="Email" aria-invalid={invalid('email')} />
      <button type="button" onClick={() => setChecked({ fields: { email: 'is required' } })}>
        Check
      </button>
      <button type="button" onClick={() => setChecked({ fields: {} })}>
        Clear
      </button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('focuses the first field in error after each check, and nothing when all is well', async () => {
    const user = userEvent.setup();
    render(<Probe />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // The same mistake again: a new check, so the focus comes back.
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  });
});
