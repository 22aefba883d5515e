import { describe, expect, it } from "vitest";
import { makeLegislator } from "../../../../tests/support/shared-records";
import type { Pledger } from "../actions/service";
import { departureMail } from "./departure-mail";

const member = makeLegislator({
  id: 7,
  slug: "ana-beltran",
  fullName: "Ana Beltrán",
  type: "rep",
  state: "TX",
  district: 23,
  districtCode: "TX-23",
  leftOffice: "2027-01-03",
});
const successor = makeLegislator({ id: 8, slug: "carla-diaz", fullName: "Carla Díaz", party: "Democrat" });

function pledger(language: Pledger["language"]): Pledger {
  return {
    userId: 1,
    name: "Pat Voter",
    email: "pat@example.org",
    language,
    state: "TX",
    registeredParty: null,
    constituent: true,
    wantsNotices: true,
  };
}

const unsubscribe = (base: string) => ({
  pageUrl: `https://pledge.example.org${base}/unsubscribe?token=t0k`,
  headers: { "List-Unsubscribe": "<https://pledge.example.org/api/unsubscribe?token=t0k>" },
});

describe("departureMail", () => {
  it("tells an English pledger as before", () => {
    const mail = departureMail({
      member,
      successor,
      pledger: pledger("en"),
      unsubscribe: unsubscribe(""),
      publicUrl: "https://pledge.example.org",
    });
    expect(mail.subject).toBe("Ana Beltrán has left office: your pledge is closed");
    expect(mail.text).toContain(
      "Ana Beltrán left office on January 3, 2027. Your pledge to vote in Ana Beltrán's primary is closed: there is no longer a primary of theirs to keep it in.",
    );
    expect(mail.text).toContain("Carla Díaz (Democrat) now holds TX-23.");
    expect(mail.text).toContain(
      "See Carla Díaz's profile:\nhttps://pledge.example.org/legislators/carla-diaz",
    );
    expect(mail.text).toContain(
      "You receive this notice because you pledged to Ana Beltrán on Pledge Watch. To stop reminders and notices, open https://pledge.example.org/unsubscribe?token=t0k",
    );
  });

  it("tells a Spanish pledger in Spanish, with links to the Spanish pages", () => {
    const mail = departureMail({
      member: { ...member, type: "sen", senateClass: 1 },
      successor: null,
      pledger: pledger("es"),
      unsubscribe: unsubscribe("/es"),
      publicUrl: "https://pledge.example.org",
    });
    expect(mail.subject).toBe("Ana Beltrán dejó el cargo: su compromiso quedó cerrado");
    expect(mail.text).toContain("Hola, Pat Voter:");
    expect(mail.text).toContain("Ana Beltrán dejó el cargo el 3 de enero de 2027.");
    expect(mail.text).toContain(
      "Nuestros datos todavía no indican quién ocupa el escaño de Texas en el Senado.",
    );
    expect(mail.text).toContain("https://pledge.example.org/es/legislators/ana-beltran");
    expect(mail.text).toContain("https://pledge.example.org/es/dashboard");
    expect(mail.text).toContain("abra https://pledge.example.org/es/unsubscribe?token=t0k");
    expect(mail.html).toContain('<html lang="es">');
  });
});
