/** The hashes a cached or guest page's Content-Security-Policy names: exactly its inline scripts. */
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { inlineScriptHashes } from "./security.ts"

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64")

describe("inlineScriptHashes", () => {
  it("hashes every inline script body once, as written, and skips scripts loaded from a file", () => {
    const html =
      '<!DOCTYPE html><head><script nonce="n">a()</script><script type="module" async src="/assets/x.js"></script></head>' +
      '<body><p>Größe ≤ 600 mm</p><script>\nb("ü")\n</script><script nonce="n">a()</script><script></script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha('\nb("ü")\n'), sha("")])
  })

  it("ignores tags that only begin like a script tag, and an unclosed script", () => {
    expect(inlineScriptHashes("<scripted>x</scripted><p>y</p>")).toEqual([])
    expect(inlineScriptHashes("<script>never closed")).toEqual([])
  })
})
