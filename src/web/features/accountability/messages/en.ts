export default {
  meta: {
    title: "Accountability",
    description:
      "How a discharge petition works, what the Constitution says about impeachment and removal, and why a few members of Congress, and their primary voters, can decide.",
  },
  hero: {
    eyebrow: "Accountability",
    title: "How Congress can answer a president who defies the Supreme Court",
    intro:
      "The Constitution gives Congress the power to impeach and remove a president. In a closely divided Congress, whether it uses that power comes down to a few members, and to whether they believe their primary voters will stand by them.",
    pledge: "Make Your Pledge",
    understand: "Understand the process",
    note: "Pledge Watch is non-partisan and not affiliated with any party or candidate. The pledge is conditional: it counts only if your legislator acts.",
  },
  summary: {
    title: "The numbers that matter",
    signatures: {
      title: "signatures force a House vote",
      text: "A discharge petition signed by a majority of the whole House brings a measure to the floor, whatever the leadership wants.",
    },
    members: {
      title: "members can decide",
      text: "On January 3, 2025, the 119th Congress opened with 219 Republicans, 215 Democrats and one vacant seat in the House. Joined by a united minority, 3 members of the majority made 218.",
    },
    senators: {
      title: "senators to convict",
      text: "Removal needs two-thirds of the senators present: 67 when all 100 vote. The House only needs a simple majority to impeach.",
    },
  },
  whyNow: {
    title: "Why This Matters Now",
    text: "A court ruling is only as strong as the willingness of officials to obey it. If a president refuses to comply with a final decision of the Supreme Court, the courts cannot enforce it on their own: the Constitution leaves that check to Congress. In a closely divided Congress, a few members of the president's party would decide whether it acts, and many of them fear their next primary more than anything else. Pledges from voters who will show up for them in that primary can change that calculation.",
  },
  process: {
    title: "Understanding the process",
    intro:
      "Three things are worth knowing: how the House can force a vote, what the Constitution allows, and why primary voters hold the key.",
    tabsLabel: "Topics",
    tabs: {
      discharge: "Discharge Petition",
      offenses: "Impeachable Offenses",
      strategy: "Strategic Action",
    },
  },
  faq: {
    title: "Frequently asked questions",
    partisan: {
      question: "Is Pledge Watch partisan?",
      answer:
        "No. We are non-partisan and not affiliated with any party, candidate or campaign, and we do not endorse anyone. The pledge is about one thing: that a president of any party must obey the Supreme Court, and that members of Congress who act on it should not lose their seats for it.",
    },
    promise: {
      question: "What exactly am I promising?",
      answer:
        "To vote for your senator or representative in their next primary if, and only if, they act to impeach or convict a president who defies the Supreme Court. If they do not act, the pledge asks nothing of you. In states whose Republican primary is closed to members of other parties (closed and semi-closed primaries) you may need to change your party registration to keep it; each state's page explains the rules.",
    },
    removal: {
      question: "Does impeachment remove a president from office?",
      answer:
        "Not by itself. The House impeaches, by a simple majority: a formal accusation. The Senate then holds a trial, and only a two-thirds vote of the senators present, 67 when all 100 vote, convicts and removes the president.",
    },
    forceVote: {
      question: "Can a discharge petition really force a vote?",
      answer:
        "Yes, if a majority signs it. Once 218 members have signed (fewer while seats are vacant) and the petition has waited seven legislative days, any signer can call it up and the Speaker must schedule it within two legislative days. In practice, a petition close to 218 often pushes the leadership to hold a vote on its own terms.",
    },
    names: {
      question: "Will my legislators see my name?",
      answer:
        "No. Legislators are told only how many voters have pledged to them, never who. We never share your personal information with third parties.",
    },
  },
  cta: {
    title: "Give your legislators a reason to act",
    text: "Pledge your primary vote, on one condition: that they act to impeach or convict a president who defies the Supreme Court.",
    button: "Make Your Pledge",
  },
  discharge: {
    title: "How a discharge petition works",
    intro:
      "The Speaker and the committee chairs decide what reaches the House floor. A discharge petition, set out in House Rule XV, is the way a majority of members can bring a measure to a vote without them.",
    stepsTitle: "Four steps, set by the House's own rules",
    steps: {
      stalls: {
        title: "A measure stalls in committee",
        text: "A bill or resolution is sent to a committee, and the committee does not act on it. After 30 legislative days (7 for a special rule waiting in the Rules Committee), any member may file a discharge motion with the Clerk of the House.",
      },
      sign: {
        title: "Members sign, in public",
        text: "Members sign the petition at the Clerk's desk while the House is in session. Since 1993 every signature has been made public, so voters can see exactly who signed and who did not.",
      },
      signatures: {
        title: "218 signatures",
        text: "The petition succeeds when a majority of the whole House signs: 218 members when all 435 seats are filled, fewer while seats are vacant. The motion then goes on the Discharge Calendar.",
      },
      vote: {
        title: "The waiting period, then a vote",
        text: "After seven legislative days on the calendar, any member who signed can announce that they will call it up, and the Speaker must schedule it within two legislative days. If a majority votes for the motion, the measure comes out of committee and to the floor.",
      },
    },
    impeachmentTitle: "What it has to do with impeachment",
    impeachmentPrivilege:
      "Any member may offer a resolution to impeach as a question of privilege, which forces the House to deal with it within two legislative days. But the majority can vote to table it or to send it to the Judiciary Committee, where it can sit indefinitely. A discharge petition is how a majority of members can pull a stalled measure back out, whatever the leadership prefers.",
    impeachmentThreat:
      "Few petitions ever reach 218 signatures. The threat of one is often enough, though: when leadership can see a majority forming, it tends to schedule a vote itself rather than lose control of the floor.",
    signaturesTitle: "Why the signatures matter",
    signaturesText:
      "Because signing is public, a petition asks each member to take a visible stand. A member of the president's party who signs is breaking with their leadership on the record. Whether they are willing to do that depends, more than anything, on what they believe the voters in their next primary will do.",
  },
  offenses: {
    title: "What the Constitution says",
    intro:
      "The framers gave Congress a way to remove a president between elections, and split it between the two chambers so that neither could do it alone.",
    groundsTitle: "Grounds for removal",
    groundsQuote:
      "“The President, Vice President and all civil Officers of the United States, shall be removed from Office on Impeachment for, and Conviction of, Treason, Bribery, or other high Crimes and Misdemeanors.”",
    groundsSource: "U.S. Constitution, Article II, Section 4",
    highCrimes:
      "“High crimes and misdemeanors” has never meant only crimes in the criminal code. Alexander Hamilton, in Federalist No. 65, described impeachable offenses as those that come from “the abuse or violation of some public trust”: harms done by an official through the power of the office itself.",
    chambersTitle: "Two chambers, two thresholds",
    houseImpeaches:
      "<strong>The House impeaches.</strong> It has “the sole Power of Impeachment” (Article I, Section 2). Articles of impeachment pass by a simple majority of the members voting. Impeachment is a formal accusation, not a removal.",
    senateTries:
      "<strong>The Senate tries the case.</strong> It has “the sole Power to try all Impeachments” (Article I, Section 3), with the Chief Justice presiding when the president is on trial. Conviction needs two-thirds of the senators present: <strong>67 of 100</strong> when every senator votes.",
    convictionRemoves:
      "<strong>Conviction means removal.</strong> The Senate can then, by a separate majority vote, bar the person from holding federal office again. Nothing more: any criminal case is a matter for the courts.",
    defianceTitle: "Why defying the Supreme Court is different",
    defianceOath:
      "A president swears to “preserve, protect and defend the Constitution” and must “take Care that the Laws be faithfully executed” (Article II). Since <cite>Marbury v. Madison</cite> (1803), the courts have had the final word on what the law is. The courts command neither the armed forces nor the Treasury: their rulings hold because the officials bound by them comply.",
    defianceAbuse:
      "A president who refuses to obey a final ruling of the Supreme Court is no longer disputing the law but claiming to stand above it. That is the kind of abuse of public trust the framers had in mind, and it would be just as serious from a president of either party.",
    defiancePrecedent:
      "There is a precedent for compliance. In 1974 the Supreme Court unanimously ordered President Nixon to hand over his White House tapes in <cite>United States v. Nixon</cite>, and he complied. Within days the House Judiciary Committee approved articles of impeachment, one of them for defying the committee's own subpoenas, and he resigned before the full House voted.",
  },
  strategy: {
    title: "Where a few votes decide",
    intro:
      "Impeachment and conviction are decided by the members of the president's own party. In a narrow Congress, a handful of them is enough.",
    arithmeticTitle: "The arithmetic of a narrow House",
    arithmeticHouse:
      "When the 119th Congress opened on January 3, 2025, the House had <strong>219 Republicans and 215 Democrats</strong>, with one seat vacant. A majority of the whole House is 218. If every member of the minority had supported a discharge petition or an impeachment resolution, it would have taken only <strong>3 members of the majority</strong> to reach 218 (215 + 3). Resignations, deaths and special elections have moved the exact numbers since, but not the lesson.",
    arithmeticSenate:
      "The Senate is harder. It began the same Congress with 53 Republicans and 47 senators who caucus with the Democrats; with all 100 voting, conviction would need at least 20 senators from the president's party. That is why the House vote, and the handful of members who could swing it, comes first.",
    primariesTitle: "Why primaries, and why primary voters",
    primariesSafeSeats:
      "Most seats in Congress are safe for one party, so for most members the only election that can cost them their seat is the primary. Primary turnout is low, which means a relatively small group of committed voters can decide who wins. The fear of a primary challenge is the main reason members hesitate to break with a president of their own party.",
    primariesPledge:
      "A pledge sends the opposite signal: voters who promise to turn out in the primary for a member who acts. It is conditional. It counts only if your senator or representative votes to impeach or convict a president who defies the Supreme Court, and asks nothing of you if they do not. In some states you may need to change your party registration to vote in that primary; <link>check your state's rules</link>.",
    primariesParty:
      "We focus on the president's party because its members are the votes that decide, not because of which party it is. If the president belonged to the other party, the same logic would point to the other party's primaries.",
    actTitle: "What you can do",
    actPledge: "<link>Find your legislators and make your pledge</link>. It takes a few minutes.",
    actPersuadables: "<link>See which Republicans are most open to persuasion</link>, and why.",
    actStateRules:
      "<link>Check your state's primary date and registration rules</link>, so your pledge is one you can keep.",
    actTell: "Tell your senators and representative that you pledged, and why.",
  },
} as const;
