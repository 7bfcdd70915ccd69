"use client";
import { Notifications } from "@mantine/notifications";
import { MantineIsland } from "@/components/MantineIsland";
import notificationClasses from "@/components/notifications.module.css";

/** See ToastHost. */
export default function ToastContainer() {
  return (
    <MantineIsland>
      {/* Top centre, below the header: page actions (Upgrade Plan) and dialog close buttons sit at the
          top right, the wizard's Next/Back at the bottom. */}
      <Notifications position="top-center" limit={4} classNames={{ root: notificationClasses.root }} />
    </MantineIsland>
  );
}
