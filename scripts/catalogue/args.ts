/** Command-line arguments: `--products N` (default: the demo's 180) and `--out DIR` (default: the demo's folders). */

const DEMO_PRODUCTS = 180

export interface Args {
  readonly products: number
  readonly out: string | undefined
}

export const parseArgs = (argv: ReadonlyArray<string>): Args => {
  let products = DEMO_PRODUCTS
  let out: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const eq = arg.indexOf("=")
    const flag = eq < 0 ? arg : arg.slice(0, eq)
    const inline = eq < 0 ? undefined : arg.slice(eq + 1)
    const value = (): string => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === "") throw new Error(`${flag} needs a value`)
      return v
    }
    if (flag === "--products") {
      products = Number(value())
      if (!Number.isInteger(products) || products < 20 || products > 999_999) throw new Error("--products must be an integer from 20 to 999999")
    } else if (flag === "--out") {
      out = value()
    } else {
      throw new Error(`unknown argument ${arg} (use --products N --out DIR)`)
    }
  }
  return { products, out }
}
