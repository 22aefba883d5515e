// One definition of the voter's pledges for every page (the legislator cards mark pledged ones).
export { type UserPledge, userPledgesKey, userPledgesQuery } from "../../legislators/api/user-pledges";
