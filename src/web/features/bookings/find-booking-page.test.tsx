import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { FindBookingPage } from './find-booking-page.tsx';

describe('FindBookingPage in other languages (issue 39)', () => {
  it('speaks Russian', () => {
    inLocale('ru');
    renderWithProviders(<FindBookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Найти бронирование' })).toBeTruthy();
    expect(document.title).toContain('Найти бронирование');
    expect(screen.getByRole('heading', { name: 'Потеряли ссылку?' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Номер бронирования/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Прислать новую ссылку' })).toBeTruthy();
  });

  it('speaks German', () => {
    inLocale('de');
    renderWithProviders(<FindBookingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Buchung finden' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neuen Link per E-Mail senden' })).toBeTruthy();
  });
});
