-- Connected accounts in workspaces (issue 26), expand step: nothing dropped or renamed here.

-- The workspace a connection was started in, so the callback attaches the account there whatever
-- the switcher's cookie says by then. Null for states an older release started (personal workspace).
ALTER TABLE "OAuthState" ADD COLUMN "workspaceId" TEXT;
ALTER TABLE "OAuthState" ADD CONSTRAINT "OAuthState_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Which app an account was connected through (null: the server's), so renewals use the same one.
ALTER TABLE "SocialAccount" ADD COLUMN "appClientId" TEXT;

-- A workspace's own developer app per network; the secret is stored encrypted.
CREATE TABLE "WorkspaceNetworkApp" (
    "workspaceId" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "clientSecretEnc" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "WorkspaceNetworkApp_pkey" PRIMARY KEY ("workspaceId","platform")
);
ALTER TABLE "WorkspaceNetworkApp" ADD CONSTRAINT "WorkspaceNetworkApp_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;
