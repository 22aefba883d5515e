export default {
  meta: {
    title: "Persuadable Republicans",
    description:
      "The Republican senators and representatives whose public record suggests they are most open to acting against a president who defies the Supreme Court, ranked by a transparent score.",
  },
  page: {
    eyebrow: "Persuadables",
    title: "Persuadable Republicans",
    intro:
      "Impeachment needs a majority of the House and conviction two-thirds of the Senate, so the members who decide are the few in the president's party who might break ranks. These are the Republicans whose public record suggests they are the most open to it.",
    ctaTitle: "Is one of them your senator or representative?",
    ctaText:
      "Your conditional pledge tells them that acting on the Constitution can win votes in their primary.",
    ctaButton: "Make Your Pledge",
  },
  explanation: {
    title: "What the persuadability score means",
    intro:
      "A score from 0 to 100: our estimate of how open each member's public record suggests they are, compared with their colleagues, to acting against a president of their own party who defies the Supreme Court. It is built from four public facts: their voting record, how their state or district votes for president, how close their last election was, and any past vote to impeach or convict a president of their own party.",
    ruleOfThumb:
      "It is a transparent rule of thumb, the same formula for every member, and <strong>not a poll or a forecast</strong> of how anyone will vote. Use it to decide where pledges may matter most, not as a verdict on a person.",
    howBuilt: "How the score is built",
    inputs: {
      votingRecord: {
        name: "Voting record",
        text: "where the member's votes place them on the left–right scale (DW-NOMINATE, from Voteview). It carries half the weight, because it is the only input about the member rather than the seat.",
      },
      lean: {
        name: "The seat's partisan lean",
        text: "how the state or district voted for president in 2020 and 2024 compared with the country. Members from competitive seats have more to gain from independence.",
      },
      margin: {
        name: "The last election margin",
        text: "how close the member's own 2024 House race was. Senators have no margin in our data, so their score rests on the other inputs.",
      },
      pastVote: {
        name: "A past vote to impeach or convict",
        text: "a president of their own party adds 30 points: it is the very act the score tries to anticipate.",
      },
    },
    loadingAsOf: "Loading the data's date",
    asOf: "Data as of <strong>{date}</strong>: members serving in the {congress}th Congress on that day, on the district lines they were elected on (model {model}).",
    whoIsListed: "Who is listed",
    whoIsListedText:
      "Senators and representatives who sit with the Republicans and score 60 or more. Delegates are left out: they cannot vote on impeachment.",
    bandsTitle: "Score bands",
    bands: {
      from75: "75 and up",
      from70: "70 to 74",
      from65: "65 to 69",
      from60: "60 to 64",
    },
  },
  chamber: {
    legend: "Chamber",
    /** The filter's segments: short, three of them share a phone's width. */
    options: { all: "All Chambers", sen: "Senate Only", rep: "House Only" },
    /** The chamber shown, in the line above the ranking. */
    status: { all: "All Chambers", sen: "Senate Only", rep: "House Only" },
    /** The chamber shown, within the table's caption. */
    caption: { all: "all chambers", sen: "senate only", rep: "house only" },
  },
  ranking: {
    title: "The ranking",
    loading: "Loading the ranking…",
    status: "{count, plural, one {# legislator} other {# legislators}} · {chamber} · sorted by {sort}",
    errorTitle: "Error Loading Data",
    errorText: "We encountered a problem loading the persuadability data.",
    empty: "No legislator in this chamber scores 60 or more at the moment.",
    sortBy: "Sort by",
    caption: "Persuadable Republicans, {chamber}, sorted by {sort}. Rank is by score.",
    rankNote:
      "Rank is the place by score among the legislators shown; members on the same score share a place.",
    sort: {
      name: { ascending: "name, A to Z", descending: "name, Z to A" },
      score: { ascending: "score, lowest first", descending: "score, highest first" },
      pledges: { ascending: "pledges, fewest first", descending: "pledges, most first" },
    },
  },
  table: {
    headers: {
      rank: "Rank",
      legislator: "Legislator",
      district: "District",
      score: "Score",
      pledges: "Constituent pledges",
      actions: "Actions",
    },
    /** `gender` is the member's ("F", "M" or empty), for the languages whose title agrees with it. */
    senator: "{gender, select, other {Senator}}",
    representative: "{gender, select, other {Representative}}",
    scoreOutOf: "{label}: {score} out of 100",
    constituents: "{count, plural, one {constituent} other {constituents}}",
    constituentPledges: "{count, plural, one {constituent pledge} other {constituent pledges}}",
    fromElsewhere: "+{count, number} from elsewhere",
    details: "Details",
    detailsFor: "for {name}",
  },
} as const;
