interface PickupLink {
  id: number;
  pickupNumber: number;
}

/**
 * The pickups a pickup is tied to by receiving: the one it was split from, and the remainders
 * split from it. Each side links to the other, so a sub-pickup leads back to its parent.
 */
export function RelatedPickups({ base, parent, subs }: { base: string; parent: PickupLink | null; subs: readonly PickupLink[] }) {
  if (!parent && subs.length === 0) return null;
  return (
    <nav aria-label="Related Pickups" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-lg font-semibold">Related Pickups</h2>
      <ul className="list-disc pl-5">
        {parent && (
          <li>
            {'Remainder of '}
            <a className="link" href={`${base}/${parent.id}`}>{`Pickup ${parent.pickupNumber}`}</a>
          </li>
        )}
        {subs.map((sub) => (
          <li key={sub.id}>
            {'Remainder: '}
            <a className="link" href={`${base}/${sub.id}`}>{`Pickup ${sub.pickupNumber}`}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
