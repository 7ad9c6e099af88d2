// SPDX-License-Identifier: MIT
// One long-lived MicroPython (WebAssembly, 32-bit) driven by JSON lines on stdin.
//
// Request per line:  {"op": "run", "code": "..."}            run a block in __main__
//                    {"op": "write", "path": "/lib/x.py", "b64": "..."}   put a file in the VM FS
// Answer per line:   {"ok": true|false, "out": "<stdout of the block>", "error": "<traceback>"|null}
// Usage: node vm.mjs [heapsize-bytes]   (tests/mpvm/vm.py is the Python side)
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, "..", "..", "node_modules", "@micropython",
  "micropython-webassembly-pyscript", "micropython.mjs");
const { loadMicroPython } = await import(pkg);

const heapsize = Number(process.argv[2] || 512 * 1024);
let chunks = [];
const collect = (data) => chunks.push(Buffer.from(data));
const mp = await loadMicroPython({ heapsize, stdout: collect, stderr: collect, linebuffer: false });

function answer(ok, error) {
  const out = Buffer.concat(chunks).toString("utf8");
  chunks = [];
  process.stdout.write(JSON.stringify({ ok, out, error }) + "\n");
}

function handle(req) {
  if (req.op === "run") {
    mp.runPython(req.code);
  } else if (req.op === "write") {
    const dir = req.path.substring(0, req.path.lastIndexOf("/"));
    if (dir) mp.FS.mkdirTree(dir);
    mp.FS.writeFile(req.path, Buffer.from(req.b64, "base64"));
  } else {
    throw new Error("unknown op " + JSON.stringify(req.op));
  }
}

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  try {
    handle(JSON.parse(line));
    answer(true, null);
  } catch (e) {
    // A PythonError's message is the MicroPython traceback; anything else is a VM-side fault.
    const text = e && e.constructor && e.constructor.name === "PythonError"
      ? e.message : "VM fault: " + (e && e.stack ? e.stack : String(e));
    answer(false, text);
  }
}
