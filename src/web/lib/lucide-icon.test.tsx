import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from './lucide-icon.ts';

/** An icon module of lucide-react: its own component and the data it was made from. */
interface IconModule {
  default: ComponentType<IconProps>;
  __iconData: Parameters<typeof createLucideIcon>[0];
}

const iconModule = (file: string) =>
  import(`../../../node_modules/lucide-react/dist/esm/icons/${file}.mjs`) as Promise<IconModule>;

describe("the icons' maker draws what lucide's own draws (decision 132)", () => {
  const cases: [string, IconProps][] = [
    ['map-pin', { className: 'h-4 w-4' }],
    ['star', { className: 'h-4 w-4 fill-current', 'aria-hidden': true }],
    ['compass', { className: 'h-12 w-12  text-gold-500', strokeWidth: 1.25 }],
    ['x', { 'aria-label': 'Close' }],
    ['phone', { size: 16, color: 'red', role: 'img' }],
    ['menu', {}],
  ];

  it.each(cases)('%s with %o', async (file, props) => {
    const { default: theirs, __iconData } = await iconModule(file);
    const ours = createLucideIcon(__iconData);
    expect(renderToStaticMarkup(createElement(ours, props))).toBe(
      renderToStaticMarkup(createElement(theirs, props)),
    );
  });
});
