/**
 * The icons' maker, in place of lucide-react's own (vite.config.ts aliases the icons' import of it
 * here; decision 132). lucide-react 1.x draws each icon through a general builder (sizes, absolute
 * strokes, a context of defaults, other frameworks' attribute names) that this site never uses:
 * about 1 KiB of gzip on every page's first load. This draws the same SVG, attribute for
 * attribute, for the props the site passes (className, size, strokeWidth, color, aria and other
 * SVG attributes); lucide-icon.test.tsx renders each against lucide's own.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string | number>][];
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  strokeWidth?: number | string;
  color?: string;
  children?: ReactNode;
};

/** Named, labelled or given a role, an icon speaks; otherwise screen readers skip it. */
const speaks = (props: Record<string, unknown>) =>
  Object.keys(props).some(
    (name) => name.startsWith('aria-') || name === 'role' || name === 'title',
  );

export default function createLucideIcon(icon: IconData) {
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className = '', size = 24, strokeWidth = 2, color = 'currentColor', children, ...rest },
    ref,
  ) {
    const classes = new Set(['lucide', `lucide-${icon.name}`, ...className.split(' ')]);
    classes.delete('');
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(children || speaks(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
