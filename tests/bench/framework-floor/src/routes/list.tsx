import { Link, createFileRoute } from "@tanstack/react-router"

/**
 * A page of the catalogue's shape without the shop: 24 items from a loader (serialised for
 * hydration), each with a link, a definition list and a small drawing, and 34 navigation links.
 */
const items = Array.from({ length: 24 }, (_, index) => ({ slug: `item-${index}`, name: `Enclosure ${index}`, width: 200 + 50 * index, price: 1000 + 37 * index }))
const fields = Array.from({ length: 10 }, (_, index) => `Field ${index}`)
const navigation = Array.from({ length: 34 }, (_, index) => `Link ${index}`)

const List = () => {
  const { items } = Route.useLoaderData()
  return (
    <>
      <nav>
        {navigation.map((label) => (
          <Link key={label} to="/">
            {label}
          </Link>
        ))}
      </nav>
      <main>
        <ul>
          {items.map((item) => (
            <li key={item.slug}>
              <Link to="/">{item.name}</Link>
              <dl>
                {fields.map((field, index) => (
                  <div key={field}>
                    <dt>{field}</dt>
                    <dd>{`${item.width * (index + 1)} mm, ${item.price} €`}</dd>
                  </div>
                ))}
              </dl>
              <svg viewBox="0 0 100 100" aria-hidden="true">
                <rect x="1" y="1" width="98" height="98" />
                <line x1="0" y1="50" x2="100" y2="50" />
              </svg>
            </li>
          ))}
        </ul>
      </main>
    </>
  )
}

export const Route = createFileRoute("/list")({ loader: () => ({ items }), component: List })
