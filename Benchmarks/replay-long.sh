#!/usr/bin/env bash
# End-to-end replay figures for long traces: generates a 1-hour and a 10-hour 100 Hz evemu trace
# with `orientsim synth` (turns every 8.5 s, light noise), converts each to libinput record YAML,
# and times release replays of each with the default scene, printing wall time, lines/s, MB/s
# and peak RSS.
#   Benchmarks/replay-long.sh [WORKDIR]      (default: a temporary directory; needs ~2.1 GB)
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
# Times one replay of FILE with --format FORMAT and prints its figures under NAME.
measure() {
  local name=$1 format=$2 file=$3 lines bytes wall rss
  lines=$(wc -l < "$file")
  bytes=$(stat -L -c %s "$file")
  /usr/bin/time -f "%e %M" -o "$work/time" "$bin" replay "$file" --format "$format" >/dev/null
  read -r wall rss < "$work/time"
  awk -v n="$name" -v f="$format" -v w="$wall" -v l="$lines" -v b="$bytes" -v r="$rss" 'BEGIN {
    printf "%-9s %-7s %8d lines %7.1f MB  %5.2f s  %5.2f M lines/s  %6.0f MB/s  peak RSS %.1f MB\n",
      n, f, l, b / 1e6, w, l / w / 1e6, b / w / 1e6, r / 1024 }'
}
for name in hour ten; do
  [ -f "$work/$name.evemu" ] || "$bin" synth "$work/$name.yaml" -o "$work/$name.evemu" >/dev/null
  for format in summary jsonl; do
    measure "$name" "$format" "$work/$name.evemu"
  done
done
# The same traces as libinput record YAML, which streams as evemu does.
for name in hour ten; do
  [ -f "$work/$name.yml" ] || "$bin" convert "$work/$name.evemu" -o "$work/$name.yml"
  measure "$name.yml" summary "$work/$name.yml"
done
