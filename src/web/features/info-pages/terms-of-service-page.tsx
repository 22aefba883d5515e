import { Link } from "wouter";
import { paths } from "#web/lib/paths";
import { SITE_NAME } from "#web/lib/site";
import { LegalPage, type LegalSection, OrByEmail } from "./components/legal-page";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "Agreement to these terms",
    body: (
      <p>
        These terms govern your use of the {SITE_NAME} website and the e-mails it sends. By using the site or
        creating an account, you agree to them. If you do not agree, please do not use the site. Our{" "}
        <Link href={paths.privacyPolicy}>privacy policy</Link> explains how we handle your information and is
        part of these terms.
      </p>
    ),
  },
  {
    id: "the-service",
    title: "What the service is",
    body: (
      <p>
        {SITE_NAME} is a non-partisan civic tool. It helps you find your members of Congress, learn about them
        and their primary elections, and make a conditional pledge to vote for them in their primary if they
        act to impeach or convict a president who defies the Supreme Court. We may change, add or remove
        features over time.
      </p>
    ),
  },
  {
    id: "eligibility",
    title: "Who may use it",
    body: (
      <p>
        Anyone may read the site. To create an account you must be at least 18 years old, or old enough to
        register or pre-register to vote in your state, and you must give your own, accurate details.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>One person, one account. Do not create accounts for other people or under a false name.</li>
        <li>
          Tell us through the <Link href={paths.contact}>contact page</Link> if you think someone else has
          used your account.
        </li>
        <li>
          You may stop using the site at any time, withdraw your pledges and delete your account from your
          dashboard, as described in the privacy policy.
        </li>
      </ul>
    ),
  },
  {
    id: "pledges",
    title: "Pledges",
    body: (
      <>
        <p>
          A pledge is a personal, voluntary statement of how you intend to vote in a primary if a legislator
          takes a particular action. It is conditional on that action, it is not legally binding, and nobody
          can hold you to it. It is not a contribution to any candidate or campaign.
        </p>
        <p>
          Each pledge should be your own and made in good faith. We count pledges and publish the totals for
          each legislator; we never publish who made them. We may remove pledges that appear to be fraudulent
          or automated, so that the counts stay meaningful.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use the site, you agree not to:</p>
        <ul>
          <li>make pledges or accounts with false information, or inflate counts by any means;</li>
          <li>impersonate anyone, including a legislator or a member of our team;</li>
          <li>
            use automated tools to create accounts, submit forms, or place an unreasonable load on the site;
          </li>
          <li>try to get around our security or rate limits, or to reach data that is not yours;</li>
          <li>
            use the site or our messages to harass, threaten or intimidate anyone, legislators included;
          </li>
          <li>break any law while using the site.</li>
        </ul>
      </>
    ),
  },
  {
    id: "information",
    title: "Information on the site",
    body: (
      <p>
        Legislator details, primary dates and registration rules come from public sources, and persuadability
        scores are our own estimates built from public data. We work to keep them accurate and current, but
        they can be incomplete or out of date. Always confirm election dates and deadlines with your state or
        local election office. See our <Link href={paths.disclaimer}>disclaimer</Link>.
      </p>
    ),
  },
  {
    id: "messages",
    title: "Messages you send us",
    body: (
      <p>
        When you write to us through the contact form, we use your message to answer you and to improve the
        site. Please do not send anything you would not want us to read, such as passwords.
      </p>
    ),
  },
  {
    id: "other-sites",
    title: "Links to other sites",
    body: (
      <p>
        The site links to other websites, such as legislators' official pages, social networks, election
        offices and donation pages. We do not control them and are not responsible for their content or their
        practices; their own terms apply when you visit them.
      </p>
    ),
  },
  {
    id: "ownership",
    title: "Ownership",
    body: (
      <p>
        The site's design, text and software belong to {SITE_NAME}. Public records we display, such as
        legislators' official photos and election data, remain public. You may share links to our pages and
        quote short passages with attribution.
      </p>
    ),
  },
  {
    id: "no-warranty",
    title: "No warranty",
    body: (
      <p>
        The site is provided "as is" and "as available". To the extent the law allows, we make no promises
        that it will always be available, free of errors, or that any information on it is complete or
        current.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <p>
        To the extent the law allows, {SITE_NAME} and the people who run it are not liable for indirect,
        incidental or consequential losses arising from your use of the site, including missing an election
        deadline because information on the site was wrong or out of date.
      </p>
    ),
  },
  {
    id: "suspension",
    title: "Suspending or closing accounts",
    body: (
      <p>
        We may suspend or close an account that breaks these terms, or that is used to abuse the site or other
        people. Where we can, we will tell you why.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms. The new version will appear on this page with a new date, and significant
        changes will be announced to account holders by e-mail. Continuing to use the site after a change
        means you accept the new terms.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of the State of New York, without regard to its conflict-of-law
        rules. Any dispute about them or about the site will be heard only in the state or federal courts
        located in New York County, New York, and you and we agree to the jurisdiction of those courts.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms are welcome through our <Link href={paths.contact}>contact page</Link>
        <OrByEmail />.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      description={`The terms for using ${SITE_NAME}: accounts, pledges, acceptable use, and the New York law and courts that govern them.`}
      lead="The rules for using the site, what a pledge is and is not, and the law that governs them."
      sections={SECTIONS}
      related={[
        { href: paths.privacyPolicy, label: "Privacy Policy" },
        { href: paths.disclaimer, label: "Disclaimer" },
        { href: paths.contact, label: "Contact us" },
      ]}
    />
  );
}
