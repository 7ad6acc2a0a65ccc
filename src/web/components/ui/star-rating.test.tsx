import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLocale } from '#web/test/locale.ts';
import { StarRatingInput } from './feedback-parts.tsx';
import { StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('is read as one picture, in English as the spec writes it', () => {
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it('is read in the page’s language', () => {
    inLocale('de');
    render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Bewertet mit 4 von 5 Sternen' })).toBeInTheDocument();
  });
});

describe('StarRatingInput', () => {
  it('names the group and each star in the page’s language', () => {
    inLocale('de');
    render(<StarRatingInput defaultValue={0} />);
    expect(screen.getByRole('group', { name: 'Ihre Bewertung' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 Stern' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3 Sterne' })).toBeInTheDocument();
  });

  it('in Russian, with each star in its plural form', () => {
    inLocale('ru');
    render(<StarRatingInput defaultValue={0} />);
    expect(screen.getByRole('radio', { name: '1 звезда' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 звезды' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 звёзд' })).toBeInTheDocument();
  });
});
