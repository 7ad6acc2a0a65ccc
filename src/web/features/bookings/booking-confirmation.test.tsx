import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { BookingConfirmation } from './booking-confirmation.tsx';
import { bookingCreated, testVilla } from './test-fixtures.ts';

const booking = bookingCreated({
  villaId: testVilla.id,
  guestName: 'Amara Perera',
  guestEmail: 'amara@example.com',
  guestPhone: null,
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-13',
  adults: 2,
  children: 0,
  infants: 0,
  airportPickup: false,
  airportDropoff: false,
  vehicleType: 'CAR',
  specialRequests: null,
});

const show = () => renderWithProviders(<BookingConfirmation booking={booking} onDone={vi.fn()} />);

describe('BookingConfirmation in other languages (issue 39)', () => {
  it('speaks Russian, the e-mail and the link inside their sentences', () => {
    inLocale('ru');
    show();
    expect(screen.getByRole('heading', { name: 'Запрос получен' })).toHaveFocus();
    expect(screen.getByText('Номер бронирования')).toBeTruthy();
    expect(screen.getByText(booking.reference)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Запросите новую ссылку' });
    expect(link).toHaveAttribute('href', '/booking');
    expect(link.closest('li')).toHaveTextContent(
      'Мы отправили на amara@example.com личную ссылку, по которой вы можете просмотреть или изменить запрос. Потеряли ссылку? Запросите новую ссылку, указав номер бронирования.',
    );
    expect(screen.getByRole('button', { name: 'Запланировать ещё одну поездку' })).toBeTruthy();
  });

  it('speaks German, the link where German puts it', () => {
    inLocale('de');
    show();
    expect(screen.getByRole('heading', { name: 'Anfrage erhalten' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wie es weitergeht' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'einen neuen Link anfordern' }).closest('li'),
    ).toHaveTextContent(
      /Link verloren\? Mit Ihrer Buchungsnummer können Sie einen neuen Link anfordern\.$/,
    );
    expect(screen.getByText('Gesamt')).toBeTruthy();
  });
});
