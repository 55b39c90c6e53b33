/**
 * The tabs of the admin user drawer (docs/decisions/0020): the user's bookings, payments, reviews,
 * sessions and audit trail, each from `adminUserDetails` (users/UserDetailDrawer.tsx).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BookingStatusChip } from '../../../components/booking/BookingStatusChip';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { formatMoney } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import type { AdminUserDetailsQuery } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/format';
import { auditActionLabel, auditValueText, personName } from './adminUsersModel';

/** The `adminUserDetails` answer the tabs read. */
export type Details = AdminUserDetailsQuery['adminUserDetails'];

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {children}
    </Typography>
  );
}

export function BookingsTable({ details }: { details: Details }) {
  if (details.bookings.length === 0) return <Empty>No bookings yet.</Empty>;
  return (
    <>
      <ScrollableTable label="Bookings">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Service</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {details.bookings.map((b) => (
              <TableRow key={b.id}>
                <TableCell>{b.service.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.scheduledAt)}</TableCell>
                <TableCell>
                  <BookingStatusChip booking={b} />
                </TableCell>
                <TableCell align="right">{formatMoney(b.totalCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      {details.bookingCount > details.bookings.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Showing the newest {details.bookings.length} of {details.bookingCount} bookings.
        </Typography>
      )}
    </>
  );
}

export function PaymentsTable({ details }: { details: Details }) {
  if (details.payments.length === 0) return <Empty>No payments, refunds or payouts yet.</Empty>;
  return (
    <ScrollableTable label="Payments">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {details.payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(p.createdAt)}</TableCell>
              <TableCell>
                {p.kind}
                {p.reason && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {p.reason}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={p.status} color={p.status === 'succeeded' ? 'success' : p.status === 'failed' ? 'error' : 'default'} />
              </TableCell>
              <TableCell align="right">{formatMoney(p.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}

export function ReviewsList({ details }: { details: Details }) {
  if (details.reviews.length === 0) return <Empty>No reviews written or received.</Empty>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {details.reviews.map((r) => (
        <Box component="li" key={r.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {r.rating} of 5 stars
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {r.serviceName} · {formatDate(r.createdAt)}
            </Typography>
            {r.hidden && <Chip size="small" variant="outlined" label="Hidden" />}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {r.comment}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            By {r.reviewerName}
            {r.cleanerName ? `, about ${r.cleanerName}` : ''}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function SessionsTable({ details }: { details: Details }) {
  if (details.sessions.length === 0) return <Empty>No active sessions.</Empty>;
  return (
    <ScrollableTable label="Sessions">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Device</TableCell>
            <TableCell>IP address</TableCell>
            <TableCell>Signed in</TableCell>
            <TableCell>Last used</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {details.sessions.map((s) => (
            <TableRow key={s.id}>
              <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{s.userAgent || 'Unknown device'}</TableCell>
              <TableCell>{s.ip || '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.lastUsedAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}

export function AuditTable({ details }: { details: Details }) {
  if (details.audit.length === 0) return <Empty>No admin changes to this account.</Empty>;
  return (
    <ScrollableTable label="Audit trail">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Who</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Change</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {details.audit.map((a) => (
            <TableRow key={a.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdAt)}</TableCell>
              <TableCell>
                {a.actor ? (
                  <>
                    {personName(a.actor)}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {a.actor.email}
                    </Typography>
                  </>
                ) : (
                  'Platform'
                )}
              </TableCell>
              <TableCell>{auditActionLabel(a.action)}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {auditValueText(a.before)} <span aria-hidden>→</span>
                <VisuallyHidden>to</VisuallyHidden> {auditValueText(a.after)}
              </TableCell>
              <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{a.reason || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
}
