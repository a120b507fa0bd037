import SearchIcon from '@mui/icons-material/Search';
import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

const t = marketplaceMessages;

/** The marketplace's big search box: a query opens the browse page. */
export function MarketplaceSearchBox({
  initial = '',
  kind,
}: {
  initial?: string;
  kind?: 'requests';
}) {
  const [query, setQuery] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (query.trim()) params.set('q', query.trim());
    if (kind) params.set('kind', kind);
    void navigate(`/marketplace/browse?${params.toString()}`);
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, maxWidth: 720 }}
    >
      <TextField
        fullWidth
        type="search"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, enterKeyHint: 'search' } }}
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ px: 3 }}>
        {t.search}
      </Button>
    </Box>
  );
}
