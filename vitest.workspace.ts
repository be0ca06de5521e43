import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"

// Vitest 5 ignores this file on its own; vitest.config.ts imports the list into `test.projects`.
// Property tests run hundreds of cases: on a busy 2-core machine the 5 s default is too tight for them.
const unit = { testTimeout: 20_000 }

export const projects = [
  { test: { name: "core", root: "core", include: ["test/**/*.test.ts"], ...unit } },
  { test: { name: "adapters", root: "adapters", include: ["test/**/*.test.ts"], ...unit } },
  // The web app's pure rules, message catalogues and a few components rendered to a string (no
  // build, no server, no browser; the styles' class names from vanilla-extract's plugin).
  { plugins: [vanillaExtractPlugin()], test: { name: "web-unit", root: "web", include: ["src/**/*.test.ts"] } },
  { test: { name: "cli", root: "cli", include: ["test/**/*.test.ts"], ...unit } },
  // One contract suite per port, run against every adapter that can run here (PostgreSQL when DATABASE_URL is set).
  { test: { name: "contracts", root: "tests", include: ["contracts/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
  // The accounts schema on PGlite, and on PostgreSQL when DATABASE_URL is set.
  { test: { name: "database", root: "tests", include: ["database/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 } },
  {
    test: {
      name: "web",
      root: "tests",
      include: ["web/**/*.test.ts"],
      // One production build (only when stale), one server and one Chromium for the whole suite.
      globalSetup: ["web/globalSetup.ts"],
      // Generous: the long browser stories take 20 s on a quiet machine and more on a busy one.
      testTimeout: 90_000,
      hookTimeout: 60_000,
      // A loaded machine can take more than the 1 s default for a client navigation to settle.
      expect: { poll: { timeout: 10_000 } },
    },
  },
]
