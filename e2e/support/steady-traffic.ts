// An investor who keeps using the site while the team works: the dashboard's figures asked for
// again and again through the gateway, every answer checked. Used around admin commands to show
// that the team's approvals never take the site down.
export interface Traffic {
  /** Stops asking and reports what was asked and what failed. */
  stop(): Promise<{ requests: number; failures: string[] }>;
}

const QUERY = '{ rentSupply { totalSold } sale { isOpen } }';

export function keepUsingSite(app: string, pauseMs = 50): Traffic {
  let running = true;
  let requests = 0;
  const failures: string[] = [];
  const ask = async () => {
    try {
      const response = await fetch(`${app}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
        body: JSON.stringify({ query: QUERY }),
      });
      const body = (await response.json()) as { errors?: { message: string }[] };
      if (response.status !== 200 || body.errors) {
        failures.push(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
      }
    } catch (error) {
      failures.push(String(error));
    }
    requests += 1;
  };
  const loop = (async () => {
    while (running) {
      await ask();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { requests, failures };
    },
  };
}
