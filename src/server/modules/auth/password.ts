import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt at one of OWASP's equivalent settings (N=2^15, r=8, p=3: 32 MiB, like 2^17 with p=1 in
 * cost but a quarter of the memory per hash). Parameters travel with the hash so they can be
 * raised later without invalidating old hashes.
 */
const PRODUCTION_PARAMS = { N: 2 ** 15, r: 8, p: 3 };
/** Only for NODE_ENV=test, where hundreds of accounts are made: cheap, still a real scrypt hash. */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
let PARAMS = PRODUCTION_PARAMS;

export function enableTestPasswordHashing(enabled: boolean) {
  PARAMS = enabled ? TEST_PARAMS : PRODUCTION_PARAMS;
}
const KEY_LENGTH = 32;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(password, await dummyHash);
  return false;
}

export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
