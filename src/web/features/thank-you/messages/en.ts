export default {
  thankYouPage: {
    meta: {
      title: "Thank you",
      description: "Your pledge is recorded. Here is what happens next.",
    },
    title: "{count, plural, one {Thank You for Your Pledge} other {Thank You for Your # Pledges!}}",
    /** {legislator}: the member's name, or yourLegislators when it is not known. */
    lead: "{count, plural, one {Your pledge to support {legislator} is recorded. It tells them that voters in their primary will stand with them if they defend the Constitution.} other {Your # pledges are recorded. Each one tells a legislator that voters in their primary will stand with them if they defend the Constitution.}}",
    yourLegislators: "{count, plural, one {your legislator} other {your legislators}}",
    whatHappensNext: {
      title: "What happens next",
      /** <tally></tally> adds countNow when the member's current figures are known. */
      publicCount:
        "Your pledge is added to {count, plural, one {{legislator}'s} other {each legislator's}} public pledge count, shown on their profile for them and their staff to see, with pledges from their own constituents counted apart from those from elsewhere<tally></tally>. We show counts only, never your name or details.",
      countNow: " (now <tally></tally>)",
      conditional:
        "Your pledge is conditional. If {legislator} {count, plural, one {acts} other {act}} to impeach or convict, we e-mail you the action and its source, and your dashboard shows the pledge as due, with the primary to vote in and what to do before it.",
      contact:
        "Contact {legislator} from your dashboard: a call or an e-mail from a constituent makes the pledge personal.",
      /** <email></email> is emailAt and the support address, or byContactPage when none is set. */
      questions: "Questions? Write to us<email></email>.",
      emailAt: " at ",
      byContactPage: " through our <link>contact page</link>",
    },
    share: {
      title: "Multiply your impact",
      text: "Every friend who pledges makes the count harder to ignore. Share your {count, plural, one {pledge} other {pledges}}:",
      byEmail: "Share by Email",
      emailSubject: "Join me in the Impeachment Pledge",
      /** The post or e-mail a voter shares, naming the member they pledged to. */
      messageForLegislator:
        "I pledged to vote for {name} in the next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution",
      message:
        "I pledged to vote in my legislators' next primary if they act to impeach or convict a president who defies the Supreme Court. Will you join me? #ImpeachmentPledge #Constitution",
    },
    nextSteps: {
      title: "Next steps",
      confirmEmail: {
        title: "Confirm your e-mail address",
        text: "Open the link we sent you so we know your account is yours.",
      },
      checkPrimary: {
        title: "Check your primary",
        text: "Look up your primary date, its type and the registration deadline for your state.",
      },
      watchDate: {
        title: "Watch for the date",
        text: "States announce their primary dates; each one appears on your dashboard once it is announced.",
      },
      bringFriend: {
        title: "Bring a friend",
        text: "Share the pledge with people who care about the Constitution as much as you do.",
      },
    },
    legislatorProfile: "View Legislator Profile",
    primaryInfo: "View Primary Election Info",
    dashboard: "Go to Dashboard",
    home: "Return to Home",
  },
} as const;
