import { Button as HeadlessButton } from '@headlessui/react';
import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return (
    <HeadlessButton
      type={type}
      className={`rounded-md px-4 py-2 text-sm font-medium transition-colors ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
