import { authMessages, passwordResetRequestSchema } from '@matchbazaar/contracts';
import { resendVerification } from './auth-api';
import { EmailRequestForm } from './email-request-form';

const t = authMessages.resendVerification;

/** /auth/resend-verification: a new email verification link for a signed-out visitor. */
export function ResendVerificationPage() {
  return (
    <EmailRequestForm
      title={t.title}
      subtitle={t.subtitle}
      sentTitle={t.sentTitle}
      submitLabel={t.submit}
      // The same one-field rule (an address-like email) as the reset request.
      schema={passwordResetRequestSchema}
      send={resendVerification}
    />
  );
}
