import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { useSearchDraft, type ParamChanges } from './useUrlParams';

const ROLES = [
  ['', 'All roles'],
  ['customer', 'Customer'],
  ['cleaner', 'Freelancer'],
  ['admin', 'Admin'],
] as const;

const STATUSES = [
  ['', 'All statuses'],
  ['active', 'Active'],
  ['suspended', 'Suspended'],
] as const;

export interface UserFilters {
  search: string;
  role: string;
  status: string;
  from: string;
  to: string;
}

/**
 * Filters above the users grid (docs/decisions/0020), all kept in the URL: text search over name
 * and email ("Search users"), role, status and the joined date range.
 */
export function UsersFilterBar({ filters, rangeInvalid, update }: { filters: UserFilters; rangeInvalid: boolean; update: (changes: ParamChanges) => void }) {
  const { draft, setDraft, submit } = useSearchDraft(filters.search, update);
  const anyFilter = Boolean(filters.search || filters.role || filters.status || filters.from || filters.to || draft);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter users"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: '2fr repeat(4, minmax(0, 1fr)) auto' },
        alignItems: 'start',
        mb: 2,
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Search users"
        placeholder="Name or email"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField select size="small" label="Role" value={filters.role} onChange={(event) => update({ role: event.target.value })}>
        {ROLES.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label="Status" value={filters.status} onChange={(event) => update({ status: event.target.value })}>
        {STATUSES.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Joined from"
        value={filters.from}
        onChange={(event) => update({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label="Joined to"
        value={filters.to}
        onChange={(event) => update({ to: event.target.value })}
        error={rangeInvalid}
        helperText={rangeInvalid ? 'Must not be before "Joined from".' : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
      <Button
        type="button"
        onClick={() => {
          setDraft('');
          update({ search: null, role: null, status: null, from: null, to: null });
        }}
        disabled={!anyFilter}
        sx={{ minHeight: 40, justifySelf: { xs: 'start', md: 'stretch' } }}
      >
        Clear filters
      </Button>
    </Box>
  );
}
