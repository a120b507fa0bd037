import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { authMessages } from '@matchbazaar/contracts';
import { useState } from 'react';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password input with a show/hide toggle, for any feature's form (the settings page's password
 * change among them). The toggle keeps its place in the tab order and the caret in the field.
 */
export function PasswordField({ autoComplete, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        ...slotProps,
        htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 1024 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
