/**
 * The sign-in API's schemas: the signed-in user's profile (what the client keeps as
 * `currentUser`) and the login's body: the server's route schemas, the client's types.
 */
import { type Static, Type } from 'typebox';

/** Longest password the login accepts: hashing cost grows with the input. */
export const MAX_PASSWORD_LENGTH = 1024;

export const Profile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  name: Type.String(),
});
export type Profile = Static<typeof Profile>;

const credentials = 'Send an e-mail and a password.';

/** `POST /auth/login`: JSON `{email, password}`; anything else in it is ignored. */
export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  },
  { errorMessage: credentials },
);
export type LoginBody = Static<typeof LoginBody>;
