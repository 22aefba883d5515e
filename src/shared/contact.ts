import { z } from "zod";
import { validationMessage as m } from "./i18n/validation-messages";
import { text } from "./text";

export const contactSchema = z.object({
  name: text().trim().min(2, m("nameMin")).max(100, m("nameMax")),
  email: text()
    .trim()
    .max(254, m("emailMax"))
    .pipe(z.email(m("emailAddressInvalid"))),
  subject: text().trim().min(3, m("contactSubjectMin")).max(150, m("contactSubjectMax")),
  message: text().trim().min(10, m("contactMessageMin")).max(5000, m("contactMessageMax")),
  /** Hidden from people; bots fill it in. */
  website: text().max(200).optional(),
});
