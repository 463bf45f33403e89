// Builds the browser seat into deboule/online/web_static/ (shipped in the wheel): app.js (the
// page's code and three.js, bundled and minified by esbuild), index.html and style.css copied.
// The same sources give the same bytes (tests/test_web_build.py checks the committed files).
import { build } from "esbuild";
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = process.argv[2] || join(here, "..", "deboule", "online", "web_static");
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [join(here, "src", "main.js")], bundle: true, minify: true, format: "esm",
  target: ["es2020"], outfile: join(out, "app.js"), legalComments: "none", logLevel: "warning",
});
for (const name of ["index.html", "style.css"]) copyFileSync(join(here, "src", name), join(out, name));
