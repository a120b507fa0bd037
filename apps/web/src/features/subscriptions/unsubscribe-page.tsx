/** Placeholder until the waitlist's unsubscribe page (issue 3) lands. */
export function UnsubscribePage() {
  return null;
}
