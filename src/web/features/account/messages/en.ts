export default {
  common: {
    email: "Email",
    sending: "Sending...",
    backToLogin: "Back to login",
    signIn: "Sign In",
    goToDashboard: "Go to Dashboard",
  },
  forgotPassword: {
    meta: { title: "Forgot password", description: "Request a link to choose a new password." },
    neutralSent:
      "If an account exists for that email address, we have sent a link to reset the password. Please check your inbox and spam folder.",
    sentToast: "Reset email sent",
    errorToast: "Error",
    failed: "Failed to send reset email. Please try again.",
    unexpected: "An unexpected error occurred. Please try again.",
    checkEmail: "Check your email",
    linkLifetime: "The link works for one hour. Didn't get it? Check your spam folder.",
    anotherEmail: "Use another email",
    title: "Forgot your password?",
    description:
      "Enter the email address you registered with and we'll send you a link to choose a new password.",
    submit: "Send Reset Link",
  },
  resetPassword: {
    meta: { title: "Reset password", description: "Choose a new password for your account." },
    invalidTitle: "Invalid Reset Link",
    invalidDescription:
      "This password reset link is missing, has already been used or has expired. Reset links work once, for one hour.",
    invalidToken: "Invalid Token",
    invalidTokenDescription: "Please request a new password reset link.",
    requestNew: "Request a new link",
    successToast: "Password reset",
    successToastDescription: "You can now sign in with your new password.",
    failed: "Failed to reset password. Please try again.",
    failedToast: "Password reset failed",
    successTitle: "Password reset successful",
    successDescription:
      "Your password has been changed and you have been signed out everywhere else. Sign in with your new password.",
    goToLogin: "Go to Login",
    title: "Choose a new password",
    description: "Use at least 8 characters. A longer phrase is easier to remember and harder to guess.",
    newPassword: "New Password",
    confirmPassword: "Confirm New Password",
    resetting: "Resetting...",
    submit: "Reset Password",
  },
  unsubscribe: {
    meta: { title: "Unsubscribe", description: "Stop reminders and action notices by e-mail." },
    doneTitle: "You are unsubscribed",
    settings: "Reminder settings",
    brokenTitle: "This unsubscribe link does not work",
    brokenFallback: "This unsubscribe link is invalid or has already been used",
    noToken:
      "The link has no token. Use the whole link from the e-mail, or change your settings on your dashboard.",
    title: "Stop reminders and action notices?",
    description:
      "You will no longer receive primary reminders or the notices we send when a legislator you pledged to acts. Mail about your account (password resets, address checks) still reaches you.",
    unsubscribing: "Unsubscribing...",
    submit: "Unsubscribe",
  },
  verifyEmail: {
    meta: { title: "Verify email", description: "Confirm the e-mail address of your account." },
    verifying: "Verifying your email…",
    verifyingLabel: "Verifying your email address",
    alreadyTitle: "Your email is already verified",
    doneTitle: "Your email is verified",
    alreadyDescription:
      "This link was used before: your address is confirmed, and there is nothing more to do.",
    doneDescription: "Thank you for confirming your address. We'll use it for your account notices.",
    invalidTitle: "This verification link is invalid or has expired",
    invalidDescription:
      "Verification links work once, for 24 hours. Request a new one and use the newest e-mail we send.",
    resend: "Send a new verification email",
    signInToResend: "Sign in to have a new verification link sent to you.",
  },
} as const;
