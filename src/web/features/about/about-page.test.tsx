import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { AboutPage } from './about-page.tsx';

describe('AboutPage (spec §2)', () => {
  it('tells the story, the four values, the figures and the mission, with the way to the villas', () => {
    renderWithProviders(<AboutPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'A Home on Sri Lanka’s South Coast' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Values' })).toBeInTheDocument();
    for (const value of [
      'Excellence',
      'Personalized Service',
      'Local Expertise',
      'Sustainability',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByText('Guest Rating')).toBeInTheDocument();
    expect(screen.getByText('4.8/5')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'The Polwatta river seen from the deck of Villa River Breeze',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit Our Villas' })).toHaveAttribute(
      'href',
      '/villas',
    );
  });

  it('speaks Russian', () => {
    inLocale('ru');
    renderWithProviders(<AboutPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Дом на южном побережье Шри-Ланки' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Наши ценности' })).toBeInTheDocument();
    expect(screen.getByText(/^В \d{4} году мы открыли нашу первую виллу/)).toBeInTheDocument();
    expect(screen.getByText('4,8/5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Наши виллы' })).toHaveAttribute('href', '/villas');
  });

  it('speaks German', () => {
    inLocale('de');
    renderWithProviders(<AboutPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ein Zuhause an der Südküste Sri Lankas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ortskenntnis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Unsere Mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu unseren Villen' })).toBeInTheDocument();
  });
});
