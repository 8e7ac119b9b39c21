/** /payment/success: completed by the payment issue. */
export function PaymentSuccessPage() {
  return (
    <main className="container py-5">
      <h1 className="h3">Operación exitosa</h1>
    </main>
  );
}

export default PaymentSuccessPage;
