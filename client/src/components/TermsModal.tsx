import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useId } from 'react';
import { VisuallyHidden } from './ui/VisuallyHidden';

/** Spec section 9 "Terms text". */
export const TERMS_POINTS: { title: string; detail: string }[] = [
  { title: 'Transparent hourly rates', detail: 'Services are billed at $18-45/hour depending on the service and your membership.' },
  { title: 'Satisfaction guarantee', detail: "Not satisfied? We re-clean within 24 hours at no extra cost." },
  {
    title: 'Cancellation and rescheduling',
    detail: 'Cancel or reschedule at least 24 hours ahead to avoid fees.',
  },
  { title: 'No setup fees', detail: 'There are no setup or sign-up fees.' },
  { title: 'Cancel anytime', detail: 'Memberships can be cancelled at any time.' },
];

export interface TermsModalProps {
  open: boolean;
  onClose: () => void;
  /** Called when the visitor presses 'I Understand & Agree' (before onClose). */
  onAgree?: () => void;
}

/** Terms & Conditions dialog, closed by 'I Understand & Agree'. */
export function TermsModal({ open, onClose, onAgree }: TermsModalProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId}>Terms &amp; Conditions</DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" gutterBottom>
          The short version of what you agree to when you book or subscribe:
        </Typography>
        <List dense>
          {TERMS_POINTS.map((point) => (
            <ListItem key={point.title} alignItems="flex-start" disableGutters>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <CheckCircleOutlineIcon color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={point.title}
                secondary={point.detail}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          The full text is on the{' '}
          <Link href="/terms-of-service" target="_blank" rel="noopener" underline="always">
            Terms of Service page
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
          .
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          variant="contained"
          onClick={() => {
            onAgree?.();
            onClose();
          }}
          autoFocus
        >
          I Understand &amp; Agree
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default TermsModal;
