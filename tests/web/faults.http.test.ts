/**
 * Fault tests of #12 kept in the suite: fuzzed query strings and cookies on every page type
 * answer no 5xx; slow clients do not starve normal requests; a server killed with SIGKILL during
 * a datasheet job and restarted finishes the job or says it failed. The full 3,000-request fuzz
 * is in `npm run bench` (tests/bench/faults.ts).
 */
import { type Socket, connect } from "node:net"
import { describe, expect, it } from "vitest"
import { fuzzedRequests, sendAll } from "../support/fuzz.ts"
import { baseUrl } from "./env.ts"
import { startServer } from "./server.ts"

describe("faults", () => {
  it("answers 600 fuzzed query strings and cookies on every page type without a 5xx", { timeout: 120_000 }, async () => {
    const failures = await sendAll(baseUrl(), fuzzedRequests(600, 7), 6)
    expect(failures.slice(0, 5)).toEqual([])
  })

  it("serves normal requests while 50 clients send their headers slowly", { timeout: 60_000 }, async () => {
    const { port, hostname } = new URL(baseUrl())
    const sockets: Array<Socket> = []
    const drips: Array<NodeJS.Timeout> = []
    try {
      for (let i = 0; i < 50; i++) {
        const socket = connect(Number(port), hostname)
        socket.on("error", () => undefined)
        socket.write(`GET /de/?slow=${i} HTTP/1.1\r\nHost: ${hostname}\r\n`)
        drips.push(setInterval(() => socket.write("X-Slow: a\r\n"), 500))
        sockets.push(socket)
      }
      for (const path of ["/de/", "/en/product-catalog/", "/de/product-catalog/ws-0612-40/", "/api/pdf/download-generated-article-datasheets?reqTime=1"]) {
        const response = await fetch(`${baseUrl()}${path}`, { headers: { "cache-control": "no-cache" } })
        expect(response.status).toBeLessThan(500)
        await response.arrayBuffer()
      }
    } finally {
      for (const drip of drips) clearInterval(drip)
      for (const socket of sockets) socket.destroy()
    }
  })

  it("finishes or visibly fails a datasheet job whose server was killed (SIGKILL) and restarted", { timeout: 120_000 }, async () => {
    const env = { FILE_SIGNING_SECRET: "a-fixed-secret-of-at-least-32-characters-for-this-test" }
    const first = await startServer(env)
    const ids = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? "WS-0612-40" : "WS-0408-30"))
    const query = `productIds=${ids.join(",")}&productNames=${ids.map((_, i) => `n${i}`).join(",")}&reqTime=${Date.now()}`
    const started = await fetch(`${first.baseUrl}/api/pdf/initiate-article-datasheet-generation?${query}`)
    expect(started.status).toBe(202)
    const cookie = (started.headers.get("set-cookie") ?? "").split(";")[0]!
    await first.kill()
    const second = await startServer(env, first.dataDir)
    try {
      const poll = async () => {
        const response = await fetch(`${second.baseUrl}/api/pdf/download-generated-article-datasheets?${query}`, { headers: { cookie } })
        const body = (await response.json()) as { pdfs?: ReadonlyArray<unknown>; error?: string }
        return response.status === 200 ? (body.pdfs?.length === ids.length ? "done" : "running") : `failed ${response.status}`
      }
      // Running at first (the record says so); once its heartbeat is stale it is generated again.
      await expect.poll(poll, { timeout: 100_000, interval: 1_000 }).toMatch(/^(done|failed 500)$/)
    } finally {
      await second.stop()
    }
  })
})
