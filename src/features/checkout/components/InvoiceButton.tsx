// 'Download Invoice' on an order's details, once the store has approved the order (the server
// issues the GST tax invoice at approval); a cancelled order keeps the invoice it was issued.
import type { OrderStatus } from '@contracts/checkout';
import { readFailure } from '@/shared/api/failure';
import { saveObjectUrl } from '@/shared/lib/download';
import { notify } from '@/shared/lib/notify';
import { useDownloadInvoiceMutation } from '../api';

export const INVOICE_FAILED = 'Failed to download the invoice';
const INVOICED: readonly OrderStatus[] = ['approved', 'shipped', 'delivered'];

export function InvoiceButton({ orderNumber, status, invoiceNumber }: { orderNumber: string; status: OrderStatus; invoiceNumber?: string | null }) {
  const [download, { isLoading }] = useDownloadInvoiceMutation();
  if (!INVOICED.includes(status) && !invoiceNumber) return null;

  const onClick = async () => {
    try {
      const file = await download(orderNumber).unwrap();
      saveObjectUrl(file.url, file.fileName);
    } catch (error) {
      notify.error(readFailure(error, INVOICE_FAILED).message);
    }
  };

  return (
    <button type="button" className="btn btn--secondary" disabled={isLoading} onClick={() => void onClick()}>
      {isLoading ? 'Downloading...' : 'Download Invoice'}
    </button>
  );
}
