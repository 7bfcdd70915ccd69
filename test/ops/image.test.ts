/**
 * The production image and compose file (issue 27). No Docker daemon here: the Dockerfile is parsed
 * (dockerfile-ast) and its structure asserted, the compose file parsed as YAML and asserted, and
 * validated by `docker-compose config` where that binary exists (CI installs Debian's package).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DockerfileParser } from "dockerfile-ast";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../worker/helpers";

const dockerfile = DockerfileParser.parse(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const instructions = dockerfile.getInstructions();
const froms = dockerfile.getFROMs();
const runtimeStart = froms.at(-1)!.getRange().start.line;
const runtime = instructions.filter((i) => i.getRange().start.line >= runtimeStart);
const ofKind = (keyword: string) => runtime.filter((i) => i.getKeyword() === keyword);

interface ComposeService {
  image?: string;
  command?: string[];
  ports?: string[];
  container_name?: string;
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  stop_grace_period?: string;
}
const compose = parse(readFileSync(path.join(ROOT, "docker-compose.prod.yml"), "utf8"), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const { services } = compose;

describe("Dockerfile", () => {
  it("is multi-stage on a supported Node LTS", () => {
    expect(froms.length).toBeGreaterThanOrEqual(3);
    const nodeImage = dockerfile
      .getARGs()
      .find((a) => a.getProperty()?.getName() === "NODE_IMAGE")!
      .getProperty()!
      .getValue()!;
    const major = Number(/^node:(\d+)/.exec(nodeImage)?.[1]);
    // Even majors are LTS; 20 reached its end of life in April 2026.
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
    expect(froms.at(-1)!.getImageName()).toBe("${NODE_IMAGE}");
    expect(froms.at(-1)!.getBuildStage()).toBe("runtime");
  });

  it("runs as a non-root user, with a healthcheck on /api/health/live, serving the web app by default", () => {
    const user = ofKind("USER").at(-1)!.getArgumentsContent()!;
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = ofKind("HEALTHCHECK").at(-1)!.getArgumentsContent()!;
    expect(healthcheck).toContain("/api/health/live");
    expect(ofKind("CMD").at(-1)!.getArgumentsContent()).toBe(JSON.stringify(services.web!.command).replace(/","/g, '", "'));
    const env = ofKind("ENV")
      .map((i) => i.getArgumentsContent())
      .join(" ");
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/);
    expect(ofKind("EXPOSE").map((i) => i.getArgumentsContent())).toContain("3000");
  });

  it("builds once per release with a fixed build id", () => {
    expect(instructions.some((i) => i.getKeyword() === "ARG" && i.getArgumentsContent() === "BUILD_ID")).toBe(true);
    expect(readFileSync(path.join(ROOT, "next.config.mjs"), "utf8")).toMatch(/generateBuildId: async \(\) => process\.env\.BUILD_ID \|\| null/);
  });
});

describe("docker-compose.prod.yml", () => {
  it("runs one image as migrate, web and worker; web and worker wait for the migration and can scale", () => {
    expect(services.migrate!.command).toEqual(["npm", "run", "migrate"]);
    expect(services.migrate!.restart).toBe("no");
    expect(services.worker!.command).toEqual(["node", "--import", "tsx", "jobs/worker.ts"]);
    for (const name of ["web", "worker"]) {
      const service = services[name]!;
      expect(service.image).toBe(services.migrate!.image);
      expect(service.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
      // --scale needs no fixed host port and no fixed container name.
      expect(service.ports).toBeUndefined();
      expect(service.container_name).toBeUndefined();
      expect(service.environment?.AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
      expect(service.environment?.TOKEN_ENCRYPTION_KEY).toMatch(/^\$\{TOKEN_ENCRYPTION_KEY:\?/);
    }
    expect(services.web!.environment?.DATABASE_POOL_SIZE).toMatch(/:-10\}$/);
    expect(services.worker!.environment?.DATABASE_POOL_SIZE).toMatch(/:-20\}$/);
  });

  it("has PostgreSQL, Redis with append-only persistence and noeviction, and MinIO behind a profile", () => {
    expect(services.postgres!.image).toMatch(/^postgres:\d+/);
    const redis = services.redis!.command!.join(" ");
    expect(redis).toMatch(/--appendonly yes/);
    expect(redis).toMatch(/--maxmemory-policy noeviction/);
    expect(services.minio!.profiles).toEqual(["minio"]);
  });

  const dockerCompose = spawnSync("docker-compose", ["version"], { encoding: "utf8" });
  it.skipIf(dockerCompose.error !== undefined)("validates with `docker-compose config` (Debian's docker-compose, no daemon needed)", () => {
    const file = path.join(ROOT, "docker-compose.prod.yml");
    const env = { PATH: process.env.PATH, HOME: process.env.HOME } as unknown as NodeJS.ProcessEnv;
    const ok = spawnSync("docker-compose", ["-f", file, "config", "--services"], {
      encoding: "utf8",
      env: { ...env, APP_URL: "https://postpilot.example", AUTH_SECRET: "a", TOKEN_ENCRYPTION_KEY: "b", POSTGRES_PASSWORD: "c" },
    });
    expect(ok.status, ok.stderr).toBe(0);
    // (Compose v1 lists profiled services too.)
    expect(ok.stdout.split("\n").filter(Boolean)).toEqual(expect.arrayContaining(["migrate", "postgres", "proxy", "redis", "web", "worker"]));
    const withMinio = spawnSync("docker-compose", ["-f", file, "--profile", "minio", "config", "--services"], {
      encoding: "utf8",
      env: { ...env, APP_URL: "https://postpilot.example", AUTH_SECRET: "a", TOKEN_ENCRYPTION_KEY: "b", POSTGRES_PASSWORD: "c" },
    });
    expect(withMinio.status, withMinio.stderr).toBe(0);
    expect(withMinio.stdout).toMatch(/^minio$/m);
    // Secrets are required, not defaulted.
    const missing = spawnSync("docker-compose", ["-f", file, "config"], {
      encoding: "utf8",
      env: { ...env, APP_URL: "https://postpilot.example", POSTGRES_PASSWORD: "c", TOKEN_ENCRYPTION_KEY: "b" },
    });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toMatch(/set AUTH_SECRET/);
  });
});

describe("package.json", () => {
  it("states the supported Node versions: 20 still works, the image runs 22 or 24", () => {
    const { engines } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } };
    expect(engines.node).toBe("^20.9.0 || ^22.12.0 || ^24.0.0");
  });
});
