export default {
  /** Read after a link that opens a new tab (NewTabNote); starts with a space. */
  newTab: " (opens in a new tab)",
  languageSwitch: {
    /** The other language's code (where the header is short of room) and name, in that language. */
    code: "ES",
    name: "Español",
    label: "Leer esta página en español",
  },
  /** The app's shell: the skip link, the page loading and a page that failed to render. */
  app: {
    skipToContent: "Skip to main content",
    loadingPage: "Loading the page…",
    pageFailed: {
      title: "This page could not be shown",
      text: "Something went wrong while loading it. Reloading usually fixes this.",
      reload: "Reload the page",
    },
  },
  notFound: {
    meta: {
      title: "Page not found",
      description: "There is no page at this address.",
    },
    eyebrow: "Error 404",
    title: "404 Page Not Found",
    text: "There is no page at this address. It may be mistyped, or the page may have moved.",
    home: "Back to the home page",
    legislators: "Find your legislators",
    pledge: "Make a pledge",
  },
  /** The site's main sections, in the header, the drawer and the footer. */
  nav: {
    label: "Main",
    howItWorks: "How It Works",
    legislators: "Legislators",
    persuadables: "Persuadables",
    accountability: "Accountability",
    faq: "FAQ",
    about: "About",
  },
  header: {
    /** The logo's link. */
    home: "{site} home",
    /** Phones and tablets show the short labels, wide screens the long ones. */
    login: "Login",
    loginLong: "Login / Register",
    pledge: "Pledge",
    pledgeLong: "Make Your Pledge",
    adminConsole: "Admin console",
  },
  accountMenu: {
    /** The menu button: short below the xl breakpoint. */
    user: "User",
    account: "Account",
    dashboard: "Dashboard",
    logout: "Logout",
  },
  mobileNav: {
    open: "Open menu",
    close: "Close menu",
    title: "Menu",
    pledge: "Make Your Pledge",
    adminConsole: "Admin console",
    login: "Login / Register",
    signedInAs: "Signed in as <user>{name}</user>",
    dashboard: "Dashboard",
    logout: "Logout",
  },
  footer: {
    about:
      "A non-partisan pledge for voters who expect Congress to act when a president defies the Supreme Court. Find your senators and representative, pledge your primary vote, and keep track of the dates that matter.",
    /** A social network's link, for screen readers: "Pledge Watch on Facebook". */
    social: "{site} on {network}",
    navigation: "Navigation",
    home: "Home",
    donate: "Donate",
    resources: "Resources",
    votingInformation: "Voting Information",
    primaryCalendar: "Primary Calendar",
    registrationGuide: "Registration Guide",
    electionResults: "Election Results",
    contactLegislators: "Contact Legislators",
    contactAndLegal: "Contact & Legal",
    contactUs: "Contact Us",
    privacyPolicy: "Privacy Policy",
    disclaimer: "Disclaimer",
    termsOfService: "Terms of Service",
    nonPartisan:
      "{site} is non-partisan. It is not affiliated with, or endorsed by, any political party, candidate or campaign committee.",
  },
  /** The shared UI pieces' own words (components/ui). */
  ui: {
    close: "Close",
    copy: "Copy",
    copied: "Copied",
    copyFailed: "Failed to copy",
    copyFailedHint: "Please try again or copy manually.",
    copiedToClipboard: "Copied to clipboard",
    retry: "Retry",
    retrying: "Retrying…",
    selectState: "Select a state",
    statesAndDc: "States and DC",
    territories: "Territories",
    /** A date ("June 15, 2026"); `dataAsOfYear` when the data is dated by its year only. */
    dataAsOf: "Data as of {date}",
    dataAsOfYear: "Data as of {year}",
    sources: "sources",
    /** The notification area's name; the app adds the key that reaches it: "Notifications (F8)". */
    notifications: "Notifications",
    /** Read before each toast by screen readers. */
    notification: "Notification",
    dismissNotification: "Dismiss notification",
  },
  share: {
    twitter: "Share on Twitter",
    facebook: "Share on Facebook",
  },
  supportEmail: {
    loading: "Loading our e-mail address…",
  },
} as const;
