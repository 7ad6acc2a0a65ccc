import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { TransportPage } from './transport-page.tsx';

/** A fleet card: the list item under the vehicle's heading. */
const fleetCard = (name: string) =>
  within(screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement);

describe('TransportPage', () => {
  it('shows each vehicle with its seats and its transfer price per direction', () => {
    renderWithProviders(<TransportPage />);
    const car = fleetCard('Sedan Car');
    expect(car.getAllByText('Up to 4 passengers')).toHaveLength(2);
    expect(car.getByText(/^Airport transfer/)).toHaveTextContent(
      'Airport transfer $50 per direction',
    );
    expect(screen.getByText('$50 per direction by car, $80 by van')).toBeInTheDocument();
  });

  it('speaks Russian: its headings, its services, its fleet and its destinations', () => {
    inLocale('ru');
    renderWithProviders(<TransportPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Путешествуйте по Шри-Ланке с комфортом' }),
    ).toBeInTheDocument();
    // Dollars as Russian writes them, the sign after the amount (its non-breaking space is read
    // as a space here).
    expect(screen.getByText('50 $ в одну сторону на седане, 80 $ на минивэне')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Спланировать экскурсию' })).toBeInTheDocument();
    const van = fleetCard('Минивэн');
    expect(van.getAllByText('До 8 пассажиров')).toHaveLength(2);
    expect(van.getByText(/^Трансфер из аэропорта/)).toHaveTextContent(
      'Трансфер из аэропорта: 80 $ в одну сторону',
    );
    const yala = screen.getByRole('heading', { level: 3, name: 'Национальный парк Yala' });
    expect(
      within(yala.closest('li') as HTMLElement).getByText('Около 3 часов'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Готовы открыть для себя Шри-Ланку?' }),
    ).toBeInTheDocument();
  });

  it('speaks French, with its non-breaking spaces', () => {
    inLocale('fr');
    renderWithProviders(<TransportPage />);
    expect(fleetCard('Berline').getAllByText('Jusqu’à 4 passagers')).toHaveLength(2);
    expect(screen.getByText('Environ 2 h 30')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Envie de découvrir le Sri Lanka\u202f?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Obtenir un devis' })).toBeInTheDocument();
  });
});
