/**
 * The answer every API call gives when it fails: a message a person can read, and for a form
 * or a query, what is wrong with each field: the routes' error schema, the client's type.
 */
import { type Static, Type } from 'typebox';

export const ApiError = Type.Object(
  {
    error: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { description: 'A failed call: why, and each field that needs attention.' },
);
export type ApiError = Static<typeof ApiError>;

/** The error answers of a route, whatever their status. */
export const apiErrors = { '4xx': ApiError, '5xx': ApiError } as const;

/** An answer without a body (204, 303, 304). */
export const NoContent = Type.Unsafe<undefined>({ description: 'No body.' });
