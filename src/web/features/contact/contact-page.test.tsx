import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#web/lib/site-settings.ts';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { ContactPage } from './contact-page.tsx';

describe('ContactPage', () => {
  it('links the transfers answer to the transport page, in the middle of its sentence', () => {
    renderWithProviders(<ContactPage />);
    const link = screen.getByRole('link', { name: 'arrange a transfer on our transport page' });
    expect(link).toHaveAttribute('href', '/transport');
    expect(link.parentElement).toHaveTextContent(
      /when you book your villa, or arrange a transfer on our transport page\.$/,
    );
  });

  it('speaks Russian: its headings, its questions and the links inside its sentences', () => {
    inLocale('ru');
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Свяжитесь с нами' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Отправьте нам сообщение' })).toBeInTheDocument();
    expect(screen.getByText('Вы организуете трансфер из аэропорта?')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'закажите трансфер на странице «Транспорт»' });
    expect(link).toHaveAttribute('href', '/transport');
    expect(link.parentElement).toHaveTextContent(
      /при бронировании виллы или закажите трансфер на странице «Транспорт»\.$/,
    );
    const support = screen.getByRole('heading', { name: 'Экстренная помощь круглосуточно' });
    expect(
      within(support.parentElement as HTMLElement).getByRole('link', { name: siteSettings.phone }),
    ).toHaveAttribute('href', siteSettings.phoneHref);
  });

  it('speaks German', () => {
    inLocale('de');
    renderWithProviders(<ContactPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sprechen Sie uns an' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'organisieren Sie einen Transfer auf unserer Transportseite',
      }),
    ).toBeInTheDocument();
  });
});
