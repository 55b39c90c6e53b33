/**
 * The "Add service" / "Edit service" dialog of /admin/services (docs/decisions/0020): name,
 * category (the 19 of spec section 3), member and regular hourly price in dollars (sent as integer
 * cents; member <= regular), description, a features list, popular / premium / emergency
 * switches, icon key and subtitle. Validated with zod before sending (the server's rules), server
 * field errors shown on their fields. An edit sends only the changed fields.
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { useToast } from '../../../lib/toast';
import {
  MAX_FEATURES,
  SERVICE_CATEGORIES,
  serviceFormDefaults,
  serviceFormSchema,
  toServiceInput,
  type EditableService,
  type ServiceFormValues,
  type ServiceInput,
} from './serviceForm';
import { useCreateService, useUpdateService } from './serviceMutations';

/** Server field names to the form's (prices are cents there, dollars here). */
const FORM_FIELD: Record<string, keyof ServiceFormValues> = {
  name: 'name',
  category: 'category',
  memberPriceCents: 'memberPrice',
  regularPriceCents: 'regularPrice',
  description: 'description',
  features: 'features',
  icon: 'icon',
  subtitle: 'subtitle',
};

/** The fields of `next` that differ from `before`. */
function changedFields(before: ServiceInput, next: ServiceInput): Partial<ServiceInput> {
  const changes: Partial<ServiceInput> = {};
  for (const key of Object.keys(next) as (keyof ServiceInput)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(next[key])) Object.assign(changes, { [key]: next[key] });
  }
  return changes;
}

export interface ServiceFormDialogProps {
  /** Open the dialog: `null` service adds a new one, a service edits it. */
  open: boolean;
  service: (EditableService & { id: string }) | null;
  onClose: () => void;
}

/** Add or edit a service (react-hook-form + zod); the Apollo cache is updated by the mutation hooks. */
export function ServiceFormDialog({ open, service, onClose }: ServiceFormDialogProps) {
  return open ? <ServiceForm key={service?.id ?? 'new'} service={service} onClose={onClose} /> : null;
}

function ServiceForm({ service, onClose }: { service: (EditableService & { id: string }) | null; onClose: () => void }) {
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:767.95px)');
  const [create, createState] = useCreateService();
  const [update, updateState] = useUpdateService();
  const busy = createState.loading || updateState.loading;
  const defaults = serviceFormDefaults(service);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormValues>({ resolver: zodResolver(serviceFormSchema), defaultValues: defaults, mode: 'onTouched' });
  const features = useFieldArray({ control, name: 'features' });

  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    const input = toServiceInput(values);
    let result;
    if (service) {
      const changes = changedFields(toServiceInput(defaults), input);
      if (Object.keys(changes).length === 0) {
        toast.info('Nothing changed.');
        onClose();
        return;
      }
      result = await update(service.id, changes);
    } else {
      result = await create(input);
    }
    if (result.ok) {
      toast.success(service ? `${result.data.name} was saved.` : `${result.data.name} was added to the catalogue.`);
      onClose();
      return;
    }
    let placed = false;
    for (const [field, message] of Object.entries(result.fields)) {
      const name = FORM_FIELD[field];
      if (name) {
        setError(name, { message });
        placed = true;
      }
    }
    setError('root', { message: placed ? 'Please correct the highlighted fields.' : result.message });
  });

  const submitting = busy || isSubmitting;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {service ? `Edit ${service.name}` : 'Add service'}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {errors.root?.message && (
              <Alert severity="error" role="alert">
                {errors.root.message}
              </Alert>
            )}
            <TextField
              label="Name"
              required
              fullWidth
              {...register('name')}
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Controller
              name="category"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Category"
                  required
                  fullWidth
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {SERVICE_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={category}>
                      {category}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Member price per hour"
                required
                fullWidth
                {...register('memberPrice')}
                error={Boolean(errors.memberPrice)}
                helperText={errors.memberPrice?.message ?? 'In dollars, at most the regular price'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
              <TextField
                label="Regular price per hour"
                required
                fullWidth
                {...register('regularPrice')}
                error={Boolean(errors.regularPrice)}
                helperText={errors.regularPrice?.message ?? 'In dollars'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Stack>
            <TextField
              label="Description"
              required
              fullWidth
              multiline
              minRows={3}
              {...register('description')}
              error={Boolean(errors.description)}
              helperText={errors.description?.message ?? 'At least 10 characters'}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label="Subtitle"
              fullWidth
              {...register('subtitle')}
              error={Boolean(errors.subtitle)}
              helperText={errors.subtitle?.message ?? 'Optional short line under the name'}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <TextField
              label="Icon"
              required
              fullWidth
              {...register('icon')}
              error={Boolean(errors.icon)}
              helperText={errors.icon?.message ?? 'Material icon key, e.g. cleaning_services'}
              slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'none', spellCheck: false } }}
            />

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
                Features
              </Typography>
              <Stack spacing={1.5}>
                {features.fields.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No features yet.
                  </Typography>
                )}
                {features.fields.map((item, index) => (
                  <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      label={`Feature ${index + 1}`}
                      size="small"
                      fullWidth
                      {...register(`features.${index}.value` as const)}
                      error={Boolean(errors.features?.[index]?.value)}
                      helperText={errors.features?.[index]?.value?.message}
                      slotProps={{ htmlInput: { maxLength: 120 } }}
                    />
                    <IconButton aria-label={`Remove feature ${index + 1}`} onClick={() => features.remove(index)} disabled={submitting}>
                      <DeleteOutlineRounded />
                    </IconButton>
                  </Stack>
                ))}
                {errors.features?.message && <FormHelperText error>{errors.features.message}</FormHelperText>}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddRounded />}
                    onClick={() => features.append({ value: '' }, { shouldFocus: true })}
                    disabled={submitting || features.fields.length >= MAX_FEATURES}
                  >
                    Add feature
                  </Button>
                </Box>
              </Stack>
            </Box>

            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
                Flags
              </Typography>
              <FormGroup>
                {(
                  [
                    ['popular', 'Popular'],
                    ['premium', 'Premium'],
                    ['emergency', 'Emergency (available at short notice)'],
                  ] as const
                ).map(([name, label]) => (
                  <Controller
                    key={name}
                    name={name}
                    control={control}
                    render={({ field }) => (
                      <FormControlLabel
                        control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                        label={label}
                      />
                    )}
                  />
                ))}
              </FormGroup>
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {service ? 'Save changes' : 'Add service'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
