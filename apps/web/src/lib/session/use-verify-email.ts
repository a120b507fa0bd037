import { isApiRequestError, verifyFailureKind } from '@matchbazaar/api-client';
import { limits } from '@matchbazaar/contracts';
import {
  oneVerifyRequestAtATime,
  verificationSuccessPath,
  verifyEmailMachine,
  type VerifyEmailOutcome,
} from '@matchbazaar/machines';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { api } from './api';
import {
  discardVerificationRecord,
  readVerificationRecord,
  storeVerificationRecord,
} from './session-storage';
import { useSession } from './use-session';

/**
 * POST verify-contact with the page's 30 s timeout, as an outcome the machine understands. Not
 * cancelled with the actor: a restarted actor waits for this same request (oneVerifyRequestAtATime).
 */
async function verifyEmail(input: { token: string; email: string }): Promise<VerifyEmailOutcome> {
  try {
    const answer = await api.auth.verifyContact(
      { type: 'email', token: input.token, email: input.email },
      { timeoutMs: limits.timeoutsMs.verifyPage },
    );
    return { ok: true, alreadyVerified: answer.alreadyVerified };
  } catch (error) {
    // A response the client cannot read is a failure worth retrying, like a 5xx.
    if (isApiRequestError(error) && error.kind === 'badShape') return { ok: false, kind: 'failed' };
    return { ok: false, kind: verifyFailureKind(error) };
  }
}

/**
 * The verify-email page's machine (docs/product/accounts.md) wired to the app: the api client, the
 * success record in storage, the session (marks the user verified) and the router. The page sends
 * `verify.start` once mounted, and `verify.retry` from 'Retry Verification'.
 */
export function useVerifyEmail(
  link: { token: string | null; email: string | null },
  inspect?: (event: InspectionEvent) => void,
) {
  const session = useSession();
  const navigate = useNavigate();
  // The input is read once, when the actor starts.
  const [input] = useState(() => ({
    ...link,
    successRecord: readVerificationRecord(),
    now: Date.now(),
  }));
  const [verifyActor] = useState(() => oneVerifyRequestAtATime(verifyEmail));
  return useMachine(
    verifyEmailMachine.provide({
      actors: { verifyEmail: verifyActor },
      actions: {
        storeSuccessRecord: ({ context }) => storeVerificationRecord(context.email),
        discardSuccessRecord: discardVerificationRecord,
        markEmailVerified: ({ context }) => session.markEmailVerified(context.email),
        redirectToSuccess: ({ context }) =>
          void navigate(verificationSuccessPath(context.email), { replace: true }),
        // Still here 100 ms later (the router did not move): a full page load instead.
        redirectFallback: ({ context }) => {
          const path = verificationSuccessPath(context.email);
          if (`${window.location.pathname}${window.location.search}` !== path)
            window.location.replace(path);
        },
      },
    }),
    { input, ...(inspect ? { inspect } : {}) },
  );
}
