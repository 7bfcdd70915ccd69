import classes from "@/components/layout/SkipLink.module.css";

/** The id of every page's <main> (SiteFrame, AppFrame): the skip link's target. */
export const MAIN_ID = "main-content";

/**
 * "Skip to main content": the first Tab stop of every page, hidden until focused. A plain link (no
 * client code): the browser moves focus to <main>, which has tabIndex -1 for that.
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={classes.skip}>
      Skip to main content
    </a>
  );
}
