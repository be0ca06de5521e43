/**
 * The header's cart button with its item-count badge. The cart slide-over (guest cookie cart,
 * server cart for accounts) attaches here through `count` and `onOpen`; the server renders the
 * visitor's count (the shell's `visitor`), so no first paint says "empty" for a full cart.
 */
import { useIntl } from "react-intl"
import { visuallyHidden } from "../../styles/common.css.ts"
import { CartIcon } from "../../ui/icons.tsx"
import * as s from "./shell.css.ts"

export interface CartButtonProps {
  readonly count?: number
  readonly onOpen?: () => void
}

export const CartButton = ({ count = 0, onOpen }: CartButtonProps) => {
  const intl = useIntl()
  return (
    <button
      type="button"
      className={s.cartButton}
      title={intl.formatMessage({ id: "shell.cart" })}
      data-testid="cart-button"
      {...(onOpen ? { onClick: onOpen } : {})}
    >
      <CartIcon />
      <span className={s.badge} aria-hidden="true" data-testid="cart-count">
        {count}
      </span>
      <span className={visuallyHidden}>{intl.formatMessage({ id: "shell.cartCount" }, { count })}</span>
    </button>
  )
}
