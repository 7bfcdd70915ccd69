/** The signed-in user of a request, as procedures see it (session token or API key). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: "free" | "paid" | "admin";
  status: "active" | "inactive" | "suspended";
  subscription: string;
  timeZone: string;
}
