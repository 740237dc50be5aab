import type { PortalConfig } from '../../core/config.ts';
import { uploadsService } from '../uploads/index.ts';

/** The header images a PDF can embed: the customer form takes jpg and png only. */
const PRINTABLE = /\.(jpe?g|png)$/i;

/**
 * The customer's uploaded report header image (`customer_{id}`), for the top of its reports'
 * PDFs; null when the company has none, or its file is gone.
 * @example const headerImage = await customerHeaderImage(config, detail.Customer);
 */
export async function customerHeaderImage(
  config: Pick<PortalConfig, 'uploadsDir'>,
  customer: { reportHeaderImage: string | null } | null,
): Promise<Uint8Array | null> {
  const name = customer?.reportHeaderImage;
  if (!name || !PRINTABLE.test(name)) return null;
  return (await uploadsService.read(config, name)) ?? null;
}
