/** /payment/error: completed by the payment issue. */
export function PaymentErrorPage() {
  return (
    <main className="container py-5">
      <h1 className="h3">Error en el pago</h1>
    </main>
  );
}

export default PaymentErrorPage;
