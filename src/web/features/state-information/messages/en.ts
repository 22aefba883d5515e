export default {
  loadFailed: "Failed to load primary election information. Please try again later.",
  dates: {
    expected: "Expected",
    tbd: "TBD",
    expectedNote:
      "* Estimated: the year of the next regular primary. The state has not announced the date yet; we will update it as soon as it does.",
  },
  confidence: {
    /** A fact's hint; `level` is the data's "high", "medium" or "low", lower-cased. */
    fact: "Confidence: {level}",
    /** The index card's badge for a date the sources are less sure of. */
    dateBadge: "Date: {level} confidence",
  },
  caveat: {
    titleState: "Please confirm with the {state} election office",
    titleAnyState: "Please confirm with your state's election office",
    text: "We compiled these rules from public sources (NCSL, 270toWin, FVAP and vote.gov), and some of them are uncertain or may be out of date.",
    estimated:
      "Where the last primary has passed, we show only the year of the next one, marked “Expected”, until the official date is announced.",
    checkOfficial: "Check the official information",
    findOffice: "Find your state's election office on vote.gov",
  },
  sources: {
    loading: "Loading the sources…",
    sources: "<strong>Sources:</strong> {description}",
    asOf: "<strong>As of:</strong> {date}",
  },
  index: {
    meta: {
      title: "State primary information",
      description:
        "Primary dates, primary types and voter registration rules for all 50 states and the District of Columbia, compiled from public sources.",
    },
    eyebrow: "Primary calendar",
    title: "State Primary Information",
    intro:
      "When each state holds its primary, what kind of primary it is, and how to register in time. Some states only let registered party members vote in a party's primary, so check your state's rules well before the deadline.",
    searchLabel: "Find your state",
    searchPlaceholder: "e.g. Texas or TX",
    countAll: "All {count, number} states and the District of Columbia",
    countShown: "{shown, number} of {total, number} states and DC",
    loading: "Loading primary dates…",
    listLabel: "States",
    noMatch: "No state matches “{query}”. Try the state's name or its two-letter code.",
    about: {
      title: "About this information",
      compiled:
        "We compiled it from public sources. Some of it is uncertain, and rules change: always confirm dates, deadlines and party rules with your state election office.",
      deadlines:
        "Registration deadlines come from an undated vote.gov snapshot (about 2022–24) and may have changed. Deadlines that have passed show as TBD.",
      lessSureDates:
        "<strong>Primary dates the sources are less sure of:</strong> {names}. The state's page says why.",
      lessSureTypes:
        "<strong>Primary types the sources are less sure of:</strong> {names}. The state's page says why.",
    },
  },
  card: {
    informationAvailable: "Information available",
    nextPrimary: "Next primary",
    primaryType: "Primary type",
    comingSoon: "Information coming soon",
    viewDetails: "View Details",
    viewDetailsFor: "for {state}",
  },
  detail: {
    meta: {
      title: "{state} primary information",
      description:
        "{state}'s primary date, primary type and voter registration rules, compiled from public sources.",
    },
    allStates: "All states",
    eyebrow: "Primary election information",
    loading: "Loading primary election information…",
    atAGlance: "At a glance",
    facts: {
      primaryDate: "Primary date",
      lastPrimary: "Last primary: {date}",
      runoffDate: "Runoff date",
      lastRunoff: "Last runoff: {date}",
      primaryType: "Primary type",
      registrationDeadline: "Registration deadline",
      deadlinePassed:
        "The deadline for the last primary ({date}) has passed; the next one is set with the next primary date.",
      voterId: "Voter ID",
      whoMayVote: "Who may vote in the Republican primary",
    },
    register: {
      title: "Register and check your status",
      text: "Registration and party affiliation are handled by the state, not by us.",
      registerToVote: "Register to vote",
      voterInfo: "Voter information on vote.gov",
    },
    notesTitle: "Notes from our sources",
    registrationDetailsTitle: "Registration details",
    aboutThisData: "About this data",
    comingSoon: {
      title: "Information Coming Soon",
      text: "We don't have primary election information for {state} yet. Until we do, vote.gov has official registration and election information for every state and territory.",
      goToVoteGov: "Go to vote.gov",
      seeAllStates: "See all states",
    },
  },
  legislators: {
    title: "Members of Congress from {state}",
    loading: "Loading the members of Congress…",
    loadFailed: "Error loading legislators. Please try again later.",
    none: "No members of Congress are listed for {state}.",
    senators: "Senators",
    senateSeatVacant: "Senate seat without a member",
    house: "{count, plural, one {Representative} other {Representatives (# seats)}}",
    vacantSeat: "Vacant seat.",
  },
} as const;
