// Showing a long command's progress on the terminal (stderr): a bar while rows are counted, a
// ticking clock while the store works on a file out of sight.
const count = new Intl.NumberFormat('en-IN');

/** A progress bar on stderr, redrawn at most ten times a second; `done()` clears it. */
export function progressBar(stream: NodeJS.WriteStream, label: string) {
  let last = 0;
  const draw = (done: number, total: number) => {
    const now = Date.now();
    if (now - last < 100 && done < total) return;
    last = now;
    const width = 30;
    const share = total ? done / total : 1;
    const filled = Math.round(share * width);
    stream.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${count.format(done)}/${count.format(total)} rows`);
  };
  return { draw, done: () => stream.write('\r\x1b[2K') };
}

/** While the store works on a file there is no row count to show: a ticking clock instead. */
export function waitingClock(stream: NodeJS.WriteStream, label: string) {
  const started = Date.now();
  const tick = () => stream.write(`\r${label} ${Math.round((Date.now() - started) / 1000)} s`);
  tick();
  const timer = setInterval(tick, 1000);
  return () => {
    clearInterval(timer);
    stream.write('\r\x1b[2K');
  };
}
