"use client";
import type { ReactNode } from "react";
import dynamic from "next/dynamic";
import { SessionProvider } from "next-auth/react";
import { MantineProvider } from "@mantine/core";
import { AuthModalProvider } from "@/components/auth/AuthModal";
import notificationClasses from "@/components/notifications.module.css";
import { theme } from "@/components/theme";

// Toasts render after the page has hydrated: notifications.show() keeps them in the store until then.
const Notifications = dynamic(() => import("@mantine/notifications").then((m) => m.Notifications), { ssr: false });

/**
 * The client-side providers every page needs (session for the header, theme, toasts, the sign-in
 * modal). The tRPC/react-query client is not here: the signed-in and admin layouts and the public
 * pages that call the API wrap themselves in <TRPCReactProvider>, so static pages do not ship it.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider basePath="/api/nextauth">
      <MantineProvider theme={theme} defaultColorScheme="auto">
        {/* Top centre, below the header: page actions (Upgrade Plan) and dialog close buttons sit at the
            top right, the wizard's Next/Back at the bottom. */}
        <Notifications position="top-center" limit={4} classNames={{ root: notificationClasses.root }} />
        <AuthModalProvider>{children}</AuthModalProvider>
      </MantineProvider>
    </SessionProvider>
  );
}
