import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { quantityUnitLabels, quantityUnits, type QuantityUnit } from '@matchbazaar/contracts';

/** A unit of the catalogue's list (piece, kg, tonne, month...), as a select. */
export function UnitSelect({
  id,
  label,
  value,
  onChange,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  value: QuantityUnit;
  onChange: (unit: QuantityUnit) => void;
  error?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
}) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value as QuantityUnit)}
    >
      {quantityUnits.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {quantityUnitLabels[unit]}
        </MenuItem>
      ))}
    </TextField>
  );
}
