import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "#web/lib/paths";

/*
 * The three tabs' text. Written for this site, checked against the Constitution (Art. I §2 cl. 5,
 * Art. I §3 cl. 6–7, Art. II §1 cl. 8, Art. II §3, Art. II §4) and House Rule XV clause 2 as it
 * stands since the 116th Congress. Figures: 218 is a majority of a full 435-seat House; 219–215
 * with one seat vacant (Florida's 1st) is the House when the 119th Congress opened on January 3,
 * 2025, a dated fact and not today's split; 67 is two-thirds of a full
 * Senate; 53–47 is the Senate at the start of the 119th Congress.
 */

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h4 className="text-lg font-semibold text-slate-900">{title}</h4>
      <div className="mt-3 space-y-4 leading-7 text-slate-700">{children}</div>
    </section>
  );
}

function Steps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-900 text-sm font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-slate-900">{step.title}</p>
            <p className="mt-1">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function Quote({ children, source }: { children: ReactNode; source: string }) {
  return (
    <figure className="border-l-4 border-accent-400 bg-accent-50 px-5 py-4">
      <blockquote className="text-slate-800 italic">{children}</blockquote>
      <figcaption className="mt-2 text-sm font-medium text-slate-600">{source}</figcaption>
    </figure>
  );
}

const DISCHARGE_STEPS = [
  {
    title: "A measure stalls in committee",
    text: "A bill or resolution is sent to a committee, and the committee does not act on it. After 30 legislative days (7 for a special rule waiting in the Rules Committee), any member may file a discharge motion with the Clerk of the House.",
  },
  {
    title: "Members sign, in public",
    text: "Members sign the petition at the Clerk's desk while the House is in session. Since 1993 every signature has been made public, so voters can see exactly who signed and who did not.",
  },
  {
    title: "218 signatures",
    text: "The petition succeeds when a majority of the whole House signs: 218 members when all 435 seats are filled, fewer while seats are vacant. The motion then goes on the Discharge Calendar.",
  },
  {
    title: "The waiting period, then a vote",
    text: "After seven legislative days on the calendar, any member who signed can announce that they will call it up, and the Speaker must schedule it within two legislative days. If a majority votes for the motion, the measure comes out of committee and to the floor.",
  },
];

export function DischargePetitionContent() {
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">How a discharge petition works</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        The Speaker and the committee chairs decide what reaches the House floor. A discharge petition, set
        out in House Rule XV, is the way a majority of members can bring a measure to a vote without them.
      </p>
      <div className="mt-8">
        <Section title="Four steps, set by the House's own rules">
          <Steps steps={DISCHARGE_STEPS} />
        </Section>
        <Section title="What it has to do with impeachment">
          <p>
            Any member may offer a resolution to impeach as a question of privilege, which forces the House to
            deal with it within two legislative days. But the majority can vote to table it or to send it to
            the Judiciary Committee, where it can sit indefinitely. A discharge petition is how a majority of
            members can pull a stalled measure back out, whatever the leadership prefers.
          </p>
          <p>
            Few petitions ever reach 218 signatures. The threat of one is often enough, though: when
            leadership can see a majority forming, it tends to schedule a vote itself rather than lose control
            of the floor.
          </p>
        </Section>
        <Section title="Why the signatures matter">
          <p>
            Because signing is public, a petition asks each member to take a visible stand. A member of the
            president's party who signs is breaking with their leadership on the record. Whether they are
            willing to do that depends, more than anything, on what they believe the voters in their next
            primary will do.
          </p>
        </Section>
      </div>
    </>
  );
}

