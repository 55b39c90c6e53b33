import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LockRounded from '@mui/icons-material/LockRounded';
import { Controller, useForm } from 'react-hook-form';
import { formatMoney } from '../booking/format';
import {
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardSchema,
  testPaymentMethodFor,
  type TestCardValues,
} from './testCard';

/**
 * The test-mode card form (react-hook-form + zod): card number, expiry MM/YY, CVC and name on the
 * card, formatted as typed, each with a visible label and its error tied to the field. Only Stripe's
 * test cards pass; the number is mapped here to its test PaymentMethod id and only that id goes to
 * `onPay` (the number never leaves the browser). Shared by the booking payment page (docs/decisions/0016) and
 * the membership page (docs/decisions/0019); the values stay in the form after a decline, so the customer can
 * fix the card and try again.
 */
export function TestCardForm({
  amountCents,
  defaultName,
  onPay,
  submitLabel,
  busyLabel = 'Processing payment...',
  disabled = false,
}: {
  amountCents: number;
  defaultName: string;
  /** Pays with the test PaymentMethod id; resolves when the answer is in. */
  onPay: (paymentMethodId: string) => Promise<void>;
  /** The button's text; default "Pay $X". */
  submitLabel?: string;
  /** The button's text while paying. */
  busyLabel?: string;
  /** Disables the button (e.g. while nothing to pay for is chosen). */
  disabled?: boolean;
}) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TestCardValues>({
    resolver: zodResolver(testCardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: defaultName },
    mode: 'onTouched',
  });

  const submit = handleSubmit(async (values) => {
    const paymentMethodId = testPaymentMethodFor(values.cardNumber);
    if (paymentMethodId) await onPay(paymentMethodId);
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label="Card details" spacing={2.5}>
      <Controller
        name="cardNumber"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
            label="Card number"
            required
            fullWidth
            placeholder="4242 4242 4242 4242"
            autoComplete="cc-number"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          />
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 6 }}>
          <Controller
            name="expiry"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(formatExpiry(e.target.value, field.value))}
                label="Expiry (MM/YY)"
                required
                fullWidth
                placeholder="12/34"
                autoComplete="cc-exp"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>
          <Controller
            name="cvc"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(formatCvc(e.target.value))}
                label="CVC"
                required
                fullWidth
                placeholder="123"
                autoComplete="cc-csc"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              />
            )}
          />
        </Grid>
      </Grid>
      <TextField
        {...register('name')}
        label="Name on card"
        required
        fullWidth
        autoComplete="cc-name"
        error={Boolean(errors.name)}
        helperText={errors.name?.message}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting || disabled}
        startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockRounded />}
        sx={{ fontWeight: 700, py: 1.25 }}
      >
        {isSubmitting ? busyLabel : (submitLabel ?? `Pay ${formatMoney(amountCents)}`)}
      </Button>
    </Stack>
  );
}
