export default {
  authPage: {
    meta: {
      title: "Login or Register",
      description: "Sign in to your Pledge Watch account, or create one to follow your pledges.",
    },
    checking: "Checking account status...",
    loginTitle: "Welcome back",
    registerTitle: "Create your account",
    loginIntro: "Sign in to see your pledges, your legislators and your primary dates.",
    registerIntro: "Register to follow your pledges. We will e-mail you a link to confirm your address.",
    tabs: "Sign in or register",
    loginTab: "Login",
    registerTab: "Register",
    createAccount: "Create Account",
    creatingAccount: "Creating Account...",
  },
  loginForm: {
    email: "Email",
    password: "Password",
    forgotPassword: "Forgot password?",
    signIn: "Sign In",
    signingIn: "Signing in...",
    noAccount: "Don't have an account?",
    startPledge: "Start the pledge process",
  },
  benefits: {
    title: "Why join Pledge Watch?",
    intro: "A free, non-partisan account for voters who want Congress to uphold the Supreme Court.",
    represent: {
      title: "Know who represents you",
      text: "Your senators and representative, found from your ZIP code and kept on your dashboard.",
    },
    pledges: {
      title: "Make pledges that count",
      text: "Tell legislators that voters will back them in their primary if they defend the Constitution.",
    },
    primary: {
      title: "Know your primary",
      text: "Your state's primary rules and the year of its next primary; the exact date once the state announces it.",
    },
    impact: {
      title: "See your impact",
      text: "Follow pledge counts, contact your legislators in a click and earn engagement badges.",
    },
    privacy: "We never share your personal information. Legislators only see how many people pledged.",
  },
} as const;
