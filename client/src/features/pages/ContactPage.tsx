import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { contactInput } from '../../../../schema/rules';
import { useAuth } from '../../lib/auth';
import { config } from '../../lib/config';
import { useSubmitContactMessage } from './contactMutations';
import { ContentPage } from './ContentPage';

/** The contact form's rules are the server's (schema/rules.ts). */
const schema = contactInput;
type FormValues = z.infer<typeof schema>;

/** /contact: contact form (the submitContactMessage mutation) and support channels. */
export default function ContactPage() {
  const { user } = useAuth();
  const [sent, setSent] = useState<{ name: string; email: string; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitMessage] = useSubmitContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      subject: '',
      message: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await submitMessage(values);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fields)) {
        if (field in values) setError(field as keyof FormValues, { message });
      }
      setFormError(result.error.message);
      return;
    }
    setSent({
      name: values.name,
      email: values.email,
      message: result.data.message || `We'll reply to ${values.email} within 24 hours.`,
    });
    reset({ ...values, subject: '', message: '' });
  });

  const channels = [
    { icon: PhoneInTalkIcon, title: 'Call us', body: <Link href={`tel:${config.supportPhone.replace(/[^+\d]/g, '')}`}>{config.supportPhone}</Link>, chip: 'WhatsApp soon' },
    { icon: EmailIcon, title: 'Email', body: <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link> },
    { icon: AccessTimeIcon, title: 'Hours', body: 'Support is available 24/7, every day of the year.' },
    { icon: HelpCenterIcon, title: 'Help center', body: <Link component={RouterLink} to="/help-center">Browse answers to common questions</Link> },
  ];

  return (
    <ContentPage
      eyebrow="Contact us"
      title="We're here to help"
      subtitle="Questions about a booking, your membership or joining as a freelancer? Send us a message and a real person will reply."
    >
      <Grid container spacing={5}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              {sent ? (
                <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
                  <CheckCircleIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
                  <Typography variant="h5" component="h2">
                    Thanks, {sent.name.split(' ')[0]}! Your message is on its way.
                  </Typography>
                  <Typography color="text.secondary">{sent.message}</Typography>
                  <Button variant="outlined" onClick={() => setSent(null)}>
                    Send another message
                  </Button>
                </Stack>
              ) : (
                <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
                  <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 3 }}>
                    Send us a message
                  </Typography>
                  {formError && (
                    <Alert severity="error" sx={{ mb: 2 }}>
                      {formError}
                    </Alert>
                  )}
                  <Stack spacing={2.5}>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          label="Name"
                          autoComplete="name"
                          required
                          {...register('name')}
                          error={Boolean(errors.name)}
                          helperText={errors.name?.message}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          label="Email"
                          type="email"
                          autoComplete="email"
                          required
                          {...register('email')}
                          error={Boolean(errors.email)}
                          helperText={errors.email?.message}
                        />
                      </Grid>
                    </Grid>
                    <TextField
                      label="Subject"
                      required
                      {...register('subject')}
                      error={Boolean(errors.subject)}
                      helperText={errors.subject?.message}
                    />
                    <TextField
                      label="Message"
                      required
                      multiline
                      minRows={5}
                      {...register('message')}
                      error={Boolean(errors.message)}
                      helperText={errors.message?.message ?? 'Include your booking number if your question is about a booking.'}
                    />
                    <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                      {isSubmitting ? 'Sending...' : 'Send message'}
                    </Button>
                  </Stack>
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {channels.map(({ icon: Icon, title, body, chip }) => (
              <Card key={title}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>
                    <Icon aria-hidden />
                  </Avatar>
                  <Box sx={{ flex: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                        {title}
                      </Typography>
                      {chip && <Chip size="small" color="success" variant="outlined" label={chip} />}
                    </Stack>
                    <Typography color="text.secondary" component="div">
                      {body}
                    </Typography>
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
        </Grid>
      </Grid>
    </ContentPage>
  );
}
