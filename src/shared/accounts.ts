import { z } from "zod";
import { recordId } from "./ids";
import { languageSchema } from "./language";
import { STATE_AND_DC_CODES } from "./states";
import { text } from "./text";

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
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email(message))
    .transform((e) => e.toLowerCase());

const password = text()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

const name = text()
  .trim()
  .min(2, "Name must be at least 2 characters")
  .max(100, "Name must be at most 100 characters");
const address = text()
  .trim()
  .min(1, "Address is required")
  .max(200, "Address must be at most 200 characters");
const city = text().trim().min(1, "City is required").max(100, "City must be at most 100 characters");
const stateOfFifty = text()
  .trim()
  .min(1, "State is required")
  .transform((s) => s.toUpperCase())
  .refine((s) => STATE_AND_DC_CODES.includes(s), "State is required");
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const phone = text()
  .trim()
  .max(30, "Phone must be at most 30 characters")
  .regex(/^[0-9+().\-\s]*$/, "Please enter a valid phone number")
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const DISTRICT_NOT_IN_ZIP = "Choose one of the districts this ZIP code covers";

/** A House district as `ST-NN` (`ST-AL` at large): the voter's pick when their ZIP spans several. */
export const districtChoice = text().regex(/^[A-Z]{2}-(AL|\d{2})$/, DISTRICT_NOT_IN_ZIP);

/** The registration form (auth screen and wizard) and POST /api/register. */
export const registerSchema = z
  .object({
    name,
    email: email("Please enter a valid email"),
    confirmEmail: email("Please enter a valid email"),
    password,
    confirmPassword: password,
    address,
    city,
    state: stateOfFifty,
    zip: text()
      .trim()
      .min(5, "ZIP code must be at least 5 digits")
      .max(10, "ZIP code must be at most 10 characters")
      .regex(/^\d{5}(-?\d{4})?$/, "ZIP code must be at least 5 digits"),
    phone,
    registeredParty: z.enum(REGISTRATION_PARTIES).optional().nullable(),
    congressionalDistrict: z.coerce.number().int().min(0).max(60).optional().nullable(),
    districtCode: districtChoice.optional().nullable(),
  })
  .refine((v) => v.email === v.confirmEmail, { path: ["confirmEmail"], message: "Emails don't match" })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: email("Please enter a valid email address"),
  password: text()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX * 4, "Password is too long"),
});

/** PATCH /api/user/{id}: only these fields; anything else in the body is dropped. */
export const profileUpdateSchema = z.object({
  name,
  phone,
  address: text().trim().min(3, "Address is required").max(200, "Address must be at most 200 characters"),
  city: text().trim().min(2, "City is required").max(100, "City must be at most 100 characters"),
  state: text()
    .trim()
    .length(2, "Please provide a 2-letter state code")
    .transform((s) => s.toUpperCase())
    .refine((s) => STATE_AND_DC_CODES.includes(s), "Please provide a 2-letter state code"),
  zip: text()
    .trim()
    .min(5, "ZIP code is required")
    .max(10, "ZIP code must be at most 10 characters")
    .regex(/^\d{5}(-?\d{4})?$/, "ZIP code is required"),
  registeredParty: optionalText(40),
  /** One of the ZIP's districts when it spans several; the server re-resolves it on a move. */
  districtCode: districtChoice.optional().nullable(),
  /** The language of the voter's mail and pages; left out, it stays as it is. */
  language: languageSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const forgotPasswordSchema = z.object({ email: email("Please enter a valid email address") });

export const resetPasswordSchema = z
  .object({
    token: text().min(1, "Invalid or expired reset token").max(200),
    password,
    confirmPassword: password.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });

export const tokenSchema = z.object({ token: text().min(1).max(200) });

/** DELETE /api/user/{id}: the account's own password, once more. */
export const deleteAccountSchema = z.object({
  password: text().min(1, "Password is required").max(1024, "Password is too long"),
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
