import { moderationMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactElement } from 'react';

export interface Decision {
  label: string;
  icon: ReactElement;
  color: 'success' | 'error' | 'primary';
  onClick: () => void;
  /** This decision is on its way (a spinner on its button). */
  busy?: boolean;
}

/**
 * A queue row's decisions (approve and reject, resolve and dismiss), side by side and wrapping on
 * a narrow row; each button named after its words and the row's subject ("Approve: <title>").
 */
export function DecisionButtons({
  subject,
  decisions,
  disabled,
  sx,
}: {
  subject: string;
  decisions: readonly Decision[];
  disabled: boolean;
  sx?: SystemStyleObject<Theme>;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', ...sx }}>
      {decisions.map((decision) => (
        <Button
          key={decision.label}
          size="small"
          variant="outlined"
          color={decision.color}
          startIcon={decision.icon}
          loading={decision.busy ?? false}
          disabled={disabled}
          onClick={decision.onClick}
          aria-label={moderationMessages.actionFor(decision.label, subject)}
        >
          {decision.label}
        </Button>
      ))}
    </Stack>
  );
}
