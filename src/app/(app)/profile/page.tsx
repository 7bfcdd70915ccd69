import type { Metadata } from "next";
import { ProfileView } from "./ProfileView";

export const metadata: Metadata = {
  title: "Profile",
  description: "Your profile, password, notification preferences and account.",
};

export default function ProfilePage() {
  return <ProfileView />;
}
