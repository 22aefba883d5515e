import { HomePage } from "../features/home/home-page";
import { EmbeddedPledgeWizard } from "../features/pledge-wizard/embedded-pledge-wizard";

/**
 * The home page with the pledge wizard in its #pledge-form section. Features do not import one
 * another: the app composes them. The wizard's code still loads lazily, when its section nears
 * the screen.
 */
export function HomeRoute() {
  return <HomePage pledgeForm={<EmbeddedPledgeWizard />} />;
}