export function ImpeachableOffensesContent() {
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">What the Constitution says</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        The framers gave Congress a way to remove a president between elections, and split it between the two
        chambers so that neither could do it alone.
      </p>
      <div className="mt-8">
        <Section title="Grounds for removal">
          <Quote source="U.S. Constitution, Article II, Section 4">
            “The President, Vice President and all civil Officers of the United States, shall be removed from
            Office on Impeachment for, and Conviction of, Treason, Bribery, or other high Crimes and
            Misdemeanors.”
          </Quote>
          <p>
            “High crimes and misdemeanors” has never meant only crimes in the criminal code. Alexander
            Hamilton, in Federalist No. 65, described impeachable offenses as those that come from “the abuse
            or violation of some public trust”: harms done by an official through the power of the office
            itself.
          </p>
        </Section>
        <Section title="Two chambers, two thresholds">
          <ul className="list-disc space-y-3 pl-5">
            <li>
              <strong className="font-semibold text-slate-900">The House impeaches.</strong> It has “the sole
              Power of Impeachment” (Article I, Section 2). Articles of impeachment pass by a simple majority
              of the members voting. Impeachment is a formal accusation, not a removal.
            </li>
            <li>
              <strong className="font-semibold text-slate-900">The Senate tries the case.</strong> It has “the
              sole Power to try all Impeachments” (Article I, Section 3), with the Chief Justice presiding
              when the president is on trial. Conviction needs two-thirds of the senators present:{" "}
              <strong className="font-semibold text-slate-900">67 of 100</strong> when every senator votes.
            </li>
            <li>
              <strong className="font-semibold text-slate-900">Conviction means removal.</strong> The Senate
              can then, by a separate majority vote, bar the person from holding federal office again. Nothing
              more: any criminal case is a matter for the courts.
            </li>
          </ul>
        </Section>
        <Section title="Why defying the Supreme Court is different">
          <p>
            A president swears to “preserve, protect and defend the Constitution” and must “take Care that the
            Laws be faithfully executed” (Article II). Since <cite>Marbury v. Madison</cite> (1803), the
            courts have had the final word on what the law is. The courts command neither the armed forces nor
            the Treasury: their rulings hold because the officials bound by them comply.
          </p>
          <p>
            A president who refuses to obey a final ruling of the Supreme Court is no longer disputing the law
            but claiming to stand above it. That is the kind of abuse of public trust the framers had in mind,
            and it would be just as serious from a president of either party.
          </p>
          <p>
            There is a precedent for compliance. In 1974 the Supreme Court unanimously ordered President Nixon
            to hand over his White House tapes in <cite>United States v. Nixon</cite>, and he complied. Within
            days the House Judiciary Committee approved articles of impeachment, one of them for defying the
            committee's own subpoenas, and he resigned before the full House voted.
          </p>
        </Section>
      </div>
    </>
  );
}

export function StrategicActionContent() {
  return (
    <>
      <h3 className="text-2xl font-bold tracking-tight text-brand-950">Where a few votes decide</h3>
      <p className="mt-3 text-lg leading-8 text-slate-600">
        Impeachment and conviction are decided by the members of the president's own party. In a narrow
        Congress, a handful of them is enough.
      </p>
      <div className="mt-8">
        <Section title="The arithmetic of a narrow House">
          <p>
            When the 119th Congress opened on January 3, 2025, the House had{" "}
            <strong className="font-semibold">219 Republicans and 215 Democrats</strong>, with one seat
            vacant. A majority of the whole House is 218. If every member of the minority had supported a
            discharge petition or an impeachment resolution, it would have taken only{" "}
            <strong className="font-semibold">3 members of the majority</strong> to reach 218 (215 + 3).
            Resignations, deaths and special elections have moved the exact numbers since, but not the lesson.
          </p>
          <p>
            The Senate is harder. It began the same Congress with 53 Republicans and 47 senators who caucus
            with the Democrats; with all 100 voting, conviction would need at least 20 senators from the
            president's party. That is why the House vote, and the handful of members who could swing it,
            comes first.
          </p>
        </Section>
        <Section title="Why primaries, and why primary voters">
          <p>
            Most seats in Congress are safe for one party, so for most members the only election that can cost
            them their seat is the primary. Primary turnout is low, which means a relatively small group of
            committed voters can decide who wins. The fear of a primary challenge is the main reason members
            hesitate to break with a president of their own party.
          </p>
          <p>
            A pledge sends the opposite signal: voters who promise to turn out in the primary for a member who
            acts. It is conditional. It counts only if your senator or representative votes to impeach or
            convict a president who defies the Supreme Court, and asks nothing of you if they do not. In some
            states you may need to change your party registration to vote in that primary;{" "}
            <Link href={paths.stateInformation()} className={linkClass}>
              check your state's rules
            </Link>
            .
          </p>
          <p>
            We focus on the president's party because its members are the votes that decide, not because of
            which party it is. If the president belonged to the other party, the same logic would point to the
            other party's primaries.
          </p>
        </Section>
        <Section title="What you can do">
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              <Link href={paths.pledge} className={linkClass}>
                Find your legislators and make your pledge
              </Link>
              . It takes a few minutes.
            </li>
            <li>
              <Link href={paths.persuadableRepublicans} className={linkClass}>
                See which Republicans are most open to persuasion
              </Link>
              , and why.
            </li>
            <li>
              <Link href={paths.stateInformation()} className={linkClass}>
                Check your state's primary date and registration rules
              </Link>
              , so your pledge is one you can keep.
            </li>
            <li>Tell your senators and representative that you pledged, and why.</li>
          </ol>
        </Section>
      </div>
    </>
  );
}
