/**
 * What a host routed to a local contract fake resolves to under guardedFetch's test hooks: a
 * public address (never dialled: the hooks connect to the fake), so the SSRF check runs as for a
 * real host. Its own file so the fakes can use it without loading the app's configuration.
 */
export const ROUTED_TEST_ADDRESS = "93.184.215.14";
