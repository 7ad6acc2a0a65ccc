/**
 * The icons of the console's first load (the rooms of the tab bar and the header, Today's arrivals
 * and departures): Lucide's drawings (ISC licence, https://lucide.dev) in one SVG sprite,
 * console-icons.svg, a file of the build that each icon shows with `<use>`, rather than drawn in the
 * script: their drawings were 1.2 KiB of the first load's JavaScript (decisions 084, 095). Every
 * other icon of the console comes from lucide-react, with the page that shows it.
 */
import type { ComponentType, SVGProps } from 'react';
import sprite from './console-icons.svg?no-inline';

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/**
 * The drawing of the sprite's `id` in Lucide's frame: a 24-unit square, 2-unit round strokes in
 * the text's colour. The rooms' icons are made where the rooms are listed (shell/rooms.ts).
 */
export const icon = (id: string): Icon =>
  function LucideDrawing(props) {
    return (
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  };

export const Ellipsis = icon('ellipsis');
export const LogOut = icon('log-out');
export const LogIn = icon('log-in');
