export default {
  legalPage: {
    eyebrow: "Legal",
    lastUpdated: "Last updated <time>{date}</time>",
    /** Which text governs; the link goes to the same page in the other language. */
    translationNotice:
      "A <link>Spanish translation</link> of this page is available for convenience; if the two versions differ, the English version governs.",
    onThisPage: "On this page",
    relatedPages: "Related pages",
    seeAlso: "See also:",
    /** After a mention of the contact page, followed by the support address. */
    orByEmail: ", or by e-mail at ",
  },
  howItWorksPage: {
    meta: {
      title: "How It Works",
      description:
        "Why members of Congress fear their primaries, and how a conditional pledge of your primary vote can help them uphold the Supreme Court.",
    },
    eyebrow: "How it works",
    title: "Your primary vote, pledged to those who uphold the Court",
    lead: "Why holding a president to the Supreme Court's rulings is so hard for Congress, and the four steps that let voters make it easier.",
    problemAndSolution: "The problem and our solution",
    problem: {
      title: "The Problem",
      rulings:
        "The rulings of the Supreme Court apply to the whole government, the president included. If a president refuses to obey one, the Constitution hands the answer to Congress: the House can impeach, and the Senate can convict and remove.",
      hardVotes:
        "Those are hard votes to cast. A member who votes against a president of their own party can expect anger from that party's most active voters, and those are the voters who decide primaries. Turnout in primaries is often low, so a few thousand votes can end a career.",
      safeSeats:
        "Many seats are safe for one party, which makes the primary the race that really decides who holds them. The result: members who might otherwise act stay silent, not out of conviction, but out of fear of their next primary.",
    },
    solution: {
      title: "Our Solution",
      pledge:
        "Pledge Watch lets voters answer that fear before it takes hold. You pledge that if your senator or representative votes to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary, and change your party registration if your state requires it.",
      counts:
        "We count the pledges for every member of Congress and publish the totals. A legislator weighing a hard vote can see that the support they risk losing is matched by voters who have promised to turn out for them.",
      conditional:
        "If the legislator does not act, the pledge does not apply: you owe them nothing and vote as you see fit.",
    },
    steps: {
      eyebrow: "Four steps",
      title: "From your address to a pledge that counts",
      lead: "Making a pledge takes a few minutes. Staying ready for your primary means checking your state's rules, and its primary date once the state announces it.",
      /** Read by screen readers before each step's title. */
      stepNumber: "Step {number, number}: ",
      address: {
        title: "Enter your address",
        text: "We look up your congressional district from your ZIP code; where a ZIP code spans several districts, you choose yours. That gives your two senators and your representative, and your state's election rules.",
      },
      pledge: {
        title: "Make your pledge",
        text: "Choose the legislators you want to stand behind and confirm your pledge. It is conditional: it applies only if they vote to impeach or convict a president who defies the Supreme Court.",
      },
      informed: {
        title: "Stay informed",
        text: "Each state page shows who may vote in its Republican primary and the year of its next primary. States announce the exact dates; we show each one once it is announced. E-mail reminders are planned but not sent yet.",
      },
      amplify: {
        title: "Amplify your impact",
        text: "Share the pledge with friends and family on social media. Every voter who joins makes the count on your legislators' pages harder to ignore.",
      },
    },
    privacy: {
      title: "Your personal information is never shared with third parties.",
      text: "Legislators and their offices see how many voters have pledged to them, never who. Read how we handle your data in our <link>privacy policy</link>.",
    },
    callToAction: {
      title: "Ready to make your pledge?",
      text: "Start with your address. We will show you who represents you, and you choose whom to back.",
      start: "Start Your Pledge",
      faq: "Read the FAQ",
    },
  },
  faqPage: {
    meta: {
      title: "FAQ",
      description:
        "Answers about the conditional primary pledge: party registration, primary dates, what legislators see and how your data is handled.",
    },
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "What the pledge asks of you, what it does not, and what happens to your information.",
    questionsAndAnswers: "Questions and answers",
    /** Each answer's paragraphs; <states> and <privacy> are links to those pages. */
    questions: {
      whatIsThePledge: {
        question: "What is the pledge?",
        promise:
          "It is a promise about your primary vote. If your senator or representative votes to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary election.",
        signal:
          "It is a public signal of support, made by you as a voter. It is not a contract, a donation or an endorsement of anything else the legislator does.",
      },
      partyRegistration: {
        question: "Do I have to change my party registration?",
        states:
          "Only if your state requires it. In a closed primary, only voters registered with a party may vote in that party's primary. In an open primary, any registered voter can ask for either party's ballot. Many states sit somewhere in between.",
        willingness:
          "The pledge includes a willingness to change your registration if that is what it takes to vote in your legislator's primary. Each <states>state page</states> says who must change their registration to vote in the Republican primary (registered Republicans, unaffiliated voters, members of another party) and gives the registration deadline, so you can act in time.",
      },
      whyRepublicanPrimary: {
        question: "Why would I vote in a Republican primary?",
        pressure:
          "Because that is where the pressure falls. Impeachment and conviction depend on members of the president's own party, and they are the ones who risk a primary challenge for crossing the president. With a Republican president, those members are Republicans.",
        safeSeats:
          "Many of their seats are safe for one party, so the primary is the election that decides who represents you. Voting in it is the most direct way to reward a legislator who upholds the Court. It does not bind you in the general election, where you remain free to vote for anyone.",
      },
      howLegislatorsLearn: {
        question: "How will legislators find out about my pledge?",
        answer:
          "Each legislator's page shows how many voters have pledged to them, and we bring those totals to the attention of their offices. Legislators only ever learn aggregate counts: how many people pledged, never your name, address or e-mail address.",
      },
      dataPrivacy: {
        question: "What do you do with my personal information?",
        answer:
          "We use the ZIP code of your address to find your legislators and your state's election rules, and your e-mail address to run your account. We never sell or share your personal information with third parties, and we set no tracking or advertising cookies. The <privacy>privacy policy</privacy> has the details. You can withdraw a pledge or delete your account yourself, from your dashboard.",
      },
      conditionalPledge: {
        question: "What if my legislator does not act?",
        answer:
          "Then the pledge does not apply. It is conditional on your legislator voting to impeach or convict a president who defies the Supreme Court. If they do not, you are free to vote however you choose in the primary, including for a challenger.",
      },
      primaryDates: {
        question: "When are the primaries?",
        answer:
          "Each state sets its own primary date, and the dates change from one election to the next. Our <states>state information pages</states> list every state's next primary and its registration deadline. Where a state has not announced its date yet, we show only the year of its next regular primary, marked as expected, and update it once the date is official. E-mail reminders are planned but not sent yet, so check back as the year approaches.",
      },
      multipleLegislators: {
        question: "Can I pledge to more than one legislator?",
        answer:
          "Yes. Most voters are represented by two senators and one representative, and you can pledge to any or all of them in the same visit. Each pledge is counted separately, on each legislator's page.",
      },
    },
    moreQuestions: {
      title: "Still have a question?",
      text: "Write to us and we will answer as soon as we can.",
      contact: "Contact us",
    },
  },
  aboutPage: {
    meta: {
      title: "About",
      description:
        "Pledge Watch is a non-partisan project that helps voters stand behind members of Congress who uphold the Supreme Court.",
    },
    eyebrow: "About us",
    title: "About Pledge Watch",
    lead: "A non-partisan project that gives voters a way to stand behind members of Congress who uphold the Supreme Court.",
    story: {
      eyebrow: "Our story",
      title: "Why we started",
      calendar:
        "Ask why a member of Congress will not hold a president to account and the honest answer is often not the Constitution but the calendar: their next primary. Fear of a primary challenge can outweigh an oath of office.",
      arithmetic:
        "We wanted to change that arithmetic. If enough voters say, in advance and in numbers, that they will turn out for a legislator who upholds the courts, then upholding the courts stops looking like a sure way to lose a seat.",
      tool: "So we built a tool anyone can use: find your legislators, make a conditional pledge, and keep track of the dates that matter.",
    },
    mission: {
      title: "Our mission",
      statement: "To make it politically safe for members of Congress to uphold the rule of law.",
      text: "We organize voters' primary support behind legislators who act when a president defies the Supreme Court, and we make that support visible to them and to the public.",
    },
    howWeWork: {
      eyebrow: "How it works",
      title: "Four things we do",
      collect: {
        title: "Collect pledges",
        text: "Voters pledge their primary vote to their own senators and representative, on the condition that they act to uphold the Court.",
      },
      strength: {
        title: "Show strength in numbers",
        text: "Every legislator's pledge count is public, so members and their staff can see how many voters stand ready to back them.",
      },
      rules: {
        title: "Show primary rules",
        text: "Every state's page says who may vote in its Republican primary and the year of its next primary; exact dates appear once states announce them.",
      },
      accountable: {
        title: "Keep legislators accountable",
        text: "We keep each member's record in view, so a promise of support stays tied to what they actually do.",
      },
      more: "A longer walk-through is on the <link>how it works</link> page.",
    },
    values: {
      eyebrow: "Our values",
      title: "What we hold ourselves to",
      nonPartisan: {
        title: "Non-partisan",
        text: "We are not affiliated with any party, candidate or campaign. The pledge is about the Constitution, and it is open to voters of every party and of none.",
      },
      transparent: {
        title: "Transparent",
        text: "Every figure we show comes from our own records or from public data, and we say where our data comes from and how our persuadability scores are built.",
      },
      private: {
        title: "Private",
        text: "We collect only what the pledge needs, never sell or share personal information, and tell legislators only how many people pledged.",
      },
      readMore:
        "Read exactly what we collect and why in our <privacy>privacy policy</privacy>, and what we are and are not in our <disclaimer>disclaimer</disclaimer>.",
    },
    callToAction: {
      title: "Add your voice",
      text: "A pledge takes a few minutes, and it tells your legislators that upholding the Supreme Court can win votes as well as cost them.",
      pledge: "Make Your Pledge Now",
      donate: "Support Our Mission",
    },
  },
  privacyPolicyPage: {
    meta: {
      title: "Privacy Policy",
      description:
        "What {siteName} collects, why, who can see it and how to have it deleted. No tracking cookies; legislators see pledge counts only.",
    },
    lead: "What we collect, why we collect it, who can see it, and how to have it deleted.",
    related: {
      terms: "Terms of Service",
      contact: "Contact us",
    },
    /** <strong> marks the words in bold; <contact> and <terms> are links to those pages. */
    sections: {
      overview: {
        title: "Overview",
        purpose:
          "{siteName} helps voters find their members of Congress and pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court. Telling us where you live and whom you support is sensitive, so we collect as little as the pledge needs and keep it to ourselves.",
        scope:
          "This policy explains what we collect, why, where it is kept, who can see it and how to have it deleted. It applies to this website and the e-mails it sends.",
      },
      informationWeCollect: {
        title: "Information we collect",
        intro: "We only hold what you give us or what the site needs to work:",
        account:
          "<strong>Your account:</strong> your name, e-mail address and password (kept only as a salted, one-way hash that cannot be turned back into the password), your street address, city, state and ZIP code, and, if you choose to give them, your phone number and party registration. From your address we work out your congressional district.",
        pledges:
          "<strong>Your pledges:</strong> which legislators you pledged to, when, and whether you chose to share your pledge on social media.",
        activity:
          "<strong>Your activity settings:</strong> the reminders you turn on and the actions you tell us you took, such as contacting a legislator, which we use to show your badges.",
        messages:
          "<strong>Messages you send us:</strong> the name, e-mail address, subject and text you enter in the contact form.",
        technical:
          "<strong>Technical information:</strong> to stop abuse (for example, repeated attempts to guess a password), we count requests per internet address for a short period, after which the count is deleted. Our server logs record which pages and functions were used, but never your e-mail address, street address or password.",
        lookup:
          "Looking up legislators by address does not require an account. If you are not signed in, the address you enter is used for that search and is not stored.",
      },
      howWeUseIt: {
        title: "How we use your information",
        find: "to find your senators and representative and your state's primary rules;",
        record: "to record your pledges and show each legislator's total number of pledges;",
        account:
          "to run your account: signing in, verifying your e-mail address and resetting your password;",
        reminders: "to send you the primary-date and registration reminders you ask for;",
        messages: "to read and answer the messages you send us;",
        security: "to keep the site secure and protect it from abuse.",
        email:
          "We send e-mail only for these purposes: your account (verification, password resets and security notices), the reminders you choose, and replies to your messages. We do not send advertising and we never sell your information.",
      },
      cookies: {
        title: "Cookies and browser storage",
        session:
          "We use one cookie: a session cookie, set when you sign in, that keeps you signed in. It holds a random identifier and nothing else about you. It is marked <strong>HttpOnly</strong>, so scripts on the page cannot read it, is sent only to this site, and travels only over encrypted connections. A session ends when you sign out, after 14 days without use, and in any case after 30 days.",
        noTracking:
          "We use no analytics, advertising or tracking cookies, and we do not keep your personal information in your browser's storage. Everything about your account lives on our server.",
      },
      whatLegislatorsSee: {
        title: "What legislators see",
        text: "Legislators, their offices and the public see aggregate counts only: how many voters have pledged to each member of Congress. We never give them your name, address, e-mail address, phone number or any other detail that identifies you.",
      },
      sharing: {
        title: "Sharing with others",
        noSharing:
          "We do not sell, rent, trade or share your personal information with third parties. The e-mail we send passes through a mail delivery service, which handles your address and the message only to deliver it. We would disclose information only where the law requires it, for example under a valid court order.",
        otherSites: "Some features connect you with other sites, and only when you use them:",
        photos:
          "Legislators' official photos are loaded by your browser from public image services (<strong>theunitedstates.io</strong> and <strong>clerk.house.gov</strong>), which, like any website, receive your internet address when your browser asks for a picture.",
        shareButtons:
          "Share buttons open X, Facebook or Bluesky only when you click them; what you post there is governed by their policies.",
        links:
          "Links to donation pages, official legislator sites and election offices lead to sites with their own privacy policies.",
      },
      storageAndSecurity: {
        title: "Where your data is kept and how it is protected",
        text: "Your information is kept in our own database, on servers we run, and nowhere else. Connections to the site are encrypted. Passwords are stored only as strong one-way hashes, sessions are stored in a form that cannot be replayed from a copy of the database, and password reset links expire after one hour. No system is perfectly secure, but we take care to protect what you entrust to us.",
      },
      retention: {
        title: "How long we keep it",
        account: "Your account and pledges are kept for as long as you have an account.",
        sessions: "Sign-in sessions expire after 14 days without use, and after 30 days at most.",
        links: "Password reset links last one hour; e-mail verification links last 24 hours.",
        emails: "Copies of e-mails we have sent are deleted from our mail queue after seven days.",
        messages:
          "Messages you send us are kept as long as we need them to answer you, or until you ask us to delete them.",
      },
      yourChoices: {
        title: "Your choices",
        profile:
          "You can see and correct your profile at any time from your dashboard, and turn reminders on or off. Your e-mail address cannot be changed there; write to us if it needs to change.",
        withdraw:
          "You can withdraw any pledge from your dashboard: it stops counting at once. You can also delete your account there, after entering your password: your name, e-mail address, street address and phone number, your pledges, reminders and calendar link are erased, and we send one last e-mail to confirm it. To get a copy of your information, send a request through our <contact>contact page</contact> from the e-mail address on your account.",
      },
      children: {
        title: "Children",
        text: "The pledge is for voters. The site is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child has given us information, please contact us and we will delete it.",
      },
      changes: {
        title: "Changes to this policy",
        text: "If we change this policy, we will post the new version here with a new date. If a change affects how we use information we already hold, we will tell account holders by e-mail before it takes effect.",
      },
      disclaimer: {
        title: "Disclaimer",
        nonPartisan:
          "{siteName} is non-partisan. It is not affiliated with, or endorsed by, any political party, candidate, campaign committee, legislator or government agency.",
        publicSources:
          "Information about legislators, primary dates and registration rules comes from public sources and can change. Always confirm dates and deadlines with your state or local election office.",
        estimates:
          "Persuadability scores and pledge thresholds are our own estimates, built from public data. They are not predictions, and they say nothing about any person's private views or intentions.",
        voluntary:
          "A pledge is a voluntary, personal statement of intent. It is not a contract, it is not legally binding, and it is not a contribution to any candidate or campaign.",
        legalAdvice: "Nothing on this site is legal advice.",
      },
      contactUs: {
        title: "Contact us",
        /** <email></email> adds ", or by e-mail at …" where a support address is set. */
        text: "Questions about this policy or about your information are welcome through our <contact>contact page</contact><email></email>. See also our <terms>terms of service</terms>.",
      },
    },
  },
  termsOfServicePage: {
    meta: {
      title: "Terms of Service",
      description:
        "The terms for using {siteName}: accounts, pledges, acceptable use, and the New York law and courts that govern them.",
    },
    lead: "The rules for using the site, what a pledge is and is not, and the law that governs them.",
    related: {
      privacy: "Privacy Policy",
      disclaimer: "Disclaimer",
      contact: "Contact us",
    },
    /** <privacy>, <contact> and <disclaimer> are links to those pages. */
    sections: {
      agreement: {
        title: "Agreement to these terms",
        text: "These terms govern your use of the {siteName} website and the e-mails it sends. By using the site or creating an account, you agree to them. If you do not agree, please do not use the site. Our <privacy>privacy policy</privacy> explains how we handle your information and is part of these terms.",
      },
      theService: {
        title: "What the service is",
        text: "{siteName} is a non-partisan civic tool. It helps you find your members of Congress, learn about them and their primary elections, and make a conditional pledge to vote for them in their primary if they act to impeach or convict a president who defies the Supreme Court. We may change, add or remove features over time.",
      },
      eligibility: {
        title: "Who may use it",
        text: "Anyone may read the site. To create an account you must be at least 18 years old, or old enough to register or pre-register to vote in your state, and you must give your own, accurate details.",
      },
      accounts: {
        title: "Your account",
        password: "Keep your password to yourself. You are responsible for what happens under your account.",
        onePerson: "One person, one account. Do not create accounts for other people or under a false name.",
        misuse:
          "Tell us through the <contact>contact page</contact> if you think someone else has used your account.",
        leave:
          "You may stop using the site at any time, withdraw your pledges and delete your account from your dashboard, as described in the privacy policy.",
      },
      pledges: {
        title: "Pledges",
        statement:
          "A pledge is a personal, voluntary statement of how you intend to vote in a primary if a legislator takes a particular action. It is conditional on that action, it is not legally binding, and nobody can hold you to it. It is not a contribution to any candidate or campaign.",
        goodFaith:
          "Each pledge should be your own and made in good faith. We count pledges and publish the totals for each legislator; we never publish who made them. We may remove pledges that appear to be fraudulent or automated, so that the counts stay meaningful.",
      },
      acceptableUse: {
        title: "Acceptable use",
        intro: "When you use the site, you agree not to:",
        falseInformation: "make pledges or accounts with false information, or inflate counts by any means;",
        impersonate: "impersonate anyone, including a legislator or a member of our team;",
        automation:
          "use automated tools to create accounts, submit forms, or place an unreasonable load on the site;",
        security: "try to get around our security or rate limits, or to reach data that is not yours;",
        harassment:
          "use the site or our messages to harass, threaten or intimidate anyone, legislators included;",
        law: "break any law while using the site.",
      },
      information: {
        title: "Information on the site",
        text: "Legislator details, primary dates and registration rules come from public sources, and persuadability scores are our own estimates built from public data. We work to keep them accurate and current, but they can be incomplete or out of date. Always confirm election dates and deadlines with your state or local election office. See our <disclaimer>disclaimer</disclaimer>.",
      },
      messages: {
        title: "Messages you send us",
        text: "When you write to us through the contact form, we use your message to answer you and to improve the site. Please do not send anything you would not want us to read, such as passwords.",
      },
      otherSites: {
        title: "Links to other sites",
        text: "The site links to other websites, such as legislators' official pages, social networks, election offices and donation pages. We do not control them and are not responsible for their content or their practices; their own terms apply when you visit them.",
      },
      ownership: {
        title: "Ownership",
        text: "The site's design, text and software belong to {siteName}. Public records we display, such as legislators' official photos and election data, remain public. You may share links to our pages and quote short passages with attribution.",
      },
      noWarranty: {
        title: "No warranty",
        text: 'The site is provided "as is" and "as available". To the extent the law allows, we make no promises that it will always be available, free of errors, or that any information on it is complete or current.',
      },
      liability: {
        title: "Limitation of liability",
        text: "To the extent the law allows, {siteName} and the people who run it are not liable for indirect, incidental or consequential losses arising from your use of the site, including missing an election deadline because information on the site was wrong or out of date.",
      },
      suspension: {
        title: "Suspending or closing accounts",
        text: "We may suspend or close an account that breaks these terms, or that is used to abuse the site or other people. Where we can, we will tell you why.",
      },
      changes: {
        title: "Changes to these terms",
        text: "We may update these terms. The new version will appear on this page with a new date, and significant changes will be announced to account holders by e-mail. Continuing to use the site after a change means you accept the new terms.",
      },
      governingLaw: {
        title: "Governing law",
        text: "These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules. Any dispute about them or about the site will be heard only in the state or federal courts located in New York County, New York, and you and we agree to the jurisdiction of those courts.",
      },
      contactUs: {
        title: "Contact us",
        /** <email></email> adds ", or by e-mail at …" where a support address is set. */
        text: "Questions about these terms are welcome through our <contact>contact page</contact><email></email>.",
      },
    },
  },
  thankYouDonationPage: {
    meta: {
      title: "Thank you for your donation",
      description: "Thank you for supporting Pledge Watch.",
    },
    title: "Thank you for your donation",
    lead: "Your support keeps Pledge Watch running: the servers, the work of keeping legislators' records and primary dates current, and the reminders that help pledgers get to the polls.",
    receipt:
      "Any receipt comes from the service that processed your payment. If something about your donation needs our attention, <link>write to us</link>.",
    home: "Return to Home",
    dashboard: "Go to Your Dashboard",
    nextSteps: {
      title: "While you are here",
      pledge: {
        title: "Make your pledge",
        text: "If you have not yet, pledge your primary vote to the legislators who represent you.",
      },
      primary: {
        title: "Check your primary date",
        text: "See when your state votes and the deadline to register or change your party.",
      },
      contact: {
        title: "Contact your legislators",
        text: "Tell your senators and representative that voters are watching how they act.",
      },
    },
  },
} as const;
