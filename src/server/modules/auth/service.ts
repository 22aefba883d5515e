/**
 * The auth module's public surface for other modules: passwords, token hashing, one-time tokens
 * and the session store's row type. Routes use `access.ts` (guarded scopes) and `context.ts`
 * (who is calling) directly; everything else of this module is internal.
 */
export { consumeOneTimeToken, issueOneTimeToken, type TokenPurpose } from "./one-time-tokens";
export { generatePassword, hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
export { SESSION_ACTOR_CTES, SESSION_ACTOR_PARAMS, type SessionStore, type UserRow } from "./sessions";
export { hashToken } from "./tokens";
