/**
 * "Disabled" that keeps the focus: a control the cart's update lock turns off for a moment (or a
 * stepper at its limit) stays focusable with `aria-disabled` and ignores clicks. The `disabled`
 * attribute, turned on under a keyboard user's focus, drops the focus to the page, and a click
 * into a field that is disabled at that moment loses what is typed next.
 */
export const softDisabled = (off: boolean, onClick: () => void) => ({
  "aria-disabled": off ? true : undefined,
  onClick: () => {
    if (!off) onClick()
  },
})
