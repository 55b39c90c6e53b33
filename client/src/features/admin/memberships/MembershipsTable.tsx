/**
 * "All memberships" on /admin/memberships (docs/decisions/0019): every membership from
 * `allMemberships`, newest first, filtered by name/email, status and tier, paged with
 * TablePagination. `useMembershipsList` keeps the filters and page in the URL and runs the query
 * (the page calls it, so it can read the list again after a grant or an end);
 * `MembershipsTable` shows the filter form, the table and its "End now" row action.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import type { MembershipTierCode } from '../../../gql/graphql';
import { formatCount, formatDate } from '../../../lib/format';
import { withParams } from '../../../lib/searchParams';
import { memberName, TIER_CODES, type Row, type TierOption } from './membershipAdminModel';
import { Pager } from '../../../components/ui/Pager';

const AdminMembershipsListDocument = graphql(`
  query AdminMembershipsList($search: String, $status: String, $tier: MembershipTierCode, $page: Int!, $limit: Int!) {
    allMemberships(search: $search, status: $status, tier: $tier, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        status
        source
        planMonths
        startedAt
        currentPeriodEnd
        cancelAtPeriodEnd
        renews
        scheduledTier
        endedAt
        cancelReason
        grantReason
        tier {
          code
          name
        }
        member {
          id
          firstName
          lastName
          fullName
          email
        }
      }
    }
  }
`);

const STATUSES = [
  ['', 'All statuses'],
  ['active', 'Active'],
  ['pending', 'Pending'],
  ['cancelled', 'Cancelled'],
  ['expired', 'Expired'],
] as const;
const STATUS_CHIP: Record<string, 'success' | 'warning' | 'default'> = { active: 'success', pending: 'warning', cancelled: 'default', expired: 'default' };
const LIMITS = [10, 20, 50];

/** The list's URL state (search, status, tier, page, limit), the search box's draft and the `allMemberships` query. */
export function useMembershipsList() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') || '';
  const status = STATUSES.some(([value]) => value && value === params.get('status')) ? (params.get('status') as string) : '';
  const tier = (TIER_CODES as readonly string[]).includes(params.get('tier') ?? '') ? (params.get('tier') as MembershipTierCode) : '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = LIMITS.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const [draft, setDraft] = useState(search);

  useEffect(() => setDraft(search), [search]);

  const list = useQuery(AdminMembershipsListDocument, {
    variables: { search: search || null, status: status || null, tier: tier || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const result = (list.data ?? list.previousData)?.allMemberships;

  const set = (changes: Record<string, string | number | null>) => setParams(withParams(params, changes));
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: draft.trim() });
  };
  const filtered = Boolean(search || status || tier);
  const clearFilters = () => setParams(withParams(params, { search: null, status: null, tier: null }));

  return { list, result, status, tier, draft, setDraft, set, submitSearch, filtered, clearFilters };
}

/** The "All memberships" section: filter form, loading and empty states, the table and its paging. */
export function MembershipsTable({
  memberships,
  tiers,
  onEnd,
}: {
  memberships: ReturnType<typeof useMembershipsList>;
  tiers: readonly TierOption[];
  onEnd: (row: Row) => void;
}) {
  const { list, result, status, tier, draft, setDraft, set, submitSearch, filtered, clearFilters } = memberships;
  return (
    <Box component="section" aria-labelledby="membership-list-title">
      <Typography id="membership-list-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        All memberships
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label="Filter memberships"
        onSubmit={submitSearch}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
      >
        <TextField
          size="small"
          label="Search name or email"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ flex: '1 1 220px', width: 'auto' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained">
          Search
        </Button>
        <TextField select size="small" label="Status" value={status} onChange={(e) => set({ status: e.target.value })} sx={{ flex: '0 1 170px', width: 'auto' }}>
          {STATUSES.map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Tier" value={tier} onChange={(e) => set({ tier: e.target.value })} sx={{ flex: '0 1 150px', width: 'auto' }}>
          <MenuItem value="">All tiers</MenuItem>
          {tiers.map((t) => (
            <MenuItem key={t.code} value={t.code}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button onClick={clearFilters}>Clear filters</Button>
        )}
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{list.loading && result && <LinearProgress aria-label="Loading memberships" />}</Box>

      {list.error && !result ? (
        <QueryErrorState error={list.error} onRetry={() => void list.refetch()} title="We couldn't load the memberships" />
      ) : !result ? (
        <Skeleton variant="rounded" height={320} aria-label="Loading memberships" />
      ) : result.total === 0 ? (
        <StateMessage
          title={filtered ? 'No memberships match' : 'No memberships yet'}
          description={filtered ? 'Change or clear the filters to see more.' : 'Memberships appear here when customers join or you grant one.'}
        />
      ) : (
        <>
          <ScrollableTable label="Memberships">
            <Table size="small" sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Member</TableCell>
                  <TableCell>Tier</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Source</TableCell>
                  <TableCell>Period end</TableCell>
                  <TableCell>Renews</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.items.map((m) => {
                  const name = memberName(m.member);
                  const live = m.status === 'active' || m.status === 'pending';
                  return (
                    <TableRow key={m.id}>
                      <TableCell>
                        {name}
                        <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {m.member.email}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        {m.tier.name}
                        <Typography variant="caption" component="div" color="text.secondary">
                          {formatCount(m.planMonths, 'month')}
                          {m.scheduledTier ? `, then ${tiers.find((t) => t.code === m.scheduledTier)?.name ?? m.scheduledTier}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant="outlined" label={m.status} color={STATUS_CHIP[m.status] ?? 'default'} />
                        {m.status === 'active' && m.cancelAtPeriodEnd && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            ends at period end
                          </Typography>
                        )}
                        {m.cancelReason && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {m.cancelReason}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        {m.source === 'grant' ? 'Grant' : 'Purchase'}
                        {m.grantReason && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            {m.grantReason}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {m.endedAt ? `Ended ${formatDate(m.endedAt)}` : formatDate(m.currentPeriodEnd)}
                      </TableCell>
                      <TableCell>{m.renews ? 'Yes' : 'No'}</TableCell>
                      <TableCell>
                        {live ? (
                          <Button size="small" variant="outlined" color="error" onClick={() => onEnd(m)} aria-label={`End now: ${name}'s ${m.tier.name} membership`}>
                            End now
                          </Button>
                        ) : (
                          <Typography variant="body2" color="text.secondary">
                            None
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollableTable>
          <Pager
            page={result.page}
            limit={result.limit}
            total={result.total}
            sizes={LIMITS}
            onPage={(next) => set({ page: next })}
            onLimit={(size) => set({ limit: size })}
          />
        </>
      )}
    </Box>
  );
}
