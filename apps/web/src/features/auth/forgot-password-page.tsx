import { authMessages, passwordResetRequestSchema } from '@matchbazaar/contracts';
import { requestPasswordReset } from './auth-api';
import { EmailRequestForm } from './email-request-form';

const t = authMessages.forgotPassword;

/**
 * /auth/forgot-password: asks for a reset link (docs/product/accounts.md and
 * docs/product/messages.md).
 */
export function ForgotPasswordPage() {
  return (
    <EmailRequestForm
      title={t.title}
      subtitle={t.subtitle}
      sentTitle={t.sentTitle}
      submitLabel={t.submit}
      schema={passwordResetRequestSchema}
      send={requestPasswordReset}
    />
  );
}
