/** A priced line's chosen accessories, one per item ("2 × Kabelverschraubung M32 (Kabeleinführung)"): the cart's lines and an inquiry's. */
import type { CartLineView } from "./model.ts"
import * as s from "./cart.css.ts"

export const LineConfig = ({ config, className }: { readonly config: CartLineView["config"]; readonly className: string }) =>
  config.length === 0 ? null : (
    <ul className={className}>
      {config.flatMap((group) =>
        group.accessories.map((a) => (
          <li key={`${group.group}-${a.key}`}>
            {a.amount} × {a.name} <span className={s.muted}>({group.group})</span>
          </li>
        )),
      )}
    </ul>
  )
