import { z } from "zod";
import { text } from "./text";

export const contactSchema = z.object({
  name: text()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email: text()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  subject: text()
    .trim()
    .min(3, "Subject must be at least 3 characters")
    .max(150, "Subject must be at most 150 characters"),
  message: text()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5,000 characters"),
  /** Hidden from people; bots fill it in. */
  website: text().max(200).optional(),
});
