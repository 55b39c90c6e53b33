/**
 * /admin/tickets (docs/decisions/0021): the support figures (adminTicketStats) and every
 * ticket (adminTickets), filtered by status, priority, category, assignee (anyone, me, unassigned
 * or a given admin) and text (subject, #number, requester), sorted by latest activity, newest,
 * oldest or priority, paged. Filters, sort and page live in the URL. Each row links to
 * /admin/tickets/:id ("Open ticket #<number> ...").
 */
import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { TicketPriorityChip } from '../../../components/tickets/TicketPriorityChip';
import { TicketStatusChip } from '../../../components/tickets/TicketStatusChip';
import { personName } from '../../../components/tickets/ticketLabels';
import {
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  isTicketCategory,
  isTicketPriority,
  isTicketStatus,
} from '../../../../../schema/tickets';
import { graphql } from '../../../gql';
import type { TicketSort } from '../../../gql/graphql';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { withParams } from '../../../lib/searchParams';
import { AdminTicketStatsPanel } from './AdminTicketStatsPanel';
import { useTicketAdmins } from './ticketAdmins';
import { Pager } from '../../../components/ui/Pager';

export const AdminTicketsPage_ticket = graphql(`
  fragment AdminTicketsPage_ticket on Ticket {
    id
    number
    subject
    category
    priority
    status
    statusLabel
    requester {
      id
      firstName
      lastName
      email
    }
    requesterEmail
    assignee {
      id
      firstName
      lastName
    }
    lastMessageAt
    createdAt
    ...TicketStatusChip_ticket
  }
`);

const AdminTicketsQuery = graphql(`
  query AdminTickets(
    $status: TicketStatus
    $priority: TicketPriority
    $category: TicketCategory
    $assignee: String
    $search: String
    $sort: TicketSort
    $page: Int!
    $limit: Int!
  ) {
    adminTickets(status: $status, priority: $priority, category: $category, assignee: $assignee, search: $search, sort: $sort, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...AdminTicketsPage_ticket
      }
    }
  }
`);

const SORTS: ReadonlyArray<readonly [TicketSort, string]> = [
  ['activity', 'Latest activity'],
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['priority', 'Priority'],
];
const PAGE_SIZES = [10, 20, 50];
const isSort = (value: unknown): value is TicketSort => SORTS.some(([key]) => key === value);

