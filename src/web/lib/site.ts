export const SITE_NAME = "Pledge Watch";

export const SITE_DESCRIPTION =
  "Find your members of Congress and pledge to vote in their primary if they act to impeach or convict a president who defies the Supreme Court.";
