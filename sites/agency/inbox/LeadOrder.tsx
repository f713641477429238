import type { InboxDetail } from './inbox-api';

/** A file size as staff read it: `740 KB`, `12.4 MB`. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Where a bulk order's artwork stands: a download, or why there is none yet. */
function Artwork({ lead }: { lead: InboxDetail }) {
  const artwork = lead.order?.artwork;
  if (!artwork) return <p className="inbox-detail__note">No artwork was sent.</p>;
  const description = `${artwork.file_name}, ${fileSize(artwork.bytes)}`;
  switch (artwork.status) {
    case 'clean':
      return (
        <p className="inbox-order__artwork">
          <a href={`/api/inbox/submissions/${lead.id}/artwork`} download>
            Download the artwork
          </a>{' '}
          ({description})
        </p>
      );
    case 'pending':
      return (
        <p className="inbox-order__artwork">
          Artwork ({description}) is waiting for its virus scan: it can be downloaded once it is
          found clean.
        </p>
      );
    default:
      return (
        <p className="inbox-order__artwork" data-status="infected">
          The artwork ({description}) was found infected by the virus scan and has been erased.
        </p>
      );
  }
}

/** A bulk order's lines as a table (product, size and colour, pieces), its total and artwork. */
export function LeadOrder({ lead }: { lead: InboxDetail }) {
  const order = lead.order;
  if (!order) return null;
  return (
    <section className="inbox-order" aria-labelledby={`order-${lead.id}`}>
      <h3 className="inbox-detail__subheading" id={`order-${lead.id}`}>
        Order
      </h3>
      <table className="inbox-order__table">
        <caption>
          {order.lines.length === 1 ? '1 line' : `${order.lines.length} lines`}, {order.pieces}{' '}
          {order.pieces === 1 ? 'piece' : 'pieces'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Variant</th>
            <th scope="col" data-slot="pieces">
              Pieces
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.variant_id}>
              <td>{line.product}</td>
              <td>{line.variant}</td>
              <td data-slot="pieces">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td data-slot="pieces">{order.pieces}</td>
          </tr>
        </tfoot>
      </table>
      <Artwork lead={lead} />
    </section>
  );
}
