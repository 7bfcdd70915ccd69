"use client";
import type { ReactNode } from "react";
import { SessionProvider } from "next-auth/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { AuthModalProvider } from "@/components/auth/AuthModal";
import notificationClasses from "@/components/notifications.module.css";
import { theme } from "@/components/theme";
import { TRPCReactProvider } from "@/trpc/react";

/** Every client-side provider of the app, in one place for the root layout. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider basePath="/api/nextauth">
      <TRPCReactProvider>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {/* Top centre, below the header: page actions (Upgrade Plan) and dialog close buttons sit at the
              top right, the wizard's Next/Back at the bottom. */}
          <Notifications position="top-center" limit={4} classNames={{ root: notificationClasses.root }} />
          <AuthModalProvider>{children}</AuthModalProvider>
        </MantineProvider>
      </TRPCReactProvider>
    </SessionProvider>
  );
}
