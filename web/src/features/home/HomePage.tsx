import { Link } from "@tanstack/react-router"
import { FormattedMessage, useIntl } from "react-intl"
import type { FamilyView } from "../catalogue/model.ts"
import { container, pageSection } from "../../styles/common.css.ts"
import { EnclosureDrawing } from "../../ui/EnclosureDrawing.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./home.css.ts"
import type { ContentView } from "../content/model.ts"
import { ContentBlocks } from "../content/ContentPage.tsx"

/**
 * Home (spec §2, reached from the logo): the shop's own hero, the catalogue's families with their
 * live counts and the benefits, then the blocks of the content system's home story (references,
 * news, whatever the editors add), so the page works also while the content system cannot answer.
 */
export const HomePage = ({ families, content }: { readonly families: ReadonlyArray<FamilyView>; readonly content: ContentView | null }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={`${container} ${s.heroInner}`}>
          <div>
            <p className={s.eyebrow}>
              <FormattedMessage id="home.eyebrow" />
            </p>
            <h1 id="home-title" className={s.heroTitle}>
              <FormattedMessage id="home.title" />
            </h1>
            <p className={s.heroLead}>
              <FormattedMessage id="home.lead" />
            </p>
            <div className={s.heroActions}>
              <Link to="/$lang/product-catalog/" params={{ lang }} className={s.heroPrimary}>
                <FormattedMessage id="home.toCatalogue" />
              </Link>
              <Link to="/$lang/product-catalog/" params={{ lang }} search={{ family: ["meter-cabinet"] }} className={s.heroSecondary}>
                <FormattedMessage id="home.toMeterCabinets" />
              </Link>
            </div>
          </div>
          <div className={s.heroArt} aria-hidden="true">
            <EnclosureDrawing width={600} height={800} doorCount={1} size={150} decorative />
            <EnclosureDrawing width={1200} height={2000} doorCount={2} size={220} decorative />
            <EnclosureDrawing width={400} height={500} doorCount={1} size={110} decorative />
          </div>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="home-families">
        <div className={container}>
          <h2 id="home-families" className={s.sectionTitle}>
            <FormattedMessage id="home.familiesTitle" />
          </h2>
          <ul className={s.families}>
            {families
              .filter((f) => f.count > 0)
              .map((f) => {
                const name = intl.formatMessage({ id: `family.${f.family}` })
                return (
                  <li key={f.family} className={s.familyCard}>
                    {f.sample ? (
                      <EnclosureDrawing className={s.familyArt} width={f.sample.width} height={f.sample.height} doorCount={f.sample.doorCount} size={72} decorative />
                    ) : null}
                    <div>
                      <Link
                        to="/$lang/product-catalog/"
                        params={{ lang }}
                        search={{ family: [f.family] }}
                        className={s.familyLink}
                        data-testid="family-link"
                      >
                        {name}
                      </Link>
                      <p className={s.familyCount}>
                        <FormattedMessage id="home.familyCount" values={{ count: f.count }} />
                      </p>
                    </div>
                  </li>
                )
              })}
          </ul>
        </div>
      </section>

      <section className={`${pageSection} ${s.alt}`} aria-labelledby="home-benefits">
        <div className={container}>
          <h2 id="home-benefits" className={s.sectionTitle}>
            <FormattedMessage id="home.benefitsTitle" />
          </h2>
          <ul className={s.benefits}>
            {(["home.benefit1", "home.benefit2", "home.benefit3"] as const).map((key) => (
              <li key={key} className={s.benefit}>
                <h3 className={s.benefitTitle}>
                  <FormattedMessage id={`${key}.title`} />
                </h3>
                <p className={s.benefitText}>
                  <FormattedMessage id={`${key}.text`} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {content ? <ContentBlocks page={content} /> : null}
    </>
  )
}
