import { handleRestRequest } from "@/server/api/rest-adapter";

export const dynamic = "force-dynamic";

export { handleRestRequest as GET, handleRestRequest as POST, handleRestRequest as PUT, handleRestRequest as PATCH, handleRestRequest as DELETE };
