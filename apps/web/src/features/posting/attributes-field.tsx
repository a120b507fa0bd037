import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { postLimits, postingMessages } from '@matchbazaar/contracts';

const t = postingMessages;

type Attribute = { name: string; value: string };

/** A listing's attributes: name and value rows, added and removed (at most 20). */
export function AttributesField({
  value,
  onChange,
  error,
}: {
  value: Attribute[];
  onChange: (attributes: Attribute[]) => void;
  error?: string | undefined;
}) {
  const change = (index: number, part: keyof Attribute, text: string) =>
    onChange(value.map((a, i) => (i === index ? { ...a, [part]: text } : a)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t.attributesLabel}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t.attributesHelp}
      </Typography>
      {value.map((attribute, index) => (
        <Box
          key={index}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '2fr 3fr auto' },
            gap: 1,
            mb: 1.5,
            alignItems: 'start',
          }}
        >
          <TextField
            size="small"
            label={t.attributeNameLabel(index + 1)}
            value={attribute.name}
            onChange={(event) => change(index, 'name', event.target.value)}
            slotProps={{ htmlInput: { maxLength: postLimits.attributeName } }}
          />
          <TextField
            size="small"
            label={t.attributeValueLabel(index + 1)}
            value={attribute.value}
            onChange={(event) => change(index, 'value', event.target.value)}
            slotProps={{ htmlInput: { maxLength: postLimits.attributeValue } }}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
          />
          <IconButton
            aria-label={t.removeAttribute(index + 1)}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            sx={{ gridRow: { xs: '1 / 3', sm: 'auto' }, alignSelf: 'center' }}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon aria-hidden="true" />}
        disabled={value.length >= postLimits.attributes}
        onClick={() => onChange([...value, { name: '', value: '' }])}
      >
        {t.addAttribute}
      </Button>
    </Box>
  );
}
