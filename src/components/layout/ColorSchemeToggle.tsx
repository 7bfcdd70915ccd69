import { IconMoon, IconSun } from "@tabler/icons-react";
import { ColorSchemeButton } from "@/components/layout/ColorSchemeButton";
import classes from "@/components/layout/ColorSchemeToggle.module.css";

/**
 * Light/dark switch. Both icons are rendered and one is hidden by CSS, so server and client markup
 * agree; they are rendered on the server, so their code is not part of every page's JavaScript.
 */
export function ColorSchemeToggle() {
  return (
    <ColorSchemeButton>
      <span className={`${classes.icon} ${classes.moon}`}>
        <IconMoon size={18} stroke={1.6} />
      </span>
      <span className={`${classes.icon} ${classes.sun}`}>
        <IconSun size={18} stroke={1.6} />
      </span>
    </ColorSchemeButton>
  );
}
