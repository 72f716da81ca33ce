/**
 * A wallet address that may break in its middle when it does not fit one line, so it wraps as two
 * even halves instead of leaving its last characters alone; copying it gives the address unbroken.
 */
export function WalletAddressText({ address }: { address: string }) {
  const middle = Math.ceil(address.length / 2);
  return (
    <>
      {address.slice(0, middle)}
      <wbr />
      {address.slice(middle)}
    </>
  );
}