/** The admin support tickets page. */
export default function AdminTicketsPage() {
  const [params, setParams] = useSearchParams();
  const raw = (key: string) => params.get(key);
  const rawStatus = raw('status');
  const rawPriority = raw('priority');
  const rawCategory = raw('category');
  const rawSort = raw('sort');
  const status = isTicketStatus(rawStatus) ? rawStatus : null;
  const priority = isTicketPriority(rawPriority) ? rawPriority : null;
  const category = isTicketCategory(rawCategory) ? rawCategory : null;
  const assignee = raw('assignee') || '';
  const search = raw('search')?.trim() ?? '';
  const sort: TicketSort = isSort(rawSort) ? rawSort : 'activity';
  const page = Math.max(1, Number.parseInt(raw('page') ?? '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(raw('limit'))) ? Number(raw('limit')) : 20;

  const [draft, setDraft] = useState(search);
  const { admins } = useTicketAdmins();
  const { data, previousData, loading, error, refetch } = useQuery(AdminTicketsQuery, {
    variables: { status, priority, category, assignee: assignee || null, search: search || null, sort, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminTickets;

  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim() });
  };
  const filtered = Boolean(status || priority || category || assignee || search);
  // An admin id in the URL that is not in the list (yet) still shows as selected.
  const assigneeKnown = assignee === '' || assignee === 'me' || assignee === 'none' || admins.some((a) => a.id === assignee);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Support Tickets" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Support tickets
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Answer customers and freelancers, assign tickets and move them to resolution.
      </Typography>

      <AdminTicketStatsPanel />

      <Box component="section" aria-labelledby="ticket-list-heading">
        <Typography id="ticket-list-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          Tickets
        </Typography>
        <Box
          component="form"
          role="search"
          aria-label="Filter tickets"
          onSubmit={submitSearch}
          sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}
        >
          <TextField select size="small" label="Status" value={status ?? ''} onChange={(e) => set({ status: e.target.value })} sx={{ flex: '1 1 150px' }}>
            <MenuItem value="">All statuses</MenuItem>
            {TICKET_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {TICKET_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Priority" value={priority ?? ''} onChange={(e) => set({ priority: e.target.value })} sx={{ flex: '1 1 150px' }}>
            <MenuItem value="">All priorities</MenuItem>
            {[...TICKET_PRIORITIES].reverse().map((p) => (
              <MenuItem key={p} value={p}>
                {TICKET_PRIORITY_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Category" value={category ?? ''} onChange={(e) => set({ category: e.target.value })} sx={{ flex: '1 1 150px' }}>
            <MenuItem value="">All categories</MenuItem>
            {TICKET_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {TICKET_CATEGORY_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Assignee" value={assignee} onChange={(e) => set({ assignee: e.target.value })} sx={{ flex: '1 1 170px' }}>
            <MenuItem value="">Anyone</MenuItem>
            <MenuItem value="me">Me</MenuItem>
            <MenuItem value="none">Unassigned</MenuItem>
            {!assigneeKnown && <MenuItem value={assignee}>Selected admin</MenuItem>}
            {admins.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {personName(a)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Sort by" value={sort} onChange={(e) => set({ sort: e.target.value === 'activity' ? null : e.target.value })} sx={{ flex: '1 1 160px' }}>
            {SORTS.map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', gap: 1, flex: '2 1 280px' }}>
            <TextField
              size="small"
              label="Search tickets"
              placeholder="Subject, #number, requester"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
              Search
            </Button>
          </Box>
          {filtered && (
            <Button
              onClick={() => {
                setDraft('');
                set({ status: null, priority: null, category: null, assignee: null, search: null });
              }}
            >
              Clear filters
            </Button>
          )}
        </Box>

        <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading tickets" />}</Box>

        {error && !result ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the tickets" />
        ) : !result ? (
          <Skeleton variant="rounded" height={360} aria-hidden />
        ) : result.total === 0 ? (
          <StateMessage
            icon={<SupportAgentRounded />}
            title={filtered ? 'No tickets match' : 'No tickets yet'}
            description={filtered ? 'Change or clear the filters to see more.' : 'Tickets opened by customers and freelancers appear here.'}
          />
        ) : (
          <>
            <ScrollableTable label="Support tickets">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Ticket</TableCell>
                    <TableCell>Requester</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Priority</TableCell>
                    <TableCell>Category</TableCell>
                    <TableCell>Assignee</TableCell>
                    <TableCell>Last activity</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((t) => (
                    <TableRow key={t.id} hover>
                      <TableCell sx={{ minWidth: 220, maxWidth: 360 }}>
                        <Link component={RouterLink} to={`/admin/tickets/${t.id}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                          <VisuallyHidden>Open ticket </VisuallyHidden>#{t.number} {t.subject}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ minWidth: 160 }}>
                        {t.requester ? personName(t.requester) : 'Visitor'}
                        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                          {t.requester?.email ?? t.requesterEmail ?? ''}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <TicketStatusChip ticket={t} />
                      </TableCell>
                      <TableCell>
                        <TicketPriorityChip priority={t.priority} />
                      </TableCell>
                      <TableCell>{TICKET_CATEGORY_LABELS[t.category]}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t.assignee ? personName(t.assignee) : 'Unassigned'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <time dateTime={t.lastMessageAt} title={formatDateTime(t.lastMessageAt)}>
                          {formatRelative(t.lastMessageAt)}
                        </time>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollableTable>
            <Pager
              page={result.page}
              limit={result.limit}
              total={result.total}
              sizes={PAGE_SIZES}
              onPage={(next) => set({ page: next })}
              onLimit={(size) => set({ limit: size })}
            />
          </>
        )}
      </Box>
    </Container>
  );
}
