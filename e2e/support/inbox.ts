// Reads the mail the product sent, from the sandbox's inbox, as an investor reads their e-mail.
export async function linkFromMail(
  sandboxUrl: string,
  to: string,
  pathname: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${pathname.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`,
  );
  while (Date.now() < deadline) {
    const response = await fetch(`${sandboxUrl}/mail?format=json&to=${encodeURIComponent(to)}`);
    const { messages } = (await response.json()) as { messages: { text: string }[] };
    for (const message of messages) {
      const link = message.text.match(pattern)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail with a ${pathname} link reached ${to}`);
}
