/**
 * `npm test` runs this first: it installs the Debian packages the tests need when run as root, and otherwise stops
 * with the exact `apt-get install` line for the missing ones.
 */
import process from "node:process";
import { isPresent, planFor, testPackages } from "./test-packages.ts";

const searchPath = process.env.PATH ?? "";
const missingNow = () => testPackages.filter((pkg) => !isPresent(pkg, searchPath));

function run(command: string, args: string[]): void {
  const status = new Deno.Command(command, {
    args,
    env: { DEBIAN_FRONTEND: "noninteractive" },
    stdout: "inherit",
    stderr: "inherit",
  }).outputSync();
  if (!status.success) {
    console.error(`${command} ${args.join(" ")} failed (exit ${status.code}).`);
    Deno.exit(1);
  }
}

const hasApt = isPresent({ name: "apt", usedBy: "installing", file: { onPath: "apt-get" } }, searchPath);
const plan = planFor(missingNow(), Deno.uid() === 0, hasApt);
if (plan.kind === "stop") {
  console.error(plan.message);
  Deno.exit(1);
}
if (plan.kind === "install") {
  console.log(`Installing the Debian packages the tests need: ${plan.packages.join(" ")}`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...plan.packages]);
  const stillMissing = missingNow();
  if (stillMissing.length > 0) {
    console.error(`Still missing after apt-get: ${stillMissing.map((pkg) => pkg.name).join(" ")}`);
    Deno.exit(1);
  }
}
