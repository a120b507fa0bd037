import { apiClientMessages } from './api-client.js';

/** The platform's own API error texts (our own; written for users). */
export const apiMessages = {
  /** A 4xx without a more specific text (409, 422, ...). */
  badRequest: apiClientMessages.badRequest,
  /**
   * Pre-launch: an API call from a browser that has not passed the access gate. Clients act on the
   * body's `code` (apiErrorCodes.siteAccessRequired), not on this text.
   */
  accessRequired: 'MatchBazaar is not open yet. Enter the access code to continue.',
  validationFailed: 'Some fields are missing or invalid.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'The request body must be sent as application/json.',
  payloadTooLarge: 'The request body is too large.',
  notFound: apiClientMessages.notFound,
  methodNotAllowed: 'This method is not allowed here.',
  unauthorized: apiClientMessages.unauthorized,
  forbidden: apiClientMessages.forbidden,
  tooManyRequests: apiClientMessages.tooManyRequests,
  queueUnavailable: 'We cannot take this request right now. Please try again in a minute.',
  serviceUnavailable: apiClientMessages.serviceUnavailable,
  internal: apiClientMessages.internal,
  /** Admin API before accounts exist: the operator token is missing or wrong. */
  operatorRequired:
    'This needs an admin sign-in or the operator token (Authorization: Bearer <OPERATOR_TOKEN>).',
  operatorAccessOff:
    'Sign in as an admin: operator access is turned off (OPERATOR_TOKEN is not set on the server).',
  broadcastNotFound: 'There is no broadcast with that id.',
  /** GET /metrics (Prometheus) without the operator token, or with OPERATOR_TOKEN unset. */
  metricsRequired:
    'Metrics are for operators: send the operator token (Authorization: Bearer <OPERATOR_TOKEN>).',
  /** The queue dashboard opened without an admin's pass or the operator's credentials. */
  queueBoardRequired:
    'Open the queue dashboard from the admin dashboard while signed in as an admin, or sign in as the operator.',
} as const;
