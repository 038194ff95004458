/** Prints a suite's measured figures under its tag (`[outage figures] …`), so they can be found in the test output. */
export function reporter(tag: string): (line: string) => void {
  return (line) => {
    console.log(`[${tag}] ${line}`);
  };
}
