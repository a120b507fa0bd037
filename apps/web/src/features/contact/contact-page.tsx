import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactMessages } from '@matchbazaar/contracts';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ticketPaths } from './ticket-paths';
import { PageHeaderBand } from '../../components/page-header-band';

const t = contactMessages;

/** /contact (docs/product/contact.md): the form beside the ways to reach support. */
export function ContactPage() {
  useDocumentTitle(t.title);
  return (
    <Box component="article" aria-labelledby="contact-title">
      <PageHeaderBand>
        <Typography id="contact-title" variant="h3" component="h1" sx={{ mb: 1.5 }}>
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '65ch', fontSize: '1.125rem' }}>
          {t.intro}
        </Typography>
      </PageHeaderBand>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="contact-form-title"
            sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
          >
            <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 3 }}>
              {t.formTitle}
            </Typography>
            <ContactForm />
          </Paper>

          <Stack spacing={3}>
            <Paper
              component="section"
              variant="outlined"
              aria-labelledby="contact-details-title"
              sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
            >
              <Typography id="contact-details-title" variant="h5" component="h2" sx={{ mb: 3 }}>
                {t.detailsTitle}
              </Typography>
              <ContactDetails />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
              <Typography sx={{ mb: 1 }}>{t.signedInTicketsHint}</Typography>
              <Link component={RouterLink} to={ticketPaths.submit} sx={{ fontWeight: 600 }}>
                {t.ticketsLink}
              </Link>
            </Paper>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
