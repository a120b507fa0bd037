import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { locationLimits, postingMessages } from '@matchbazaar/contracts';
import type { PlaceValues } from './post-form-helpers';

const t = postingMessages;

/** City, state or region, and country of a shop or a post. */
export function PlaceFields({
  values,
  set,
  errors,
  register,
  idPrefix = 'post',
}: {
  values: PlaceValues;
  set: (name: keyof PlaceValues, value: string) => void;
  errors: Record<string, string | undefined>;
  register: (name: string) => (el: HTMLElement | null) => void;
  idPrefix?: string;
}) {
  // The common countries by name; a shop elsewhere keeps its own code in the list.
  const countries = { ...t.countries };
  if (values.country && !(values.country in countries)) countries[values.country] = values.country;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
      }}
    >
      <TextField
        id={`${idPrefix}-city`}
        label={t.cityLabel}
        required
        value={values.city}
        onChange={(event) => set('city', event.target.value)}
        error={errors.city !== undefined}
        helperText={errors.city}
        inputRef={register('city')}
        slotProps={{
          htmlInput: { maxLength: locationLimits.city, autoComplete: 'address-level2' },
        }}
      />
      <TextField
        id={`${idPrefix}-region`}
        label={t.regionLabel}
        value={values.region}
        onChange={(event) => set('region', event.target.value)}
        error={errors.region !== undefined}
        helperText={errors.region}
        inputRef={register('region')}
        slotProps={{
          htmlInput: { maxLength: locationLimits.region, autoComplete: 'address-level1' },
        }}
      />
      <TextField
        id={`${idPrefix}-country`}
        select
        required
        label={t.countryLabel}
        value={values.country}
        onChange={(event) => set('country', event.target.value)}
        error={errors.country !== undefined}
        helperText={errors.country}
        inputRef={register('country')}
      >
        {Object.entries(countries).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
