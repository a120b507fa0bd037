import Chip from '@mui/material/Chip';
import type { SystemStyleObject } from '@mui/system';
import type { ReactElement, ReactNode } from 'react';

/**
 * The tints a status is read by at a glance: live or done green, waiting amber (gold a step
 * further on), refused or in trouble red, paused or money moving blue, on its way indigo, arrived
 * teal, ended grey. Dark text on a pale tint: white on MUI's amber fails WCAG contrast.
 */
export const tones = {
  green: { bg: '#e6f4ea', fg: '#1b5e20' },
  amber: { bg: '#fff3e0', fg: '#8a4100' },
  gold: { bg: '#fff8e1', fg: '#7a4f01' },
  red: { bg: '#fdecea', fg: '#b3261e' },
  blue: { bg: '#e3f2fd', fg: '#0d47a1' },
  indigo: { bg: '#e8eaf6', fg: '#283593' },
  teal: { bg: '#e0f2f1', fg: '#00574b' },
  grey: { bg: '#eceff1', fg: '#37474f' },
} as const;

export type Tone = keyof typeof tones;

/** A chip in one of the status tints (its icon too); `sx` adds to the tint, say for the size. */
export function ToneChip({
  tone,
  label,
  size = 'small',
  icon,
  sx,
  ...data
}: {
  tone: Tone;
  label: ReactNode;
  size?: 'small' | 'medium';
  icon?: ReactElement;
  sx?: SystemStyleObject;
  'data-status'?: string;
}) {
  const { bg, fg } = tones[tone];
  return (
    <Chip
      {...data}
      label={label}
      size={size}
      icon={icon}
      sx={{ fontWeight: 700, bgcolor: bg, color: fg, '& .MuiChip-icon': { color: fg }, ...sx }}
    />
  );
}
