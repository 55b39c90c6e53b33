/**
 * /admin/contact-messages (docs/decisions/0021; spec section 7 "Contact"): the messages of the
 * public contact form, newest first. Tabs filter by status with their counts (contactStats); a
 * search box looks through name, email, subject and text; status, search, page, page size and the
 * opened message live in the URL. Each row shows sender, subject, a preview, date, status and the
 * ticket made from it. Opening a message shows it whole and marks it read; from there it can be
 * answered by email, made a ticket, archived or moved back to the inbox, or deleted (confirmed).
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { formatDateTime } from '../../../components/booking/format';
import { ScrollableTable } from '../../../components/ScrollableTable';
import { graphql } from '../../../gql';
import type { ContactMessageStatus } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast';
import { ContactMessageDialog, type ContactMessage } from './ContactMessageDialog';
import { ContactStatusChip } from './ContactStatusChip';
import { CONTACT_STATUSES, CONTACT_STATUS_LABELS, isContactStatus, preview } from './contactLabels';
import { DeleteContactMessageDialog } from './DeleteContactMessageDialog';
import { useSearchDraft, useUrlParams } from '../users/useUrlParams';
import { Pager } from '../../../components/ui/Pager';

const AdminContactMessagesDocument = graphql(`
  query AdminContactMessages($status: ContactMessageStatus, $search: String, $page: Int!, $limit: Int!) {
    contactStats {
      new
      read
      archived
      total
    }
    contactMessages(status: $status, search: $search, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...ContactMessageFields_message
      }
    }
  }
`);

const PAGE_SIZES = [10, 20, 50];

type TabKey = 'all' | ContactMessageStatus;

/** What an empty list says, per status tab. */
const EMPTY: Record<TabKey, { icon: ReactNode; title: string; description: string }> = {
  all: { icon: <InboxOutlined />, title: 'No contact messages yet', description: 'Messages sent from the contact form appear here.' },
  new: { icon: <MarkEmailReadOutlined />, title: 'No new messages', description: "You're all caught up. New messages from the contact form appear here." },
  read: { icon: <InboxOutlined />, title: 'No read messages', description: 'Messages you have opened and not archived appear here.' },
  archived: { icon: <ArchiveOutlined />, title: 'Nothing archived', description: 'Archive a message to keep it out of the inbox; it appears here.' },
};

/** The admins' contact inbox. */
export default function AdminContactMessagesPage() {
  const [params, update] = useUrlParams();
  const status = isContactStatus(params.get('status')) ? (params.get('status') as ContactMessageStatus) : null;
  const search = (params.get('search') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = PAGE_SIZES.includes(Number(params.get('limit'))) ? Number(params.get('limit')) : 20;
  const openId = params.get('message');
  const tab: TabKey = status ?? 'all';
  const tabsId = useId();
  const toast = useToast();
  const { draft, setDraft, submit } = useSearchDraft(search, update);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: { status, search: search || null, page, limit },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const result = shown?.contactMessages;
  const stats = shown?.contactStats;
  const rows = result?.items ?? [];

  const open = (id: string | null) => update({ message: id, page });

  // A page left empty (its last messages deleted or moved) goes back to the last page that has some.
  const lastPage = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  useEffect(() => {
    if (result && !loading && result.items.length === 0 && result.total > 0 && page > lastPage) update({ page: lastPage });
  }, [result, loading, page, lastPage, update]);
  const count = (key: TabKey) => (stats ? (key === 'all' ? stats.total : stats[key]) : null);
  const empty = EMPTY[tab];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Contact messages" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Contact messages
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Messages from the contact form, newest first. Open one to read it in full, answer by email, make it a support ticket or archive it.
      </Typography>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabKey) => update({ status: value === 'all' ? null : value, message: null })}
          aria-label="Filter messages by status"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {(['all', ...CONTACT_STATUSES] as TabKey[]).map((key) => {
            const n = count(key);
            const label = key === 'all' ? 'All' : CONTACT_STATUS_LABELS[key];
            return (
              <Tab
                key={key}
                value={key}
                label={n === null ? label : `${label} (${n})`}
                id={`${tabsId}-tab-${key}`}
                aria-controls={`${tabsId}-panel`}
                sx={{ fontWeight: 600 }}
              />
            );
          })}
        </Tabs>
      </Box>

      <Box
        component="form"
        role="search"
        aria-label="Search contact messages"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      >
        <TextField
          size="small"
          type="search"
          label="Search messages"
          placeholder="Name, email, subject or text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: '1 1 260px', maxWidth: 480 }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        {(search || draft) && (
          <Button
            onClick={() => {
              setDraft('');
              update({ search: null });
            }}
          >
            Clear search
          </Button>
        )}
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading messages" />}</Box>

      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        {error && !result ? (
          <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the messages" />
        ) : !result ? (
          <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading messages">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : result.total === 0 ? (
          search ? (
            <StateMessage
              icon={<SearchOffRounded />}
              title={`No messages match “${search}”`}
              description={status ? `Nothing among the ${CONTACT_STATUS_LABELS[status].toLowerCase()} messages. Try other words or another tab.` : 'Try other words.'}
              actions={
                <Button
                  variant="outlined"
                  onClick={() => {
                    setDraft('');
                    update({ search: null });
                  }}
                >
                  Clear search
                </Button>
              }
            />
          ) : (
            <StateMessage icon={empty.icon} title={empty.title} description={empty.description} />
          )
        ) : (
          <>
            <ScrollableTable label="Contact messages">
              <Table size="small" sx={{ minWidth: 760 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>From</TableCell>
                    <TableCell>Message</TableCell>
                    <TableCell>Received</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => {
                    const unread = row.status === 'new';
                    return (
                      <TableRow key={row.id} hover selected={row.id === openId}>
                        <TableCell sx={{ maxWidth: 220 }}>
                          <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}>
                            {row.name}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                            {row.email}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ maxWidth: 420 }}>
                          <Link
                            component="button"
                            type="button"
                            onClick={() => open(row.id)}
                            underline="hover"
                            aria-haspopup="dialog"
                            sx={{ typography: 'body2', fontWeight: unread ? 700 : 600, textAlign: 'left', overflowWrap: 'anywhere' }}
                          >
                            {row.subject}
                          </Link>
                          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                            {preview(row.message)}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                        <TableCell>
                          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                            <ContactStatusChip status={row.status} />
                            {row.ticketId && (
                              <Link component={RouterLink} to={`/admin/tickets/${row.ticketId}`} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                                {row.ticketNumber ? `Ticket #${row.ticketNumber}` : 'Ticket'}
                              </Link>
                            )}
                          </Stack>
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
              sizes={PAGE_SIZES}
              label="Messages per page"
              onPage={(next) => update({ page: next })}
              onLimit={(size) => update({ limit: size })}
            />
          </>
        )}
      </Box>

      {openId && (
        <ContactMessageDialog
          key={openId}
          id={openId}
          onClose={() => open(null)}
          onDelete={(message) => {
            // The message dialog closes while the confirmation shows (it would otherwise read a deleted message).
            setDeleting(message);
            open(null);
          }}
        />
      )}
      {deleting && (
        <DeleteContactMessageDialog
          message={deleting}
          onClose={(deleted) => {
            const message = deleting;
            setDeleting(null);
            if (deleted) toast.success('Message deleted.');
            else open(message.id);
          }}
        />
      )}
    </Container>
  );
}
