import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '#domain/schemas/testimonial.ts';
import { inLocale } from '../test/locale.ts';
import { READ_MORE_THRESHOLD, TestimonialCard } from './testimonial-card.tsx';

const testimonial = (overrides: Partial<Testimonial> = {}): Testimonial => ({
  id: 't1',
  name: 'Charlotte Hughes',
  location: 'London, United Kingdom',
  rating: 4,
  comment: 'Waking up to the river was pure magic.',
  villaName: 'Villa River Breeze',
  avatar: '/images/avatars/charlotte-hughes.jpg',
  date: '2025-03-14T09:30:00.000Z',
  featured: true,
  ...overrides,
});

describe('TestimonialCard (spec §2)', () => {
  it('shows rating, featured badge, comment, name, location, month and year, and the villa', () => {
    render(<TestimonialCard testimonial={testimonial()} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText(/Waking up to the river was pure magic\./)).toBeInTheDocument();
    expect(screen.getByText('Charlotte Hughes')).toBeInTheDocument();
    expect(screen.getByText(/London, United Kingdom/)).toBeInTheDocument();
    expect(screen.getByText('March 2025')).toHaveAttribute('datetime', '2025-03-14T09:30:00.000Z');
    expect(screen.getByText('Stayed at Villa River Breeze')).toBeInTheDocument();
  });

  it('defaults to five stars and leaves out the badge and villa when absent', () => {
    render(
      <TestimonialCard
        testimonial={testimonial({ rating: 0, featured: false, villaName: null })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.queryByText('Featured')).not.toBeInTheDocument();
    expect(screen.queryByText(/Stayed at/)).not.toBeInTheDocument();
  });

  it('has no toggle for a comment of exactly 200 characters', () => {
    render(
      <TestimonialCard testimonial={testimonial({ comment: 'a'.repeat(READ_MORE_THRESHOLD) })} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapses a comment over 200 characters to three lines, with Read more / Show less', async () => {
    const user = userEvent.setup();
    const comment = 'b'.repeat(READ_MORE_THRESHOLD + 1);
    render(<TestimonialCard testimonial={testimonial({ comment })} />);
    const text = screen.getByText(new RegExp(comment));
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    expect(text).toHaveClass('line-clamp-3');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Show less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(text).not.toHaveClass('line-clamp-3');

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Read more');
    expect(text).toHaveClass('line-clamp-3');
  });

  it('shows the avatar, and a fallback icon when it fails to load', () => {
    const { container } = render(<TestimonialCard testimonial={testimonial()} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/avatars/charlotte-hughes.jpg');
    expect(screen.queryByTestId('avatar-fallback')).not.toBeInTheDocument();
    // The AVIF or WebP fails first (the picture falls back to the JPEG), then the JPEG too.
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('picture')).toBeNull();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
  });

  it('shows the fallback icon when there is no avatar', () => {
    const { container } = render(<TestimonialCard testimonial={testimonial({ avatar: null })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
  });
});

describe('TestimonialCard in other languages', () => {
  it('speaks Russian: the badge, the quotation marks, the villa and Read more', () => {
    inLocale('ru');
    render(<TestimonialCard testimonial={testimonial({ comment: 'c'.repeat(201) })} />);
    expect(screen.getByText('Избранный отзыв')).toBeInTheDocument();
    expect(screen.getByText(`«${'c'.repeat(201)}»`)).toBeInTheDocument();
    expect(screen.getByText('Отдых на вилле Villa River Breeze')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Читать дальше' })).toBeInTheDocument();
  });

  it('speaks French, with its spaced quotation marks', async () => {
    inLocale('fr');
    const user = userEvent.setup();
    render(<TestimonialCard testimonial={testimonial({ comment: 'd'.repeat(201) })} />);
    expect(screen.getByText('À la une')).toBeInTheDocument();
    expect(screen.getByText(/d{201}/).textContent).toBe(`«\u202f${'d'.repeat(201)}\u202f»`);
    await user.click(screen.getByRole('button', { name: 'Lire la suite' }));
    expect(screen.getByRole('button', { name: 'Réduire' })).toBeInTheDocument();
  });
});
