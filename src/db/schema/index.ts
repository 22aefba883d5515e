export * from "./actions";
export * from "./elections";
export * from "./engagement";
export * from "./legislators";
export * from "./messaging";
export * from "./operations";
export * from "./pledges";
export * from "./users";
