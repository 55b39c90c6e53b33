/**
 * /admin/outbox: the mails the app kept for local use (verification and reset links),
 * newest first, filtered by exact recipient, 20 a page, links in the text clickable. Admins only
 * (the route and the `adminOutbox` query both check the role). Page and filter live in the URL
 * (`?to=...&page=2`) so a reload or a shared link shows the same page.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/PageTitle';
import { QueryErrorState, StateMessage } from '../../../components/ui/StateMessage';
import { graphql } from '../../../gql';
import type { AdminOutboxMail_MailFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';

/** Fields one outbox mail renders. */
export const AdminOutboxMail_mail = graphql(`
  fragment AdminOutboxMail_mail on OutboxMail {
    id
    to
    subject
    text
    createdAt
    sentAt
  }
`);

const AdminOutboxQuery = graphql(`
  query AdminOutbox($to: String, $page: Int!, $limit: Int!) {
    adminOutbox(to: $to, page: $page, limit: $limit) {
      total
      page
      limit
      items {
        id
        ...AdminOutboxMail_mail
      }
    }
  }
`);

/** Mails per page. */
export const OUTBOX_PAGE_SIZE = 20;

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/**
 * Plain mail text with every http(s) URL turned into a link. The text is rendered as React text
 * nodes (never as HTML), and only http and https addresses become links.
 */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Link key={index} href={part} rel="noreferrer" sx={{ wordBreak: 'break-all' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

function OutboxMail({ mail }: { mail: AdminOutboxMail_MailFragment }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }} aria-labelledby={`mail-${mail.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={`mail-${mail.id}`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            To <Box component="span" sx={{ wordBreak: 'break-all' }}>{mail.to}</Box> ·{' '}
            <Box component="time" dateTime={mail.createdAt} sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(mail.createdAt)}
            </Box>
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          {mail.sentAt ? (
            <Chip size="small" color="success" variant="outlined" label={`Sent by SMTP ${formatDateTime(mail.sentAt)}`} />
          ) : (
            <Chip size="small" variant="outlined" label="Kept locally (not sent)" />
          )}
        </Box>
      </Stack>
      <Typography
        component="pre"
        variant="body2"
        sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', bgcolor: 'action.hover', p: 1.5, borderRadius: 2 }}
      >
        {linkify(mail.text)}
      </Typography>
    </Paper>
  );
}

function OutboxSkeleton() {
  return (
    <Stack spacing={2} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
          <Skeleton width="40%" />
          <Skeleton width="60%" />
          <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Stack>
  );
}

/** The admin outbox page. */
export default function AdminOutboxPage() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(to ?? '');

  const { data, previousData, loading, error, refetch } = useQuery(AdminOutboxQuery, {
    variables: { to, page, limit: OUTBOX_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminOutbox;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;

  const go = (next: { to?: string | null; page?: number }) => {
    const nextParams = new URLSearchParams();
    const nextTo = next.to === undefined ? to : next.to;
    if (nextTo) nextParams.set('to', nextTo);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) nextParams.set('page', String(nextPage));
    setParams(nextParams);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ to: draft.trim() || null, page: 1 });
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title="Outbox" />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Outbox
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Mails the app sent or kept for local use (verification and password-reset links), newest first.
      </Typography>

      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 3, flexWrap: 'wrap' }}>
        <TextField
          label="Recipient"
          type="email"
          size="small"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="name@example.com"
          sx={{ flex: '1 1 260px' }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Filter
        </Button>
        {to && (
          <Button
            onClick={() => {
              setDraft('');
              go({ to: null, page: 1 });
            }}
          >
            Clear
          </Button>
        )}
      </Box>

      <Box sx={{ minHeight: 4, mb: 1 }}>{loading && result && <LinearProgress aria-label="Loading mails" />}</Box>
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {result && (
          <Typography variant="body2" color="text.secondary">
            {result.total === 1 ? '1 mail' : `${result.total} mails`}
            {to ? ` to ${to}` : ''}
            {result.items.length > 0 ? ` · page ${result.page} of ${pageCount}` : ''}
          </Typography>
        )}
      </Box>

      {error && !result ? (
        <QueryErrorState error={error} onRetry={() => void refetch()} title="We couldn't load the outbox" />
      ) : !result ? (
        <OutboxSkeleton />
      ) : result.items.length === 0 && result.total > 0 ? (
        <StateMessage
          icon={<MarkEmailReadOutlined />}
          title="No mails on this page"
          description={`There ${result.total === 1 ? 'is 1 mail' : `are ${result.total} mails`} on ${pageCount === 1 ? 'page 1' : `pages 1 to ${pageCount}`}.`}
          actions={
            <Button variant="contained" onClick={() => go({ page: 1 })}>
              Go to page 1
            </Button>
          }
        />
      ) : result.items.length === 0 ? (
        <StateMessage
          icon={<MarkEmailReadOutlined />}
          title={to ? `No mails to ${to}` : 'No mails yet'}
          description={
            to
              ? 'Check the address, or clear the filter to see every mail.'
              : 'Verification and password-reset mails appear here as soon as the app sends them.'
          }
        />
      ) : (
        <Stack spacing={2}>
          {result.items.map((mail) => (
            <OutboxMail key={mail.id} mail={mail} />
          ))}
        </Stack>
      )}

      {result && result.items.length > 0 && pageCount > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pageCount}
          page={result.page}
          onChange={(_event, value) => go({ page: value })}
          getItemAriaLabel={(type, item, selected) =>
            type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${item}` : `Go to ${type} page`
          }
        />
      )}
    </Container>
  );
}
