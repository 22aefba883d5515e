import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { LegalPage, type LegalSection, OrByEmail } from "./components/legal-page";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "overview",
    title: "Overview",
    body: (
      <>
        <p>
          {SITE_NAME} helps voters find their members of Congress and pledge to vote in their primary if they
          act to impeach or convict a president who defies the Supreme Court. Telling us where you live and
          whom you support is sensitive, so we collect as little as the pledge needs and keep it to ourselves.
        </p>
        <p>
          This policy explains what we collect, why, where it is kept, who can see it and how to have it
          deleted. It applies to this website and the e-mails it sends.
        </p>
      </>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information we collect",
    body: (
      <>
        <p>We only hold what you give us or what the site needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, e-mail address and password (kept only as a salted,
            one-way hash that cannot be turned back into the password), your street address, city, state and
            ZIP code, and, if you choose to give them, your phone number and party registration. From your
            address we work out your congressional district.
          </li>
          <li>
            <strong>Your pledges:</strong> which legislators you pledged to, when, and whether you chose to
            share your pledge on social media.
          </li>
          <li>
            <strong>Your activity settings:</strong> the reminders you turn on and the actions you tell us you
            took, such as contacting a legislator, which we use to show your badges.
          </li>
          <li>
            <strong>Messages you send us:</strong> the name, e-mail address, subject and text you enter in the
            contact form.
          </li>
          <li>
            <strong>Technical information:</strong> to stop abuse (for example, repeated attempts to guess a
            password), we count requests per internet address for a short period, after which the count is
            deleted. Our server logs record which pages and functions were used, but never your e-mail
            address, street address or password.
          </li>
        </ul>
        <p>
          Looking up legislators by address does not require an account. If you are not signed in, the address
          you enter is used for that search and is not stored.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    body: (
      <>
        <ul>
          <li>to find your senators and representative and your state's primary rules;</li>
          <li>to record your pledges and show each legislator's total number of pledges;</li>
          <li>to run your account: signing in, verifying your e-mail address and resetting your password;</li>
          <li>to send you the primary-date and registration reminders you ask for;</li>
          <li>to read and answer the messages you send us;</li>
          <li>to keep the site secure and protect it from abuse.</li>
        </ul>
        <p>
          We send e-mail only for these purposes: your account (verification, password resets and security
          notices), the reminders you choose, and replies to your messages. We do not send advertising and we
          never sell your information.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <p>
          We use one cookie: a session cookie, set when you sign in, that keeps you signed in. It holds a
          random identifier and nothing else about you. It is marked <strong>HttpOnly</strong>, so scripts on
          the page cannot read it, is sent only to this site, and travels only over encrypted connections. A
          session ends when you sign out, after 14 days without use, and in any case after 30 days.
        </p>
        <p>
          We use no analytics, advertising or tracking cookies, and we do not keep your personal information
          in your browser's storage. Everything about your account lives on our server.
        </p>
      </>
    ),
  },
  {
    id: "what-legislators-see",
    title: "What legislators see",
    body: (
      <p>
        Legislators, their offices and the public see aggregate counts only: how many voters have pledged to
        each member of Congress. We never give them your name, address, e-mail address, phone number or any
        other detail that identifies you.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Sharing with others",
    body: (
      <>
        <p>
          We do not sell, rent, trade or share your personal information with third parties. The e-mail we
          send passes through a mail delivery service, which handles your address and the message only to
          deliver it. We would disclose information only where the law requires it, for example under a valid
          court order.
        </p>
        <p>Some features connect you with other sites, and only when you use them:</p>
        <ul>
          <li>
            Legislators' official photos are loaded by your browser from public image services (
            <strong>theunitedstates.io</strong> and <strong>clerk.house.gov</strong>), which, like any
            website, receive your internet address when your browser asks for a picture.
          </li>
          <li>
            Share buttons open X, Facebook or Bluesky only when you click them; what you post there is
            governed by their policies.
          </li>
          <li>
            Links to donation pages, official legislator sites and election offices lead to sites with their
            own privacy policies.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "storage-and-security",
    title: "Where your data is kept and how it is protected",
    body: (
      <p>
        Your information is kept in our own database, on servers we run, and nowhere else. Connections to the
        site are encrypted. Passwords are stored only as strong one-way hashes, sessions are stored in a form
        that cannot be replayed from a copy of the database, and password reset links expire after one hour.
        No system is perfectly secure, but we take care to protect what you entrust to us.
      </p>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>Your account and pledges are kept for as long as you have an account.</li>
        <li>Sign-in sessions expire after 14 days without use, and after 30 days at most.</li>
        <li>Password reset links last one hour; e-mail verification links last 24 hours.</li>
        <li>Copies of e-mails we have sent are deleted from our mail queue after seven days.</li>
        <li>
          Messages you send us are kept as long as we need them to answer you, or until you ask us to delete
          them.
        </li>
      </ul>
    ),
  },
  {
    id: "your-choices",
    title: "Your choices",
    body: (
      <>
        <p>
          You can see and correct your profile at any time from your dashboard, and turn reminders on or off.
          Your e-mail address cannot be changed there; write to us if it needs to change.
        </p>
        <p>
          You can withdraw any pledge from your dashboard: it stops counting at once. You can also delete your
          account there, after entering your password: your name, e-mail address, street address and phone
          number, your pledges, reminders and calendar link are erased, and we send one last e-mail to confirm
          it. To get a copy of your information, send a request through our{" "}
          <Link href={paths.contact}>contact page</Link> from the e-mail address on your account.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        The pledge is for voters. The site is not meant for children under 13, and we do not knowingly collect
        information from them. If you believe a child has given us information, please contact us and we will
        delete it.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change this policy, we will post the new version here with a new date. If a change affects how
        we use information we already hold, we will tell account holders by e-mail before it takes effect.
      </p>
    ),
  },
  {
    id: "disclaimer",
    title: "Disclaimer",
    body: (
      <ul>
        <li>
          {SITE_NAME} is non-partisan. It is not affiliated with, or endorsed by, any political party,
          candidate, campaign committee, legislator or government agency.
        </li>
        <li>
          Information about legislators, primary dates and registration rules comes from public sources and
          can change. Always confirm dates and deadlines with your state or local election office.
        </li>
        <li>
          Persuadability scores and pledge thresholds are our own estimates, built from public data. They are
          not predictions, and they say nothing about any person's private views or intentions.
        </li>
        <li>
          A pledge is a voluntary, personal statement of intent. It is not a contract, it is not legally
          binding, and it is not a contribution to any candidate or campaign.
        </li>
        <li>Nothing on this site is legal advice.</li>
      </ul>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions about this policy or about your information are welcome through our{" "}
        <Link href={paths.contact}>contact page</Link>
        <OrByEmail />. See also our <Link href={paths.termsOfService}>terms of service</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description={`What ${SITE_NAME} collects, why, who can see it and how to have it deleted. No tracking cookies; legislators see pledge counts only.`}
      lead="What we collect, why we collect it, who can see it, and how to have it deleted."
      sections={SECTIONS}
      related={[
        { href: paths.termsOfService, label: "Terms of Service" },
        { href: paths.contact, label: "Contact us" },
      ]}
    />
  );
}
