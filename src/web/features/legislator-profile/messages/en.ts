export default {
  meta: {
    title: "{honorific} {name}",
    description:
      "{position} {name} ({party}, {state}): pledge count, primary date, persuadability and ready-made messages to ask them to uphold the Supreme Court.",
    notFoundTitle: "Legislator not found",
    notFoundDescription: "There is no member of Congress at this address.",
    loadingTitle: "Legislator",
  },
  /** The office's words that the shared labels give in English (legislator-label.ts). */
  office: {
    honorific: { sen: "Sen.", rep: "Rep.", delegate: "Del.", commissioner: "Res. Comm." },
    chamber: { sen: "Senate", rep: "House" },
    district: "District {number}",
    atLarge: "At-large",
  },
  error: {
    title: "Error loading legislator information.",
    notFound:
      "We could not find a member of Congress at this address. The link may be mistyped or out of date.",
    later: "Please try again later.",
    back: "Return to Legislators",
  },
  skeleton: {
    title: "Legislator profile",
    loading: "Loading the legislator's profile…",
  },
  header: {
    back: "Back",
    /** `position` is the office ("Senator"); `state` the state's name. */
    seat: "{position} for {state}",
    /** `position` is the office in lower case ("senator"). */
    formerSeat: "Former {position} for {state}",
  },
  standing: {
    pledgedTitle: "Thank you for pledging to support {name}",
    pledgedBody:
      "Your pledge is counted. Share this page and use the messages below to let {shortName} know.",
    askTitle: "Help {name} vote without fear",
    askBody:
      "Promise your primary vote if {shortName} acts to impeach or convict a president who defies the Supreme Court. Enough pledges make standing up safe.",
    askButton: "Make Your Pledge Now",
    /** `position` is the office in lower case ("delegate"). */
    delegate:
      "{name} is a non-voting {position}: they serve on committees and speak on the floor, but cannot vote on articles of impeachment.",
  },
  leftOffice: {
    note: "{name} left office on {date}, so there is no primary of theirs to pledge for. Pledges made before stay on record.",
    bannerTitle: "{name} left office on {date}",
    bannerBody:
      "This page keeps their record: the pledges made to them, their actions on record and their figures as they stood. Find who serves now on the <link>legislators page</link>.",
  },
  pledgeAction: {
    label: "Pledge Your Support",
    forWhom: " for {name}",
  },
  summary: {
    photoAlt: "Official portrait of {name}",
    nonVoting: "Non-voting",
    leftOffice: "Left office",
    primaryElection: "Primary election",
    expected: "Expected {year}",
    expectedNote:
      "* Estimated: the year of the next regular primary. The state has not announced the date yet; we will update it as soon as it does.",
    tbd: "TBD",
    noPrimaryDate: "No primary date is on file for this seat yet.",
    pledges: "Pledges",
    /** `position` is the office in lower case ("delegate"). */
    delegate:
      "As a {position}, {name} cannot vote on impeachment, so there is no vote to pledge for. You can still write or call.",
  },
  access: {
    closed: "Closed primary.",
    semiClosed: "Semi-closed primary.",
    partyRules: "Each party sets its primary's rules.",
    intro: "In {state}'s Republican primary:",
    /** `party` is the party the signed-in voter registered with, in the page's language (registeredPartyName). */
    introMine: "In {state}'s Republican primary (your registration on file: {party}):",
  },
  pledged: {
    title: "You pledged to support {name}",
    calendarIntro: "Put the primary in your calendar so you are ready to vote.",
    addToCalendar: "Add Primary to Calendar",
    googleCalendar: " (Google Calendar, opens in a new tab)",
    downloadIcs: "Download .ics file",
    /** `text` says the date is not announced yet (it may be empty). */
    meanwhile: "{text} Meanwhile, <link>check who may vote in {state}'s Republican primary</link>.",
  },
  info: {
    bioTitle: "Biographical Information",
    fullName: "Full name",
    nickname: "Nickname",
    birthday: "Birthday",
    gender: "Gender",
    politicalTitle: "Political Information",
    position: "Position",
    state: "State",
    district: "District",
    senateClass: "Senate class",
    party: "Party",
    /** `label` is the lean's name in lower case ("partisan lean (pvi-style)"). */
    leanHelp: "What the {label} means",
    population: "Population",
    income: "Median household income",
  },
  online: {
    title: "Website and Social Media",
    website: "Official website",
    officialChannel: "Official channel",
    none: "No website or social accounts are on file.",
  },
  actions: {
    title: "Actions on record",
    none: "No action on record yet. Pledges to {name} are conditional: they fall due when {name} votes for articles of impeachment or to convict, cosponsors them, signs a discharge petition for them, or publicly commits to impeach or convict. Each action is recorded here with its public source.",
    acted:
      "{name} has acted. Pledges to {name} are now due: pledgers keep their word by voting in the primary.",
  },
  persuadability: {
    title: "Persuadability",
    explanation:
      "How likely the public record suggests {name} is, compared with colleagues, to act against a president of their own party who defies the Supreme Court. It is a ranking aid built from the facts below, not a poll or a prediction.",
    keyFactors: "Key factors",
    source: "Source: ",
    noKeyFacts: "No key facts are on file for this member.",
    gaugeLabel: "Persuadability score: {score} out of 100",
    outOf100: "of 100",
    impactTitle: "Pledge Impact Meter",
    /** `label` says no estimate is available. */
    impactUnavailableDelegate:
      "{label}. Delegates cannot vote on impeachment, and their seats have no primary electorate estimate.",
    impactUnavailable: "{label}. There is no estimate of this seat's primary electorate yet.",
    progress:
      "{count, plural, one {# constituent pledge} other {# constituent pledges}} of the {safe, number} for Safe Impact",
    meterLabel: "Constituent pledges toward Safe Impact",
    /** `label` is the impact reached ("Modest Impact"). */
    meterValue: "{count, plural, one {# constituent pledge} other {# constituent pledges}}: {label}",
    reached: " (reached)",
    stepsNote:
      "Each step is a share of the estimated Republican primary electorate in this seat (0.5%, 1%, 2.5%, 5% and 10%): blocs large enough for an office to notice, then to decide a close primary. Only pledges from voters who live in the seat count toward them.",
    stepsNoteOthers:
      "Each step is a share of the estimated Republican primary electorate in this seat (0.5%, 1%, 2.5%, 5% and 10%): blocs large enough for an office to notice, then to decide a close primary. Only pledges from voters who live in the seat count toward them; {others, plural, one {# pledge} other {# pledges}} from elsewhere show support beyond it.",
  },
  takeAction: {
    title: "Take Action",
    whyTitle: "Why pledging matters",
    whyDelegate:
      "Members of Congress who stand up to a president of their own party fear losing their primary. A pledge promises your senators and representative the opposite: if they vote to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary, even if it means changing your party registration. We tell offices only how many voters have pledged, never who.",
    whyRepublican:
      "Members of Congress who stand up to a president of their own party fear losing their primary. A pledge promises {name} the opposite: if they vote to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary, even if it means changing your party registration. We tell offices only how many voters have pledged, never who.",
    whyOther:
      "A pledge tells {name} that voters are watching the primary too: if they vote to impeach or convict a president who defies the Supreme Court, you will vote for them in their next primary, even if it means changing your party registration. We tell offices only how many voters have pledged, never who.",
    primaryTitle: "{state} primary election",
    loading: "Loading the primary election rules…",
    loadError: "The primary election information could not be loaded. Please try again later.",
    noInformation: "No primary election information is on file for {state} yet.",
    type: "Type",
    tbd: "TBD",
    registrationDeadline: "Registration deadline",
    whoMayVote: "Who may vote in the Republican primary",
    stateRules: "{state} voting rules and dates",
    register: "Register or check your registration",
    pledged:
      "You have pledged. Tell a friend: every pledge makes the number {lastName}'s office sees bigger.",
    delegate:
      "Pledges go to senators and representatives, who vote on impeachment. <link>Find yours and pledge</link>.",
    oneMinute: "It takes a minute, and you can pledge to more than one member.",
  },
  contact: {
    title: "Contact",
    none: "No contact details are on file for this office.",
    phone: "Phone",
    contactForm: "Contact form",
    writeOnline: "Write to the office online",
    office: "Office",
  },
  callSheet: {
    button: "Call {shortName}",
    title: "Call {name}'s office",
    /** `phone` is the number as written ("(202) 224-6665"). */
    call: "Call {phone}",
    whatToSay: "What to say",
    loadError:
      "The script could not be loaded. Say who you are, where you live, and ask them to commit publicly to impeach or convict a president who defies the Supreme Court.",
    loading: "Loading the phone script",
  },
  tools: {
    title: "Communication Tools",
    intro:
      "Ask {shortName} to commit, in your own words or ours. Every message is ready to copy or to open where you send it.",
    signIn: "<link>Sign in</link> to have your name and address filled in.",
    replace: "Replace the highlighted parts with your details before sending.",
    loading: "Loading the messages…",
    loadError: "The message templates could not be loaded. Please try again later.",
    tabs: "Message type",
    email: "Email",
    letter: "Letter",
    tweet: "Tweet",
    phone: "Phone Script",
    subject: "Subject:",
    /** The email as copied: its subject line, a blank line, then its body. */
    emailText: "Subject: {subject}\n\n{body}",
    copyEmail: "Copy email",
    openEmail: "Open in email app",
    openContactForm: "Open contact form",
    emailNote:
      "Members of Congress take email through the contact form on their website: copy the message and paste it there.",
    copyLetter: "Copy letter",
    letterTitle: "Letter to {shortName}",
    printLetter: "Open printable letter",
    characters: "{count} characters, plus the link",
    copyTweet: "Copy tweet",
    postOnX: "Post on X",
    newWindow: " (opens a new window)",
    copyScript: "Copy script",
    call: "Call {phone}",
  },
  share: {
    /** The suggested message (the share rule, spec section 1): names the member, two hashtags. */
    message:
      "I pledged to vote for {name} in the next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution",
    tweet: "Tweet",
    tweetHint: " about {name} (opens a new window)",
    facebookHint: " share (opens a new window)",
    share: "Share",
    title: "Share {name}'s profile",
    description:
      "Every voter who sees where {firstName} stands is one more who can pledge. Copy the link, or post it with the suggested message.",
    link: "Link to this page",
    copyLink: "Copy link",
    linkCopied: "Link copied to the clipboard.",
    suggested: "Suggested message",
    copyMessage: "Copy message",
    messageCopied: "Message and link copied to the clipboard.",
    postIt: "Post it",
    native: "Share from this device…",
    windows: "Each network opens in a small window of its own.",
  },
  sources: {
    dataAsOf: "Data as of {date}",
    /** `congress` is the Congress's number (119), written as an ordinal ("119th"). */
    congress:
      "{congress, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Congress · model {version}",
    summary: "Sources and method: how these figures are made",
    persuadability:
      "<strong>Persuadability score.</strong> A score from 0 to 100 that ranks members by how open the public record suggests they are to acting against a president of their own party. Half of it comes from their voting record (DW-NOMINATE ideology: the more moderate, the higher), about a third from how their seat voted for president compared with the nation, and the rest from how close their last general election was (House members only). A member who has already voted to impeach or convict a president of their own party gets 30 extra points. When an input is missing, the others are reweighted. It is a transparent rule of thumb, not a poll or a forecast.",
    impact:
      "<strong>Pledge impact.</strong> We estimate a seat's Republican primary electorate as 30% of Donald Trump's 2024 vote there (an assumption, until real turnout figures are added). The meter's steps are 0.5%, 1%, 2.5%, 5% and 10% of that electorate.",
    impactNewLines:
      " The new 2026 lines have published percentages only, so Trump's vote there is his 2024 share on the new lines times the state's average presidential vote per district.",
    primaries:
      "<strong>Primary dates and rules.</strong> Compiled from NCSL, 270toWin, FVAP and vote.gov. Once a primary has passed, only the year of the seat's next regular primary is shown, marked as expected, until the state announces the date. Always check with your state election office.",
    loadError: "The list of sources could not be loaded.",
    title: "Sources",
    asOf: " (as of {date})",
  },
} as const;
