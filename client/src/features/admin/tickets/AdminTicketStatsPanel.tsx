import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryErrorState } from '../../../components/ui/StateMessage';
import { STATUS_COUNT_KEY, formatMinutes } from '../../../components/tickets/ticketLabels';
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../../../../schema/tickets';
import { graphql } from '../../../gql';

const AdminTicketStatsQuery = graphql(`
  query AdminTicketStats {
    adminTicketStats {
      byStatus {
        open
        inProgress
        investigating
        resolved
        closed
        total
      }
      byPriority {
        low
        normal
        high
        urgent
      }
      unassigned
      medianFirstResponseMinutes
      medianResolutionMinutes
    }
  }
`);

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 3, flex: '1 1 130px', minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The support figures of /admin/tickets (docs/decisions/0021, `adminTicketStats`): tickets per status, tickets
 * not yet resolved per priority, unassigned ones, and the median times to the first response and
 * to resolution, in hours and minutes.
 */
export function AdminTicketStatsPanel() {
  const { data, error, refetch } = useQuery(AdminTicketStatsQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.adminTicketStats;
  return (
    <Box component="section" aria-labelledby="ticket-figures-heading" sx={{ mb: 4 }}>
      <Typography id="ticket-figures-heading" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        Figures
      </Typography>
      {error && !stats ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the ticket figures" />
      ) : !stats ? (
        <Skeleton variant="rounded" height={200} aria-hidden />
      ) : (
        <Stack spacing={2.5}>
          <Group title={`By status (${stats.byStatus.total.toLocaleString('en-US')} in all)`}>
            {TICKET_STATUSES.map((s) => (
              <Figure key={s} label={TICKET_STATUS_LABELS[s]} value={stats.byStatus[STATUS_COUNT_KEY[s]].toLocaleString('en-US')} />
            ))}
          </Group>
          <Group title="Not yet resolved, by priority">
            {[...TICKET_PRIORITIES].reverse().map((p) => (
              <Figure key={p} label={TICKET_PRIORITY_LABELS[p]} value={stats.byPriority[p].toLocaleString('en-US')} />
            ))}
          </Group>
          <Group title="Workload and response times">
            <Figure label="Unassigned" value={stats.unassigned.toLocaleString('en-US')} hint="Not resolved or closed" />
            <Figure label="Median first response" value={formatMinutes(stats.medianFirstResponseMinutes)} hint="From opening to support's first reply" />
            <Figure label="Median resolution time" value={formatMinutes(stats.medianResolutionMinutes)} hint="From opening to resolved" />
          </Group>
        </Stack>
      )}
    </Box>
  );
}
