/** Placeholder until the waitlist's confirmation page (issue 3) lands. */
export function ConfirmSubscriptionPage() {
  return null;
}
