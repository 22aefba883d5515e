import nodemailer, { type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";
import { parseMail } from "./mail-parser";

/** A message from header and body lines, joined with CRLF as on the wire. */
const message = (...lines: string[]) => lines.join("\r\n");

/** The bytes nodemailer writes for `options`, as the app's transports send them. */
async function composed(options: SendMailOptions): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await composer.sendMail({ from: "Pledge Watch <no-reply@example.org>", ...options });
  return info.message as Buffer;
}

describe("parseMail: headers", () => {
  it("lower-cases names, keeps the first of repeated headers, and reads subject, from and to", async () => {
    const mail = await parseMail(
      message(
        "From: Pledge Watch <no-reply@example.org>",
        "To: ana@example.com",
        "Subject: First",
        "Subject: Second",
        "X-Custom-Header: kept",
        "",
        "body",
      ),
    );
    expect(mail).toMatchObject({
      subject: "First",
      from: "Pledge Watch <no-reply@example.org>",
      to: "ana@example.com",
    });
    expect(mail.headers["x-custom-header"]).toBe("kept");
  });

  it("unfolds folded headers", async () => {
    const mail = await parseMail(
      message(
        "Subject: a subject folded",
        "  over two lines",
        "List-Unsubscribe:",
        "\t<https://example.org/api/unsubscribe?token=abc>",
        "",
        "body",
      ),
    );
    expect(mail.subject).toBe("a subject folded over two lines");
    expect(mail.headers["list-unsubscribe"]).toBe("<https://example.org/api/unsubscribe?token=abc>");
  });

  it("decodes RFC 2047 encoded words in B and Q, in their charset, joining adjacent ones", async () => {
    const mail = await parseMail(
      message(
        "Subject: =?UTF-8?Q?Caf=C3=A9_au_lait_?=",
        " =?UTF-8?B?8J+Xs++4jyB2b3Rl?= and plain text",
        "From: =?ISO-8859-1?Q?Jos=E9?= <jose@example.org>",
        "To: =?utf-8*en?q?Ana?= <ana@example.com>",
        "",
        "",
      ),
    );
    expect(mail.subject).toBe("Café au lait 🗳️ vote and plain text");
    expect(mail.from).toBe("José <jose@example.org>");
    expect(mail.to).toBe("Ana <ana@example.com>");
  });

  it("reads raw 8-bit header bytes as UTF-8", async () => {
    const mail = await parseMail(Buffer.from("Subject: Résumé\r\n\r\nbody", "utf8"));
    expect(mail.subject).toBe("Résumé");
  });

  it("gives empty fields and no text for a message of headers only", async () => {
    expect(await parseMail("X-Only: header")).toEqual({
      headers: { "x-only": "header" },
      subject: "",
      from: "",
      to: "",
      text: undefined,
      html: undefined,
      links: [],
    });
  });
});

describe("parseMail: quoted-printable", () => {
  const qp = async (...body: string[]) =>
    (
      await parseMail(
        message(
          "Content-Type: text/plain; charset=utf-8",
          "Content-Transfer-Encoding: quoted-printable",
          "",
          ...body,
        ),
      )
    ).text;

  it("joins soft line breaks, keeping the spaces before them", async () => {
    expect(await qp("The quick brown =", "fox jumps=", " over")).toBe("The quick brown fox jumps over");
  });

  it("decodes =XX escapes, in either case, to bytes read in the part's charset", async () => {
    expect(await qp("caf=C3=A9 =3D 100=25 =e2=82=ac")).toBe("café = 100% €");
    const latin1 = await parseMail(
      message(
        "Content-Type: text/plain; charset=iso-8859-1",
        "Content-Transfer-Encoding: quoted-printable",
        "",
        "caf=E9",
      ),
    );
    expect(latin1.text).toBe("café");
  });

  it("decodes a UTF-8 character whose bytes a soft line break splits", async () => {
    expect(await qp("vote =F0=9F=97=", "=B3 today")).toBe("vote 🗳 today");
  });

  it("keeps hard line breaks, drops whitespace added at line ends, and keeps a stray =", async () => {
    expect(await qp("line one   ", "line two =  ", "joined, a = b, =ZZ")).toBe(
      "line one\nline two joined, a = b, =ZZ",
    );
  });
});

