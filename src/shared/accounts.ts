import { z } from "zod";
import { validationMessage as m } from "./i18n/validation-messages";
import { recordId } from "./ids";
import { LANGUAGES } from "./language";
import { STATE_AND_DC_CODES } from "./states";
import { text } from "./text";

export const languageSchema = z.enum(LANGUAGES, { error: m("languageInvalid") });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const REGISTRATION_PARTIES = [
  "Republican",
  "Democrat",
  "Independent",
  "Other",
  "Unregistered",
] as const;
export const PROFILE_PARTIES = [
  "Republican",
  "Democrat",
  "Independent",
  "Libertarian",
  "Green",
  "Other",
  "None/Unaffiliated",
] as const;

const email = (message: string) =>
  text()
    .trim()
    .max(254, m("emailMax"))
    .pipe(z.email(message))
    .transform((e) => e.toLowerCase());

const password = text()
  .min(PASSWORD_MIN, m("passwordMin", { min: PASSWORD_MIN }))
  .max(PASSWORD_MAX, m("passwordMax", { max: PASSWORD_MAX }));

const name = text().trim().min(2, m("nameMin")).max(100, m("nameMax"));
const address = text().trim().min(1, m("addressRequired")).max(200, m("addressMax"));
const city = text().trim().min(1, m("cityRequired")).max(100, m("cityMax"));
const stateOfFifty = text()
  .trim()
  .min(1, m("stateRequired"))
  .transform((s) => s.toUpperCase())
  .refine((s) => STATE_AND_DC_CODES.includes(s), m("stateRequired"));
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, m("atMostCharacters", { max }))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const phone = text()
  .trim()
  .max(30, m("phoneMax"))
  .regex(/^[0-9+().\-\s]*$/, m("phoneInvalid"))
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const DISTRICT_NOT_IN_ZIP = m("districtNotInZip");

/** A House district as `ST-NN` (`ST-AL` at large): the voter's pick when their ZIP spans several. */
export const districtChoice = text().regex(/^[A-Z]{2}-(AL|\d{2})$/, DISTRICT_NOT_IN_ZIP);

/** The registration form (auth screen and wizard) and POST /api/register. */
export const registerSchema = z
  .object({
    name,
    email: email(m("emailInvalid")),
    confirmEmail: email(m("emailInvalid")),
    password,
    confirmPassword: password,
    address,
    city,
    state: stateOfFifty,
    zip: text()
      .trim()
      .min(5, m("zipMin"))
      .max(10, m("zipMax"))
      .regex(/^\d{5}(-?\d{4})?$/, m("zipMin")),
    phone,
    registeredParty: z.enum(REGISTRATION_PARTIES).optional().nullable(),
    congressionalDistrict: z.coerce.number().int().min(0).max(60).optional().nullable(),
    districtCode: districtChoice.optional().nullable(),
  })
  .refine((v) => v.email === v.confirmEmail, { path: ["confirmEmail"], message: m("emailsDontMatch") })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: m("passwordsDontMatch"),
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: email(m("emailAddressInvalid")),
  password: text()
    .min(PASSWORD_MIN, m("passwordMin", { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX * 4, m("passwordTooLong")),
});

/** PATCH /api/user/{id}: only these fields; anything else in the body is dropped. */
export const profileUpdateSchema = z.object({
  name,
  phone,
  address: text().trim().min(3, m("addressRequired")).max(200, m("addressMax")),
  city: text().trim().min(2, m("cityRequired")).max(100, m("cityMax")),
  state: text()
    .trim()
    .length(2, m("stateCode"))
    .transform((s) => s.toUpperCase())
    .refine((s) => STATE_AND_DC_CODES.includes(s), m("stateCode")),
  zip: text()
    .trim()
    .min(5, m("zipRequired"))
    .max(10, m("zipMax"))
    .regex(/^\d{5}(-?\d{4})?$/, m("zipRequired")),
  registeredParty: optionalText(40),
  /** One of the ZIP's districts when it spans several; the server re-resolves it on a move. */
  districtCode: districtChoice.optional().nullable(),
  /** The language of the voter's mail and pages; left out, it stays as it is. */
  language: languageSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const forgotPasswordSchema = z.object({ email: email(m("emailAddressInvalid")) });

export const resetPasswordSchema = z
  .object({
    token: text().min(1, m("resetTokenInvalid")).max(200),
    password,
    confirmPassword: password.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: m("passwordsDontMatch"),
  });

export const tokenSchema = z.object({ token: text().min(1).max(200) });

/** DELETE /api/user/{id}: the account's own password, once more. */
export const deleteAccountSchema = z.object({
  password: text().min(1, m("passwordRequired")).max(1024, m("passwordTooLong")),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** A `userId` a client sends is accepted for compatibility only (docs/principles.md, principle 2). */
export const legacyUserId = recordId().optional();

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  registeredParty: z.string().nullable(),
  congressionalDistrict: z.number().int().nullable(),
  districtCode: z.string().nullable(),
  verified: z.boolean(),
  role: z.enum(["user", "admin"]),
  isActive: z.boolean(),
  language: languageSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The answer of the calls that return the voter's account (sign-in, profile, e-mail check). */
export const userResponseSchema = z.object({ user: userSchema });
/** GET /api/session: the signed-in voter, or null. */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
/** The answer of the calls that only say what happened. */
export const messageResponseSchema = z.object({ message: z.string() });
