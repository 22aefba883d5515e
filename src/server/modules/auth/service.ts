/**
 * The auth module's public surface for the rest of the server: passwords, token hashing, one-time
 * tokens, the session store, and what the app wires at start (the token key, fast hashing in
 * tests). Routes use `access.ts` (guarded scopes) and `context.ts` (who is calling) directly;
 * everything else of this module is internal.
 */
export {
  consumeOneTimeToken,
  issueOneTimeToken,
  issueTokensForMail,
  oneTimeTokenOwner,
  type TokenPurpose,
} from "./one-time-tokens";
export {
  enableTestPasswordHashing,
  generatePassword,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from "./password";
export { SESSION_ACTOR_CTES, SESSION_ACTOR_PARAMS, SessionStore, type UserRow } from "./sessions";
export { hashToken, loadTokenKey, newToken } from "./tokens";
