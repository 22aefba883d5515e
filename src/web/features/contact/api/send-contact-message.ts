import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { contactSchema } from "#shared/contact";
import { apiRequest } from "#web/lib/api-client";

export type ContactMessage = z.output<typeof contactSchema>;

/** POST /api/contact: 201 `{message}` once the message is stored; 400 names bad fields; 429 when sent too often. */
export function sendContactMessage(input: ContactMessage): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("/api/contact", { method: "POST", body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
