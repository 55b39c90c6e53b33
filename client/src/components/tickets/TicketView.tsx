/**
 * One support ticket page, written once for its requester (/customer/tickets/:id) and for admins
 * (/admin/tickets/:id), docs/decisions/0021: the header (number, subject, status and priority
 * chips, the action buttons), a notice (e.g. the resolution), the conversation, the reply box and the
 * side panel of facts. Which buttons show comes from the server (`Ticket.allowedActions`), each page
 * passing what a button says and does (`TicketActionButtons`); role differences are props.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { graphql } from '../../gql';
import type { TicketAction, TicketView_TicketFragment } from '../../gql/graphql';
import { PageTitle } from '../ui/PageTitle';
import { TicketPriorityChip } from './TicketPriorityChip';
import { TicketReplyForm } from './TicketReplyForm';
import { TicketStatusChip } from './TicketStatusChip';
import { TicketThread } from './TicketThread';

/** What every ticket page shows; each page's fragment spreads it. */
export const TicketView_ticket = graphql(`
  fragment TicketView_ticket on Ticket {
    id
    number
    subject
    priority
    status
    statusLabel
    allowedActions
    ...TicketStatusChip_ticket
    ...TicketThread_ticket
  }
`);

/** What a button of one action says and does (a page passes those it handles). */
export interface TicketActionButton {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
}

/** The buttons of the actions the server allows (`allowedActions`, in its order) that the page handles. */
export function TicketActionButtons({
  actions,
  buttons,
  disabled,
}: {
  actions: readonly TicketAction[];
  buttons: Partial<Record<TicketAction, TicketActionButton>>;
  disabled?: boolean;
}) {
  return (
    <>
      {actions.map((action) => {
        const button = buttons[action];
        if (!button) return null;
        return (
          <Button key={action} variant={button.variant ?? 'outlined'} color={button.color ?? 'primary'} startIcon={button.icon} disabled={disabled} onClick={button.onClick}>
            {button.label}
          </Button>
        );
      })}
    </>
  );
}

/** Whether `actions` has any action with a button in `buttons`. */
export const hasButtons = (actions: readonly TicketAction[], buttons: Partial<Record<TicketAction, unknown>>) => actions.some((action) => action in buttons);

/** A titled panel of the ticket page. */
export function TicketSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The reply box of the page: its words, what sending does, and why it is disabled (if it is). */
export interface TicketReply {
  title: string;
  label: string;
  submitLabel: string;
  onSend: (body: string) => Promise<string | null>;
  busy: boolean;
  disabledReason?: ReactNode;
  placeholder?: string;
  controls?: ReactNode;
}

/**
 * The ticket page. `viewer` decides how the thread reads (the requester sees "You" and support's
 * first names; support sees internal notes). `eyebrow` is the line above the subject, `chipsExtra`
 * follows the chips, `actions` sit beside the title, `notice` above the conversation, `side` is the
 * right-hand column (sections of facts and controls).
 */
export function TicketView({
  ticket,
  viewer,
  viewerId,
  back,
  eyebrow,
  chipsExtra,
  actions,
  notice,
  reply,
  side,
  sideWidth = 320,
  children,
}: {
  ticket: TicketView_TicketFragment;
  viewer: 'requester' | 'support';
  viewerId?: string | null;
  back: { to: string; label: string };
  eyebrow: ReactNode;
  chipsExtra?: ReactNode;
  actions?: ReactNode;
  notice?: ReactNode;
  reply: TicketReply;
  side: ReactNode;
  sideWidth?: number;
  /** Dialogs of the page's actions. */
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={`Ticket #${ticket.number}: ${ticket.subject}`} />
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackRounded />} sx={{ mb: 2, ml: -1 }}>
        {back.label}
      </Button>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', md: 'flex-start' }, mb: 3 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {eyebrow}
          </Typography>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }} aria-live="polite">
            <TicketStatusChip ticket={ticket} size="medium" />
            <TicketPriorityChip priority={ticket.priority} size="medium" />
            {chipsExtra}
          </Stack>
        </Box>
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>

      {notice}

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${sideWidth}px` }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <TicketSection title="Conversation">
            <TicketThread ticket={ticket} viewer={viewer} viewerId={viewerId} />
          </TicketSection>
          <TicketSection title={reply.title}>
            <TicketReplyForm
              label={reply.label}
              submitLabel={reply.submitLabel}
              busy={reply.busy}
              onSend={reply.onSend}
              placeholder={reply.placeholder}
              disabledReason={reply.disabledReason}
              controls={reply.controls}
            />
          </TicketSection>
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {side}
        </Stack>
      </Box>
      {children}
    </Container>
  );
}
