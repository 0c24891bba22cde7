#!/usr/bin/env bash
# End-to-end replay figures for long traces: generates a 1-hour and a 10-hour 100 Hz evemu trace
# with `orientsim synth` (turns every 8.5 s, light noise) and times release replays of each with
# the default scene, printing wall time, lines/s, MB/s and peak RSS.
#   Benchmarks/replay-long.sh [WORKDIR]      (default: a temporary directory; needs ~1.1 GB)
set -euo pipefail
cd "$(dirname "$0")/.."
work=${1:-$(mktemp -d)}
swift build -c release --product orientsim >&2
bin=.build/release/orientsim
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
names = ["portrait", "landscapeLeft", "portrait", "landscapeRight"]
steps, t, i = [], 0.0, 0
while t < 3600:
    steps.append("  - {hold: %s, for: 8}" % names[i % 4]); t += 8; i += 1
    steps.append("  - {turn: %s, over: 0.5}" % names[i % 4]); t += 0.5
head = "rate: 100\nseed: 7\nnoise: 0.02\nsteps:\n"
body = "\n".join(steps) + "\n"
open(f"{work}/hour.yaml", "w").write(head + body)
open(f"{work}/ten.yaml", "w").write(head + body * 10)
PY
for name in hour ten; do
  [ -f "$work/$name.evemu" ] || "$bin" synth "$work/$name.yaml" -o "$work/$name.evemu" >/dev/null
  lines=$(wc -l < "$work/$name.evemu")
  bytes=$(stat -c %s "$work/$name.evemu")
  for format in summary jsonl; do
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin" replay "$work/$name.evemu" --format "$format" >/dev/null
    read -r wall rss < "$work/time"
    awk -v n="$name" -v f="$format" -v w="$wall" -v l="$lines" -v b="$bytes" -v r="$rss" 'BEGIN {
      printf "%-4s %-7s %8d lines %7.1f MB  %5.2f s  %5.2f M lines/s  %6.0f MB/s  peak RSS %.1f MB\n",
        n, f, l, b / 1e6, w, l / w / 1e6, b / w / 1e6, r / 1024 }'
  done
done
