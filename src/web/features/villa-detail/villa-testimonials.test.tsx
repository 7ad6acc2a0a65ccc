import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '#web/test/render.tsx';
import { testimonialFixture } from './villa-fixture.ts';
import { CAROUSEL_STEP, VillaTestimonials } from './villa-testimonials.tsx';

const VILLA_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const paged = (count: number) => ({
  content: Array.from({ length: count }, (_, i) => testimonialFixture(i + 1)),
  totalElements: count,
  totalPages: 1,
  number: 0,
  size: 10,
});

const show = () =>
  renderWithProviders(<VillaTestimonials villaId={VILLA_ID} headingId="testimonials" />);

describe('VillaTestimonials (spec §2)', () => {
  const scrollBy = vi.fn();
  beforeEach(() => {
    // jsdom has no layout: scrolling is observed, not performed.
    scrollBy.mockReset();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', {
      configurable: true,
      value: scrollBy,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
  });

  it("asks for this villa's testimonials, 10 of them", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(stubFetch({ '/api/testimonials': paged(2) }));
    show();
    await screen.findByText('Guest 1');
    const url = fetch.mock.calls[0]?.[0] as string;
    expect(url).toContain(`villaId=${VILLA_ID}`);
    expect(url).toContain('size=10');
  });

  it('shows the cards in a carousel whose arrows scroll 320 px per step', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({ '/api/testimonials': paged(4) }));
    show();
    expect(screen.getByRole('heading', { name: 'Guest Testimonials' })).toBeInTheDocument();
    const strip = await screen.findByRole('list', { name: /Guest testimonials/ });
    expect(strip.querySelectorAll('li')).toHaveLength(4);
    expect(CAROUSEL_STEP).toBe(320);

    await user.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 320 }));
    await user.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -320 }));
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it("says 'Loading testimonials...' while they load", () => {
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading testimonials...');
  });

  it("says 'Unable to load testimonials at the moment.' when they fail", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      stubFetch({ '/api/testimonials': () => new Response('{}', { status: 500 }) }),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load testimonials at the moment.',
    );
  });

  it("says 'No testimonials available for this villa yet.' when there are none", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(stubFetch({ '/api/testimonials': paged(0) }));
    show();
    expect(
      await screen.findByText('No testimonials available for this villa yet.'),
    ).toBeInTheDocument();
  });
});
