/** A service the system needs and cannot get: the message says what is missing and how to fix it. */
export class MissingServiceError extends Error {
  constructor(
    what: string,
    fixes: { debian: string; macos: string; docker: string },
    why?: string,
  ) {
    super(
      `${what} is missing${why ? ` (${why})` : ''}. Install it, then run the command again:\n` +
        `  Debian/Ubuntu:  ${fixes.debian}\n` +
        `  macOS:          ${fixes.macos}\n` +
        `  Docker:         ${fixes.docker}`,
    );
    this.name = 'MissingServiceError';
  }
}
