/** Spec §2 footer: columns in a grid of 3 or 4, the newsletter block, social links with a URL, the copyright line. */
import { useIntl } from "react-intl"
import { container } from "../../styles/common.css.ts"
import { type ShellSettings, type SocialLinkView, footerGridOf } from "./model.ts"
import { RichText } from "../../ui/RichText.tsx"
import * as s from "./shell.css.ts"
import { SmartLink } from "../../ui/SmartLink.tsx"

const networkNames: Record<SocialLinkView["network"], string> = {
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  xing: "XING",
  linkedin: "LinkedIn",
  instagram: "Instagram",
}

export const Footer = ({ settings }: { readonly settings: ShellSettings }) => {
  const intl = useIntl()
  const columns = settings.footerColumns
  return (
    <footer className={s.footer}>
      <div className={container}>
        {columns.length > 0 ? (
          <div className={`${s.footerGrid} ${s.footerColumns[footerGridOf(columns.length)]}`}>
            {columns.map((column) => (
              <section key={column.id} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`} className={s.footerTitle}>
                  {column.title}
                </h2>
                <RichText className={s.footerText} paragraphs={column.paragraphs} />
                {column.links.length > 0 ? (
                  <ul className={s.footerLinks}>
                    {column.links.map((item) => (
                      <li key={item.id}>
                        <SmartLink link={item.link}>{item.label}</SmartLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        ) : null}
        {settings.newsletter ? (
          <section className={s.newsletter} aria-labelledby="footer-newsletter">
            <div>
              <h2 id="footer-newsletter" className={s.newsletterTitle}>
                {settings.newsletter.title}
              </h2>
              {settings.newsletter.description ? <p className={s.newsletterText}>{settings.newsletter.description}</p> : null}
            </div>
            <SmartLink className={s.newsletterButton} link={settings.newsletter.link}>
              {settings.newsletter.signUpLabel}
            </SmartLink>
          </section>
        ) : null}
        <div className={s.footerBottom}>
          <p>{settings.copyright}</p>
          {settings.social.length > 0 ? (
            <ul className={s.socialList} aria-label={intl.formatMessage({ id: "shell.social" })} data-testid="social-links">
              {settings.social.map((social) => (
                <li key={social.network}>
                  <SmartLink className={s.socialLink} link={{ href: social.href, external: true, newTab: true }}>
                    {networkNames[social.network]}
                  </SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
