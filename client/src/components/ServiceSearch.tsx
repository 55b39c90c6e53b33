import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ClickAwayListener from '@mui/material/ClickAwayListener';
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
  query ServiceSearch($search: String, $limit: Int) {
    services(search: $search, limit: $limit) {
      id
      ...ServiceSearchOption_service
    }
  }
`);

/** Spec section 9: the landing search allows 25 results. */
export const SERVICE_SEARCH_LIMIT = 25;
const DEBOUNCE_MS = 200;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function Option({
  service,
  id,
  active,
  onPick,
  onHover,
}: {
  service: ServiceSearchOption_ServiceFragment;
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  return (
    <Box
      component="li"
      id={id}
      role="option"
      aria-selected={active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : 'transparent',
        borderLeft: 3,
        borderColor: active ? 'primary.main' : 'transparent',
      }}
    >
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
  );
}

export interface ServiceSearchProps {
  /** Visible label of the input (default "Search services"). */
  label?: string;
  placeholder?: string;
}

/**
 * Hero service search: a WAI-ARIA combobox with a listbox popup. Opens on focus or typing,
 * closes on outside click, Escape or selection; arrows move the highlight, Enter picks.
 */
export function ServiceSearch({
  label = 'Search services',
  placeholder = 'Try "deep cleaning", "windows" or "move out"',
}: ServiceSearchProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActiveState] = useState(-1);
  // Mirrors `active` so a key pressed right after an arrow key sees the new highlight.
  const activeRef = useRef(-1);
  const setActive = (next: number | ((current: number) => number)) => {
    const value = typeof next === 'function' ? next(activeRef.current) : next;
    activeRef.current = value;
    setActiveState(value);
  };
  const search = useDebounced(term.trim(), DEBOUNCE_MS);

  const { data, previousData, loading, error } = useQuery(ServiceSearchQuery, {
    variables: { search: search || null, limit: SERVICE_SEARCH_LIMIT },
    skip: !open,
  });
  const services = (data ?? previousData)?.services ?? [];
  const pending = open && (loading || term.trim() !== search);

  useEffect(() => {
    activeRef.current = -1;
    setActiveState(-1);
  }, [search]);

  const optionId = (index: number) => `${baseId}-option-${index}`;

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${baseId}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, baseId]);

  const pick = (service: ServiceSearchOption_ServiceFragment) => {
    setOpen(false);
    setActive(-1);
    navigate(`/services/${service.id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (services.length) setActive((i) => (i + 1) % services.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else if (services.length) setActive((i) => (i <= 0 ? services.length - 1 : i - 1));
        break;
      case 'Enter': {
        const index = activeRef.current;
        const chosen = index >= 0 ? services[index] : undefined;
        if (open && chosen) {
          event.preventDefault();
          pick(chosen);
        } else if (term.trim()) {
          event.preventDefault();
          setOpen(false);
          navigate(`/services?search=${encodeURIComponent(term.trim())}`);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (term) {
          setTerm('');
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const expanded = open;
  const status = pending
    ? 'Searching services…'
    : error
      ? 'Search is unavailable right now.'
      : `${services.length} service${services.length === 1 ? '' : 's'} found`;

  return (
    <ClickAwayListener
      onClickAway={() => {
        setOpen(false);
        setActive(-1);
      }}
    >
      <Box ref={anchorRef} sx={{ position: 'relative', width: '100%' }}>
        <TextField
          inputRef={inputRef}
          label={label}
          placeholder={placeholder}
          value={term}
          autoComplete="off"
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 3 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
              endAdornment: pending ? (
                <InputAdornment position="end">
                  <CircularProgress size={20} aria-hidden />
                </InputAdornment>
              ) : undefined,
            },
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': expanded,
              'aria-controls': listboxId,
              'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
            },
          }}
        />
        <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
          {open ? status : ''}
        </Box>
        <Popper
          open={expanded}
          anchorEl={anchorRef.current}
          placement="bottom-start"
          disablePortal
          keepMounted
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          style={{ width: anchorRef.current?.clientWidth, zIndex: 1300 }}
        >
          <Paper elevation={8} sx={{ overflow: 'hidden' }}>
            {error && services.length === 0 ? (
              <Box sx={{ p: 3, textAlign: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>Search is unavailable right now</Typography>
                <Typography variant="body2" color="text.secondary">
                  Please try again in a moment.
                </Typography>
              </Box>
            ) : !pending && services.length === 0 ? (
              <Box sx={{ p: 3, textAlign: 'center' }}>
                <SearchOffIcon color="disabled" sx={{ fontSize: 36 }} aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>No services found</Typography>
                <Typography variant="body2" color="text.secondary">
                  Try adjusting your search terms.
                </Typography>
              </Box>
            ) : null}
            <Box
              component="ul"
              id={listboxId}
              role="listbox"
              aria-label="Services"
              sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}
            >
              {services.map((service, index) => (
                <Option
                  key={service.id}
                  id={optionId(index)}
                  service={service}
                  active={index === active}
                  onPick={() => pick(service)}
                  onHover={() => setActive(index)}
                />
              ))}
            </Box>
          </Paper>
        </Popper>
      </Box>
    </ClickAwayListener>
  );
}

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

export default ServiceSearch;
