// The built-in PDF fonts (Helvetica and friends) can print only the Windows-1252 character set.
// Every string passes through here on its way into the PDF, so this is the one place that decides.

const WIN_ANSI_BEYOND_LATIN1 = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isPrintable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_BEYOND_LATIN1.includes(character)
  );
}

/** "₹1000" → "INR 1000"; any other character the fonts lack stops the build instead of vanishing. */
export function pdfSafeText(text: string): string {
  const safe = text.replace(/₹\s?/g, 'INR ');
  for (const character of safe) {
    if (!isPrintable(character)) {
      const codePoint = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      throw new Error(
        `The built-in PDF fonts cannot print "${character}" (U+${codePoint}) in: ${text}`,
      );
    }
  }
  return safe;
}
