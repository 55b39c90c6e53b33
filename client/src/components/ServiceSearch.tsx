/**
 * Service search panel (spec section 2) on MUI Autocomplete: opens on focus or typing, closes on
 * outside click, Escape or selection; arrow keys move the highlight and Enter picks the highlighted
 * service (its page, /services/{id}); Enter with nothing highlighted searches the catalogue
 * (/services?search=...). With no match: 'No services found' / 'Try adjusting your search terms.'
 * The server filters (name, description, features); results are capped per spec section 9.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import type { ServiceSearchOption_ServiceFragment } from '../gql/graphql';
import { CategoryIcon } from './booking/categoryIcon';

/** Fields one search result renders. */
export const ServiceSearchOption_service = graphql(`
  fragment ServiceSearchOption_service on Service {
    id
    name
    category
    memberPrice
    regularPrice
    discountPercent
    popular
  }
`);

const ServiceSearchQuery = graphql(`
  query ServiceSearch($search: String, $maxResults: Int) {
    services(search: $search, maxResults: $maxResults) {
      id
      ...ServiceSearchOption_service
    }
  }
`);

/**
 * Spec sections 5 and 9: the landing page's hero search allows 25 results; the server's `services`
 * applies the rule (25 for an empty term, 35 with one, never above 50).
 */
export const LANDING_SEARCH_LIMIT = 25;
const DEBOUNCE_MS = 200;

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

type ServiceOption = ServiceSearchOption_ServiceFragment;

function NoServices() {
  return (
    <Box sx={{ py: 2, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 36 }} aria-hidden />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>No services found</Typography>
      <Typography variant="body2" color="text.secondary">
        Try adjusting your search terms.
      </Typography>
    </Box>
  );
}

export interface ServiceSearchProps {
  /** Visible label of the input (default "Search services"). */
  label?: string;
  placeholder?: string;
  /**
   * The search's maxResults (spec section 5): this many results for an empty term, 10 more with a
   * term, never above 50 (the server's rule). Defaults to the landing hero's 25.
   */
  maxResults?: number;
  /** Text already typed when the box mounts (the landing hero's look-alike hands it over). */
  defaultTerm?: string;
  /** Focus the input when it mounts (and so open the results panel). */
  autoFocus?: boolean;
}

/** The service search box with its results panel (see the module comment for the keys). */
export function ServiceSearch({
  label = 'Search services',
  placeholder = 'Try "deep cleaning", "windows" or "move out"',
  maxResults = LANDING_SEARCH_LIMIT,
  defaultTerm = '',
  autoFocus = false,
}: ServiceSearchProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(defaultTerm);
  const [open, setOpen] = useState(false);
  const highlighted = useRef<ServiceOption | null>(null);
  const search = useDebounced(term.trim(), DEBOUNCE_MS);

  const { data, previousData, loading, error } = useQuery(ServiceSearchQuery, {
    variables: { search: search || null, maxResults },
    skip: !open,
  });
  const services = (data ?? previousData)?.services ?? [];
  const pending = open && (loading || term.trim() !== search);

  const searchCatalogue = () => {
    setOpen(false);
    navigate(`/services?search=${encodeURIComponent(term.trim())}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key === 'Enter' && !(open && highlighted.current) && term.trim()) {
      event.defaultMuiPrevented = true;
      event.preventDefault();
      searchCatalogue();
    }
  };

  const status = pending
    ? 'Searching services…'
    : error
      ? 'Search is unavailable right now.'
      : `${services.length} service${services.length === 1 ? '' : 's'} found`;

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Autocomplete<ServiceOption, false, false, false>
        options={services}
        value={null}
        inputValue={term}
        onInputChange={(_event, value, reason) => {
          if (reason === 'reset') return;
          setTerm(value);
          if (reason === 'input') setOpen(true);
        }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        openOnFocus
        onChange={(_event, service) => {
          if (!service) return;
          setOpen(false);
          navigate(`/services/${service.id}`);
        }}
        onHighlightChange={(_event, option) => {
          highlighted.current = option;
        }}
        onKeyDown={onKeyDown}
        filterOptions={(options) => options}
        getOptionLabel={(service) => service.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        clearOnBlur={false}
        handleHomeEndKeys={false}
        blurOnSelect
        forcePopupIcon={false}
        loading={pending && services.length === 0}
        loadingText="Searching services…"
        noOptionsText={error ? 'Search is unavailable right now. Please try again in a moment.' : <NoServices />}
        slotProps={{
          listbox: { 'aria-label': 'Services', sx: { maxHeight: 360 } },
          paper: { elevation: 8 },
        }}
        renderOption={({ key, ...props }, service) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
            <CategoryIcon category={service.category} size={36} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {service.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {service.category}
                {service.popular ? ' · Popular' : ''}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{service.memberPrice}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                {service.regularPrice}
              </Typography>
            </Box>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            placeholder={placeholder}
            autoFocus={autoFocus}
            sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 3 } }}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
                endAdornment: (
                  <>
                    {pending && <CircularProgress size={20} aria-hidden />}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {open ? status : ''}
      </Box>
    </Box>
  );
}

export default ServiceSearch;
