/** Placeholder until the launch page (issue 3) lands; replaced by the launch-page work. */
export function LaunchPage() {
  return <h1>We&apos;re Launching Soon</h1>;
}
