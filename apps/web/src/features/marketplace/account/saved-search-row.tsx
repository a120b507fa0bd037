import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  describeSavedQuery,
  savedQueryParams,
  savedSearchAlerts,
  savedSearchesMessages,
  type SavedSearch,
  type SavedSearchAlert,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ruledRow } from '../../../components/ruled-rows';
import { markSavedSearchSeen } from '../api/saved-searches-api';

const t = savedSearchesMessages;

/** The browse page showing a saved search's results. */
const resultsPath = (search: SavedSearch) =>
  `/marketplace/browse?${new URLSearchParams(savedQueryParams(search.query)).toString()}`;

/** A saved search: its name and new matches, its filters in words, its alert, its results, rename and delete. */
export function SavedSearchRow({
  search,
  onAlert,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onAlert: (alert: SavedSearchAlert) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const navigate = useNavigate();
  const nameId = useId();
  const open = () => {
    // Opening its results is looking at them: the matches so far are no longer new.
    void markSavedSearchSeen(search.id).catch(() => undefined);
    void navigate(resultsPath(search));
  };
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{ py: 2, display: 'grid', gap: 1.25, ...ruledRow }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={nameId}
          component="h2"
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {search.name}
        </Typography>
        <Chip
          size="small"
          color={search.newHits > 0 ? 'primary' : 'default'}
          variant={search.newHits > 0 ? 'filled' : 'outlined'}
          label={search.newHits > 0 ? t.newHits(search.newHits) : t.noNewHits}
        />
      </Box>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {describeSavedQuery(search.query).join(' · ')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t.alertLabel}
          value={search.alert}
          onChange={(event) => onAlert(event.target.value as SavedSearchAlert)}
          sx={{ minWidth: 130 }}
        >
          {savedSearchAlerts.map((alert) => (
            <MenuItem key={alert} value={alert}>
              {t.alertShort[alert]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<SearchIcon />} onClick={open}>
          {t.viewResults}
        </Button>
        <Box sx={{ display: 'flex', gap: 0.5, ml: { sm: 'auto' } }}>
          <Button
            size="small"
            color="inherit"
            startIcon={<EditOutlinedIcon />}
            onClick={onRename}
            aria-label={`${t.rename}: ${search.name}`}
          >
            {t.rename}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            aria-label={`${t.delete}: ${search.name}`}
          >
            {t.delete}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
