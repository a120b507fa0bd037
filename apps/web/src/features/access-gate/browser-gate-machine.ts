import { gateMachine, type VerifyResult } from '@matchbazaar/machines';
import { fromPromise } from 'xstate';
import { gateStorageActions } from './gate-storage';
import { verifyAccessCode } from './verify-access-code';

/** The gate machine with this browser's effects: the server check and localStorage. */
export const browserGateMachine = gateMachine.provide({
  actors: {
    verifyCode: fromPromise<VerifyResult, { code: string }>(({ input, signal }) =>
      verifyAccessCode(input.code, signal),
    ),
  },
  actions: gateStorageActions,
});
