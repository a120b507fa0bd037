import { ToneChip, type Tone } from '../tone-chip';

/** A post's or a proposal's status: live green, waiting amber, refused red, paused blue, ended grey. */
const statusTones: Readonly<Record<string, Tone>> = {
  draft: 'grey',
  pending_review: 'amber',
  published: 'green',
  open: 'green',
  paused: 'blue',
  closed: 'grey',
  rejected: 'red',
  expired: 'grey',
  // Proposals.
  submitted: 'blue',
  shortlisted: 'amber',
  countered: 'amber',
  accepted: 'green',
  declined: 'red',
  withdrawn: 'grey',
};

export function StatusChip({ status, label }: { status: string; label: string }) {
  // The transparent border keeps it as tall as the outlined chips beside it on a post's card.
  return (
    <ToneChip
      tone={statusTones[status] ?? 'grey'}
      label={label}
      sx={{ border: 1, borderColor: 'transparent' }}
    />
  );
}
