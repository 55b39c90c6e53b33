/**
 * /admin/memberships (admin; docs/decisions/0019, spec section 7 admin calls "membership grant
 * and cancel").
 *
 * - Analytics (`adminMembershipAnalytics`): active members, members per tier, membership revenue
 *   per month for the last 12 months (an MUI X bar chart, named for screen readers and with a
 *   table alternative behind a button) and churn per month (a table).
 * - Every membership (`allMemberships`), newest first, filtered by name/email, status and tier,
 *   paged with TablePagination; filters and page live in the URL.
 * - Row action: end a membership now with a reason (`adminCancelMembership`, confirm dialog).
 * - Grant: give a customer (found with `adminUsers`) a tier for 1 to 24 months with a reason
 *   (`adminGrantMembership`).
 *
 * This file is the page: header, the two sections and the dialogs. Its parts live beside it:
 * - membershipAdminModel.ts: shared types and rules (row, tiers, reason, member name);
 * - membershipAdminMutations.ts: one hook per mutation;
 * - MembershipAnalyticsPanel.tsx: the analytics section and its query;
 * - MembershipsTable.tsx: the list's URL state and query, filters and table;
 * - EndMembershipDialog.tsx and GrantMembershipDialog.tsx: the two dialogs.
 * Mutation answers are normalized by id; the hooks evict the list and the analytics, so they are read again.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useToast } from '../../../lib/toast';
import { EndMembershipDialog } from './EndMembershipDialog';
import { GrantMembershipDialog } from './GrantMembershipDialog';
import { MembershipAnalyticsPanel, useMembershipAnalytics } from './MembershipAnalyticsPanel';
import { TIER_CODES, type Row } from './membershipAdminModel';
import { MembershipsTable, useMembershipsList } from './MembershipsTable';

/** The admin memberships page. */
export default function AdminMembershipsPage() {
  const toast = useToast();
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const [granting, setGranting] = useState(false);

  const analytics = useMembershipAnalytics();
  const memberships = useMembershipsList();
  const tiers = analytics.data?.membershipTiers ?? TIER_CODES.map((code) => ({ code, name: code.charAt(0).toUpperCase() + code.slice(1) }));

  const changed = (message: string) => {
    toast.success(message);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Memberships" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            Memberships
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Members, revenue and churn; every membership with its source and renewal. End a membership or grant one with a reason.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<CardGiftcardRounded />} onClick={() => setGranting(true)} sx={{ flexShrink: 0 }}>
          Grant membership
        </Button>
      </Stack>

      <Stack spacing={5}>
        <MembershipAnalyticsPanel analytics={analytics} />

        <MembershipsTable memberships={memberships} tiers={tiers} onEnd={setCancelling} />
      </Stack>

      <EndMembershipDialog
        row={cancelling}
        onClose={() => setCancelling(null)}
        onDone={(message) => {
          setCancelling(null);
          changed(message);
        }}
      />
      <GrantMembershipDialog
        open={granting}
        tiers={tiers}
        onClose={() => setGranting(false)}
        onDone={(message) => {
          setGranting(false);
          changed(message);
        }}
      />
    </Container>
  );
}
