import { LinkUnavailable } from "./LinkUnavailable";

/** An unknown or malformed review token (404): no more than that the link does not exist. */
export default function ReviewLinkNotFound() {
  return (
    <LinkUnavailable
      title="This review link does not exist"
      message="Check that the address is complete, or ask the team that shared it for a new link."
    />
  );
}
