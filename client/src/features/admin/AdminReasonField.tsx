/**
 * The "Reason" field of the admin console's react-hook-form dialogs (set a booking's status,
 * refund a payment, grant a membership): required, multi-line, at most ADMIN_REASON_MAX
 * characters; the field's validation message (the form's zod rule `adminReason`) replaces `hint`
 * under it. `name` is the form's string field holding the reason.
 */
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { ADMIN_REASON_MAX } from './adminReason';

export function AdminReasonField<T extends FieldValues>({
  control,
  name,
  hint,
  disabled,
  fullWidth,
  sx,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  /** Helper text while the field has no error. */
  hint?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label="Reason"
          {...field}
          fullWidth={fullWidth}
          required
          multiline
          minRows={2}
          sx={sx}
          disabled={disabled ?? field.disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ htmlInput: { maxLength: ADMIN_REASON_MAX } }}
        />
      )}
    />
  );
}
