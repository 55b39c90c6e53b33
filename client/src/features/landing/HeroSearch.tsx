import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { withDataLayer } from '../../lib/dataLayer';

type ServiceSearchComponent = typeof import('../../components/ServiceSearch').ServiceSearch;

const loadServiceSearch = withDataLayer(() => import('../../components/ServiceSearch'));
/** Once loaded, later landing pages in this tab show the real search at once. */
let loadedServiceSearch: ServiceSearchComponent | null = null;

const LABEL = 'What do you need cleaned?';
const PLACEHOLDER = 'Try "deep cleaning", "windows" or "move out"';

/**
 * The first screen's look of the service search (an outlined field, 56 px high, with its label
 * on the outline): a plain input, so the landing page's entry does not carry MUI Autocomplete,
 * Popper and the text-field family. Focusing, pressing or typing in it loads the real
 * ServiceSearch, which takes its place with the text typed so far and the focus
 * (docs/decisions/0017-landing-speed.md). Enter before that searches the catalogue, as the real
 * one does with nothing highlighted.
 */
function SearchLookalike({ term, onTerm, onActivate }: { term: string; onTerm: (term: string) => void; onActivate: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        position: 'relative',
        height: 56,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: '14px',
        pr: '14px',
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        color: 'text.secondary',
        '&:hover': { borderColor: 'text.primary' },
      }}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          top: 0,
          left: 10,
          px: '4px',
          transform: 'translateY(-50%)',
          fontSize: '0.75rem',
          lineHeight: 1,
          color: 'text.secondary',
          bgcolor: 'background.paper',
          pointerEvents: 'none',
        }}
      >
        {LABEL}
      </Box>
      <SearchIcon aria-hidden sx={{ flexShrink: 0 }} />
      <Box
        component="input"
        id={id}
        type="text"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={PLACEHOLDER}
        value={term}
        onChange={(event) => onTerm((event.target as HTMLInputElement).value)}
        onFocus={onActivate}
        onPointerDown={onActivate}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && term.trim()) navigate(`/services?search=${encodeURIComponent(term.trim())}`);
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          p: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          '&::placeholder': { color: 'text.secondary', opacity: 0.9 },
        }}
      />
    </Box>
  );
}

/**
 * The hero's service search: the look-alike until the visitor reaches for it, then the real one.
 * The look-alike stays mounted (keeping the focus and what is typed) until the real one has
 * loaded; the real one then takes over with that text, focused.
 */
export function HeroSearch() {
  const [Search, setSearch] = useState<ServiceSearchComponent | null>(() => loadedServiceSearch);
  const [term, setTerm] = useState('');
  const reached = useRef(false);

  const activate = () => {
    if (reached.current) return;
    reached.current = true;
    loadServiceSearch().then(
      (module) => {
        loadedServiceSearch = module.ServiceSearch;
        setSearch(() => module.ServiceSearch);
      },
      () => {
        // Offline or replaced files: the look-alike stays, and Enter still searches the catalogue.
        reached.current = false;
      },
    );
  };

  if (Search) return <Search label={LABEL} placeholder={PLACEHOLDER} defaultTerm={term} autoFocus={reached.current} />;
  return <SearchLookalike term={term} onTerm={setTerm} onActivate={activate} />;
}
