export default {
  /** The third step's title and the #pledge-form section's heading. */
  makeYourPledge: "Make your pledge",
  meta: {
    description:
      "Find your members of Congress and pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court.",
  },
  hero: {
    eyebrow: "A non-partisan voter pledge",
    title: "When a president defies the Supreme Court, Congress must answer.",
    lead: "Impeachment and conviction are the Constitution's answer, and every member who votes for them risks a primary challenge. Pledge to vote in your legislator's primary if they act, so that upholding the courts earns votes instead of costing them.",
    makePledge: "Make Your Pledge Now",
    learnMore: "Learn More",
    countLoading: "Loading the pledge count",
    countNone: "No pledges yet: yours can be the first.",
    count: "<strong>{count, plural, one {# pledge} other {# pledges}}</strong> made so far",
    pledgeCaption: "The pledge",
    pledgeQuote:
      "“If my senator or representative votes to impeach or convict a president who defies the Supreme Court, I will vote for them in their next primary, and change my party registration if that is what it takes.”",
    pledgeNote:
      "Your pledge counts only if they act. Legislators see how many voters have pledged, never who.",
  },
  howItWorks: {
    title: "How it works",
    intro:
      "For many members of Congress the primary, not the general election, is the race that decides their seat. Your pledge tells them that acting on the Constitution can win them votes there.",
    stepNumber: "Step {number, number}",
    find: {
      title: "Find your legislators",
      text: "Enter your address: we look up your district from your ZIP code (where a ZIP code spans several districts, you choose yours) and show your two senators and your representative.",
    },
    pledge: {
      text: "Promise your primary vote to the legislators you choose, on one condition: that they act to impeach or convict.",
    },
    informed: {
      title: "Stay informed",
      text: "Check your state's primary rules and the year of its next primary. States announce the exact dates; we show each one once it is announced.",
    },
    start: "Start Your Pledge",
  },
  pledgeSection: {
    intro:
      "Start with your address. We find the legislators who represent you, you choose whom to back, and you confirm your pledge.",
    privacy: "We never share your personal information. Legislators only ever see how many people pledged.",
  },
  legislators: {
    title: "Republicans most open to persuasion",
    intro:
      "Ranked by our persuadability score, which we build from public records: how each seat voted for president, the member's voting record, their last election margin and any past impeachment votes.",
    browseAll: "Browse all legislators",
    loading: "Loading legislators…",
    error: "Error loading legislators. Please try again later.",
    empty: "No legislators to show yet.",
  },
  stats: {
    title: "The pledge so far",
    unavailable: "The pledge figures are not available right now. Please try again later.",
    loading: "Loading",
    figures: {
      pledges: "Pledges made",
      statesRepresented: "States represented",
      legislatorsContacted: "Legislators contacted",
      legislators: "Members of Congress in office",
    },
  },
  statsBanner: {
    title: "Strength in numbers",
    intro: "Live totals from our records. Every pledge adds to the count your legislators see.",
    addPledge: "Add your pledge",
  },
} as const;
