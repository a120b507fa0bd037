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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The box as it stands, not the state: on a page rendered by the server, what was typed before
    // the app took over is in the box but was never seen by onChange.
    const typed = new FormData(event.currentTarget).get('q');
    const params = new URLSearchParams();
    if (typeof typed === 'string' && typed.trim()) params.set('q', typed.trim());
    if (kind) params.set('kind', kind);
    void navigate(`/marketplace/browse?${params.toString()}`);
  };
  return (
    <Box
      component="form"
      role="search"
      // Before the app has taken over the page (or without JavaScript) the browser sends the same
      // query itself.
      action="/marketplace/browse"
      method="get"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, maxWidth: 720 }}
    >
      {kind && <input type="hidden" name="kind" value={kind} />}
      <TextField
        fullWidth
        name="q"
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
