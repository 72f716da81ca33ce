// What the page reports about its own loading, gathered by observers installed before any of the
// app's scripts run: Largest Contentful Paint, First Contentful Paint, and the long tasks from
// which Total Blocking Time is summed (each task's time beyond 50 ms, after FCP, as Lighthouse
// counts it). The script is page code, kept as text because this package is not compiled for
// the DOM. The page counts as quiet once neither a long task nor a download has ended for a while.
export interface Vitals {
  lcp: number;
  fcp: number;
  tbt: number;
  /** Cumulative Layout Shift, unitless (Core Web Vitals' "good" is at most 0.1). */
  cls: number;
  /** The elements that moved most, each with the shifts it took part in (for finding the cause). */
  shifted: string;
  /** When the load event finished. */
  load: number;
  /** The element LCP chose, briefly. */
  lcpElement: string;
  /** When the first GraphQL request left, and when its answer had arrived (0 if none). */
  graphqlSent: number;
  graphqlAnswered: number;
}

export const VITALS_SCRIPT = `(() => {
  const seen = { lcp: 0, lcpElement: '', fcp: 0, tasks: [], lastBusy: 0, graphql: null };
  const shifts = { cls: 0, window: 0, first: 0, last: 0, moved: new Map() };
  const describe = (element) => {
    if (!element) return '(gone)';
    const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const name = element.tagName.toLowerCase();
    return text ? name + ' "' + text + '"' : name;
  };
  const observe = (type, record) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({
      type,
      buffered: true,
    });
  observe('largest-contentful-paint', (entry) => {
    seen.lcp = entry.startTime;
    seen.lcpElement = describe(entry.element);
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  observe('longtask', (entry) => {
    seen.tasks.push([entry.startTime, entry.duration]);
    seen.lastBusy = Math.max(seen.lastBusy, entry.startTime + entry.duration);
  });
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    for (const source of entry.sources || []) {
      const name = describe(source.node);
      shifts.moved.set(name, (shifts.moved.get(name) || 0) + entry.value);
    }
    const joins = shifts.window > 0 && entry.startTime - shifts.last < 1000 &&
      entry.startTime - shifts.first < 5000;
    if (joins) shifts.window += entry.value;
    else {
      shifts.window = entry.value;
      shifts.first = entry.startTime;
    }
    shifts.last = entry.startTime;
    shifts.cls = Math.max(shifts.cls, shifts.window);
  });
  observe('resource', (entry) => {
    seen.lastBusy = Math.max(seen.lastBusy, entry.responseEnd);
    if (!seen.graphql && new URL(entry.name).pathname === '/graphql') seen.graphql = entry;
  });
  window.__benchQuietFor = () => performance.now() - seen.lastBusy;
  window.__benchVitals = () => {
    const tbt = seen.tasks.reduce((sum, [start, duration]) => {
      const end = start + duration;
      const counted = end - Math.max(start, seen.fcp);
      return sum + Math.max(0, counted - 50);
    }, 0);
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      lcp: seen.lcp,
      fcp: seen.fcp,
      tbt,
      cls: shifts.cls,
      shifted: [...shifts.moved].sort((a, b) => b[1] - a[1]).slice(0, 3)
        .map(([name, value]) => name + ' ' + value.toFixed(3)).join('; '),
      load: navigation ? navigation.loadEventEnd : 0,
      lcpElement: seen.lcpElement,
      graphqlSent: seen.graphql ? seen.graphql.startTime : 0,
      graphqlAnswered: seen.graphql ? seen.graphql.responseEnd : 0,
    };
  };
})();`;

export const READ_VITALS = 'window.__benchVitals()';

/** Milliseconds since the page's last long task or download ended. */
export const READ_QUIET = 'window.__benchQuietFor()';
