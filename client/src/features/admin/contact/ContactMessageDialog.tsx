import { useEffect, useId, useRef, useState } from 'react';
import { useFragment, useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import { formatDateTime } from '../../../components/booking/format';
import { graphql } from '../../../gql';
import type { ContactMessageFields_MessageFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { useToast } from '../../../lib/toast';
import { ContactStatusChip } from './ContactStatusChip';
import { replyHref } from './contactLabels';
import { ContactMessageFields, useSetContactMessageStatus } from './contactMutations';
import { CreateTicketDialog } from './CreateTicketDialog';

const ContactMessageDocument = graphql(`
  query AdminContactMessage($id: ID!) {
    contactMessage(id: $id) {
      id
      ...ContactMessageFields_message
    }
  }
`);

export type ContactMessage = ContactMessageFields_MessageFragment;

export interface ContactMessageDialogProps {
  id: string;
  onClose: () => void;
  /** "Delete": the page asks for confirmation. */
  onDelete: (message: ContactMessage) => void;
}

/**
 * One contact message, whole (docs/decisions/0021): sender, date, status, ticket link and the
 * full text. Opening a new message marks it read. Actions: Reply by email (mailto:), Create
 * ticket (or open the ticket made from it), Archive / Move to inbox, Delete. Data: the cached
 * message (from the list), then `contactMessage(id)`.
 */
export function ContactMessageDialog({ id, onClose, onDelete }: ContactMessageDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const toast = useToast();
  const { data, error, refetch } = useQuery(ContactMessageDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // The list's row (already in the cache) shows at once, and stays when it leaves the list.
  const cached = useFragment({ fragment: ContactMessageFields, from: { __typename: 'ContactMessage', id } });
  const message = data?.contactMessage ?? (cached.complete ? cached.data : null);
  const [setStatus, { loading: statusBusy }] = useSetContactMessageStatus();
  const [creatingTicket, setCreatingTicket] = useState(false);
  const [created, setCreated] = useState<{ ticketId: string; ticketNumber: number | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const markedRead = useRef(false);

  // Opening a new message marks it read (once).
  useEffect(() => {
    if (!message || message.status !== 'new' || markedRead.current) return;
    markedRead.current = true;
    void setStatus(message.id, 'read').then((result) => {
      if (!result.ok) toast.error(`Failed to mark the message as read: ${result.message}`);
    });
  }, [message, setStatus, toast]);

  const changeStatus = async (to: 'archived' | 'read') => {
    if (!message || statusBusy) return;
    setActionError(null);
    const result = await setStatus(message.id, to);
    if (result.ok) toast.success(to === 'archived' ? 'Message archived.' : 'Message moved to the inbox.');
    else setActionError(result.message);
  };

  const ticketId = message?.ticketId ?? created?.ticketId ?? null;
  const ticketNumber = message?.ticketNumber ?? created?.ticketNumber ?? null;

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, overflowWrap: 'anywhere', pr: 3 }}>
          {message ? message.subject : 'Contact message'}
        </DialogTitle>
        <DialogContent dividers>
          {!message ? (
            error ? (
              <Alert
                severity="error"
                role="alert"
                action={
                  <Button color="inherit" size="small" onClick={() => void refetch()}>
                    Try again
                  </Button>
                }
              >
                We couldn't load this message. {errorMessage(error)}
              </Alert>
            ) : (
              <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading the message">
                <Skeleton width="50%" />
                <Skeleton width="35%" />
                <Skeleton variant="rounded" height={140} />
              </Stack>
            )
          ) : (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
                <ContactStatusChip status={message.status} />
                {message.fromAccount && <Chip size="small" variant="outlined" label="Sent while signed in" />}
                {ticketId && (
                  <Link component={RouterLink} to={`/admin/tickets/${ticketId}`} sx={{ fontWeight: 600 }}>
                    {ticketNumber ? `Ticket #${ticketNumber}` : 'Open ticket'}
                  </Link>
                )}
              </Stack>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  From
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {message.name} &lt;
                  <Link href={`mailto:${message.email}`}>{message.email}</Link>&gt;
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Received
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {formatDateTime(message.createdAt)}
                </Typography>
              </Box>
              <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', bgcolor: 'background.default', p: 2, borderRadius: 2 }}>
                {message.message}
              </Typography>
              {created && (
                <Alert severity="success" role="status" sx={{ mt: 2 }}>
                  Ticket {created.ticketNumber ? `#${created.ticketNumber}` : ''} created.{' '}
                  <Link component={RouterLink} to={`/admin/tickets/${created.ticketId}`}>
                    Open the ticket
                  </Link>
                </Alert>
              )}
              {actionError && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }} onClose={() => setActionError(null)}>
                  {actionError}
                </Alert>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
          {message && (
            <>
              <Button component="a" href={replyHref(message)} startIcon={<ReplyRounded />} variant="contained">
                Reply by email
              </Button>
              {ticketId ? (
                <Button component={RouterLink} to={`/admin/tickets/${ticketId}`} startIcon={<ConfirmationNumberOutlined />} variant="outlined">
                  {ticketNumber ? `Open ticket #${ticketNumber}` : 'Open ticket'}
                </Button>
              ) : (
                <Button onClick={() => setCreatingTicket(true)} startIcon={<ConfirmationNumberOutlined />} variant="outlined">
                  Create ticket
                </Button>
              )}
              {message.status === 'archived' ? (
                <Button
                  onClick={() => void changeStatus('read')}
                  disabled={statusBusy}
                  startIcon={statusBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <MoveToInboxOutlined />}
                  variant="outlined"
                >
                  Move to inbox
                </Button>
              ) : (
                <Button
                  onClick={() => void changeStatus('archived')}
                  disabled={statusBusy}
                  startIcon={statusBusy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <ArchiveOutlined />}
                  variant="outlined"
                >
                  Archive
                </Button>
              )}
              <Button color="error" onClick={() => onDelete(message)} disabled={statusBusy} startIcon={<DeleteOutline />}>
                Delete
              </Button>
            </>
          )}
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </Dialog>
      {creatingTicket && message && (
        <CreateTicketDialog
          message={message}
          onClose={() => setCreatingTicket(false)}
          onCreated={(ticket) => {
            setCreatingTicket(false);
            setCreated(ticket);
            toast.success(ticket.ticketNumber ? `Ticket #${ticket.ticketNumber} created.` : 'Ticket created.');
          }}
        />
      )}
    </>
  );
}
