import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { graphql } from '../../gql';
import { StateMessage, QueryErrorState } from '../../components/ui/StateMessage';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';

const ServicesPageQuery = graphql(`
  query ServicesPage($search: String, $category: String) {
    services(search: $search, category: $category, limit: 50) {
      id
      ...ServiceCard_service
    }
  }
`);

const ServiceCategoriesQuery = graphql(`
  query ServiceCategories {
    serviceCategories {
      name
      serviceCount
    }
  }
`);

const SEARCH_DEBOUNCE_MS = 250;

/** Public catalogue (/services): search, category filter chips and a responsive grid of service cards. */
export default function ServicesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const [input, setInput] = useState(search);
  const searchId = useId();

  // The URL (?q=) drives the query and survives reloads / sharing; typing reaches it debounced.
  const pushedSearch = useRef(search);
  useEffect(() => {
    // Back/forward navigation changed ?q= without typing: show it in the box.
    if (search !== pushedSearch.current) {
      pushedSearch.current = search;
      setInput(search);
    }
  }, [search]);

  useEffect(() => {
    const term = input.trim();
    if (term === search) return;
    const timer = window.setTimeout(() => {
      pushedSearch.current = term;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (term) next.set('q', term);
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, search, setParams]);

  const setCategory = (name: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (name) next.set('category', name);
        else next.delete('category');
        return next;
      },
      { replace: true },
    );

  const clearAll = () => {
    setInput('');
    pushedSearch.current = '';
    setParams(new URLSearchParams(), { replace: true });
  };

  const { data, previousData, loading, error, refetch } = useQuery(ServicesPageQuery, {
    variables: { search: search || undefined, category: category || undefined },
  });
  const categories = useQuery(ServiceCategoriesQuery);

  const services = (data ?? previousData)?.services;
  const categoryList = categories.data?.serviceCategories ?? [];
  const totalServices = categoryList.reduce((sum, c) => sum + c.serviceCount, 0);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Services" />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 720 }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}>
          All services
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary', mt: 1 }}>
          {totalServices > 0 ? `${totalServices}` : '50+'} professional services for homes, offices and more. Members pay
          from $18/hour and save up to 55% on every booking.
        </Typography>
      </Box>

      <Box role="search" sx={{ mb: 2 }}>
        <TextField
          id={searchId}
          fullWidth
          type="search"
          label="Search services"
          placeholder="Try “deep cleaning”, “windows” or “move out”"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && input) {
              e.preventDefault();
              setInput('');
            }
          }}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded aria-hidden />
                </InputAdornment>
              ),
              endAdornment: input ? (
                <InputAdornment position="end">
                  <IconButton aria-label="Clear search" edge="end" onClick={() => setInput('')}>
                    <CloseRounded />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
          sx={{ '& .MuiOutlinedInput-root': { borderRadius: 3, bgcolor: 'background.paper' } }}
        />
      </Box>

      <Box
        role="group"
        aria-label="Filter by category"
        sx={{
          display: 'flex',
          gap: 1,
          mb: 3,
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          pb: { xs: 1, md: 0 },
          mx: { xs: -2, md: 0 },
          px: { xs: 2, md: 0 },
          scrollbarWidth: 'thin',
          '& > *': { flexShrink: 0 },
        }}
      >
        {categories.loading && categoryList.length === 0 ? (
          Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" width={96 + (i % 3) * 24} height={32} sx={{ borderRadius: 4 }} />
          ))
        ) : (
          <>
            <CategoryChip
              label="All"
              count={totalServices || undefined}
              selected={!category}
              onClick={() => setCategory('')}
            />
            {categoryList.map((c) => (
              <CategoryChip
                key={c.name}
                label={c.name}
                count={c.serviceCount}
                selected={category === c.name}
                onClick={() => setCategory(category === c.name ? '' : c.name)}
              />
            ))}
          </>
        )}
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && services && <LinearProgress aria-label="Updating results" />}</Box>

      {error && !services ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the services" />
      ) : !services ? (
        <ServiceGrid aria-busy>
          {Array.from({ length: 9 }, (_, i) => (
            <ServiceCardSkeleton key={i} />
          ))}
        </ServiceGrid>
      ) : (
        <>
          <Typography
            variant="body2"
            role="status"
            aria-live="polite"
            sx={{ color: 'text.secondary', mb: 2 }}
          >
            {services.length === 1 ? '1 service' : `${services.length} services`}
            {category ? ` in ${category}` : ''}
            {search ? ` matching “${search}”` : ''}
          </Typography>
          {services.length === 0 ? (
            <StateMessage
              icon={<SearchOffRounded />}
              title="No services found"
              description="Try adjusting your search terms."
              actions={
                (search || category) && (
                  <Button variant="outlined" onClick={clearAll}>
                    Clear search and filters
                  </Button>
                )
              }
            />
          ) : (
            <ServiceGrid>
              {services.map((service) => (
                <ServiceCard key={service.id} service={service} />
              ))}
            </ServiceGrid>
          )}
        </>
      )}
    </Container>
  );
}

function ServiceGrid({ children, ...rest }: { children: ReactNode; 'aria-busy'?: boolean }) {
  return (
    <Box
      {...rest}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
      }}
    >
      {children}
    </Box>
  );
}

function CategoryChip({
  label,
  count,
  selected,
  onClick,
}: {
  label: string;
  count?: number;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <Chip
      clickable
      onClick={onClick}
      aria-pressed={selected}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      label={
        <Stack direction="row" spacing={0.75} component="span" sx={{ alignItems: 'center' }}>
          <span>{label}</span>
          {count !== undefined && (
            <Box
              component="span"
              sx={{
                fontSize: '0.75rem',
                fontWeight: 700,
                px: 0.75,
                borderRadius: 2,
                bgcolor: selected ? 'primary.dark' : 'action.selected', // white on primary.dark: 11:1
              }}
            >
              {count}
            </Box>
          )}
        </Stack>
      }
    />
  );
}
