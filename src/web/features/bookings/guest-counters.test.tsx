import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUESTS, type GuestCounts } from '#domain/guests.ts';
import { inLocale } from '#web/test/locale.ts';
import { GuestCounters } from './guest-counters.tsx';

function Harness({
  capacity,
  initial = DEFAULT_GUESTS,
}: {
  capacity: number;
  initial?: GuestCounts;
}) {
  const [value, setValue] = useState(initial);
  return <GuestCounters value={value} onChange={setValue} capacity={capacity} />;
}

const count = (name: string) => screen.getByRole('status', { name }).textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('GuestCounters (spec §5)', () => {
  it('starts from the form defaults with the age bands', () => {
    render(<Harness capacity={8} />);
    expect([
      count('Adults Ages 13+'),
      count('Children Ages 2-12'),
      count('Infants Under 2'),
    ]).toEqual(['2', '0', '0']);
    expect(screen.getByText('Ages 13+')).toBeInTheDocument();
    expect(screen.getByText('Ages 2-12')).toBeInTheDocument();
    expect(screen.getByText('Under 2')).toBeInTheDocument();
  });

  it('keeps at least one adult and no negative children or infants', async () => {
    const user = userEvent.setup();
    render(<Harness capacity={8} />);
    await user.click(button('Remove adult'));
    expect(count('Adults Ages 13+')).toBe('1');
    expect(button('Remove adult')).toBeDisabled();
    expect(button('Remove child')).toBeDisabled();
    expect(button('Remove infant')).toBeDisabled();
  });

  it('shares the capacity between adults and children, and never counts infants', async () => {
    const user = userEvent.setup();
    render(<Harness capacity={4} />);
    await user.click(button('Add adult'));
    await user.click(button('Add child'));
    expect(count('Adults Ages 13+')).toBe('3');
    expect(count('Children Ages 2-12')).toBe('1');
    expect(button('Add adult')).toBeDisabled();
    expect(button('Add child')).toBeDisabled();

    for (let i = 0; i < 3; i += 1) await user.click(button('Add infant'));
    expect(count('Infants Under 2')).toBe('3');
    expect(button('Add infant')).toBeEnabled();

    await user.click(button('Remove child'));
    expect(button('Add adult')).toBeEnabled();
  });
});

describe('GuestCounters in other languages (issue 39)', () => {
  it('speaks Russian, with the limit as a plural', () => {
    inLocale('ru');
    render(<Harness capacity={2} />);
    expect(screen.getByRole('group', { name: 'Гости' })).toBeInTheDocument();
    expect(button('Убрать взрослого')).toBeEnabled();
    expect(button('Добавить ребёнка')).toBeDisabled();
    expect(button('Добавить младенца')).toBeEnabled();
    expect(screen.getByText('Не более 2 гостей; младенцы не учитываются.')).toBeInTheDocument();
  });

  it('speaks French', () => {
    inLocale('fr');
    render(<Harness capacity={1} initial={{ ...DEFAULT_GUESTS, adults: 1 }} />);
    expect(button('Retirer un adulte')).toBeDisabled();
    expect(button('Ajouter un bébé')).toBeEnabled();
    expect(
      screen.getByText('Jusqu\u2019à 1 voyageur ; les bébés ne sont pas comptés.'),
    ).toBeInTheDocument();
  });
});
