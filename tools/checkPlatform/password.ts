// The password of the platform check: SLINK_PASSWORD, else asked for on a terminal without echo.
import { createInterface } from 'node:readline';

export const readPassword = async (env: Record<string, string | undefined> = process.env): Promise<string | null> => {
  if (env.SLINK_PASSWORD) return env.SLINK_PASSWORD;
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // What is typed is not shown: the interface's echo is replaced by nothing after the prompt.
  const echo = rl as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  echo._writeToOutput = (text) => {
    if (!asked) process.stderr.write(text);
  };
  const answer = await new Promise<string>((resolve) => {
    rl.question('Password: ', resolve);
    asked = true;
  });
  rl.close();
  process.stderr.write('\n');
  return answer;
};
