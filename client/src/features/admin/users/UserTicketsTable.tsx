/**
 * The Tickets tab of an admin's user details (docs/decisions/0020: details include tickets): the
 * support tickets the user opened, latest activity first, each linking to its admin page.
 */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { TicketStatusChip } from '../../../components/tickets/TicketStatusChip';
import { formatDateTime } from '../../../lib/format';
import { graphql } from '../../../gql';
import type { UserTicketsTable_TicketFragment } from '../../../gql/graphql';

export const UserTicketsTable_ticket = graphql(`
  fragment UserTicketsTable_ticket on Ticket {
    id
    number
    subject
    lastMessageAt
    ...TicketStatusChip_ticket
  }
`);

export function UserTicketsTable({ tickets: rows, total }: { tickets: readonly UserTicketsTable_TicketFragment[]; total: number }) {
  if (rows.length === 0) return <Typography color="text.secondary">No support tickets.</Typography>;
  return (
    <ScrollableTable label="Support tickets">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Ticket</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Last activity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((t) => (
            <TableRow key={t.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin/tickets/${t.id}`}>
                  #{t.number} {t.subject}
                </Link>
              </TableCell>
              <TableCell>
                <TicketStatusChip ticket={t} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.lastMessageAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="caption" color="text.secondary">
          Showing the newest {rows.length} of {total}.
        </Typography>
      )}
    </ScrollableTable>
  );
}
