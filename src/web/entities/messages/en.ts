export default {
  common: {
    tryAgain: "Please try again.",
  },
  actedBadge: {
    label: "Acted",
    title: "An action to impeach or convict is on record",
    spoken: ": an action to impeach or convict is on record",
  },
  actionsTimeline: {
    source: "Source: {host}",
  },
  pledgeTally: {
    none: "No pledges yet",
    constituents: "{count, plural, one {# constituent} other {# constituents}}",
    constituentsAndOthers:
      "{constituents, plural, one {# constituent} other {# constituents}} · {others, number} from elsewhere",
    spokenConstituents: "{count, plural, one {# pledge} other {# pledges}} from constituents",
    spokenConstituentsAndOthers:
      "{constituents, plural, one {# pledge} other {# pledges}} from constituents and {others, number} from elsewhere",
  },
  legislatorCard: {
    chamber: { sen: "Senate", rep: "House" },
    persuadabilityScore: "Persuadability score",
    persuadability: "Persuadability",
    outOf100: "out of 100",
    onX: "{name} on X (Twitter):",
    callOffice: "Call {name}'s office at",
    noContact: "No public phone or X account",
    primary: "Primary:",
    primaryUnavailable: "not available",
    primaryExpected: "Expected {year}",
    primaryTbd: "TBD",
  },
  cardPledge: {
    pledged: "Pledged",
    pledgedTo: "to {name}",
    pledge: "Pledge Your Support",
    forWhom: "for {name}",
  },
  confirmedPledge: {
    forWhom: "for {name}",
    pending: "Pledging...",
    pendingForWhom: "for {name}",
    title: "Your pledge to {name}",
    description: "Read what you promise, then confirm it.",
    cancel: "Not now",
    confirm: "I make this pledge",
    outside:
      "You live outside {seat}, so you cannot vote in {name}'s primary. You can still pledge your support: it is counted apart from the pledges of constituents.",
    districtUnknown:
      "We don't know your House district yet, so this pledge counts as a constituent's only once you choose your district on your dashboard.",
  },
  pledgeText: {
    one: "Your pledge",
    many: "Your pledges",
  },
  createPledge: {
    failed: "Pledge failed",
    error: "Error creating pledge",
    errorDescription: "There was a problem creating your pledge. Please try again.",
    added: "Pledge Added",
    addedDescription: "Your pledge to support {name} is recorded.",
  },
  withdrawPledge: {
    withdrawn: "Pledge withdrawn",
    withdrawnDescription: "Your pledge to support {name} no longer counts. You can pledge again at any time.",
    failed: "Withdrawal failed",
  },
  whoMayVote: {
    forYou: "For you (registered as {party}):",
    /** The recorded party as the sentence above names it (English names it as recorded). */
    parties: {
      Republican: "Republican",
      Democrat: "Democrat",
      Independent: "Independent",
      Other: "Other",
      Unregistered: "Unregistered",
    },
  },
  session: {
    login: {
      success: "Login successful",
      successDescription: "You've been logged in successfully.",
      failed: "Login failed",
      failedDescription: "Invalid email or password",
    },
    logout: {
      success: "Logged out",
      successDescription: "You've been logged out successfully.",
      failed: "Logout failed",
    },
    register: {
      success: "Registration successful",
      successDescription: "Please check your email to verify your account.",
      failed: "Registration failed",
      failedDescription: "Registration failed",
    },
    deleteAccount: {
      success: "Account deleted",
      successDescription:
        "Your account and everything linked to it are erased. We sent a last e-mail to confirm it.",
    },
    verification: {
      sent: "Verification email sent! Please check your inbox and spam folder.",
      failed: "Failed to send verification email. Please try again later.",
      error: "Error sending verification email. Please try again later.",
    },
  },
  registerForm: {
    name: "Full Name",
    email: "Email",
    confirmEmail: "Confirm Email",
    password: "Password",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm Password",
    address: "Street Address",
    city: "City",
    state: "State",
    zip: "ZIP Code",
    phone: "Phone (Optional)",
    party: "Party Registration",
    partyHint: "How you are registered to vote today.",
    partyUnsaid: "Prefer not to say",
    /** The options that are not a party's name (the parties' come from partyName). */
    parties: {
      Other: "Other",
      Unregistered: "Not Currently Registered",
    },
  },
} as const;
