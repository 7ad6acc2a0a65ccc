import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '#web/app/navigation.tsx';

type Variant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

const variants: Record<Variant, string> = {
  primary: 'bg-teal-800 text-sand-50 hover:bg-teal-900',
  accent: 'bg-gold-400 text-teal-900 hover:bg-gold-500',
  outline: 'border border-teal-800 text-teal-800 hover:bg-teal-800 hover:text-sand-50',
  ghost: 'text-teal-800 hover:bg-sand-200',
  light: 'border border-white/70 text-white hover:bg-white hover:text-teal-900',
};

const sizes: Record<Size, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-6 py-3 text-sm',
  lg: 'px-8 py-4 text-base',
};

/** The classes of a button, for elements that are not <button> (links, labels). */
export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface Styled {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Styled) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & Styled) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

export function ButtonAnchor({
  variant,
  size,
  className = '',
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & Styled) {
  return <a className={buttonClasses(variant, size, className)} {...props} />;
}
