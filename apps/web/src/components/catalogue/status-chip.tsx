import Chip from '@mui/material/Chip';

/**
 * How each status reads at a glance: live green, waiting amber, refused red, paused blue, ended
 * grey. Dark text on a pale tint: white on MUI's amber fails WCAG contrast.
 */
const tones: Readonly<Record<string, { bg: string; fg: string }>> = {
  draft: { bg: '#eceff1', fg: '#37474f' },
  pending_review: { bg: '#fff3e0', fg: '#8a4100' },
  published: { bg: '#e6f4ea', fg: '#1b5e20' },
  open: { bg: '#e6f4ea', fg: '#1b5e20' },
  paused: { bg: '#e3f2fd', fg: '#0d47a1' },
  closed: { bg: '#eceff1', fg: '#37474f' },
  rejected: { bg: '#fdecea', fg: '#b3261e' },
  expired: { bg: '#eceff1', fg: '#37474f' },
  // Proposals.
  submitted: { bg: '#e3f2fd', fg: '#0d47a1' },
  shortlisted: { bg: '#fff3e0', fg: '#8a4100' },
  countered: { bg: '#fff3e0', fg: '#8a4100' },
  accepted: { bg: '#e6f4ea', fg: '#1b5e20' },
  declined: { bg: '#fdecea', fg: '#b3261e' },
  withdrawn: { bg: '#eceff1', fg: '#37474f' },
};

export function StatusChip({ status, label }: { status: string; label: string }) {
  const tone = tones[status] ?? { bg: '#eceff1', fg: '#37474f' };
  return (
    <Chip
      label={label}
      size="small"
      sx={{
        fontWeight: 700,
        bgcolor: tone.bg,
        color: tone.fg,
        border: 1,
        borderColor: 'transparent',
      }}
    />
  );
}
