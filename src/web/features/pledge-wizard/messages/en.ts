export default {
  /** The /pledge page's title, and the last step's subtitle. */
  makeYourPledge: "Make your pledge",
  meta: {
    description: "Find your legislators from your address and pledge to vote in their primary if they act.",
  },
  page: {
    title: "Make Your Pledge",
    intro:
      "Pledge to vote for your legislators in their next primary if they act to impeach or convict a president who defies the Supreme Court.",
  },
  loadingForm: "Loading the pledge form…",
  checkingAccount: "Checking account status...",
  back: "Back",
  continue: "Continue",
  goToDashboard: "Go to Dashboard",
  noneSelected: {
    title: "No legislators selected",
    text: "No legislators selected. Please go back and select at least one legislator.",
  },
  userMissing: "User information is missing. Please go back and complete step 2.",
  progress: {
    label: "Pledge progress",
    completed: "(completed)",
    address: { title: "Your Address", subtitle: "Find your legislators" },
    select: { title: "Select Legislators", subtitle: "Who to support" },
    info: { title: "Your Info", subtitle: "Register your support" },
    confirm: { title: "Confirm" },
  },
  toasts: {
    error: "Error",
    lookupFailed: "We encountered an issue finding your legislators. Please try again later.",
    noneFound: {
      title: "No legislators found",
      text: "We couldn't find any Republican legislators for your address. Please check your address or try a different one.",
    },
    registrationFailed: "Registration failed",
    loginFailed: {
      title: "Login failed",
      fallback: "Invalid email or password",
      text: "{message}. If you already have an account, please sign in with your existing password.",
    },
    registered: {
      title: "Registration successful",
      text: "We've sent you an e-mail to verify your account. Now confirm your pledge.",
    },
    pledgeFailed: { title: "Pledge failed", fallback: "Please try again." },
    pledgeError: {
      title: "Error creating pledge",
      text: "There was a problem creating your pledge. Please try again.",
    },
    creating: {
      title: "Creating pledges",
      text: "Recording {count, plural, one {# pledge} other {# pledges}}…",
    },
    created: {
      title: "Success!",
      text: "Created {count, plural, one {# pledge} other {# pledges}} successfully.",
    },
    pledgesError: {
      title: "Error creating pledges",
      text: "There was a problem creating your pledges. Please try again.",
    },
    partial: {
      title: "Some pledges failed",
      text: "We had trouble creating some of your pledges. Please try again.",
    },
    userMissingBulk: "User information is missing. Please go back and complete registration.",
  },
  linked: {
    title: "You're pledging to support {name}",
    text: "Enter your address to create your account. We'll also show you the legislators who represent you.",
    former:
      "{name} has left office, so there is no pledge to make to them. Enter your address to find the legislators who represent you now.",
    delegate:
      "{name} is a non-voting member of the House and casts no vote on impeachment, so there is no pledge to make to them. Enter your address to find the senators and representative who represent you.",
    notFound:
      "We couldn't find the legislator from your link. Enter your address to find your own legislators.",
  },
  addressStep: {
    title: "Enter your address",
    description:
      "We look up your district from your ZIP code; where a ZIP code spans several districts, you choose yours.",
    street: "Street Address",
    streetPlaceholder: "123 Main St",
    city: "City",
    state: "State",
    zip: "ZIP Code",
    security:
      "Your address is sent over an encrypted connection. Only its ZIP code is used to find your legislators. We never share it or sell it.",
    districtLink: "Not sure of your district? Look it up on house.gov",
    find: "Find My Legislators",
    finding: "Finding Legislators...",
  },
  districtChoice: {
    title: "Which district do you live in?",
    description:
      "ZIP code {zip} is split between {count, number} congressional districts in {state}. Choose the one you live in, so you pledge to your own representative.",
    legend: "Your representative",
    vacant: "Seat currently vacant",
    district: "District {district}",
    notSure: "I'm not sure",
    notSureText: "Show me every representative for this ZIP code",
    missing: 'Please choose your district, or "I\'m not sure".',
    alsoListed: "Your representative is also listed on <link>house.gov</link>.",
    changeAddress: "Change Address",
  },
  selectStep: {
    title: "Select legislators to support",
    description:
      "Choose the legislators you will back in their primary if they act. The most persuadable Republicans are listed first.",
    empty: "No legislators found for your address. Please go back and try a different address.",
    goBack: "Go Back",
    selected: "{count, plural, =0 {None selected} other {# selected}}",
    noVoting: {
      title: "No member for this address votes on impeachment",
      text: "Your delegate serves in the House but does not vote on the floor, and there are no senators for this address. You can still support the pledge: choose senators and representatives elsewhere from the <link>list of legislators</link> and pledge to them from their profiles.",
    },
    unknownDistrict: {
      title: "We couldn't find your House district from ZIP code {zip}",
      text: "Some ZIP codes (PO boxes, single buildings) are not in the district table we use. Your state's senators are listed below.",
    },
    findRepresentative:
      "To find your representative, enter your full address in the <finder>official House district finder</finder>.",
  },
  choiceCard: {
    pledged: "Pledged",
    nonVoting: "Non-voting",
    select: "Select",
    selectName: "Select {name}",
    outside: "You live outside {seat}: you cannot vote in this primary, but you can pledge your support.",
    delegate: "Casts no vote on impeachment or conviction, so there is no pledge to make.",
    persuadability: "Persuadability {score, number}",
  },
  vacantSeat: "This seat is vacant",
  registerStep: {
    title: "Create your account",
    description: "An account lets us count your pledge once and show you your legislators and your primary.",
    haveAccount: {
      title: "Already have an account?",
      text: "Sign in, then pledge from your dashboard or the legislator's page.",
    },
    signIn: "Sign In",
    territory: {
      title: "Accounts are for voters in the 50 states and DC",
      text: "{territory} elects a delegate who cannot vote on impeachment, and pledges count toward the members a state's voters elect, so the form below asks for a state or DC. If you also vote in one (a student or service member, say), choose it; otherwise you can still follow every member's record and call their offices from their profiles.",
    },
    noneSelected:
      "You can still create an account, and pledge later from your dashboard. To pledge now, go back and select at least one legislator.",
    submit: "Create Account & Continue",
    pending: "Creating Account...",
  },
  confirmStep: {
    registrationComplete: "Registration Complete",
    ready: {
      title: "Your account is ready",
      text: "You didn't select a legislator, so there is nothing to confirm yet. You can pledge from your dashboard at any time.",
    },
    title: "{count, plural, one {Confirm your pledge} other {Confirm your pledges}}",
    description:
      "{count, plural, one {Check the details, then confirm your pledge.} other {Check the details, then confirm your pledges.}}",
    beFirst: "Be the first voter to pledge",
    pledgedSoFar: "Pledged so far:",
    details: "Your details",
    name: "Name",
    email: "Email",
    address: "Address",
    registration: "Current registration",
    notProvided: "Not provided",
    share: "Share my pledge on social media to encourage others (optional)",
    shareText:
      "I pledged to vote for {name} in the next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution",
    processing: "Processing...",
    confirm: "{count, plural, one {Confirm My Pledge} other {Confirm My Pledges}}",
  },
  bulkStep: {
    title: "Confirm Your Pledges",
    description: "You're signed in as {name}. Check the legislators below, then create your pledges.",
    backToSelection: "Back to Legislator Selection",
    create: "Create Pledges",
    creating: "Creating Pledges...",
  },
} as const;
