/** A line shown on the page a navigation arrives at (a guard's denial, an account deleted). */
export interface NavigationNotice {
  severity: 'success' | 'info' | 'warning';
  message: string;
}

/** Navigation state that carries a notice for the next page (read by NavigationNotice). */
export interface NoticeState {
  notice: NavigationNotice;
}

/** The state to navigate with so the next page says `message`. */
export const noticeState = (
  message: string,
  severity: NavigationNotice['severity'] = 'success',
): NoticeState => ({ notice: { severity, message } });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The notice a navigation's state carries: a `notice`, or a guard's denial (`accessDenied`,
 * docs/product/roles-and-access.md) as a warning with its message ('' for the permission text,
 * which the notice itself supplies: this check stays out of the layouts' code).
 */
export function noticeOf(state: unknown): NavigationNotice | null {
  if (!isRecord(state)) return null;
  const { notice } = state;
  if (isRecord(notice) && typeof notice.message === 'string' && notice.message) {
    const severity =
      notice.severity === 'info' || notice.severity === 'warning' ? notice.severity : 'success';
    return { severity, message: notice.message };
  }
  if (state.accessDenied !== true) return null;
  return { severity: 'warning', message: typeof state.message === 'string' ? state.message : '' };
}
