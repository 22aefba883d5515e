import { zodResolver } from "@hookform/resolvers/zod";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import SendIcon from "lucide-react/icons/send";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { contactSchema } from "#shared/contact";
import { Alert, AlertDescription, AlertTitle } from "#web/components/ui/alert";
import { Button } from "#web/components/ui/button";
import { FormField } from "#web/components/ui/form-field";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { toast } from "#web/components/ui/use-toast";
import { ApiError } from "#web/lib/api-client";
import { errorMessageFrom, fieldErrorsFrom } from "#web/lib/api-errors";
import { useSendContactMessage } from "../api/send-contact-message";

type ContactFormValues = z.input<typeof contactSchema>;

const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;
type VisibleField = (typeof FIELDS)[number];

const isVisibleField = (field: string): field is VisibleField =>
  (FIELDS as readonly string[]).includes(field);

type FormTranslator = ReturnType<typeof useTranslations<"contact.contactForm">>;

/** What to tell the visitor when the message did not go through. */
function failureMessage(error: unknown, t: FormTranslator): string {
  if (error instanceof ApiError && error.status === 429) {
    return errorMessageFrom(error, t("tooMany"));
  }
  return errorMessageFrom(error, t("failed"));
}

function SentPanel({ message, onSendAnother }: { message: string; onSendAnother: () => void }) {
  const t = useTranslations("contact.contactForm");
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Keyboard and screen-reader users land on the confirmation rather than on a vanished button,
    // and the whole panel comes into view (not just its heading, under the sticky header).
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div ref={panelRef} className="flex scroll-mt-8 flex-col items-start gap-4 py-4 sm:py-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheckIcon aria-hidden="true" className="size-6" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-brand-950 focus:outline-none"
      >
        {t("sentTitle")}
      </h2>
      <p className="max-w-prose leading-7 text-slate-700">{message}</p>
      <Button variant="primary" size="lg" className="mt-2" onClick={onSendAnother}>
        {t("sendAnother")}
      </Button>
    </div>
  );
}

/** The contact form: validated with the shared schema, with the server's own answer on failure. */
export function ContactForm() {
  const t = useTranslations("contact.contactForm");
  const form = useForm<ContactFormValues, unknown, z.output<typeof contactSchema>>({
    resolver: zodResolver(contactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const send = useSendContactMessage();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const focusNameNext = useRef(false);

  useEffect(() => {
    if (sentMessage === null && focusNameNext.current) {
      focusNameNext.current = false;
      form.setFocus("name");
    }
  }, [sentMessage, form]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ title: t("sentToast"), description: message, variant: "success" });
        form.reset(EMPTY);
        setSentMessage(message || t("sentFallback"));
      },
      onError: (error) => {
        const fieldErrors = Object.entries(fieldErrorsFrom(error)).filter(([field]) => isVisibleField(field));
        fieldErrors.forEach(([field, message], index) => {
          form.setError(field as VisibleField, { message }, { shouldFocus: index === 0 });
        });
        const description = failureMessage(error, t);
        toast({ title: t("failedToast"), description, variant: "destructive" });
        setFailure(description);
      },
    });
  });

  if (sentMessage !== null) {
    return (
      <SentPanel
        message={sentMessage}
        onSendAnother={() => {
          send.reset();
          form.reset(EMPTY);
          focusNameNext.current = true;
          setSentMessage(null);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      aria-describedby="contact-form-note"
      className="relative space-y-6"
    >
      <div>
        <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
          {t("title")}
        </h2>
        <p id="contact-form-note" className="mt-1 text-sm text-slate-600">
          {t("note")}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t("name")} error={errors.name?.message}>
          <Input autoComplete="name" aria-required="true" {...form.register("name")} />
        </FormField>
        <FormField label={t("email")} error={errors.email?.message}>
          <Input type="email" autoComplete="email" aria-required="true" {...form.register("email")} />
        </FormField>
      </div>
      <FormField label={t("subject")} error={errors.subject?.message}>
        <Input aria-required="true" {...form.register("subject")} />
      </FormField>
      <FormField label={t("message")} error={errors.message?.message}>
        <Textarea rows={7} aria-required="true" {...form.register("message")} />
      </FormField>

      {/* A honeypot: people never see or reach it, form-filling bots do. The server drops what fills it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="contact-website">{t("honeypot")}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          {...form.register("website")}
        />
      </div>

      {failure && (
        <Alert variant="destructive">
          <AlertTitle>{t("notSent")}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full sm:w-auto"
        disabled={send.isPending}
      >
        <SendIcon aria-hidden="true" className="size-4" />
        {send.isPending ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
