import { screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '#domain/dates.ts';
import type { GuestCounts } from '#domain/guests.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { BookingModal } from './booking-modal.tsx';
import { visitorToday } from '#web/lib/calendar-dates.ts';
import { bookingCreated, jsonResponse, sentBody, testVilla } from './test-fixtures.ts';

const checkIn = addDays(visitorToday(), 40);
const checkOut = addDays(checkIn, 3);
const CONFLICT =
  'Villa River Breeze is not available for these dates (Aug 14 to Aug 16 is taken). Please choose other dates.';

/** The modal as the panel uses it: opened by a button, closed by the modal itself. */
function Harness({
  guests = { adults: 2, children: 0, infants: 0 },
  dates = { checkIn, checkOut },
  onBooked,
}: {
  guests?: GuestCounts;
  dates?: { checkIn: string | null; checkOut: string | null };
  onBooked?: (booking: BookingCreated) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <BookingModal
        open={open}
        onOpenChange={setOpen}
        villa={testVilla}
        checkIn={dates.checkIn}
        checkOut={dates.checkOut}
        guests={guests}
        {...(onBooked ? { onBooked } : {})}
      />
      <Toasts />
    </>
  );
}

const confirm = () =>
  screen.getByRole('button', { name: /^(Confirm Booking|Creating Booking\.\.\.)$/ });
const nameField = () => screen.getByRole('textbox', { name: 'Full Name' });
const emailField = () => screen.getByRole('textbox', { name: 'Email Address' });

async function fillContact(user: UserEvent) {
  await user.type(nameField(), 'Amelia Hart');
  await user.type(emailField(), 'amelia@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+44 20 7946 0000');
  await user.type(
    screen.getByRole('textbox', { name: 'Special Requests (Optional)' }),
    'Late arrival',
  );
  await user.click(screen.getByRole('checkbox', { name: 'Airport Pickup' }));
}

describe('BookingModal (spec §2, §4, §5, §8)', () => {
  // sonner keeps its toasts in a module-wide store; each test starts with none.
  afterEach(() => {
    toast.dismiss();
  });

  it('sums up the stay and keeps Confirm Booking disabled until name and e-mail are given', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness guests={{ adults: 2, children: 1, infants: 1 }} />);
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Booking' });
    expect(within(dialog).getByText('Villa River Breeze')).toBeInTheDocument();
    expect(within(dialog).getByText('2 adults · 1 child · 1 infant')).toBeInTheDocument();
    expect(within(dialog).getByText('$1,485')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');

    expect(confirm()).toBeDisabled();
    await user.type(nameField(), 'Amelia Hart');
    expect(confirm()).toBeDisabled();
    await user.type(emailField(), 'amelia@example.com');
    expect(confirm()).toBeEnabled();
    await user.clear(nameField());
    expect(confirm()).toBeDisabled();
  });

  it('recomputes the quote as airport options change; a vehicle appears with a transfer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Airport Pickup' }));
    expect(screen.getByRole('radio', { name: 'Car (1-4 guests)' })).toBeChecked();
    expect(screen.getByText('$50')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Airport Drop-off' }));
    await user.click(screen.getByRole('radio', { name: 'Van (5+ guests)' }));
    // 3 x $450 = $1,350, van both ways $160, fee $151, total $1,661 (spec §9).
    expect(screen.getByText('$160')).toBeInTheDocument();
    expect(screen.getByText('$151')).toBeInTheDocument();
    expect(screen.getByText('$1,661')).toBeInTheDocument();
  });

  it('takes the van for more than 4 guests, with the car disabled', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness guests={{ adults: 4, children: 1, infants: 2 }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Airport Pickup' }));
    expect(screen.getByRole('radio', { name: 'Car (1-4 guests)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Van (5+ guests)' })).toBeChecked();
    expect(screen.getByText('$80')).toBeInTheDocument();
  });

  it("checks the e-mail's shape before sending", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(nameField(), 'Amelia Hart');
    await user.type(emailField(), 'amelia@example');
    await user.click(confirm());
    expect(emailField()).toHaveAccessibleDescription(
      'Please enter an e-mail address like name@example.com.',
    );
    expect(emailField()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(emailField(), '.com');
    expect(emailField()).not.toHaveAccessibleDescription();
  });

  it("checks the e-mail with the domain's rule, the server's own (no second regex)", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.type(nameField(), 'Amelia Hart');
    // An @, a dot after it: a looser shape let this through, the schema (and server) refuse it.
    await user.type(emailField(), 'amelia..hart@example.com');
    await user.click(confirm());
    expect(emailField()).toHaveAccessibleDescription(
      'Please enter an e-mail address like name@example.com.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends, reads Creating Booking... meanwhile, then toasts, closes and clears the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/bookings': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    const onBooked = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Harness guests={{ adults: 6, children: 0, infants: 0 }} onBooked={onBooked} />,
    );
    await fillContact(user);
    await user.click(confirm());

    expect(confirm()).toHaveTextContent('Creating Booking...');
    expect(confirm()).toBeDisabled();
    const body = sentBody(fetch.mock.calls[0]?.[1]);
    expect(body).toEqual({
      villaId: testVilla.id,
      guestName: 'Amelia Hart',
      guestEmail: 'amelia@example.com',
      guestPhone: '+44 20 7946 0000',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      adults: 6,
      children: 0,
      infants: 0,
      airportPickup: true,
      airportDropoff: false,
      vehicleType: 'VAN',
      specialRequests: 'Late arrival',
      website: '',
    });

    answer(jsonResponse(201, bookingCreated(body)));
    expect(await screen.findByText('Booking Request Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Thank you for your booking request. We'll contact you within 24 hours to confirm your reservation.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ reference: 'VB-7K3M9Q' }));

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(nameField()).toHaveValue('');
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Special Requests (Optional)' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Airport Pickup' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Airport Drop-off' })).not.toBeChecked();
  });

  it('puts the vehicle back to car after a successful request', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/bookings': (init?: RequestInit) => jsonResponse(201, bookingCreated(sentBody(init))),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: 'Van (5+ guests)' }));
    await user.click(confirm());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Airport Pickup' }));
    expect(screen.getByRole('radio', { name: 'Car (1-4 guests)' })).toBeChecked();
  });

  it("on failure toasts 'Booking Failed' with the server's message and keeps every value", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/bookings': () => jsonResponse(409, { message: CONFLICT, statusCode: 409 }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await fillContact(user);
    await user.click(confirm());

    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    expect(screen.getByText(CONFLICT)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete Your Booking' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Amelia Hart');
    expect(emailField()).toHaveValue('amelia@example.com');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('+44 20 7946 0000');
    expect(screen.getByRole('checkbox', { name: 'Airport Pickup' })).toBeChecked();
    expect(confirm()).toHaveTextContent('Confirm Booking');
    expect(confirm()).toBeEnabled();
  });

  it('toasts the failure of a request that never reached the server', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error(''));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await fillContact(user);
    await user.click(confirm());
    expect(await screen.findByText('Booking Failed')).toBeInTheDocument();
    // The API client words a messageless network failure itself (spec §8).
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
  });

  it("shows the server's field errors beside the fields", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/bookings': () =>
          jsonResponse(400, {
            message: 'Please check the request body: guestPhone must be a phone number.',
            statusCode: 400,
            issues: [{ path: 'guestPhone', message: 'guestPhone must be a phone number' }],
          }),
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await fillContact(user);
    await user.click(confirm());
    const phone = screen.getByRole('textbox', { name: 'Phone Number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Must be a phone number'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing without both dates', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<Harness dates={{ checkIn, checkOut: null }} />);
    await user.type(nameField(), 'Amelia Hart');
    await user.type(emailField(), 'amelia@example.com');
    await user.click(confirm());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('BookingModal in other languages (issue 39)', () => {
  it('speaks Russian: title, fields, transfers, the party by van and the e-mail check', async () => {
    inLocale('ru');
    const user = userEvent.setup();
    renderWithProviders(<Harness guests={{ adults: 5, children: 1, infants: 0 }} />);
    const dialog = screen.getByRole('dialog', { name: 'Завершите бронирование' });
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(within(dialog).getByText('Контактные данные')).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Особые пожелания (необязательно)' }),
    ).toHaveAttribute('placeholder', 'Время прибытия, особенности питания, праздники…');
    await user.click(screen.getByRole('checkbox', { name: 'Встреча в аэропорту' }));
    expect(screen.getByRole('radio', { name: 'Автомобиль (1–4 гостя)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Минивэн (от 5 гостей)' })).toBeChecked();
    // 6 takes the plural form of 'many': «человек», not «человека».
    expect(
      screen.getByText(
        'Компания из 6 человек поедет на минивэне: в автомобиле помещается не больше 4 человек.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Трансфер (минивэн, в одну сторону)')).toBeInTheDocument();

    // The contact fields' labels are the shared component's (src/web/components/ui).
    const field = (name: string) => {
      const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!input) throw new Error(`No field ${name}`);
      return input;
    };
    const email = field('guestEmail');
    await user.type(field('guestName'), 'Амелия Харт');
    await user.type(email, 'amelia@example');
    await user.click(screen.getByRole('button', { name: 'Подтвердить бронирование' }));
    expect(email).toHaveAccessibleDescription(
      'Пожалуйста, введите адрес электронной почты в формате name@example.com.',
    );
  });

  it('speaks French and German', async () => {
    inLocale('fr');
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <Harness guests={{ adults: 2, children: 0, infants: 0 }} />,
    );
    expect(screen.getByRole('dialog', { name: 'Finaliser votre réservation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmer la réservation' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Accueil à l’aéroport' }));
    await user.click(screen.getByRole('checkbox', { name: 'Transfert vers l’aéroport' }));
    expect(screen.getByText('Transfert aéroport (voiture, aller-retour)')).toBeInTheDocument();
    expect(screen.getAllByText(/par trajet$/)).toHaveLength(2);
    unmount();

    inLocale('de');
    renderWithProviders(<Harness guests={{ adults: 4, children: 1, infants: 0 }} />);
    expect(screen.getByRole('dialog', { name: 'Buchung abschließen' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Abholung vom Flughafen' }));
    expect(
      screen.getByText(
        'Eine Gruppe von 5 Personen fährt im Van; das Auto bietet Platz für bis zu 4 Personen.',
      ),
    ).toBeInTheDocument();
  });
});
