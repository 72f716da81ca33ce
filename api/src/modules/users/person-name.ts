// What a person's name may be (decision 0067): letters of any script with their marks, spaces,
// and the dots, apostrophes and hyphens of initials and compound names. A name is shown to the
// team and greets the investor in every mail, so it never carries a number to call, an address
// to write to or a web address to visit: text like "www.rent-bonus.example" or "claim.com" is
// refused even though it is made of letters.
const NAME_CHARACTERS = /^(?:[\p{L}\p{M} .'’-]|\u200C|\u200D)+$/u;
const WEB_ADDRESS =
  /(^|[\s.])www\.|\.(com|net|org|info|biz|io|co|in|xyz|top|online|site|app|link|me|ly|to|gg|ru|cn|uk|us|club|shop|live|pro)(\.|\s|$)/iu;

/** The problem with `name` (already trimmed, not empty), if any; `label` names the field. */
export function personNameProblem(name: string, label: string): string | undefined {
  if (!NAME_CHARACTERS.test(name)) {
    return `${label} may contain only letters, spaces, dots, apostrophes and hyphens.`;
  }
  if (WEB_ADDRESS.test(name)) return `${label} must not be a web address.`;
  return undefined;
}
