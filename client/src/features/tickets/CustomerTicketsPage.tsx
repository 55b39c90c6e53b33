/**
 * /customer/tickets (docs/decisions/0021): the signed-in customer's tickets, latest activity
 * first. Counts per status (myTicketStats) double as status filters; a topic filter and a text
 * search (subject or #number) complete them. Filters and page live in the URL. Tickets that are not
 * closed can be selected and closed together (confirmed first). "New ticket" opens the form, which
 * `?bookingId=` opens with that booking chosen (a booking page may link here).
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { PageTitle } from '../../components/ui/PageTitle';
import { StatusListHeader } from '../../components/ui/StatusTabsList';
import { QueryErrorState, StateMessage } from '../../components/ui/StateMessage';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { STATUS_COUNT_KEY } from '../../components/tickets/ticketLabels';
import { TICKET_CATEGORIES, TICKET_CATEGORY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS, isTicketCategory, isTicketStatus } from '../../../../schema/tickets';
import { graphql } from '../../gql';
import { withParams } from '../../lib/searchParams';
import { useToast } from '../../lib/toast';
import { NewTicketDialog } from './NewTicketDialog';
import { TicketListRow, TicketListRowSkeleton } from './TicketListRow';
import { useCloseMyTickets } from './ticketMutations';
import { Pager } from '../../components/ui/Pager';

const CustomerTicketsQuery = graphql(`
  query CustomerTickets($status: TicketStatus, $category: TicketCategory, $search: String, $page: Int!, $limit: Int!) {
    myTicketStats {
      open
      inProgress
      investigating
      resolved
      closed
      total
    }
    myTickets(status: $status, category: $category, search: $search, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...TicketListRow_ticket
      }
    }
  }
`);

const PAGE_SIZES = [10, 20, 50];

/** The customer's support tickets page. */
export default function CustomerTicketsPage() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const rawCategory = params.get('category');
  const status = isTicketStatus(rawStatus) ? rawStatus : null;
  const category = isTicketCategory(rawCategory) ? rawCategory : null;
  const search = params.get('search')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const presetBooking = params.get('bookingId');

  const toast = useToast();
  const [draft, setDraft] = useState(search);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [closeTickets, { loading: closing }] = useCloseMyTickets();

  const { data, previousData, loading, error, refetch } = useQuery(CustomerTicketsQuery, {
    variables: { status, category, search: search || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = data ?? previousData;
  const list = result?.myTickets;
  const stats = result?.myTicketStats;

  // Only tickets shown on this page that can be closed (`allowedActions`) can stay selected.
  const selectable = (list?.items ?? []).filter((t) => t.allowedActions.includes('CLOSE')).map((t) => t.id);
  const chosen = selectable.filter((id) => selected.has(id));

  const set = (changes: Record<string, string | number | null>) => {
    setSelected(new Set());
    setParams(withParams(params, changes));
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim() });
  };
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmClose = async () => {
    setCloseError(null);
    const outcome = await closeTickets(chosen);
    if (!outcome.ok) {
      setCloseError(outcome.message);
      return;
    }
    setConfirming(false);
    setSelected(new Set());
    toast.success(outcome.data === 1 ? 'One ticket was closed.' : `${outcome.data} tickets were closed.`);
  };

  const closeDialog = () => {
    setDialogOpen(false);
    if (presetBooking) setParams(withParams(params, { bookingId: null, page: page }), { replace: true });
  };

  const filtered = Boolean(status || category || search);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Support Tickets" />
      <StatusListHeader
        title="Support tickets"
        subtitle="Ask our support team about a booking, a payment or your account."
        action={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialogOpen(true)} sx={{ fontWeight: 700, flexShrink: 0 }}>
            New ticket
          </Button>
        }
      />

      <Box role="group" aria-label="Show tickets by status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {!stats ? (
          Array.from({ length: 6 }, (_, i) => <Skeleton key={i} variant="rounded" width={96} height={32} aria-hidden />)
        ) : (
          <>
            <Chip
              label={`All (${stats.total})`}
              color={status === null ? 'primary' : 'default'}
              variant={status === null ? 'filled' : 'outlined'}
              onClick={() => set({ status: null })}
              aria-pressed={status === null}
            />
            {TICKET_STATUSES.map((s) => (
              <Chip
                key={s}
                label={`${TICKET_STATUS_LABELS[s]} (${stats[STATUS_COUNT_KEY[s]]})`}
                color={status === s ? 'primary' : 'default'}
                variant={status === s ? 'filled' : 'outlined'}
                onClick={() => set({ status: s })}
                aria-pressed={status === s}
              />
            ))}
          </>
        )}
      </Box>

      <Box
        component="form"
        role="search"
        aria-label="Search tickets"
        onSubmit={submitSearch}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label="Topic"
          value={category ?? ''}
          onChange={(e) => set({ category: e.target.value })}
          sx={{ flex: '0 1 200px', minWidth: 160 }}
        >
          <MenuItem value="">All topics</MenuItem>
          {TICKET_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {TICKET_CATEGORY_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Search tickets"
          placeholder="Words or #number"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ flex: '1 1 220px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="outlined">
          Search
        </Button>
        {filtered && (
          <Button
            onClick={() => {
              setDraft('');
              set({ status: null, category: null, search: null });
            }}
          >
            Clear filters
          </Button>
        )}
      </Box>

      {list && selectable.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, mb: 1.5, px: 0.75 }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={chosen.length === selectable.length}
                indeterminate={chosen.length > 0 && chosen.length < selectable.length}
                onChange={(e) => setSelected(e.target.checked ? new Set(selectable) : new Set())}
              />
            }
            label="Select all open tickets on this page"
          />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
              {chosen.length > 0 ? `${chosen.length} selected` : ''}
            </Typography>
            <Button variant="outlined" color="error" disabled={chosen.length === 0 || closing} onClick={() => setConfirming(true)}>
              Close selected
            </Button>
          </Stack>
        </Stack>
      )}

      <Box sx={{ height: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading tickets" />}</Box>

      {error && !list ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load your tickets" />
      ) : !list ? (
        <Stack spacing={1.5} role="status" aria-busy aria-label="Loading tickets">
          {Array.from({ length: 4 }, (_, i) => (
            <TicketListRowSkeleton key={i} />
          ))}
        </Stack>
      ) : list.total === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SupportAgentRounded />}
            title="No tickets match"
            description="Change or clear the filters to see your other tickets."
          />
        ) : (
          <StateMessage
            icon={<SupportAgentRounded />}
            title="No support tickets yet"
            description="If something went wrong with a booking, a payment or your account, open a ticket with the button above and our support team will answer here."
          />
        )
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your tickets">
            {list.items.map((ticket) => (
              <TicketListRow key={ticket.id} ticket={ticket} selected={selected.has(ticket.id)} onToggle={toggle} />
            ))}
          </Stack>
          <Pager
            page={list.page}
            limit={list.limit}
            total={list.total}
            sizes={PAGE_SIZES}
            label="Per page"
            onPage={(next) => set({ page: next })}
            onLimit={(size) => set({ limit: size })}
          />
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={chosen.length === 1 ? 'Close this ticket?' : `Close ${chosen.length} tickets?`}
        description="Closed tickets take no more replies. If you need help again, you can open a new ticket."
        confirmLabel={chosen.length === 1 ? 'Close ticket' : 'Close tickets'}
        cancelLabel="Keep open"
        tone="error"
        busy={closing}
        error={closeError}
        onConfirm={() => void confirmClose()}
        onClose={() => {
          setConfirming(false);
          setCloseError(null);
        }}
      />
      <NewTicketDialog open={dialogOpen || Boolean(presetBooking)} bookingId={presetBooking} onClose={closeDialog} />
    </Container>
  );
}
