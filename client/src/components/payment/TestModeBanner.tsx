import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import ScienceRounded from '@mui/icons-material/ScienceRounded';

/**
 * Test mode (`paymentConfig.testMode`: the embedded gateway, docs/decisions/0016): says
 * that no money moves and which of Stripe's test cards to use. Used by the membership page (docs/decisions/0019).
 */
export function TestModeBanner() {
  return (
    <Alert severity="warning" icon={<ScienceRounded />} sx={{ '& strong': { whiteSpace: 'nowrap' } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>Test mode: no money moves</AlertTitle>
      Pay with Stripe's test card <strong>4242 4242 4242 4242</strong> (succeeds) or{' '}
      <strong>4000 0000 0000 0002</strong> (declined), any future expiry date and any CVC.
    </Alert>
  );
}
