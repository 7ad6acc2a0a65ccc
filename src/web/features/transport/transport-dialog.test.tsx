import { screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#domain/dates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Toasts } from '#web/lib/toast.tsx';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { TransportRequestDialog } from './transport-dialog.tsx';

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const tomorrow = addDays(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), 1);

// Sonner keeps its toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

function renderDialog(kind: 'quote' | 'book' = 'book', service = 'AIRPORT_TRANSFER' as const) {
  return renderWithProviders(
    <>
      <TransportRequestDialog
        kind={kind}
        service={service}
        title="Book Transport"
        description="Tell us where and when."
      >
        <Button>Open</Button>
      </TransportRequestDialog>
      <Toasts />
    </>,
  );
}

async function open(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Book Transport' });
}

async function fill(user: UserEvent, dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText(/^From/), 'Bandaranaike International Airport (CMB)');
  await user.type(d.getByLabelText(/^To/), 'Villa River Breeze, Weligama');
  await user.type(d.getByLabelText(/^Date/), tomorrow);
  await user.type(d.getByLabelText(/^Full Name/), 'Noah Fischer');
  await user.type(d.getByLabelText(/^Email Address/), 'noah@example.com');
}

describe('TransportRequestDialog', () => {
  it('shows the airport-transfer price per direction live, and none for a tour', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);
    const d = within(dialog);
    expect(d.getByText('Airport transfer by sedan car, per direction')).toBeInTheDocument();
    expect(d.getByText('$50')).toBeInTheDocument();

    await user.click(d.getByRole('radio', { name: /^Van/ }));
    expect(d.getByText('Airport transfer by van, per direction')).toBeInTheDocument();
    expect(d.getByText('$80')).toBeInTheDocument();

    await user.selectOptions(d.getByLabelText('Service'), 'Local Tour');
    expect(d.queryByText('$80')).not.toBeInTheDocument();
    expect(d.getByText(/Tours are priced for your itinerary/)).toBeInTheDocument();
  });

  it('disables the car above 4 passengers and chooses the van', async () => {
    const user = userEvent.setup();
    renderDialog();
    const d = within(await open(user));
    expect(d.getByRole('radio', { name: /^Sedan Car/ })).toBeChecked();

    await user.selectOptions(d.getByLabelText('Passengers'), '5');
    expect(d.getByRole('radio', { name: /^Sedan Car/ })).toBeDisabled();
    expect(d.getByRole('radio', { name: /^Van/ })).toBeChecked();
    expect(d.getByText('$80')).toBeInTheDocument();

    await user.selectOptions(d.getByLabelText('Passengers'), '4');
    expect(d.getByRole('radio', { name: /^Sedan Car/ })).toBeEnabled();
  });

  it('names the missing fields before sending', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderDialog();
    const d = within(await open(user));
    await user.click(d.getByRole('button', { name: 'Request Booking' }));
    // The domain schema is fetched on first use, so the verdict comes a moment later.
    await waitFor(() =>
      expect(d.getByLabelText(/^From/)).toHaveAccessibleDescription('Pickup location is required'),
    );
    expect(d.getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose a date.');
    expect(d.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(
      'Email address is required',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the booking and shows the server's reference and message in the dialog", async () => {
    const message =
      'Thank you, your reference is TR-7K2M9Q. The transfer costs $50. Our team will confirm your ride within 24 hours.';
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/transport/book': json(201, {
          id: 't1',
          reference: 'TR-7K2M9Q',
          kind: 'BOOKING',
          service: 'AIRPORT_TRANSFER',
          vehicleType: 'CAR',
          price: 50,
          currency: 'USD',
          status: 'NEW',
          message,
        }),
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await open(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Request Booking' }));

    expect(await within(dialog).findByText('TR-7K2M9Q')).toBeInTheDocument();
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({
      service: 'AIRPORT_TRANSFER',
      from: 'Bandaranaike International Airport (CMB)',
      to: 'Villa River Breeze, Weligama',
      date: tomorrow,
      time: null,
      passengers: 2,
      luggage: 2,
      vehicleType: 'CAR',
      name: 'Noah Fischer',
      email: 'noah@example.com',
      phone: null,
      notes: null,
      website: '',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a quote, and toasts a failure keeping the values', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/transport/quote': json(400, {
          message: 'The date cannot be in the past.',
          statusCode: 400,
          error: 'Bad Request',
          issues: [{ path: '', message: 'The date cannot be in the past.' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderDialog('quote');
    const dialog = await open(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Request Quote' }));

    expect(await screen.findByText('Quote Request Failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The date cannot be in the past.');
    expect(within(dialog).getByLabelText(/^Full Name/)).toHaveValue('Noah Fischer');
  });
});

describe('TransportRequestDialog in other languages', () => {
  it('speaks Russian: the vehicles, their seats, the price line and the close button', async () => {
    inLocale('ru');
    const user = userEvent.setup();
    renderDialog();
    const d = within(await open(user));
    expect(d.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(d.getByRole('group', { name: 'Автомобиль' })).toBeInTheDocument();
    expect(d.getByRole('radio', { name: /^Седан\s*До 4 пассажиров$/ })).toBeChecked();
    expect(d.getByRole('radio', { name: /^Минивэн\s*До 8 пассажиров$/ })).not.toBeChecked();
    expect(d.getByText('Трансфер из аэропорта на седане, в одну сторону')).toBeInTheDocument();
    expect(d.getByLabelText(/^Время \(необязательно\)/)).toHaveAccessibleDescription(
      'Время подачи по местному времени Шри-Ланки',
    );

    await user.selectOptions(d.getByLabelText(/^Пассажиры/), '5');
    expect(d.getByText('Мест: 4, мало для группы из 5')).toBeInTheDocument();
    expect(d.getByText('Трансфер из аэропорта на минивэне, в одну сторону')).toBeInTheDocument();

    await user.selectOptions(d.getByLabelText(/^Услуга/), 'Экскурсия по окрестностям');
    expect(d.getByText(/^Стоимость экскурсии зависит от программы\./)).toBeInTheDocument();
    expect(d.getByLabelText(/^Комментарий \(необязательно\)/)).toHaveAttribute(
      'placeholder',
      'Что вам хотелось бы увидеть, сколько дней, в каком темпе',
    );
    expect(d.getByRole('button', { name: 'Запросить бронирование' })).toBeInTheDocument();
  });

  it('speaks German: the request, its receipt and the names of missing fields', async () => {
    inLocale('de');
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({
        '/api/transport/quote': json(201, {
          id: 't2',
          reference: 'TR-4H8P2W',
          kind: 'QUOTE',
          service: 'AIRPORT_TRANSFER',
          vehicleType: 'CAR',
          price: 50,
          currency: 'USD',
          status: 'NEW',
          message: 'Thank you, your reference is TR-4H8P2W.',
        }),
      }),
    );
    const user = userEvent.setup();
    renderDialog('quote');
    const dialog = await open(user);
    const d = within(dialog);
    expect(d.getByText('Flughafentransfer mit der Limousine, pro Strecke')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Angebot anfordern' }));
    // The words around the field's name are the shared form controls' (components/form).
    await waitFor(() =>
      expect(d.getByLabelText(/^Von/)).toHaveAccessibleDescription(
        'Bitte füllen Sie das Feld „Abholort“ aus',
      ),
    );
    expect(d.getByLabelText(/^Datum/)).toHaveAccessibleDescription('Bitte wählen Sie ein Datum.');

    await user.type(d.getByLabelText(/^Von/), 'Bandaranaike International Airport (CMB)');
    await user.type(d.getByLabelText(/^Nach/), 'Villa River Breeze, Weligama');
    await user.type(d.getByLabelText(/^Datum/), tomorrow);
    await user.type(d.getByLabelText(/^Vor- und Nachname/), 'Lena Vogel');
    await user.type(d.getByLabelText(/^E-Mail-Adresse/), 'lena@example.com');
    await user.click(d.getByRole('button', { name: 'Angebot anfordern' }));

    expect(await d.findByRole('heading', { name: 'Angebotsanfrage erhalten' })).toBeInTheDocument();
    expect(d.getByText('Ihre Referenznummer')).toBeInTheDocument();
    expect(d.getByText('TR-4H8P2W')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks French: the toast of a refused booking', async () => {
    inLocale('fr');
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderDialog('book');
    const d = within(await open(user));
    expect(d.getByRole('radio', { name: /^Berline\s*Jusqu’à 4 passagers$/ })).toBeChecked();
    await user.type(d.getByLabelText(/^Départ/), 'Galle');
    await user.type(d.getByLabelText(/^Arrivée/), 'Villa River Breeze, Weligama');
    await user.type(d.getByLabelText(/^Date/), tomorrow);
    await user.type(d.getByLabelText(/^Nom complet/), 'Camille Martin');
    await user.type(d.getByLabelText(/^Adresse e-mail/), 'camille@example.com');
    await user.click(d.getByRole('button', { name: 'Demander la réservation' }));
    expect(await screen.findByText('Échec de la demande de transport')).toBeInTheDocument();
  });
});
