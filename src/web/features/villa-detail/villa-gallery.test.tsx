import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wrapIndex } from './photo-lightbox.tsx';
import { VillaGallery } from './villa-gallery.tsx';
import { villaFixture } from './villa-fixture.ts';

const villa = villaFixture();

function openGallery() {
  const user = userEvent.setup();
  render(<VillaGallery villa={villa} />);
  const opener = screen.getByRole('button', { name: 'View all photos' });
  return { user, opener };
}

const counter = (dialog: HTMLElement) => within(dialog).getByText(/^\d+ of \d+$/);
const shownPhoto = (dialog: HTMLElement) => within(dialog).getByRole('img');

describe('wrapIndex', () => {
  it('wraps in both directions', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('VillaGallery', () => {
  it('shows the cover and thumbnail slots 2-5 at most', () => {
    const many = villaFixture({
      photos: Array.from({ length: 9 }, (_, i) => ({
        src: `/images/villas/v/${i + 1}.jpg`,
        alt: '',
      })),
    });
    render(<VillaGallery villa={many} />);
    const tiles = screen.getAllByRole('button', { name: /^Open photo \d+ of 9 full screen$/ });
    expect(tiles).toHaveLength(5);
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Open photo ${n} of 9 full screen`),
    );
  });
});

describe('PhotoLightbox (spec §2)', () => {
  it("opens full screen at the first photo with an 'n of total' counter", async () => {
    const { user, opener } = openGallery();
    await user.click(opener);
    // The lightbox's code loads on first use: it opens a moment after the click.
    const dialog = await screen.findByRole('dialog', { name: 'Villa River Breeze' });
    expect(counter(dialog)).toHaveTextContent('1 of 3');
    expect(shownPhoto(dialog)).toHaveAttribute('src', villa.images[0]);
    expect(shownPhoto(dialog)).toHaveAccessibleName('The pool by the river');
  });

  it('moves with the previous and next buttons and wraps at both ends', async () => {
    const { user, opener } = openGallery();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    const next = within(dialog).getByRole('button', { name: 'Next photo' });
    const previous = within(dialog).getByRole('button', { name: 'Previous photo' });

    await user.click(previous);
    expect(counter(dialog)).toHaveTextContent('3 of 3');
    expect(shownPhoto(dialog)).toHaveAttribute('src', villa.images[2]);
    await user.click(next);
    expect(counter(dialog)).toHaveTextContent('1 of 3');
    await user.click(next);
    await user.click(next);
    expect(counter(dialog)).toHaveTextContent('3 of 3');
    await user.click(next);
    expect(counter(dialog)).toHaveTextContent('1 of 3');
  });

  it('moves with Arrow Right and Arrow Left, wrapping, and closes with Escape', async () => {
    const { user, opener } = openGallery();
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}');
    expect(counter(dialog)).toHaveTextContent('2 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(counter(dialog)).toHaveTextContent('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter(dialog)).toHaveTextContent('3 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(counter(dialog)).toHaveTextContent('2 of 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside while open and gives it back to the photo that opened it', async () => {
    const { user } = openGallery();
    const thumbnail = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' });
    await user.click(thumbnail);
    const dialog = await screen.findByRole('dialog');
    expect(counter(dialog)).toHaveTextContent('2 of 3');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('turns photos with a horizontal swipe and ignores short or vertical ones', async () => {
    const { user, opener } = openGallery();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    const stage = shownPhoto(dialog).parentElement?.parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      // Radix's scroll lock reads both lists, as a browser fills them.
      const start = [{ clientX: from[0], clientY: from[1] }];
      const end = [{ clientX: to[0], clientY: to[1] }];
      fireEvent.touchStart(stage, { touches: start, changedTouches: start });
      fireEvent.touchEnd(stage, { touches: [], changedTouches: end });
    };
    swipe([300, 200], [100, 210]);
    expect(counter(dialog)).toHaveTextContent('2 of 3');
    swipe([100, 200], [300, 190]);
    expect(counter(dialog)).toHaveTextContent('1 of 3');
    swipe([100, 200], [300, 190]);
    expect(counter(dialog)).toHaveTextContent('3 of 3');
    swipe([300, 200], [280, 200]);
    swipe([300, 100], [200, 400]);
    expect(counter(dialog)).toHaveTextContent('3 of 3');
  });
});
