import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { postLimits, postingMessages } from '@matchbazaar/contracts';

const t = postingMessages;

/** Up to 10 short tags, typed and entered one by one (shown as chips, lower case). */
export function TagsField({
  kind,
  value,
  onChange,
  error,
  inputRef,
}: {
  kind: 'listing' | 'requirement';
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  inputRef?: (el: HTMLElement | null) => void;
}) {
  return (
    <Autocomplete
      id="post-tags"
      multiple
      freeSolo
      options={[]}
      value={value}
      onChange={(_event, tags) =>
        onChange(
          [
            ...new Set(
              tags
                .map((tag) => tag.trim().toLowerCase().slice(0, postLimits.tagLength))
                .filter(Boolean),
            ),
          ].slice(0, postLimits.tags),
        )
      }
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={tag} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.tagsLabel}
          error={error !== undefined}
          helperText={error ?? t.tagsHelp[kind]}
          inputRef={inputRef}
        />
      )}
    />
  );
}