describe("parseMail: bodies and parts", () => {
  const alternative = message(
    "Subject: Both",
    "MIME-Version: 1.0",
    'Content-Type: multipart/alternative; boundary="--_b1"',
    "",
    "This is the preamble.",
    "----_b1",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 7bit",
    "",
    "Confirm: https://example.org/verify-email?token=t0k.",
    "See also https://example.org/faq",
    "----_b1",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: base64",
    "",
    ...Buffer.from(
      `<p>Hello <b>Zoë</b></p><a href="https://example.org/verify-email?token=t0k">Confirm</a>` +
        `<a href='https://example.org/a?x=1&amp;y=&#50;&#x33;'>A</a><a href="mailto:help@example.org">Mail</a>`,
    )
      .toString("base64")
      .match(/.{1,76}/g)!,
    "----_b1--",
    "This is the epilogue.",
  );

  it("reads the text and the HTML of a multipart/alternative message, a part in base64", async () => {
    const mail = await parseMail(alternative);
    expect(mail.text).toBe(
      "Confirm: https://example.org/verify-email?token=t0k.\nSee also https://example.org/faq",
    );
    expect(mail.html).toContain("<p>Hello <b>Zoë</b></p>");
  });

  it("collects each http(s) link once, unescaping hrefs and leaving sentence punctuation out", async () => {
    expect((await parseMail(alternative)).links).toEqual([
      "https://example.org/verify-email?token=t0k",
      "https://example.org/a?x=1&y=23",
      "https://example.org/faq",
    ]);
  });

  it("finds the parts of nested multiparts, skips attachments, and tells apart boundaries that share a prefix", async () => {
    const mail = await parseMail(
      message(
        "Content-Type: multipart/mixed; boundary=outer",
        "",
        "--outer",
        "Content-Type: multipart/alternative; boundary=outer-inner",
        "",
        "--outer-inner",
        "Content-Type: text/html",
        "",
        "<p>inner html</p>",
        "--outer-inner--",
        "",
        "--outer",
        "Content-Type: text/plain",
        "Content-Disposition: attachment; filename=notes.txt",
        "",
        "not the body",
        "--outer",
        "",
        "A part without headers is plain text.",
        "--outer--",
        "",
      ),
    );
    expect(mail.html).toContain("<p>inner html</p>");
    expect(mail.text).toBe("A part without headers is plain text.");
  });

  it("reads a single-part 8-bit body in its charset, and a string as text rather than bytes", async () => {
    const latin1 = Buffer.concat([
      Buffer.from("Content-Type: text/plain; charset=ISO-8859-1\r\nContent-Transfer-Encoding: 8bit\r\n\r\n"),
      Buffer.from("Zoë", "latin1"),
    ]);
    expect((await parseMail(latin1)).text).toBe("Zoë");
    expect((await parseMail("Content-Type: text/plain; charset=utf-8\r\n\r\nZoë 🗳")).text).toBe("Zoë 🗳");
  });
});

describe("parseMail on what nodemailer writes", () => {
  it("reads back the subject, text, HTML and headers of a mail as the app sends it", async () => {
    const longLine = `${"Ünïcödé words to wrap ".repeat(10)}https://example.org/verify-email?token=${"x".repeat(90)}`;
    const subject = `Confirm your e-mail address for Pledge Watch, Zoë 🗳️ ${"long ".repeat(20)}`.trim();
    const mail = await parseMail(
      await composed({
        to: "Zoë Voter <zoe@example.com>",
        subject,
        text: `Hello Zoë,\n\n${longLine}\n`,
        html: `<p>Hello Zoë,</p><p><a href="https://example.org/verify-email?token=${"x".repeat(90)}">Confirm</a></p>`,
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      }),
    );
    expect(mail.subject).toBe(subject);
    expect(mail.to).toBe("Zoë Voter <zoe@example.com>");
    expect(mail.from).toBe("Pledge Watch <no-reply@example.org>");
    expect(mail.text?.replace(/\r\n/g, "\n")).toBe(`Hello Zoë,\n\n${longLine}\n`);
    expect(mail.html).toContain("<p>Hello Zoë,</p>");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.links).toEqual([`https://example.org/verify-email?token=${"x".repeat(90)}`]);
  });

  it("reads the text of a mail with an attachment, not the attachment", async () => {
    const mail = await parseMail(
      await composed({
        to: "ana@example.com",
        subject: "With a file",
        text: "See the attached calendar.",
        attachments: [{ filename: "primary.ics", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
      }),
    );
    expect(mail.text).toBe("See the attached calendar.");
    expect(mail.html).toBeUndefined();
  });
});
