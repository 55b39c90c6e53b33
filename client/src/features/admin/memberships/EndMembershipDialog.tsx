/**
 * Confirms ending a membership now from /admin/memberships (issue 8 "Memberships"; spec section 7
 * "membership cancel"): a reason is required, then `adminCancelMembership`. Closed when `row` is
 * null; success is reported to the page with the toast's message.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FORM_SX, memberName, reasonError, type Row } from './membershipAdminModel';
import { useAdminCancelMembership } from './membershipAdminMutations';

/** Ends a membership now: reason required; member rates stop at once, nothing is refunded, the member is told. */
export function EndMembershipDialog({ row, onClose, onDone }: { row: Row | null; onClose: () => void; onDone: (message: string) => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading }] = useAdminCancelMembership();
  const titleId = useId();
  const descriptionId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');

  useEffect(() => {
    setReason('');
    setTouched(false);
    setError(null);
  }, [row?.id]);

  if (!row) return null;
  const name = memberName(row.member);
  const invalid = reasonError(reason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid || loading) return;
    setError(null);
    const result = await cancel(row.id, reason.trim());
    if (result.ok) onDone(`${name}'s ${row.tier.name} membership was ended.`);
    else setError(result.message);
  };

  return (
    <Dialog
      open
      onClose={() => !loading && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        End this membership now?
      </DialogTitle>
      <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            {name}'s {row.tier.name} membership ends now: member rates stop at once and nothing is refunded. The member is told your reason. This
            can't be undone.
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            required
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            error={touched && Boolean(invalid)}
            helperText={touched && invalid ? invalid : 'Shown to the member and recorded with your name.'}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={loading}>
            Keep membership
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={loading}
            startIcon={loading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Ending...' : 'End membership now'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
